import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VisitDetail, VisitListRequest, VisitRow, VisitType } from '@macao-phr/contract';
import { findRoute } from '../../routes/routes.ts';
import type { RouteEntry } from '../../routes/routes.ts';
import { fakeApi, renderAt, setupI18n } from '../../test/render.tsx';
import { VisitListScreen } from './VisitListScreen.tsx';
import { VisitDetailScreen, firstSection } from './VisitDetailScreen.tsx';

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const mobList = findRoute('/mob/outpatient') as RouteEntry;
const webList = findRoute('/web/outpatient') as RouteEntry;
const mobDetail = findRoute('/mob/outpatient/detail') as RouteEntry;
const webDetail = findRoute('/web/outpatientDetail') as RouteEntry;

const TYPES: VisitType[] = ['OUT', 'OUT', 'EMR', 'OUT', 'INP'];
function row(id: number, date: string, typeCode: VisitType): VisitRow {
  return {
    id,
    orgCode: typeCode === 'EMR' ? 'KWH' : 'SS',
    typeCode,
    visitDate: date,
    visitTime: '10:05',
    dischargeDate: typeCode === 'INP' ? date.replace(/\d\d$/, '28') : null,
    department: '內科',
    departmentEn: 'Internal Medicine',
    departmentPt: 'Medicina Interna',
    doctor: '陳志明',
    diagnoses: [{ code: 'E78.5', name: '高脂血症', nameEn: 'Hyperlipidaemia', namePt: 'Hiperlipidemia' }],
  };
}
/** 15 visits, newest first as the server sends them. */
const all = Array.from({ length: 15 }, (_, k) => row(200 - k, `2026-05-${String(27 - k).padStart(2, '0')}`, TYPES[k % TYPES.length] ?? 'OUT'));
type ListBody = VisitListRequest & { page: { pageNum: number; pageSize: number } };
const matches = (body: VisitListRequest) => all.filter((r) => !body.typeCodeList || body.typeCodeList.length === 0 || body.typeCodeList.includes(r.typeCode));
const listApi = () =>
  fakeApi({
    '/recordInfo/getPatientFileInfo': (body) => {
      const { page } = body as ListBody;
      const rows = matches(body as ListBody);
      return { data: { rows: rows.slice((page.pageNum - 1) * page.pageSize, page.pageNum * page.pageSize), total: rows.length } };
    },
    '/recordInfo/getFilterInfo': () => ({ data: { orgCodes: ['SS', 'KWH'], typeCodes: ['EMR', 'OUT', 'INP'] } }),
    '/recordInfo/getFilterInfoNum': (body) => ({
      data: { total: matches(body as VisitListRequest).length, byType: (['EMR', 'OUT', 'INP'] as const).map((t) => ({ typeCode: t, count: all.filter((r) => r.typeCode === t).length })) },
    }),
  });

