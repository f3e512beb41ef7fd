import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BloodPressureRow } from '@macao-phr/contract';
import { findRoute } from '../../../routes/routes.ts';
import type { RouteEntry } from '../../../routes/routes.ts';
import { fakeApi, renderAt, setupI18n } from '../../../test/render.tsx';
import { $toasts } from '../../../stores/toasts.ts';
import { addReading } from '../blood-pressure/api.ts';
import { HealthDataScreen } from './HealthDataScreen.tsx';

const route = findRoute('/web/healthData') as RouteEntry;
const pressure = (systolic: number): BloodPressureRow => ({ id: 3, systolic, diastolic: 80, pulse: 70, recordTime: '2026-01-02T01:00:00.000Z', level: 'normal' });

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  $toasts.set([]);
});

describe('healthData: the newest readings through the query cache', () => {
  it('opened again, draws the newest readings at once; after a reading is added they load afresh', async () => {
    let systolic = 118;
    const api = fakeApi({
      '/healthRecord/homeData': () => ({ data: { race: 0, pregnant: false, bloodPressure: pressure(systolic), bmi: null, bloodGlucose: null, pregnancyGlucose: null } }),
      '/healthRecord/bloodSugar/list': () => ({ data: { rows: [], total: 0 } }),
      '/healthRecord/bmi/list': () => ({ data: { rows: [], total: 0 } }),
      '/healthRecord/bloodPressure/add': () => {
        systolic = 135;
        return { data: pressure(systolic) };
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<HealthDataScreen route={route} />, '/web/healthData');
    expect(await screen.findByText('118/80')).toBeTruthy();
    cleanup();

    renderAt(<HealthDataScreen route={route} />, '/web/healthData');
    // At once, from the query cache.
    expect(screen.getByText('118/80')).toBeTruthy();
    cleanup();

    await addReading({ systolic: 135, diastolic: 80, pulse: 70, recordTime: '2026-01-03T01:00:00.000Z' });
    renderAt(<HealthDataScreen route={route} />, '/web/healthData');
    expect(screen.queryByText('118/80')).toBeNull();
    expect(await screen.findByText('135/80')).toBeTruthy();
  });

  it('toasts the server’s message when the newest readings fail, as before', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        '/healthRecord/homeData': () => ({ resultCode: '200001', resultMsg: 'Busy', data: null }),
        '/healthRecord/bloodSugar/list': () => ({ data: { rows: [], total: 0 } }),
        '/healthRecord/bmi/list': () => ({ data: { rows: [], total: 0 } }),
      }).fetch,
    );
    renderAt(<HealthDataScreen route={route} />, '/web/healthData');
    await waitFor(() => expect($toasts.get().map((toast) => [toast.tone, toast.message])).toEqual([['error', 'Busy']]));
  });
});

describe('healthData: the source filter', () => {
  it('says which source is on, and asks both lists again for the one pressed', async () => {
    const api = fakeApi({
      '/healthRecord/homeData': () => ({ data: { race: 0, pregnant: false, bloodPressure: null, bmi: null, bloodGlucose: null, pregnancyGlucose: null } }),
      '/healthRecord/bloodSugar/list': () => ({ data: { rows: [], total: 0 } }),
      '/healthRecord/bmi/list': () => ({ data: { rows: [], total: 0 } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<HealthDataScreen route={route} />, '/web/healthData');
    const group = await screen.findByRole('group', { name: 'Source' });
    expect(screen.getByRole('button', { name: 'All', pressed: true })).toBeTruthy();
    expect(group.querySelectorAll('[aria-pressed="false"]')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Self-entered' }));
    expect(screen.getByRole('button', { name: 'Self-entered', pressed: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All', pressed: false })).toBeTruthy();
    const sources = (path: string) => api.calls.filter((call) => call.url.startsWith(`/api${path}`)).map((call) => (call.body as { source?: string }).source);
    await waitFor(() => expect(sources('/healthRecord/bmi/list').at(-1)).toBe('self'));
    await waitFor(() => expect(sources('/healthRecord/bloodSugar/list').at(-1)).toBe('self'));
  });
});
