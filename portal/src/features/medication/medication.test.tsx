import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { DrugLine, MedicationLine, PrescriptionDetail, PrescriptionListRequest, PrescriptionRow } from '@macao-phr/contract';
import { findRoute } from '../../routes/routes.ts';
import type { RouteEntry } from '../../routes/routes.ts';
import { fakeApi, renderAt, setupI18n } from '../../test/render.tsx';
import { PrescriptionListScreen } from './PrescriptionListScreen.tsx';
import { PrescriptionDetailScreen } from './PrescriptionDetailScreen.tsx';
import { InUseScreen } from './MedicationScreen.tsx';
import { doseText, remarkIn, totalText } from './drug.ts';

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const mobList = findRoute('/mob/prescription') as RouteEntry;
const webList = findRoute('/web/prescription') as RouteEntry;
const mobDetail = findRoute('/mob/prescriptionDetail') as RouteEntry;
const webInUse = findRoute('/web/inuse') as RouteEntry;

function row(id: number, date: string, inUse: boolean, isFollow: 0 | 1 = 0): PrescriptionRow {
  return { id, indexOrgCode: id % 2 === 0 ? 'SS' : 'KWH', visitNo: `V${id}`, visitDate: date, courseEnd: date, inUse, drugCount: 3, isFollow, followId: isFollow ? id : null };
}
const rows = Array.from({ length: 12 }, (_, k) => row(100 - k, `2026-05-${String(28 - k).padStart(2, '0')}`, k === 0, k === 1 ? 1 : 0));
const drug = (over: Partial<DrugLine>): DrugLine => ({
  gnameTra: '二甲雙胍', gnameEng: 'Metformin 500 mg', gnamePor: 'Metformina 500 mg', totalAmount: 180, totalAmountUnit: '粒', totalAmountUnitEng: 'tablet', totalAmountUnitPor: 'comprimido',
  frequency: 'BID', route: 'PO', dose: '1.5', doseUnit: '粒', doseUnitEng: 'tablet', doseUnitPor: 'comprimido', days: 60, premark: '', premarkEng: '', premarkPor: '', ...over,
});
const detail: PrescriptionDetail = {
  ...row(100, '2026-05-28', true),
  courseEnd: '2026-07-26',
  drugInfo: [drug({}), drug({ gnameEng: 'Hydrocortisone cream 1%', dose: 'ADQ', route: 'TOP', totalAmount: 1, totalAmountUnitEng: 'tube', premark: '外用，勿入口', premarkEng: 'For external use only', premarkPor: 'Apenas para uso externo' }), drug({ gnameEng: 'Salbutamol inhaler', dose: '0.25', totalAmount: -1, frequency: 'PRN', route: 'INH' })],
};

describe('dose and total words (docs/product/entities.md Drug line)', () => {
  it('says ADQ, quarters, halves and three quarters in the language, with the unit', async () => {
    const t = i18next.t.bind(i18next);
    expect(doseText(drug({ dose: 'ADQ' }), 'en', t)).toBe('Adequate amount');
    expect(doseText(drug({ dose: '0.5' }), 'en', t)).toBe('Half tablet');
    expect(doseText(drug({ dose: '1.5' }), 'en', t)).toBe('1 and a half tablets');
    expect(doseText(drug({ dose: '0.75' }), 'en', t)).toBe('Three quarters tablet');
    expect(doseText(drug({ dose: '2' }), 'en', t)).toBe('2 tablets');
    expect(doseText(drug({ dose: '1' }), 'en', t)).toBe('1 tablet');
    expect(totalText(drug({ totalAmount: -1 }), 'en', t)).toBe('Not given');
    expect(totalText(drug({}), 'en', t)).toBe('180 tablets');
    expect(totalText(drug({ totalAmount: 1, totalAmountUnitEng: 'tube', totalAmountUnitPor: 'tubo' }), 'en', t)).toBe('1 tube');
  });

  it('pluralises every unit by the language’s rules: Portuguese _one/_other, Chinese one form', async () => {
    await setupI18n('pt');
    const t = i18next.t.bind(i18next);
    expect(doseText(drug({ dose: '2' }), 'pt', t)).toBe('2 comprimidos');
    expect(doseText(drug({ dose: '1' }), 'pt', t)).toBe('1 comprimido');
    expect(totalText(drug({ totalAmount: 2, totalAmountUnitEng: 'puff', totalAmountUnitPor: 'inalação' }), 'pt', t)).toBe('2 inalações');
    await setupI18n('zh-Hant');
    expect(doseText(drug({ dose: '2' }), 'zh-Hant', i18next.t.bind(i18next))).toBe('2粒');
    await setupI18n('en');
  });

  it('shows the remark in the interface language alone, never the Chinese and English together', async () => {
    const line = drug({ premark: '睡前服用', premarkEng: 'At bedtime', premarkPor: 'Ao deitar' });
    expect(remarkIn(line, 'en')).toBe('At bedtime');
    expect(remarkIn(line, 'pt')).toBe('Ao deitar');
    expect(remarkIn(line, 'zh-Hant')).toBe('睡前服用');
    // A remark sent only in Chinese is still shown rather than lost.
    expect(remarkIn(drug({ premark: '睡前服用' }), 'en')).toBe('睡前服用');
  });
});

