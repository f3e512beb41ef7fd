import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, getConfig, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LabReportDetail, LabReportListRequest, LabReportRow, OrganisationCode } from '@macao-phr/contract';
import { findRoute } from '../../routes/routes.ts';
import type { RouteEntry } from '../../routes/routes.ts';
import { fakeApi, renderAt, setupI18n } from '../../test/render.tsx';
import { queries } from '../../api/index.ts';
import { LabReportListScreen, LabReportScreen } from './LabReportListScreen.tsx';
import { LabReportDetailScreen } from './LabReportDetailScreen.tsx';
import { formatLabValue } from './report.ts';
import { CONTROLS_AT_THE_LATEST_MS } from '../common/period-select.tsx';

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const mobList = findRoute('/mob/analysisReportList') as RouteEntry;
const webList = findRoute('/web/analysisReportList') as RouteEntry;
const mobLanding = findRoute('/mob/analysisReport') as RouteEntry;
const mobDetail = findRoute('/mob/analysisReport/detail') as RouteEntry;
const webDetail = findRoute('/web/analysisReportDetail') as RouteEntry;

function row(id: number, date: string, orgCode: OrganisationCode, abnormalCount = 0): LabReportRow {
  return { id, orgCode, testName: '血脂檢查', testNameEn: 'Lipid profile', testNamePt: 'Perfil lipídico', testResultType: 'normal', visitDate: date, visitTime: '09:15', itemCount: 4, abnormalCount };
}
/** 14 reports, newest first as the server sends them: even ids from Kiang Wu, odd from the health services. */
const all = Array.from({ length: 14 }, (_, k) => row(100 - k, `2026-05-${String(28 - k).padStart(2, '0')}`, k % 2 === 0 ? 'KWH' : 'SS', k === 0 ? 2 : 0));
type ListBody = LabReportListRequest & { page: { pageNum: number; pageSize: number } };
const listApi = () =>
  fakeApi({
    '/patientTestInfo/getPatientTestInfo': (body) => {
      const { page, orgCodes } = body as ListBody;
      const rows = all.filter((r) => !orgCodes || orgCodes.includes(r.orgCode));
      return { data: { rows: rows.slice((page.pageNum - 1) * page.pageSize, page.pageNum * page.pageSize), total: rows.length } };
    },
    '/patientTestInfo/getFilterInfo': () => ({ data: { orgCodes: ['SS', 'KWH'] } }),
    '/patientTestInfo/getFilterInfoNum': (body) => {
      const { orgCodes } = body as LabReportListRequest;
      const rows = all.filter((r) => !orgCodes || orgCodes.includes(r.orgCode));
      return { data: { total: rows.length, byOrg: [{ orgCode: 'SS', count: rows.filter((r) => r.orgCode === 'SS').length }, { orgCode: 'KWH', count: rows.filter((r) => r.orgCode === 'KWH').length }].filter((o) => o.count > 0) } };
    },
  });

