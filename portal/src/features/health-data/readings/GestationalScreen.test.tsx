import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { GestationalScreen } from './GestationalScreen.tsx';
import { GlucoseFormScreen } from './GlucoseFormScreen.tsx';
import { findRoute } from '../../../routes/routes.ts';
import type { RouteEntry } from '../../../routes/routes.ts';
import { fakeApi, renderAt, setupI18n } from '../../../test/render.tsx';

function route(path: string): RouteEntry {
  const entry = findRoute(path);
  if (entry === undefined) throw new Error(path);
  return entry;
}

const home = (pregnant: boolean, total = 0) => ({ pregnant, latest: null, total, lastWeek: {} });
const reading = { id: 7, value: 5.1, timing: 'fasting', hoursAfterMeal: null, sample: 'capillary', recordTime: '2026-01-20T01:00:00Z', level: 'normal' };

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('gestational blood glucose: only for a pregnant resident', () => {
  it('tells a resident who is not pregnant that the screen is not for them and offers no entry', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/pregnancyBloodSugar/newHomeData': () => ({ data: home(false) }), '/pregnancyBloodSugar/list': () => ({ data: { rows: [], total: 0 } }) }).fetch);
    renderAt(<GestationalScreen route={route('/mob/gestationalDiabetes')} />, '/mob/gestationalDiabetes');
    expect(await screen.findByText('Gestational blood glucose is for residents who are pregnant.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add gestational blood glucose' })).toBeNull();
  });

  it('offers a pregnant resident the entry and her readings', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ '/pregnancyBloodSugar/newHomeData': () => ({ data: home(true, 1) }), '/pregnancyBloodSugar/list': () => ({ data: { rows: [reading], total: 1 } }) }).fetch,
    );
    renderAt(<GestationalScreen route={route('/web/gestationalDiabetes')} />, '/web/gestationalDiabetes');
    expect((await screen.findByRole('link', { name: 'Add gestational blood glucose' })).getAttribute('href')).toBe('/web/addSugar?kind=pregnancy');
    expect(screen.queryByText('Gestational blood glucose is for residents who are pregnant.')).toBeNull();
  });

  it('shows no form at the add address to a resident who is not pregnant', async () => {
    const api = fakeApi({ '/pregnancyBloodSugar/newHomeData': () => ({ data: home(false) }) });
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<GlucoseFormScreen route={route('/mob/addSugar')} />, '/mob/addSugar', 'kind=pregnancy');
    expect(await screen.findByRole('heading', { name: 'Gestational blood glucose is for residents who are pregnant.' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(document.querySelector('form')).toBeNull();
  });

  it('shows the form at the add address to a pregnant resident', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/pregnancyBloodSugar/newHomeData': () => ({ data: home(true) }) }).fetch);
    renderAt(<GlucoseFormScreen route={route('/mob/addSugar')} />, '/mob/addSugar', 'kind=pregnancy');
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('opened again, knows at once from the query cache whether to show the form', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/pregnancyBloodSugar/newHomeData': () => ({ data: home(true) }) }).fetch);
    renderAt(<GlucoseFormScreen route={route('/mob/addSugar')} />, '/mob/addSugar', 'kind=pregnancy');
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
    cleanup();
    renderAt(<GlucoseFormScreen route={route('/mob/addSugar')} />, '/mob/addSugar', 'kind=pregnancy');
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});