describe('prescription (docs/product/routes.md, docs/product/entities.md, docs/product/states.md)', () => {
  type ListBody = PrescriptionListRequest & { page: { pageNum: number; pageSize: number } };
  const matching = (body: PrescriptionListRequest) => rows.filter((r) => !body.orgCodes || body.orgCodes.includes(r.indexOrgCode));
  const listApi = () =>
    fakeApi({
      '/drugInfo/getDrugInfo': (body) => {
        const { page } = body as ListBody;
        const found = matching(body as ListBody);
        return { data: { rows: found.slice((page.pageNum - 1) * page.pageSize, page.pageNum * page.pageSize), total: found.length, lastTime: '2026-05-28' } };
      },
      '/drugInfo/getFilterInfo': () => ({ data: { orgCodes: ['SS', 'KWH'] } }),
      '/drugInfo/getFilterInfoNum': (body) => {
        const found = matching(body as PrescriptionListRequest);
        return { data: { total: found.length, byOrg: (['SS', 'KWH'] as const).map((orgCode) => ({ orgCode, count: found.filter((r) => r.indexOrgCode === orgCode).length })) } };
      },
    });

  it('asks for 2017-01-01 to today, filters by organisation with its count, and says how many match', async () => {
    const api = listApi();
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderAt(<PrescriptionListScreen route={webList} />, '/web/prescription');
    await screen.findByRole('list', { name: 'Prescriptions' });
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(api.calls.find((c) => c.url.endsWith('getDrugInfo'))?.body).toEqual({ selectTime: { start: '2017-01-01', end: today }, page: { pageNum: 1, pageSize: 10 } });
    expect(await screen.findByText('12 prescriptions match')).toBeTruthy();
    (await screen.findByRole('combobox', { name: 'Organisation' })).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Kiang Wu Hospital (6)' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Prescriptions' })).getAllByRole('link')).toHaveLength(6));
    expect(within(screen.getByRole('list', { name: 'Prescriptions' })).getAllByRole('link').every((l) => l.textContent?.includes('Kiang Wu Hospital'))).toBe(true);
    expect(await screen.findByText('6 prescriptions match')).toBeTruthy();
    expect((api.calls.filter((c) => c.url.endsWith('getDrugInfo')).at(-1)?.body as ListBody).orgCodes).toEqual(['KWH']);
  });

  it('says so when no prescription matches', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/drugInfo/getDrugInfo': () => ({ data: { rows: [], total: 0, lastTime: null } }) }).fetch);
    renderAt(<PrescriptionListScreen route={mobList} />, '/mob/prescription');
    expect(await screen.findByText('No prescriptions match these filters')).toBeTruthy();
  });

  it('on a phone lists 10 newest first with lastTime, in use and following, and appends the rest', async () => {
    vi.stubGlobal('fetch', listApi().fetch);
    const user = userEvent.setup();
    renderAt(<PrescriptionListScreen route={mobList} />, '/mob/prescription');
    const list = await screen.findByRole('list', { name: 'Prescriptions' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(10);
    expect(links[0]?.getAttribute('href')).toBe('/mob/prescriptionDetail?id=100');
    expect(links[0]?.textContent).toContain('Health Bureau');
    expect(links[0]?.textContent).toContain('3 medicines');
    expect(links[0]?.textContent).toContain('In use');
    expect(links[1]?.textContent).toContain('Following');
    expect(links[2]?.textContent).not.toContain('In use');
    expect(screen.getByText(/^Latest prescription:/).textContent).toContain('2026');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(12));
  });

  it('on the web paginates', async () => {
    vi.stubGlobal('fetch', listApi().fetch);
    const user = userEvent.setup();
    renderAt(<PrescriptionListScreen route={webList} />, '/web/prescription');
    await screen.findByRole('list', { name: 'Prescriptions' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Prescriptions' })).getAllByRole('link')).toHaveLength(2));
  });
});

describe('prescriptionDetail (docs/product/routes.md, docs/product/entities.md, docs/product/states.md)', () => {
  it('shows the drug lines with dose words, frequency, route, totals and remark, and follows the prescription', async () => {
    const api = fakeApi({
      '/drugInfo/medDisplay': () => ({ data: detail }),
      '/drugInfo/follow': (body) => {
        const { id, isFollow } = body as { id: number; isFollow: 0 | 1 };
        return { data: { isFollow, followId: isFollow ? id : null } };
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderAt(<PrescriptionDetailScreen route={mobDetail} />, '/mob/prescriptionDetail?id=100');
    const medicines = await screen.findByRole('region', { name: 'Medicines' });
    const cards = within(medicines).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[0]?.textContent).toContain('1 and a half tablets');
    expect(cards[0]?.textContent).toContain('Twice a day');
    expect(cards[0]?.textContent).toContain('By mouth');
    expect(cards[0]?.textContent).toContain('60 days');
    expect(cards[0]?.textContent).toContain('180 tablets');
    expect(cards[1]?.textContent).toContain('Adequate amount');
    expect(cards[1]?.textContent).toContain('On the skin');
    expect(cards[1]?.textContent).toContain('For external use only');
    expect(cards[1]?.textContent).not.toContain('外用');
    expect(cards[2]?.textContent).toContain('A quarter tablet');
    expect(cards[2]?.textContent).toContain('Not given');
    expect(screen.getByText('In use')).toBeTruthy();

    const follow = screen.getByRole('button', { name: 'Follow this prescription' });
    expect(follow.getAttribute('aria-pressed')).toBe('false');
    await user.click(follow);
    const followed = await screen.findByRole('button', { name: 'Following this prescription' });
    expect(followed.getAttribute('aria-pressed')).toBe('true');
    expect(api.calls.find((c) => c.url.endsWith('/drugInfo/follow'))?.body).toEqual({ id: 100, isFollow: 1 });
    await user.click(followed);
    await screen.findByRole('button', { name: 'Follow this prescription' });
    expect(api.calls.filter((c) => c.url.endsWith('/drugInfo/follow')).at(-1)?.body).toEqual({ id: 100, isFollow: 0 });
  });

  it('opened again draws the prescription it had at once; following it has the prescription and medication in use load afresh', async () => {
    let isFollow: 0 | 1 = 0;
    const line = (): MedicationLine => ({ ...drug({}), prescriptionId: 100, indexOrgCode: 'SS', visitDate: '2026-05-28', courseEnd: '2999-07-26', followed: isFollow === 1 });
    const api = fakeApi({
      '/drugInfo/medDisplay': () => ({ data: { ...detail, isFollow, followId: isFollow ? 100 : null } }),
      '/drugInfo/follow': (body) => {
        isFollow = (body as { isFollow: 0 | 1 }).isFollow;
        return { data: { isFollow, followId: isFollow ? 100 : null } };
      },
      '/drugInfo/getDrugIndexShow': () => ({ data: { rows: [line()] } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const detailCalls = () => api.calls.filter((c) => c.url.endsWith('/drugInfo/medDisplay')).length;
    const user = userEvent.setup();
    renderAt(<InUseScreen route={webInUse} />, '/web/inuse');
    expect(within(await screen.findByRole('list', { name: 'Medication in use' })).queryByText('Followed')).toBeNull();
    cleanup();
    renderAt(<PrescriptionDetailScreen route={mobDetail} />, '/mob/prescriptionDetail?id=100');
    await screen.findByRole('button', { name: 'Follow this prescription' });
    cleanup();

    renderAt(<PrescriptionDetailScreen route={mobDetail} />, '/mob/prescriptionDetail?id=100');
    // Drawn at once from what the cache holds.
    await user.click(screen.getByRole('button', { name: 'Follow this prescription' }));
    expect((await screen.findByRole('button', { name: 'Following this prescription' })).getAttribute('aria-pressed')).toBe('true');
    const before = detailCalls();
    cleanup();

    // The prescription as it was before following is gone: it loads afresh, followed.
    renderAt(<PrescriptionDetailScreen route={mobDetail} />, '/mob/prescriptionDetail?id=100');
    expect(screen.queryByRole('button', { name: /this prescription/ })).toBeNull();
    expect((await screen.findByRole('button', { name: 'Following this prescription' })).getAttribute('aria-pressed')).toBe('true');
    expect(detailCalls()).toBe(before + 1);
    cleanup();
    // So does medication in use: no rows from before, then the medicine marked Followed.
    renderAt(<InUseScreen route={webInUse} />, '/web/inuse');
    expect(screen.queryByRole('list', { name: 'Medication in use' })).toBeNull();
    expect(within(await screen.findByRole('list', { name: 'Medication in use' })).getByText('Followed')).toBeTruthy();
  });

  it('says when the prescription is not found', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/drugInfo/medDisplay': () => ({ resultCode: '200004', resultMsg: 'Not found', data: null }) }).fetch);
    renderAt(<PrescriptionDetailScreen route={mobDetail} />, '/mob/prescriptionDetail?id=5');
    expect(await screen.findByText('This prescription could not be found')).toBeTruthy();
  });
});

describe('inuse (docs/product/routes.md)', () => {
  it('lists the medicines in use with their prescription and course end', async () => {
    const line: MedicationLine = { ...drug({ dose: '0.5' }), prescriptionId: 100, indexOrgCode: 'SS', visitDate: '2026-05-28', courseEnd: '2999-07-26', followed: false };
    const api = fakeApi({ '/drugInfo/getDrugIndexShow': () => ({ data: { rows: [line] } }) });
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<InUseScreen route={webInUse} />, '/web/inuse');
    const list = await screen.findByRole('list', { name: 'Medication in use' });
    const item = within(list).getByRole('listitem');
    expect(item.textContent).toContain('Half tablet');
    expect(item.textContent).toContain('Health Bureau');
    expect(within(item).getByRole('link', { name: 'View prescription (Metformin 500 mg)' }).getAttribute('href')).toBe('/web/prescriptionDetail?id=100');
    expect(api.calls[0]?.body).toEqual({ scope: 'inuse' });
    expect(within(item).queryByText('Followed')).toBeNull();
  });

  it('says why a followed medicine is listed (first), also once its course ended', async () => {
    const followedEnded: MedicationLine = { ...drug({ gnameEng: 'Warfarin 1 mg' }), prescriptionId: 90, indexOrgCode: 'KWH', visitDate: '2025-01-10', courseEnd: '2025-03-10', followed: true };
    const running: MedicationLine = { ...drug({}), prescriptionId: 100, indexOrgCode: 'SS', visitDate: '2026-05-28', courseEnd: '2999-07-26', followed: false };
    vi.stubGlobal('fetch', fakeApi({ '/drugInfo/getDrugIndexShow': () => ({ data: { rows: [followedEnded, running] } }) }).fetch);
    renderAt(<InUseScreen route={webInUse} />, '/web/inuse');
    const [first, second] = within(await screen.findByRole('list', { name: 'Medication in use' })).getAllByRole('listitem');
    expect(within(first as HTMLElement).getByText('Followed')).toBeTruthy();
    expect(first?.textContent).toContain('Course ended 10 Mar 2025');
    expect(within(second as HTMLElement).queryByText('Followed')).toBeNull();
    expect(second?.textContent).toContain('Until');
  });
});
