import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BmiFormScreen } from './BmiFormScreen.tsx';
import { GlucoseFormScreen } from './GlucoseFormScreen.tsx';
import { findRoute } from '../../../routes/routes.ts';
import type { RouteEntry } from '../../../routes/routes.ts';
import { $toasts } from '../../../stores/toasts.ts';
import { fakeApi, renderAt, setupI18n } from '../../../test/render.tsx';

/** The BMI and glucose forms through their one hook: load for edit, checks, save, the server's field errors, leaving. */

function route(path: string): RouteEntry {
  const entry = findRoute(path);
  if (entry === undefined) throw new Error(path);
  return entry;
}

const glucose = { id: 7, value: 5.1, timing: 'fasting', hoursAfterMeal: null, sample: 'venous', recordTime: '2026-01-20T01:00:00Z', level: 'normal' };
const bmiHome = { data: { race: 0 } };

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  $toasts.set([]);
});

describe('the reading forms', () => {
  it('finds a glucose reading to edit, fills the form, sends the change with its id and goes back', async () => {
    const api = fakeApi({
      '/healthRecord/bloodSugar/list': () => ({ data: { rows: [glucose], total: 1 } }),
      '/healthRecord/bloodSugar/update': (body) => ({ data: { ...glucose, ...(body as object) } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const { location } = renderAt(<GlucoseFormScreen route={route('/web/addSugar')} />, '/web/addSugar', 'id=7');
    const value = await screen.findByLabelText(/Blood glucose \(mmol\/L\)/);
    expect((value as HTMLInputElement).value).toBe('5.1');
    expect((screen.getByLabelText('Blood sample') as HTMLSelectElement).value).toBe('venous');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.map((c) => c.url)).toContain('/api/healthRecord/bloodSugar/update'));
    expect(api.calls.at(-1)?.body).toMatchObject({ id: 7, value: 5.1, timing: 'fasting', sample: 'venous' });
    await waitFor(() => expect(location.history.at(-1)).toBe('/web/healthData'));
    expect($toasts.get().map((t) => t.message)).toEqual(['Reading saved']);
  });

  it('says each missing glucose value at its field and sends nothing', async () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<GlucoseFormScreen route={route('/mob/addSugar')} />, '/mob/addSugar');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter the blood glucose')).toBeTruthy();
    expect(screen.getByText('Please select when the blood glucose was measured')).toBeTruthy();
    expect(screen.getByText('Please select capillary or venous blood')).toBeTruthy();
    // The first refused field, the glucose, takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Blood glucose/)));
    expect(api.calls).toHaveLength(0);
  });

  it("puts the server's field errors at their fields and any other at the form's top, without a toast", async () => {
    const api = fakeApi({
      '/healthRecord/homeData': () => bmiHome,
      '/healthRecord/bmi/add': () => ({
        resultCode: '200001',
        resultMsg: 'Some values are not valid',
        data: { fieldErrors: { weight: ['Weight is out of range'], source: ['Readings from a hospital cannot be changed'] } },
      }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<BmiFormScreen route={route('/web/addBmi')} />, '/web/addBmi');
    await userEvent.type(screen.getByLabelText(/Height \(cm\)/), '170');
    await userEvent.type(screen.getByLabelText(/Weight \(kg\)/), '65');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Weight is out of range')).toBeTruthy();
    // The refused number field takes the focus, so the resident is where the message is.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Weight \(kg\)/)));
    expect(screen.getByRole('alert').textContent).toBe('Readings from a hospital cannot be changed');
    expect($toasts.get()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('says the reading could not be loaded when the id is not among the resident\'s', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/healthRecord/homeData': () => bmiHome, '/healthRecord/bmi/list': () => ({ data: { rows: [], total: 0 } }) }).fetch);
    renderAt(<BmiFormScreen route={route('/mob/addBmi')} />, '/mob/addBmi', 'id=99');
    expect((await screen.findByRole('alert')).textContent).toBe('The information could not be loaded.');
    expect(document.querySelector('form')).toBeNull();
  });
});
