import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VaccinationAppointment, VaccinationGroup, VaccineDetail } from '@macao-phr/contract';
import { findRoute } from '../../routes/routes.ts';
import type { RouteEntry } from '../../routes/routes.ts';
import { $backPath } from '../../stores/back.ts';
import { $token } from '../../stores/session.ts';
import { fakeApi, findOpenDialog, renderAt, setupI18n } from '../../test/render.tsx';
import { LINK_TYPE_KEY, VACCINE_TAB_KEY } from '../catalogue/tile-effects.ts';
import { VaccineScreen } from './VaccineScreen.tsx';
import { VaccineDetailScreen } from './VaccineDetailScreen.tsx';
import { VaccineBookScreen } from './VaccineBookScreen.tsx';
import { AppointmentsScreen } from './AppointmentsScreen.tsx';

function route(path: string): RouteEntry {
  const entry = findRoute(path);
  if (entry === undefined) throw new Error(path);
  return entry;
}

const names = (en: string) => ({ vaccineNameTraditional: `${en} 疫苗`, vaccineNameEnglish: en, vaccineNamePortuguese: `Vacina ${en}` });

const groups: VaccinationGroup[] = [
  {
    vaccineType: 2,
    total: 3,
    vaccineClassList: [
      { vaccineCode: 'HEPB', ...names('Hepatitis B vaccine'), open: true, doses: [{ id: 11, doseNo: 1, vaccinationDate: '2016-07-16', orgCode: 'SS' }, { id: 12, doseNo: 2, vaccinationDate: '2016-08-17', orgCode: 'CCSI' }] },
      { vaccineCode: 'MMR', ...names('Measles, mumps and rubella vaccine'), open: false, doses: [{ id: 13, doseNo: 1, vaccinationDate: '2017-06-20', orgCode: 'SS' }] },
    ],
  },
  { vaccineType: 4, total: 1, vaccineClassList: [{ vaccineCode: 'FLU', ...names('Seasonal influenza vaccine'), open: true, doses: [{ id: 21, doseNo: 1, vaccinationDate: '2025-10-18', orgCode: 'CCSI' }] }] },
  { vaccineType: 1, total: 0, vaccineClassList: [] },
  { vaccineType: 3, total: 0, vaccineClassList: [] },
  { vaccineType: 5, total: 1, vaccineClassList: [{ vaccineCode: 'DTAP-IPV-HIB', ...names('DTaP-IPV-Hib combined vaccine'), open: true, doses: [{ id: 31, doseNo: null, vaccinationDate: '2016-10-18', orgCode: 'CCSI' }] }] },
];

const detail: VaccineDetail = {
  id: 11,
  vaccineType: 2,
  vaccineCode: 'HEPB',
  ...names('Hepatitis B vaccine'),
  doseNo: 1,
  vaccinationDate: '2016-07-16',
  orgCode: 'SS',
  batchNo: 'HE12345A',
  site: 'Right thigh',
  reaction: null,
};