describe('outpatient (docs/product/routes.md, docs/product/states.md, docs/product/validation.md, docs/product/limits.md)', () => {
  it('on a phone asks for 2017-01-01 to today and every type, lists newest first, filters by type and appends', async () => {
    const api = listApi();
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderAt(<VisitListScreen route={mobList} />, '/mob/outpatient');
    const list = await screen.findByRole('list', { name: 'Visits' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(10);
    expect(links[0]?.textContent).toContain('Hyperlipidaemia');
    expect(links[0]?.textContent).toContain('Outpatient');
    expect(links[0]?.textContent).toContain('Health Bureau');
    expect(links[0]?.textContent).toContain('10:05');
    expect(links[0]?.getAttribute('href')).toBe('/mob/outpatient/detail?id=200');
    const first = api.calls.find((c) => c.url.endsWith('getPatientFileInfo'))?.body as ListBody;
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(first).toEqual({ selectTime: { start: '2017-01-01', end: today }, typeCodeList: ['EMR', 'OUT', 'INP'], page: { pageNum: 1, pageSize: 10 } });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(15));

    // Untick outpatient: emergency and inpatient remain (3 each of 15).
    await user.click(await screen.findByRole('checkbox', { name: 'Outpatient (9)' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Visits' })).getAllByRole('link')).toHaveLength(6));
    expect(within(screen.getByRole('list', { name: 'Visits' })).getAllByRole('link').some((l) => l.textContent?.includes('Outpatient'))).toBe(false);
    expect(await screen.findByText('6 visits match')).toBeTruthy();
    expect((api.calls.filter((c) => c.url.endsWith('getPatientFileInfo')).at(-1)?.body as ListBody).typeCodeList).toEqual(['EMR', 'INP']);
  });

  it('on the web paginates, and with no type ticked says nothing matches', async () => {
    vi.stubGlobal('fetch', listApi().fetch);
    const user = userEvent.setup();
    renderAt(<VisitListScreen route={webList} />, '/web/outpatient');
    const list = await screen.findByRole('list', { name: 'Visits' });
    expect(within(list).getAllByRole('link')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Visits' })).getAllByRole('link')).toHaveLength(5));
    expect(within(screen.getByRole('list', { name: 'Visits' })).getAllByRole('link')[0]?.getAttribute('href')).toBe('/web/outpatientDetail?id=190');
    for (const name of ['Emergency (3)', 'Outpatient (9)', 'Inpatient (3)']) await user.click(screen.getByRole('checkbox', { name }));
    expect(await screen.findByText('No visits match these filters')).toBeTruthy();
  });
});

const detail: VisitDetail = {
  ...row(200, '2026-05-27', 'OUT'),
  diagnoses: [
    { code: 'E78.5', name: '高脂血症', nameEn: 'Hyperlipidaemia', namePt: 'Hiperlipidemia' },
    { code: 'E11.9', name: '二型糖尿病', nameEn: 'Type 2 diabetes mellitus', namePt: 'Diabetes mellitus tipo 2' },
  ],
  tests: [
    { name: '血脂檢查', nameEn: 'Lipid profile', namePt: 'Perfil lipídico', testResultType: 'normal', labReportId: 41 },
    { name: '尿液細菌培養', nameEn: 'Urine culture', namePt: 'Urocultura', testResultType: 'bacteria', labReportId: null },
  ],
  checks: [{ name: '胸部X光', nameEn: 'Chest X-ray (PA)', namePt: 'Radiografia do tórax (PA)', imagingReportId: 7 }],
  drugs: [{ name: '阿托伐他汀', nameEn: 'Atorvastatin 20 mg tablet', namePt: 'Atorvastatina 20 mg comprimido', dosage: '每日一次', dosageEn: 'One tablet once a day for 28 days', dosagePt: 'Um comprimido por dia' }],
  caseList: [{ name: '主訴', nameEn: 'Presenting complaint', namePt: 'Queixa principal', text: '覆診', textEn: 'Chronic disease review, feels well.', textPt: 'Revisão' }],
};

describe('outpatient detail (docs/product/routes.md, docs/product/validation.md, docs/product/limits.md)', () => {
  it('on the web shows the visit, its diagnoses, tests linked to their lab report, imaging linked to its report, drugs and case notes', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/recordInfo/getFileDetailInfo': () => ({ data: detail }) }).fetch);
    const user = userEvent.setup();
    renderAt(<VisitDetailScreen route={webDetail} />, '/web/outpatientDetail?id=200');
    expect(await screen.findByRole('heading', { name: 'Outpatient · Internal Medicine' })).toBeTruthy();
    const diagnoses = within(screen.getByRole('region', { name: 'Diagnoses' }));
    expect(diagnoses.getByText('Hyperlipidaemia')).toBeTruthy();
    expect(diagnoses.getByText('E11.9')).toBeTruthy();
    expect(screen.getByText('陳志明')).toBeTruthy();
    // Tests first (there are some); the linked one opens its lab report, the other says no report.
    expect(screen.getByRole('tab', { name: 'Tests (2)' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: 'View report (Lipid profile)' }).getAttribute('href')).toBe('/web/analysisReportDetail?id=41');
    expect(screen.getByText('No report sent')).toBeTruthy();
    expect(screen.getByText('Culture')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Imaging (1)' }));
    expect(screen.getByRole('link', { name: 'View report (Chest X-ray (PA))' }).getAttribute('href')).toBe('/web/imagingReportDetail?id=7');
    await user.click(screen.getByRole('tab', { name: 'Drugs (1)' }));
    expect(screen.getByText('Atorvastatin 20 mg tablet')).toBeTruthy();
    expect(screen.getByText('One tablet once a day for 28 days')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Case notes (1)' }));
    expect(screen.getByText('Chronic disease review, feels well.')).toBeTruthy();
  });

  it('opens on imaging when there are no tests, else on the case notes, and says when a section is empty', async () => {
    expect(firstSection({ tests: [], checks: detail.checks })).toBe('checks');
    expect(firstSection({ tests: [], checks: [] })).toBe('caseList');
    vi.stubGlobal('fetch', fakeApi({ '/recordInfo/getFileDetailInfo': () => ({ data: { ...row(9, '2026-01-02', 'INP'), tests: [], checks: [], drugs: [], caseList: [] } }) }).fetch);
    renderAt(<VisitDetailScreen route={mobDetail} />, '/mob/outpatient/detail?id=9');
    expect(await screen.findByRole('heading', { name: 'Inpatient · Internal Medicine' })).toBeTruthy();
    expect(screen.getByText('Discharged')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Case notes (0)' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('No case notes for this visit')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Tests (0)' }).hasAttribute('data-empty')).toBe(true);
  });

  it('answers an unknown or another resident’s id, and a malformed one, as not found', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/recordInfo/getFileDetailInfo': () => ({ resultCode: '404', resultMsg: 'Not found', data: null }) }).fetch);
    renderAt(<VisitDetailScreen route={mobDetail} />, '/mob/outpatient/detail?id=5');
    expect(await screen.findByText('This visit could not be found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Visit records' }).getAttribute('href')).toBe('/mob/outpatient');
    cleanup();
    renderAt(<VisitDetailScreen route={webDetail} />, '/web/outpatientDetail?id=abc');
    expect(await screen.findByText('This visit could not be found')).toBeTruthy();
  });
});