describe('analysisReportList (docs/product/routes.md, docs/product/states.md, docs/product/limits.md)', () => {
  it('on a phone asks for 2017-01-01 to today, lists newest first with organisation, time and flags, filters by organisation and appends', async () => {
    const api = listApi();
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderAt(<LabReportListScreen route={mobList} />, '/mob/analysisReportList');
    const list = await screen.findByRole('list', { name: 'Lab reports' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(10);
    expect(links[0]?.textContent).toContain('Lipid profile');
    expect(links[0]?.textContent).toContain('Kiang Wu Hospital');
    expect(links[0]?.textContent).toContain('09:15');
    expect(links[0]?.textContent).toContain('2 out of range');
    expect(links[0]?.getAttribute('href')).toBe('/mob/analysisReport/detail?id=100');
    const first = api.calls.find((c) => c.url.endsWith('getPatientTestInfo'))?.body as ListBody;
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(first).toEqual({ selectTime: { start: '2017-01-01', end: today }, page: { pageNum: 1, pageSize: 10 } });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(14));

    (await screen.findByRole('combobox', { name: 'Organisation' })).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await user.click(await screen.findByRole('option', { name: 'Health Bureau (7)' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Lab reports' })).getAllByRole('link')).toHaveLength(7));
    expect(within(screen.getByRole('list', { name: 'Lab reports' })).getAllByRole('link').every((l) => l.textContent?.includes('Health Bureau'))).toBe(true);
    expect(await screen.findByText('7 reports match')).toBeTruthy();
    expect((api.calls.filter((c) => c.url.endsWith('getPatientTestInfo')).at(-1)?.body as ListBody).orgCodes).toEqual(['SS']);
  });

  it('draws its first page with two calls (the page and one count), and asks for the organisations after it', async () => {
    const api = listApi();
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('getPatientTestInfo')) await held;
      return api.fetch(input, init);
    });
    // The controls' time limit on a clock of the test's own, so "not yet" covers all of it without waiting for it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderAt(<LabReportListScreen route={mobList} />, '/mob/analysisReportList');
    // vi.waitFor moves the test's clock by its interval at every look (a millisecond here).
    await vi.waitFor(() => expect(api.calls.some((c) => c.url.endsWith('getFilterInfoNum'))).toBe(true), { interval: 1, timeout: getConfig().asyncUtilTimeout });
    // Not yet, up to within a tenth of a second of the controls' time limit: the organisations are the choice's
    // options, which come with the filter's controls, after the rows.
    await act(() => vi.advanceTimersByTimeAsync(CONTROLS_AT_THE_LATEST_MS - 100));
    expect(api.calls.filter((c) => c.url.endsWith('getFilterInfo'))).toHaveLength(0);
    vi.useRealTimers();
    release();
    await screen.findByRole('list', { name: 'Lab reports' });
    // With every organisation chosen, the period's count gives the total and the per-organisation counts.
    expect(await screen.findByText('14 reports match')).toBeTruthy();
    await waitFor(() => expect(api.calls.filter((c) => c.url.endsWith('getFilterInfo'))).toHaveLength(1));
    expect(api.calls.filter((c) => c.url.endsWith('getFilterInfoNum'))).toHaveLength(1);
  });

  it('on the web paginates, and says so when nothing matches', async () => {
    vi.stubGlobal('fetch', listApi().fetch);
    const user = userEvent.setup();
    renderAt(<LabReportListScreen route={webList} />, '/web/analysisReportList');
    const list = await screen.findByRole('list', { name: 'Lab reports' });
    expect(within(list).getAllByRole('link')[0]?.getAttribute('href')).toBe('/web/analysisReportDetail?id=100');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Lab reports' })).getAllByRole('link')).toHaveLength(4));
    cleanup();
    // Another visit: nothing kept from this one.
    queries.clear();
    vi.stubGlobal('fetch', fakeApi({ '/patientTestInfo/getPatientTestInfo': () => ({ data: { rows: [], total: 0 } }) }).fetch);
    renderAt(<LabReportListScreen route={webList} />, '/web/analysisReportList');
    expect(await screen.findByText('No lab reports match these filters')).toBeTruthy();
  });

  it('an end before the start shows its error and hides the rows and the count, until a valid range is chosen', async () => {
    const api = listApi();
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderAt(<LabReportListScreen route={webList} />, '/web/analysisReportList');
    await screen.findByRole('list', { name: 'Lab reports' });
    expect(await screen.findByText('14 reports match')).toBeTruthy();
    const calls = api.calls.length;
    // The portal's English reads D/M/Y whatever the browser's locale: day first.
    const end = await screen.findByRole('group', { name: 'End date' });
    expect(within(end).getAllByRole('spinbutton')[0]?.getAttribute('data-type') ?? within(end).getAllByRole('spinbutton')[0]?.getAttribute('aria-label')).toMatch(/day/i);
    await user.click(within(end).getAllByRole('spinbutton')[0]!);
    await user.keyboard('31122016');
    expect(await screen.findByText('The end time cannot be earlier than the start time')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Lab reports' })).toBeNull());
    expect(screen.queryByText(/reports? match/)).toBeNull();
    // Nothing is asked of the server for a range that is not one.
    expect(api.calls.slice(calls).some((c) => c.url.endsWith('getPatientTestInfo') && (c.body as ListBody).selectTime?.end === '2016-12-31')).toBe(false);
    await user.click(screen.getByRole('radio', { name: 'Last six months' }));
    expect(await screen.findByRole('list', { name: 'Lab reports' })).toBeTruthy();
    expect(await screen.findByText('14 reports match')).toBeTruthy();
  });

  it('the landing shows the three newest and the way to all of them', async () => {
    const api = listApi();
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<LabReportScreen route={mobLanding} />, '/mob/analysisReport');
    const list = await screen.findByRole('list', { name: 'Latest reports' });
    expect(within(list).getAllByRole('link')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'All lab reports (14)' }).getAttribute('href')).toBe('/mob/analysisReportList');
    expect(api.calls[0]?.body).toEqual({ page: { pageNum: 1, pageSize: 3 } });
  });
});

