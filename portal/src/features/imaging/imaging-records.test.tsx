import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InspectionDetail, InspectionRow } from '@macao-phr/contract';
import { findRoute } from '../../routes/routes.ts';
import type { RouteEntry } from '../../routes/routes.ts';
import { fakeApi, renderAt, setupI18n } from '../../test/render.tsx';
import { queries } from '../../api/index.ts';
import { ImagingReportListScreen, ImagingReportScreen } from './ImagingReportListScreen.tsx';
import { ImagingReportDetailScreen } from './ImagingReportDetailScreen.tsx';
import { ImagingImagesScreen } from './ImagingImagesScreen.tsx';
import { $toasts } from '../../stores/toasts.ts';

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const mobList = findRoute('/mob/imagingReportList') as RouteEntry;
const webList = findRoute('/web/imagingReportList') as RouteEntry;
const mobLanding = findRoute('/mob/imagingReport') as RouteEntry;
const mobDetail = findRoute('/mob/imagingReport/detail') as RouteEntry;
const webDetail = findRoute('/web/imagingReportDetail') as RouteEntry;

function row(id: number, date: string, imageCount = 2): InspectionRow {
  return { id, orgCode: 'KWH', examName: `檢查${id}`, examNameEn: `Exam ${id}`, examNamePt: `Exame ${id}`, modality: 'CR', inspectionOrReportDate: date, inspectionOrReportTime: '09:30', imageCount };
}
/** 23 reports, newest first as the server sends them. */
const all = Array.from({ length: 23 }, (_, k) => row(100 - k, `2026-05-${String(28 - k).padStart(2, '0')}`));
const listApi = () =>
  fakeApi({
    '/inspectionInfo/getInspectionInfo': (body) => {
      const { pageNum, pageSize } = (body as { page: { pageNum: number; pageSize: number } }).page;
      return { data: { rows: all.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: all.length } };
    },
  });

describe('imagingReportList (docs/product/routes.md, docs/product/states.md)', () => {
  it('on a phone lists the newest reports first with organisation, date and pictures, and appends the next page', async () => {
    const api = listApi();
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderAt(<ImagingReportListScreen route={mobList} />, '/mob/imagingReportList');
    const list = await screen.findByRole('list', { name: 'Imaging reports' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(10);
    expect(links[0]?.textContent).toContain('Exam 100');
    expect(links[0]?.textContent).toContain('Kiang Wu Hospital');
    expect(links[0]?.textContent).toContain('09:30');
    expect(links[0]?.textContent).toContain('2 pictures');
    expect(links[0]?.getAttribute('href')).toContain('/mob/imagingReport/detail?id=100');
    expect(api.calls[0]?.body).toEqual({ page: { pageNum: 1, pageSize: 10 } });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(20));
    expect(within(list).getAllByRole('link')[10]?.textContent).toContain('Exam 90');
  });

  it('on the web replaces the page through the pagination', async () => {
    vi.stubGlobal('fetch', listApi().fetch);
    const user = userEvent.setup();
    renderAt(<ImagingReportListScreen route={webList} />, '/web/imagingReportList');
    const list = await screen.findByRole('list', { name: 'Imaging reports' });
    expect(within(list).getAllByRole('link')[0]?.getAttribute('href')).toContain('/web/imagingReportDetail?id=100');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Imaging reports' })).getAllByRole('link')).toHaveLength(3));
    expect(screen.getByRole('list', { name: 'Imaging reports' }).textContent).toContain('Exam 80');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows the empty state, and the error state with a retry that loads again', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/inspectionInfo/getInspectionInfo': () => ({ data: { rows: [], total: 0 } }) }).fetch);
    renderAt(<ImagingReportListScreen route={mobList} />, '/mob/imagingReportList');
    expect(await screen.findByText('No imaging reports yet')).toBeTruthy();
    cleanup();
    // Another visit: nothing kept from this one.
    queries.clear();
    let fail = true;
    vi.stubGlobal(
      'fetch',
      fakeApi({ '/inspectionInfo/getInspectionInfo': () => (fail ? { resultCode: '999999', resultMsg: 'down', data: null } : { data: { rows: [row(1, '2026-01-02')], total: 1 } }) }).fetch,
    );
    const user = userEvent.setup();
    renderAt(<ImagingReportListScreen route={mobList} />, '/mob/imagingReportList');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('The reports could not be loaded')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Exam 1')).toBeTruthy();
  });

  it('the landing screen shows the three newest and links to all of them', async () => {
    const api = listApi();
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<ImagingReportScreen route={mobLanding} />, '/mob/imagingReport');
    const list = await screen.findByRole('list', { name: 'Latest reports' });
    expect(within(list).getAllByRole('link').map((l) => l.textContent?.split('Kiang')[0])).toEqual(['Exam 100', 'Exam 99', 'Exam 98']);
    expect(screen.getByRole('link', { name: 'All imaging reports (23)' }).getAttribute('href')).toContain('/mob/imagingReportList');
  });
});

