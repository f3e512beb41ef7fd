import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SurgeryDetail, SurgeryRow } from '@mhp/contract';
import { findRoute } from '../../app/routes.ts';
import type { RouteEntry } from '../../app/routes.ts';
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

describe('surgicalRecord (SPEC 2, 3)', () => {
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

  it('says when there are none', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/surgeryInfo/getPatientSurgeryInfo': () => ({ data: { rows: [], total: 0, lastTime: null } }) }).fetch);
    renderAt(<SurgicalRecordScreen route={route} />, '/mob/surgicalRecord');
    expect(await screen.findByText('No surgery records')).toBeTruthy();
  });
});
