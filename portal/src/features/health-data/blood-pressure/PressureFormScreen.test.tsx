import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PressureFormScreen } from './PressureFormScreen.tsx';
import { findRoute } from '../../../routes/routes.ts';
import type { RouteEntry } from '../../../routes/routes.ts';
import { $toasts } from '../../../stores/toasts.ts';
import { fakeApi, renderAt, setupI18n } from '../../../test/render.tsx';

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