function api(extra: Record<string, (body: unknown) => { resultCode?: string; data: unknown }> = {}) {
  const fake = fakeApi({
    '/vaccination/getVaccinationList': () => ({ data: { vaccinationDtoList: groups } }),
    '/vaccination/getVaccineDetailInfo': (b) => ((b as { id: number }).id === 11 ? { data: detail } : { resultCode: '200004', data: null }),
    ...extra,
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

beforeAll(async () => {
  await setupI18n('en');
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});
beforeEach(() => {
  sessionStorage.clear();
  $token.set('tok');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  $backPath.set(undefined);
});

describe('VaccineScreen', () => {
  it('shows the tabs in the docs/product/entities.md order and starts on routine (2) when nothing is stored', async () => {
    api();
    renderAt(<VaccineScreen route={route('/web/vaccine')} />, '/web/vaccine');
    const tabs = within(screen.getByRole('tablist', { name: 'Vaccine types' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Routine', 'Influenza', 'COVID-19', 'Other', 'Reactions and other records']);
    expect(screen.getByRole('tab', { name: 'Routine' }).getAttribute('aria-selected')).toBe('true');
    const list = await screen.findByRole('list', { name: 'Doses of Hepatitis B vaccine' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list.textContent).toContain('Dose 1');
    expect(list.textContent).toContain('16 Jul 2016 · Health Bureau');
    // The open flag: Hepatitis B starts open, MMR folded.
    expect(screen.getByRole('button', { name: /Hepatitis B vaccine/ }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: /Measles, mumps and rubella vaccine/ }).getAttribute('aria-expanded')).toBe('false');
  });

  it('starts on the tab a home tile stored, keeps the chosen tab in session storage, and shows an empty tab', async () => {
    api();
    sessionStorage.setItem(VACCINE_TAB_KEY, '4');
    const user = userEvent.setup();
    renderAt(<VaccineScreen route={route('/web/vaccine')} />, '/web/vaccine');
    expect(screen.getByRole('tab', { name: 'Influenza' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('list', { name: 'Doses of Seasonal influenza vaccine' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'COVID-19' }));
    expect(sessionStorage.getItem(VACCINE_TAB_KEY)).toBe('1');
    expect(await screen.findByRole('heading', { name: 'No records of this type' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Reactions and other records' }));
    expect(sessionStorage.getItem(VACCINE_TAB_KEY)).toBe('5');
    expect((await screen.findByRole('list', { name: 'Doses of DTaP-IPV-Hib combined vaccine' })).textContent).toContain('Reaction recorded');
  });

  it('falls back to routine for a stored value that is not a vaccine type', () => {
    api();
    sessionStorage.setItem(VACCINE_TAB_KEY, '9');
    renderAt(<VaccineScreen route={route('/mob/vaccine')} />, '/mob/vaccine');
    expect(screen.getByRole('tab', { name: 'Routine' }).getAttribute('aria-selected')).toBe('true');
  });

  it('opens a dose on the web as vaccineDetail?id=', async () => {
    api();
    const user = userEvent.setup();
    const { location } = renderAt(<VaccineScreen route={route('/web/vaccine')} />, '/web/vaccine');
    const list = await screen.findByRole('list', { name: 'Doses of Hepatitis B vaccine' });
    await user.click(within(list).getAllByRole('button')[0] as HTMLElement);
    expect(location.history.at(-1)).toBe('/web/vaccineDetail?id=11');
  });

  it('opens a dose on a phone in a sheet with its details', async () => {
    api();
    const user = userEvent.setup();
    renderAt(<VaccineScreen route={route('/mob/vaccine')} />, '/mob/vaccine');
    const list = await screen.findByRole('list', { name: 'Doses of Hepatitis B vaccine' });
    await user.click(within(list).getAllByRole('button')[0] as HTMLElement);
    const sheet = await findOpenDialog('dialog', { name: 'Dose details' });
    await within(sheet).findByRole('heading', { name: 'Hepatitis B vaccine' });
    expect(sheet.textContent).toContain('HE12345A');
    expect(sheet.textContent).toContain('Right thigh');
    expect(sheet.textContent).toContain('Hepatitis B vaccine 疫苗 / Vacina Hepatitis B vaccine');
  });

  it('the dose sheet takes focus and gives it back to the dose that opened it, closed with Escape or Close', async () => {
    api();
    const user = userEvent.setup();
    renderAt(<VaccineScreen route={route('/mob/vaccine')} />, '/mob/vaccine');
    const list = await screen.findByRole('list', { name: 'Doses of Hepatitis B vaccine' });
    const dose = within(list).getAllByRole('button')[0] as HTMLElement;
    for (const close of ['{Escape}', 'Close']) {
      dose.focus();
      await user.keyboard('{Enter}');
      const sheet = await findOpenDialog('dialog', { name: 'Dose details' });
      await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
      if (close === 'Close') await user.click(within(sheet).getByRole('button', { name: 'Close' }));
      else await user.keyboard(close);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(dose));
    }
  });

  it('with linkType=home, back goes home: the mobile back target, a link on the web', async () => {
    api();
    sessionStorage.setItem(LINK_TYPE_KEY, 'home');
    const mob = renderAt(<VaccineScreen route={route('/mob/vaccine')} />, '/mob/vaccine');
    expect($backPath.get()).toBe('/mob/home');
    mob.unmount();
    expect($backPath.get()).toBeUndefined();
    renderAt(<VaccineScreen route={route('/web/vaccine')} />, '/web/vaccine');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/web/home');
  });

  it('without linkType=home the back button keeps its history behaviour', () => {
    api();
    renderAt(<VaccineScreen route={route('/mob/vaccine')} />, '/mob/vaccine');
    expect($backPath.get()).toBeUndefined();
    expect(screen.queryByRole('link', { name: 'Back to home' })).toBeNull();
  });

  it('opened again, draws the doses it had at once', async () => {
    api();
    renderAt(<VaccineScreen route={route('/web/vaccine')} />, '/web/vaccine');
    expect(await screen.findByRole('list', { name: 'Doses of Hepatitis B vaccine' })).toBeTruthy();
    cleanup();
    renderAt(<VaccineScreen route={route('/web/vaccine')} />, '/web/vaccine');
    expect(within(screen.getByRole('list', { name: 'Doses of Hepatitis B vaccine' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('offers a retry when the list fails', async () => {
    const fake = api({ '/vaccination/getVaccinationList': () => ({ resultCode: '999999', data: null }) });
    renderAt(<VaccineScreen route={route('/web/vaccine')} />, '/web/vaccine');
    expect(await screen.findByRole('heading', { name: 'The vaccination records could not be loaded' })).toBeTruthy();
    expect(fake.calls.filter((c) => c.url.endsWith('/vaccination/getVaccinationList'))).toHaveLength(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(fake.calls.filter((c) => c.url.endsWith('/vaccination/getVaccinationList'))).toHaveLength(2));
  });
});

describe('VaccineDetailScreen', () => {
  it('shows the dose of ?id=', async () => {
    api();
    renderAt(<VaccineDetailScreen route={route('/web/vaccineDetail')} />, '/web/vaccineDetail', 'id=11');
    expect(await screen.findByRole('heading', { name: 'Hepatitis B vaccine' })).toBeTruthy();
    expect(screen.getByText('Dose 1')).toBeTruthy();
    expect(screen.getByText('Health Bureau')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to vaccination records' }).getAttribute('href')).toBe('/web/vaccine');
  });

  it('opened again, draws the dose at once; a dose that failed to load offers to try again, unlike one not found', async () => {
    let failing = true;
    const fake = api({ '/vaccination/getVaccineDetailInfo': () => (failing ? { resultCode: '999999', data: null } : { data: detail }) });
    const user = userEvent.setup();
    renderAt(<VaccineDetailScreen route={route('/web/vaccineDetail')} />, '/web/vaccineDetail', 'id=11');
    expect(await screen.findByRole('heading', { name: 'The dose could not be loaded' })).toBeTruthy();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Hepatitis B vaccine' })).toBeTruthy();
    expect(fake.calls.filter((c) => c.url.endsWith('/vaccination/getVaccineDetailInfo'))).toHaveLength(2);
    cleanup();

    renderAt(<VaccineDetailScreen route={route('/web/vaccineDetail')} />, '/web/vaccineDetail', 'id=11');
    expect(screen.getByRole('heading', { name: 'Hepatitis B vaccine' })).toBeTruthy();
    expect(screen.getByText('HE12345A')).toBeTruthy();
  });

  it('answers an unknown id as not found, and a malformed one without asking the server', async () => {
    const fake = api();
    renderAt(<VaccineDetailScreen route={route('/web/vaccineDetail')} />, '/web/vaccineDetail', 'id=99');
    expect(await screen.findByRole('heading', { name: 'This record was not found' })).toBeTruthy();
    cleanup();
    const before = fake.calls.length;
    renderAt(<VaccineDetailScreen route={route('/web/vaccineDetail')} />, '/web/vaccineDetail', 'id=1%20or%201=1');
    expect(screen.getByRole('heading', { name: 'This record was not found' })).toBeTruthy();
    expect(fake.calls.length).toBe(before);
  });
});

describe('VaccineBookScreen', () => {
  it('fetches the booklet with the token and shows it from a blob address', async () => {
    const fake = fakeApi({ '/vaccination/getVaccinationHandbookUrl': () => ({ data: { url: '/api/vaccination/handbook', fileName: 'vaccination-booklet-MO-1.pdf', doses: 27 } }) });
    const seen: { url: string; headers: Record<string, string> }[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/vaccination/handbook') {
        seen.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
        return new Response(new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), { status: 200, headers: { 'Content-Type': 'application/pdf' } });
      }
      return fake.fetch(input, init);
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:booklet', revokeObjectURL: () => undefined }));
    const { container } = renderAt(<VaccineBookScreen route={route('/mob/vaccineBook')} />, '/mob/vaccineBook');
    expect(await screen.findByText('Made from 27 recorded doses')).toBeTruthy();
    expect(seen[0]?.headers['Authorization']).toBe('tok');
    expect(container.querySelector('[data-booklet]')).not.toBeNull();
  });

  it('says so when the booklet cannot be had', async () => {
    api({ '/vaccination/getVaccinationHandbookUrl': () => ({ resultCode: '999999', data: null }) });
    renderAt(<VaccineBookScreen route={route('/web/vaccineBook')} />, '/web/vaccineBook');
    expect(await screen.findByRole('heading', { name: 'The booklet could not be loaded' })).toBeTruthy();
  });
});

describe('AppointmentsScreen', () => {
  const appointment: VaccinationAppointment = { id: 5, vaccineType: 4, ...names('Seasonal influenza vaccine'), doseNo: 1, appointmentTime: '2026-12-02T02:00:00.000Z', orgCode: 'CCSI' };

  it('lists the upcoming appointments in Macao time', async () => {
    api({ '/vaccination/getAppointmentList': () => ({ data: { rows: [appointment], total: 1 } }) });
    renderAt(<AppointmentsScreen route={route('/web/vaccinationAppointment')} />, '/web/vaccinationAppointment');
    const list = await screen.findByRole('list', { name: 'Upcoming vaccination appointments' });
    expect(list.textContent).toContain('Seasonal influenza vaccine');
    expect(list.textContent).toContain('2 December 2026 at 10:00');
    expect(list.textContent).toContain('Integrated Health Clinic');
    expect(screen.getByRole('link', { name: 'Vaccination records' }).getAttribute('href')).toBe('/web/vaccine');
  });

  it('shows the empty state', async () => {
    api({ '/vaccination/getAppointmentList': () => ({ data: { rows: [], total: 0 } }) });
    renderAt(<AppointmentsScreen route={route('/mob/vaccinationAppointment')} />, '/mob/vaccinationAppointment');
    expect(await screen.findByRole('heading', { name: 'No upcoming appointments' })).toBeTruthy();
  });
});