const lipid: LabReportDetail = {
  ...row(100, '2026-05-28', 'KWH', 2),
  specimen: '血清',
  specimenEn: 'Serum',
  specimenPt: 'Soro',
  organism: null,
  colonyCount: null,
  items: [
    { name: '總膽固醇', nameEn: 'Total cholesterol', namePt: 'Colesterol total', value: '6.41', unit: 'mmol/L', referenceRange: '< 5.2', flag: 'H', indicatorCode: 'TC' },
    { name: '高密度脂蛋白膽固醇', nameEn: 'HDL cholesterol', namePt: 'Colesterol HDL', value: '0.95', unit: 'mmol/L', referenceRange: '≥ 1.0', flag: 'L', indicatorCode: 'HDL' },
    { name: '甘油三酯', nameEn: 'Triglycerides', namePt: 'Triglicerídeos', value: '1.20', unit: 'mmol/L', referenceRange: '< 1.7', flag: 'N', indicatorCode: null },
  ],
};
const culture: LabReportDetail = {
  ...row(7, '2026-03-20', 'SS'),
  testName: '尿液細菌培養',
  testNameEn: 'Urine culture',
  testNamePt: 'Urocultura',
  testResultType: 'bacteria',
  specimen: '中段尿',
  specimenEn: 'Midstream urine',
  specimenPt: 'Urina do jato médio',
  organism: 'Escherichia coli',
  colonyCount: '≥ 100000 CFU/mL',
  items: [
    { name: '氨芐西林', nameEn: 'Ampicillin', namePt: 'Ampicilina', value: 'R', unit: '', referenceRange: '', flag: 'R', indicatorCode: null },
    { name: '頭孢曲松', nameEn: 'Ceftriaxone', namePt: 'Ceftriaxona', value: 'S', unit: '', referenceRange: '', flag: 'S', indicatorCode: null },
  ],
};
const detailApi = () =>
  fakeApi({
    '/patientTestInfo/getTestDetailInfo': (body) => {
      const { id } = body as { id: number };
      return id === 100 ? { data: lipid } : id === 7 ? { data: culture } : { resultCode: '400004', resultMsg: 'not found', data: null };
    },
  });

describe('analysisReport detail (docs/product/routes.md, docs/product/entities.md)', () => {
  it('on the web shows the items in a table with range, a badge for out-of-range ones and the trend link', async () => {
    vi.stubGlobal('fetch', detailApi().fetch);
    renderAt(<LabReportDetailScreen route={webDetail} />, '/web/analysisReportDetail?id=100');
    const table = await screen.findByRole('table', { name: 'Results' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]?.textContent).toContain('Total cholesterol');
    expect(rows[1]?.textContent).toContain('6.41 mmol/L');
    expect(rows[1]?.textContent).toContain('< 5.2');
    expect(rows[1]?.querySelector('[data-level="high"]')?.textContent).toContain('High');
    expect(rows[2]?.querySelector('[data-level="low"]')?.textContent).toContain('Low');
    expect(rows[3]?.querySelector('[data-level]')).toBeNull();
    expect(rows[3]?.textContent).toContain('Within range');
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: /View trend/ }).getAttribute('href')).toBe('/web/assayTrend/cholesterol?code=TC');
    expect(within(rows[3] as HTMLElement).queryByRole('link')).toBeNull();
    expect(screen.getByText('Serum')).toBeTruthy();
  });

  it('on a phone lists a culture with its organism and a badge for a resistant antibiotic', async () => {
    vi.stubGlobal('fetch', detailApi().fetch);
    renderAt(<LabReportDetailScreen route={mobDetail} />, '/mob/analysisReport/detail?id=7');
    expect(await screen.findByRole('heading', { name: 'Urine culture' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Escherichia coli')).toBeTruthy();
    const items = within(screen.getByRole('region', { name: 'Antibiotic susceptibility' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.querySelector('[data-level="high"]')?.textContent).toContain('Resistant');
    expect(items[1]?.querySelector('[data-level]')).toBeNull();
    expect(items[1]?.textContent).toContain('Susceptible');
  });

  it('answers an unknown or missing id as not found, with the way back', async () => {
    vi.stubGlobal('fetch', detailApi().fetch);
    renderAt(<LabReportDetailScreen route={mobDetail} />, '/mob/analysisReport/detail?id=55');
    expect(await screen.findByText('This report could not be found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lab reports' }).getAttribute('href')).toBe('/mob/analysisReportList');
    cleanup();
    renderAt(<LabReportDetailScreen route={mobDetail} />, '/mob/analysisReport/detail?id=abc');
    expect(await screen.findByText('This report could not be found')).toBeTruthy();
  });

  it('opened again, draws the report it had at once and shows the fresh answer when it comes', async () => {
    // The query cache takes an answer younger than a second as it is: the clock moves by hand.
    vi.useFakeTimers({ toFake: ['Date'] });
    let specimenEn = 'Serum';
    const api = fakeApi({ '/patientTestInfo/getTestDetailInfo': () => ({ data: { ...lipid, specimenEn } }) });
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<LabReportDetailScreen route={webDetail} />, '/web/analysisReportDetail?id=100');
    expect(await screen.findByText('Serum')).toBeTruthy();
    cleanup();
    vi.setSystemTime(Date.now() + 2000);
    specimenEn = 'Plasma';

    renderAt(<LabReportDetailScreen route={webDetail} />, '/web/analysisReportDetail?id=100');
    // Drawn before any answer: the report as it was, its table, and no placeholders.
    expect(screen.getByText('Serum')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Results' })).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    expect(await screen.findByText('Plasma')).toBeTruthy();
    expect(api.calls.filter((c) => c.url.endsWith('/getTestDetailInfo'))).toHaveLength(2);
  });
});

describe('formatLabValue', () => {
  it('keeps the laboratory’s decimals in the language’s numbers and leaves words alone', () => {
    expect(formatLabValue('5.40', 'en')).toBe('5.40');
    expect(formatLabValue('5.41', 'pt')).toBe('5,41');
    expect(formatLabValue('R', 'pt')).toBe('R');
  });
});
