import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PressureFormScreen } from './PressureFormScreen.tsx';
import { findRoute } from '../../../routes/routes.ts';
import type { RouteEntry } from '../../../routes/routes.ts';
import { $toasts } from '../../../stores/toasts.ts';
import { fakeApi, renderAt, setupI18n } from '../../../test/render.tsx';
import { listReadings } from './api.ts';
import { actFor, actForSelf } from '../../../stores/subject.ts';
import { $token } from '../../../stores/session.ts';

function route(path: string): RouteEntry {
  const entry = findRoute(path);
  if (entry === undefined) throw new Error(path);
  return entry;
}

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  $toasts.set([]);
  actForSelf();
  $token.set(undefined);
});

describe('PressureFormScreen', () => {
  it('shows translated errors at each field and sends nothing while invalid', async () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<PressureFormScreen route={route('/web/addPressure')} />, '/web/addPressure');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter the systolic pressure')).toBeTruthy();
    expect(screen.getByText('Please enter the diastolic pressure')).toBeTruthy();
    expect(screen.getByText('Please enter the pulse')).toBeTruthy();
    expect(screen.getByLabelText(/Systolic pressure \(mmHg\)/).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toHaveLength(0);
  });

  it('adds a reading, toasts and goes back to the list', async () => {
    const api = fakeApi({
      '/healthRecord/bloodPressure/add': (body) => ({ data: { id: 9, level: 'normal', ...(body as object) } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const { location } = renderAt(<PressureFormScreen route={route('/mob/addPressure')} />, '/mob/addPressure');
    await userEvent.type(screen.getByLabelText(/Systolic pressure/), '128');
    await userEvent.type(screen.getByLabelText(/Diastolic pressure/), '82');
    await userEvent.type(screen.getByLabelText(/Pulse/), '66');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.url).toBe('/api/healthRecord/bloodPressure/add');
    expect(api.calls[0]?.body).toMatchObject({ systolic: 128, diastolic: 82, pulse: 66 });
    await waitFor(() => expect(location.history.at(-1)).toBe('/mob/pressurePage'));
    expect($toasts.get().map((t) => t.message)).toContain('Reading saved');
  });

  it('edits a reading the list has shown from the rows it holds, without asking; another person’s list is asked for', async () => {
    const reading = (id: number, systolic: number) => ({ id, systolic, diastolic: 80, pulse: 70, recordTime: '2026-05-01T01:00:00Z', level: 'normal' });
    const api = fakeApi({
      '/healthRecord/bloodPressure/list': (body) => {
        const { pageNum } = (body as { page: { pageNum: number } }).page;
        return { data: { rows: pageNum === 1 ? [reading(1, 121)] : [reading(2, 132)], total: 2 } };
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    $token.set('tok');
    // The list showed two pages of ten.
    await listReadings(1);
    await listReadings(2);
    renderAt(<PressureFormScreen route={route('/mob/addPressure')} />, '/mob/addPressure', 'id=2');
    await waitFor(() => expect((screen.getByLabelText(/Systolic pressure/) as HTMLInputElement).value).toBe('132'));
    expect(api.calls).toHaveLength(2);
    cleanup();

    actFor({ patid: 'MO-1000004', name: { 'zh-Hant': '小明', en: 'Ming', pt: 'Ming' } });
    renderAt(<PressureFormScreen route={route('/mob/addPressure')} />, '/mob/addPressure', 'id=2');
    await waitFor(() => expect(api.calls).toHaveLength(3));
    expect(api.calls[2]?.body).toEqual({ page: { pageNum: 1, pageSize: 100 } });
    expect(api.calls[2]?.headers['Subject']).toBe('MO-1000004');
  });

  it('shows server field errors at the field', async () => {
    const api = fakeApi({
      '/healthRecord/bloodPressure/add': () => ({
        resultCode: '200001',
        resultMsg: 'Some values are not valid',
        data: { fieldErrors: { pulse: ['Pulse must be a whole number from 20 to 200'] } },
      }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<PressureFormScreen route={route('/web/addPressure')} />, '/web/addPressure');
    await userEvent.type(screen.getByLabelText(/Systolic pressure/), '120');
    await userEvent.type(screen.getByLabelText(/Diastolic pressure/), '80');
    await userEvent.type(screen.getByLabelText(/Pulse/), '70');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Pulse must be a whole number from 20 to 200')).toBeTruthy();
    expect($toasts.get()).toHaveLength(0);
  });
});
