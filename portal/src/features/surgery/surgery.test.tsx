import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SurgeryDetail, SurgeryListRequest, SurgeryRow } from '@macao-phr/contract';
import { findRoute } from '../../routes/routes.ts';
import type { RouteEntry } from '../../routes/routes.ts';
import { fakeApi, renderAt, setupI18n } from '../../test/render.tsx';
import { SurgicalRecordScreen } from './SurgicalRecordScreen.tsx';

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const route = findRoute('/mob/surgicalRecord') as RouteEntry;
const row = (id: number, date: string): SurgeryRow => ({ id, orgCode: 'KWH', surgeryName: '腹腔鏡膽囊切除術', surgeryNameEn: `Operation ${id}`, surgeryNamePt: 'Colecistectomia', surgeryDate: date });
const rows = Array.from({ length: 12 }, (_, k) => row(50 - k, `2026-0${(k % 9) + 1}-10`));

describe('surgicalRecord (docs/product/routes.md, docs/product/entities.md)', () => {
  it('lists operations with lastTime, appends, and opens one to its diagnoses split into code and name pairs', async () => {
    const api = fakeApi({
      '/surgeryInfo/getPatientSurgeryInfo': (body) => {
        const { page } = body as { page: { pageNum: number; pageSize: number } };
        return { data: { rows: rows.slice((page.pageNum - 1) * page.pageSize, page.pageNum * page.pageSize), total: rows.length, lastTime: '2026-02-26' } };
      },
      '/surgeryInfo/getSurgeryDetailInfo': (body) => {
        const { id } = body as { id: number };
        const detail: SurgeryDetail = { ...row(id, '2026-01-10'), department: '普通外科', departmentEn: 'General surgery', departmentPt: 'Cirurgia geral', surgeryDiagId: 'K80.2;K81.0', surgeryDiagName: 'Gallstones;Acute cholecystitis' };
        return { data: detail };
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderAt(<SurgicalRecordScreen route={route} />, '/mob/surgicalRecord');
    const region = await screen.findByRole('region', { name: 'Surgery records' });
    expect(within(region).getAllByRole('button')).toHaveLength(10);
    expect(screen.getByText(/^Latest operation:/).textContent).toContain('2026');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(region).getAllByRole('button')).toHaveLength(12));

    const first = within(region).getAllByRole('button')[0];
    expect(first?.textContent).toContain('Operation 50');
    expect(first?.textContent).toContain('Kiang Wu Hospital');
    await user.click(first as HTMLElement);
    const diagnoses = await screen.findByRole('list', { name: 'Diagnoses' });
    const items = within(diagnoses).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Gallstones (Code K80.2)', 'Acute cholecystitis (Code K81.0)']);
    expect(screen.getByText('General surgery')).toBeTruthy();
    expect(api.calls.find((c) => c.url.endsWith('getSurgeryDetailInfo'))?.body).toEqual({ id: 50 });
  });

  it('an operation that failed to open says so and asks again when opened again; opened once more, it shows its diagnoses at once', async () => {
    let failing = true;
    const api = fakeApi({
      '/surgeryInfo/getPatientSurgeryInfo': () => ({ data: { rows: rows.slice(0, 2), total: 2, lastTime: '2026-02-26' } }),
      '/surgeryInfo/getSurgeryDetailInfo': (body) => {
        if (failing) return { resultCode: '200001', resultMsg: 'Busy', data: null };
        const detail: SurgeryDetail = { ...row((body as { id: number }).id, '2026-01-10'), department: '普通外科', departmentEn: 'General surgery', departmentPt: 'Cirurgia geral', surgeryDiagId: 'K80.2', surgeryDiagName: 'Gallstones' };
        return { data: detail };
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    const detailCalls = () => api.calls.filter((c) => c.url.endsWith('getSurgeryDetailInfo')).length;
    const user = userEvent.setup();
    renderAt(<SurgicalRecordScreen route={route} />, '/mob/surgicalRecord');
    const operation = within(await screen.findByRole('region', { name: 'Surgery records' })).getAllByRole('button')[0] as HTMLElement;
    await user.click(operation);
    expect((await screen.findByRole('alert')).textContent).toBe('The details could not be loaded');
    failing = false;
    await user.click(operation);
    await user.click(operation);
    expect(await screen.findByRole('list', { name: 'Diagnoses' })).toBeTruthy();
    expect(detailCalls()).toBe(2);
    cleanup();

    renderAt(<SurgicalRecordScreen route={route} />, '/mob/surgicalRecord');
    await user.click(within(await screen.findByRole('region', { name: 'Surgery records' })).getAllByRole('button')[0] as HTMLElement);
    // Drawn from the query cache as it opens, before any answer.
    expect(within(screen.getByRole('list', { name: 'Diagnoses' })).getByRole('listitem').textContent).toBe('Gallstones (Code K80.2)');
  });

  it('says when none matches', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/surgeryInfo/getPatientSurgeryInfo': () => ({ data: { rows: [], total: 0, lastTime: null } }) }).fetch);
    renderAt(<SurgicalRecordScreen route={route} />, '/mob/surgicalRecord');
    expect(await screen.findByText('No surgery records match these filters')).toBeTruthy();
  });

  it('asks for 2017-01-01 to today and filters by organisation with its count', async () => {
    const mixed = [row(7, '2026-03-01'), { ...row(6, '2025-02-01'), orgCode: 'SS' as const }, row(5, '2024-01-01')];
    const of = (body: unknown) => mixed.filter((r) => !(body as SurgeryListRequest).orgCodes || (body as SurgeryListRequest).orgCodes?.includes(r.orgCode));
    const api = fakeApi({
      '/surgeryInfo/getPatientSurgeryInfo': (body) => ({ data: { rows: of(body), total: of(body).length, lastTime: of(body)[0]?.surgeryDate ?? null } }),
      '/surgeryInfo/getFilterInfo': () => ({ data: { orgCodes: ['SS', 'KWH'] } }),
      '/surgeryInfo/getFilterInfoNum': (body) => ({ data: { total: of(body).length, byOrg: [{ orgCode: 'SS', count: 1 }, { orgCode: 'KWH', count: 2 }] } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderAt(<SurgicalRecordScreen route={route} />, '/mob/surgicalRecord');
    const region = await screen.findByRole('region', { name: 'Surgery records' });
    expect(within(region).getAllByRole('button')).toHaveLength(3);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(api.calls.find((c) => c.url.endsWith('getPatientSurgeryInfo'))?.body).toEqual({ selectTime: { start: '2017-01-01', end: today }, page: { pageNum: 1, pageSize: 10 } });
    expect(await screen.findByText('3 operations match')).toBeTruthy();
    (await screen.findByRole('combobox', { name: 'Organisation' })).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Health Bureau (1)' }));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Surgery records' })).getAllByRole('button')).toHaveLength(1));
    expect(within(screen.getByRole('region', { name: 'Surgery records' })).getByRole('button').textContent).toContain('Operation 6');
    expect(await screen.findByText('1 operation matches')).toBeTruthy();
  });
});