const detail: InspectionDetail = {
  ...row(7, '2026-04-03', 4),
  examName: '胸部X光（正位）',
  examNameEn: 'Chest X-ray (PA)',
  examNamePt: 'Radiografia do tórax (PA)',
  orgCode: 'SS',
  findings: 'The lungs are clear.',
  impression: 'No acute cardiopulmonary abnormality.',
  reportedBy: 'Dr. Chan',
};

describe('imaging report detail (docs/product/routes.md)', () => {
  it('shows the report text, date, time and organisation, and links to its pictures and to sharing them', async () => {
    const api = fakeApi({ '/inspectionInfo/getInspectionDetailInfo': () => ({ data: detail }) });
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<ImagingReportDetailScreen route={mobDetail} />, '/mob/imagingReport/detail', 'id=7');
    expect(await screen.findByRole('heading', { name: 'Chest X-ray (PA)' })).toBeTruthy();
    expect(api.calls[0]?.body).toEqual({ id: 7 });
    expect(screen.getByText('The lungs are clear.')).toBeTruthy();
    expect(screen.getByText('No acute cardiopulmonary abnormality.')).toBeTruthy();
    expect(screen.getByText('Dr. Chan')).toBeTruthy();
    expect(screen.getByText('Health Bureau')).toBeTruthy();
    expect(screen.getByText(/09:30/).textContent).toMatch(/2026/);
    expect(screen.getByRole('link', { name: 'View pictures (4)' }).getAttribute('href')).toContain('/mob/imagingReport/images?id=7');
    expect(screen.getByRole('link', { name: 'Share pictures' }).getAttribute('href')).toContain('/mob/imagingReport/imageShare?id=7');
  });

  it('offers no pictures link for a report without pictures', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/inspectionInfo/getInspectionDetailInfo': () => ({ data: { ...detail, imageCount: 0 } }) }).fetch);
    renderAt(<ImagingReportDetailScreen route={webDetail} />, '/web/imagingReportDetail', 'id=7');
    expect(await screen.findByText('No pictures')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /View pictures/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Share pictures' })).toBeNull();
  });

  it('an unknown or malformed id says the report cannot be found and sends nothing hostile', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/inspectionInfo/getInspectionDetailInfo': () => ({ resultCode: '200004', resultMsg: 'Not found', data: null }) }).fetch);
    renderAt(<ImagingReportDetailScreen route={webDetail} />, '/web/imagingReportDetail', 'id=999');
    expect(await screen.findByText('This report could not be found')).toBeTruthy();
    cleanup();
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<ImagingReportDetailScreen route={webDetail} />, '/web/imagingReportDetail', 'id=1%20OR%201=1');
    expect(await screen.findByText('This report could not be found')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Imaging reports' }).getAttribute('href')).toContain('/web/imagingReportList');
  });
});

describe('imaging report pictures through the query cache', () => {
  const mobImages = findRoute('/mob/imagingReport/images') as RouteEntry;
  const images = [1, 2, 3].map((n) => ({ id: 40 + n, seq: n, thumbUrl: `/api/inspectionInfo/getImage?id=${40 + n}&size=thumb`, url: `/api/inspectionInfo/getImage?id=${40 + n}`, isTrue: n !== 3 }));
  const api = () =>
    fakeApi({
      '/inspectionInfo/getInspectionDetailInfo': (body) => ((body as { id: number }).id === 7 ? { data: { ...detail, imageCount: 3 } } : { resultCode: '200004', resultMsg: 'Not found', data: null }),
      '/inspectionInfo/getDicomImageList': () => ({ data: { page: 1, total: 3, items: images } }),
    });

  it('opened again, the pictures screen draws the report and its pictures at once', async () => {
    vi.stubGlobal('fetch', api().fetch);
    renderAt(<ImagingImagesScreen route={mobImages} />, '/mob/imagingReport/images', 'id=7');
    expect(await screen.findByRole('heading', { name: 'Chest X-ray (PA)' })).toBeTruthy();
    expect(screen.getByText('1 picture is not released yet by the organisation')).toBeTruthy();
    cleanup();

    renderAt(<ImagingImagesScreen route={mobImages} />, '/mob/imagingReport/images', 'id=7');
    expect(screen.getByRole('heading', { name: 'Chest X-ray (PA)' })).toBeTruthy();
    expect(screen.getByText('1 picture is not released yet by the organisation')).toBeTruthy();
  });

  it('an unknown report is toasted on the pictures screen, as before, and not on the report’s own screen', async () => {
    $toasts.set([]);
    vi.stubGlobal('fetch', api().fetch);
    renderAt(<ImagingReportDetailScreen route={mobDetail} />, '/mob/imagingReport/detail', 'id=8');
    expect(await screen.findByText('This report could not be found')).toBeTruthy();
    expect($toasts.get()).toEqual([]);
    cleanup();
    renderAt(<ImagingImagesScreen route={mobImages} />, '/mob/imagingReport/images', 'id=8');
    expect(await screen.findByText('Choose a report first')).toBeTruthy();
    expect($toasts.get().map((toast) => [toast.tone, toast.message])).toEqual([['error', 'Not found']]);
    $toasts.set([]);
  });
});
