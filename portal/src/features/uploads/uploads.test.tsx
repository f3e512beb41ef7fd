import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UploadReportDetail, UploadReportRow } from '@macao-phr/contract';
import { findRoute } from '../../routes/routes.ts';
import type { RouteEntry } from '../../routes/routes.ts';
import { fakeApi, findOpenDialog, renderAt, setupI18n } from '../../test/render.tsx';
import { dateSegments, segmentOrder, typeDate } from '../../test/date-field.ts';
import { MyUploadScreen } from './MyUploadScreen.tsx';
import { AddUploadScreen } from './AddUploadScreen.tsx';
import { DetailUploadScreen } from './DetailUploadScreen.tsx';
import { deleteFile, deleteReport, freeSpace, reportDetail, saveReport, updateReport, uploadFile } from './api.ts';

function route(path: string): RouteEntry {
  const entry = findRoute(path);
  if (entry === undefined) throw new Error(path);
  return entry;
}

/** Sizes are decimal (docs/product/limits.md 20 MB = 20,000,000 bytes). */
const MB = 1_000_000;

function row(id: number, over: Partial<UploadReportRow> = {}): UploadReportRow {
  return {
    id,
    institution: `Clinic ${id}`,
    startDate: '2025-03-01',
    endDate: '2025-03-04',
    recordType: 5,
    pdfCount: 1,
    imageCount: 1,
    totalSize: 2048,
    createdAt: '2026-11-20T02:00:00.000Z',
    updatedAt: '2026-11-20T02:00:00.000Z',
    ...over,
  };
}

const detail = (files: number): UploadReportDetail => ({
  ...row(7, { institution: 'Kiang Wu clinic' }),
  files: Array.from({ length: files }, (_, i) => ({
    id: 100 + i,
    name: i === 0 ? 'lab.pdf' : `scan-${i}.png`,
    contentType: i === 0 ? 'application/pdf' : 'image/png',
    kind: i === 0 ? 'pdf' : 'image',
    size: 1500,
    createdAt: '2026-11-20T02:00:00.000Z',
  })),
});

type ListBody = { page: { pageNum: number; pageSize: number }; recordTypes?: number[]; selectTime?: unknown };

beforeAll(async () => {
  await setupI18n('en');
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('MyUploadScreen', () => {
  it('lists the reports with the remaining space, appends on mobile, and filters by record type with the count', async () => {
    const api = fakeApi({
      '/ehrFileUploadInfo/getFileUploadList': (b) => {
        const body = b as ListBody;
        if (body.recordTypes) return { data: { rows: [row(50, { recordType: 6 })], total: 1, freeBytes: 150 * MB, quotaBytes: 200 * MB } };
        return { data: { rows: body.page.pageNum === 1 ? Array.from({ length: 10 }, (_, i) => row(i + 1)) : [row(11)], total: 11, freeBytes: 150 * MB, quotaBytes: 200 * MB } };
      },
      '/ehrFileUploadInfo/getFilterInfoNum': (b) => ({ data: { total: (b as ListBody).recordTypes ? 1 : 11, byRecordType: [] } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderAt(<MyUploadScreen route={route('/mob/myUpload')} />, '/mob/myUpload');
    const list = await screen.findByRole('list', { name: 'Uploaded reports' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    // The space left is said from the page's answer once it has been drawn (an effect after the list's render).
    expect(await screen.findByText(/150 MB free of 200 MB/)).toBeTruthy();
    expect(within(list).getAllByRole('link')[0]?.getAttribute('href')).toBe('/mob/detailUpload?id=1');
    expect(list.textContent).toContain('Lab report · 1 Mar 2025 to 4 Mar 2025 · 1 PDF file · 1 picture');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(11));
    expect(screen.getByText('All content loaded')).toBeTruthy();

    (await screen.findByRole('combobox', { name: 'Record type' })).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await user.click(screen.getByRole('option', { name: 'Imaging report' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Uploaded reports' })).getAllByRole('listitem')).toHaveLength(1));
    expect(await screen.findByText('1 report')).toBeTruthy();
    expect((api.calls.filter((c) => c.url.endsWith('getFileUploadList')).at(-1)?.body as ListBody).recordTypes).toEqual([6]);
  });

  it('starts on the record lists’ default range in their words, and shows neither rows nor count while the range on screen is invalid', async () => {
    const api = fakeApi({
      '/ehrFileUploadInfo/getFileUploadList': () => ({ data: { rows: [row(1, { pdfCount: 2, imageCount: 0 }), row(2)], total: 2, freeBytes: 150 * MB, quotaBytes: 200 * MB } }),
      '/ehrFileUploadInfo/getFilterInfoNum': () => ({ data: { total: 2, byRecordType: [] } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderAt(<MyUploadScreen route={route('/web/myUpload')} />, '/web/myUpload');
    const list = await screen.findByRole('list', { name: 'Uploaded reports' });
    expect(list.textContent).toContain('2 PDF files');
    expect(((await screen.findByRole('radio', { name: 'Custom' })) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'Last three months' })).toBeTruthy();
    const first = api.calls.find((c) => c.url.endsWith('getFileUploadList'))?.body as ListBody;
    expect(first.selectTime).toMatchObject({ start: '2017-01-01' });
    expect(await screen.findByText('2 reports')).toBeTruthy();

    // An end before the start (D/M/Y, the portal's English): the error, and no stale rows or count.
    const end = await screen.findByRole('group', { name: 'End date' });
    await user.click(within(end).getAllByRole('spinbutton')[0]!);
    await user.keyboard('01012016');
    expect(await screen.findByText('The end time cannot be earlier than the start time')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Uploaded reports' })).toBeNull());
    expect(screen.queryByText('2 reports')).toBeNull();
  });

  it('says so when there is nothing yet', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/ehrFileUploadInfo/getFileUploadList': () => ({ data: { rows: [], total: 0, freeBytes: 200 * MB, quotaBytes: 200 * MB } }) }).fetch);
    renderAt(<MyUploadScreen route={route('/web/myUpload')} />, '/web/myUpload');
    expect(await screen.findByText('No reports uploaded yet')).toBeTruthy();
  });
});

describe('AddUploadScreen', () => {
  it('refuses an empty form with the contract messages and asks for an attachment, sending nothing', async () => {
    const api = fakeApi({ '/ehrFileUploadInfo/getFreeFileSizeByUser': () => ({ data: { quotaBytes: 200 * MB, usedBytes: 0, freeBytes: 200 * MB } }) });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderAt(<AddUploadScreen route={route('/mob/addUpload')} />, '/mob/addUpload');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter the institution name')).toBeTruthy();
    expect(screen.getByText('Please select the start date')).toBeTruthy();
    expect(screen.getByText('Please select the record type')).toBeTruthy();
    expect(screen.getByText('Please add at least one attachment')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Institution name/ })).toBe(document.activeElement);
    expect(api.calls.some((c) => c.url.includes('uploadReport'))).toBe(false);
  });

  it('edits a report: the end date before the start is refused; a removed file leaves the list it saves', async () => {
    const api = fakeApi({
      '/ehrFileUploadInfo/getFreeFileSizeByUser': () => ({ data: { quotaBytes: 200 * MB, usedBytes: 3000, freeBytes: 200 * MB - 3000 } }),
      '/ehrFileUploadInfo/getReportDetailInfo': () => ({ data: detail(2) }),
      '/ehrFileUploadInfo/updateReport': () => ({ data: detail(1) }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    const { location } = renderAt(<AddUploadScreen route={route('/web/addUpload')} />, '/web/addUpload', 'id=7');
    const institution = await screen.findByRole('textbox', { name: /Institution name/ });
    expect((institution as HTMLInputElement).value).toBe('Kiang Wu clinic');
    await typeDate(user, /End date/, '2025-02-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The end time cannot be earlier than the start time')).toBeTruthy();
    // The refused field takes the focus: its first segment (en-MO: the day).
    expect(document.activeElement).toBe(dateSegments(/End date/)[0]);
    await typeDate(user, /End date/, '2025-03-09');
    await user.click(screen.getByRole('button', { name: 'Remove scan-1.png' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/web/detailUpload?id=7'));
    const sent = api.calls.find((c) => c.url.endsWith('updateReport'))?.body;
    expect(sent).toEqual({ id: 7, institution: 'Kiang Wu clinic', startDate: '2025-03-01', endDate: '2025-03-09', recordType: 5, fileIds: [100] });
  });
});

describe('AddUploadScreen dates follow the portal language, not the browser', () => {
  afterEach(() => setupI18n('en'));

  // The browser here says en-US (month first), as in the defect: a native date input showed M/D/Y whatever the language.
  it.each([
    ['pt', 'Data de início', ['day', 'month', 'year']],
    ['en', 'Start date', ['day', 'month', 'year']],
  ] as const)('in %s the dates read day, month, year', async (language, label, order) => {
    await setupI18n(language);
    vi.stubGlobal('fetch', fakeApi({}).fetch);
    expect(navigator.language).toBe('en-US');
    renderAt(<AddUploadScreen route={route('/mob/addUpload')} />, '/mob/addUpload');
    expect(segmentOrder(label)).toEqual(order);
  });

  it('in zh-Hant the dates are in the order of the portal’s zh-Hant locale, and its missing dates are refused in its words', async () => {
    await setupI18n('zh-Hant');
    vi.stubGlobal('fetch', fakeApi({}).fetch);
    const user = userEvent.setup();
    renderAt(<AddUploadScreen route={route('/mob/addUpload')} />, '/mob/addUpload');
    const zh = new Intl.DateTimeFormat('zh-Hant-MO', { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(2025, 2, 1));
    expect(segmentOrder('開始日期')).toEqual(zh.filter((p) => p.type !== 'literal').map((p) => p.type));
    expect(segmentOrder('開始日期')).not.toEqual(['month', 'day', 'year']);
    await user.click(screen.getByRole('button', { name: '儲存' }));
    expect(await screen.findByText('請選擇開始日期')).toBeTruthy();
    // The translated contract message, and the refused date takes the focus after the institution is given.
    await user.type(screen.getByRole('textbox', { name: /機構名稱/ }), 'Kiang Wu');
    await user.click(screen.getByRole('button', { name: '儲存' }));
    expect(document.activeElement).toBe(dateSegments('開始日期')[0]);
    await typeDate(user, '開始日期', '2025-03-01');
    await typeDate(user, '結束日期', '2025-03-04');
    await user.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(screen.queryByText('請選擇開始日期')).toBeNull());
    expect(screen.queryByText('請選擇結束日期')).toBeNull();
    expect(screen.getByText('請選擇記錄類型')).toBeTruthy();
  });
});

describe('DetailUploadScreen', () => {
  it('shows the report and deletes it after confirmation', async () => {
    const api = fakeApi({
      '/ehrFileUploadInfo/getReportDetailInfo': () => ({ data: detail(2) }),
      '/ehrFileUploadInfo/deleteUploadReport': () => ({ data: null }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    const { location } = renderAt(<DetailUploadScreen route={route('/mob/detailUpload')} />, '/mob/detailUpload', 'id=7');
    expect(await screen.findByText('Kiang Wu clinic')).toBeTruthy();
    expect(screen.getByText('Lab report')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete file scan-1.png' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit the report' }).getAttribute('href')).toBe('/mob/addUpload?id=7');
    await user.click(screen.getByRole('button', { name: 'Delete report' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('The report from Kiang Wu clinic and all its files will be deleted for good.');
    // Focus starts on Cancel: a stray Enter deletes nothing.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBe(document.activeElement);
    await user.click(within(dialog).getByRole('button', { name: 'Delete report' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/mob/myUpload'));
    expect(api.calls.find((c) => c.url.endsWith('deleteUploadReport'))?.body).toEqual({ id: 7 });
  });

  it('opened again draws the report at once; a deleted file is gone from it, and from it opened again', async () => {
    let files = 3;
    const api = fakeApi({
      '/ehrFileUploadInfo/getReportDetailInfo': () => ({ data: detail(files) }),
      '/ehrFileUploadInfo/deleteReportFile': () => {
        files -= 1;
        return { data: null };
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderAt(<DetailUploadScreen route={route('/mob/detailUpload')} />, '/mob/detailUpload', 'id=7');
    expect(await screen.findByText('scan-2.png')).toBeTruthy();
    cleanup();

    renderAt(<DetailUploadScreen route={route('/mob/detailUpload')} />, '/mob/detailUpload', 'id=7');
    // At once, from the query cache.
    await user.click(screen.getByRole('button', { name: 'Delete file scan-2.png' }));
    await user.click(within(await findOpenDialog('alertdialog')).getByRole('button', { name: 'Delete file' }));
    await waitFor(() => expect(screen.queryByText('scan-2.png')).toBeNull());
    expect(screen.getByText('scan-1.png')).toBeTruthy();
    cleanup();

    renderAt(<DetailUploadScreen route={route('/mob/detailUpload')} />, '/mob/detailUpload', 'id=7');
    expect(screen.getByText('scan-1.png')).toBeTruthy();
    expect(screen.queryByText('scan-2.png')).toBeNull();
  });

  it('a report deleted elsewhere since it was shown is drawn as it was when opened again, then said to be not found', async () => {
    // The query cache takes an answer younger than a second as it is: the clock moves by hand.
    vi.useFakeTimers({ toFake: ['Date'] });
    let gone = false;
    vi.stubGlobal('fetch', fakeApi({ '/ehrFileUploadInfo/getReportDetailInfo': () => (gone ? { resultCode: '200004', resultMsg: 'Not found', data: null } : { data: detail(2) }) }).fetch);
    renderAt(<DetailUploadScreen route={route('/mob/detailUpload')} />, '/mob/detailUpload', 'id=7');
    expect(await screen.findByText('Kiang Wu clinic')).toBeTruthy();
    cleanup();
    vi.setSystemTime(Date.now() + 2000);
    gone = true;

    renderAt(<DetailUploadScreen route={route('/mob/detailUpload')} />, '/mob/detailUpload', 'id=7');
    expect(screen.getByText('Kiang Wu clinic')).toBeTruthy();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('This report could not be found')).toBeTruthy();
    expect(screen.queryByText('Kiang Wu clinic')).toBeNull();
  });

  it('keeps the last file: no delete button when only one is left', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/ehrFileUploadInfo/getReportDetailInfo': () => ({ data: detail(1) }) }).fetch);
    renderAt(<DetailUploadScreen route={route('/web/detailUpload')} />, '/web/detailUpload', 'id=7');
    expect(await screen.findByText('lab.pdf')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Delete file/ })).toBeNull();
  });
});

describe('what the uploads’ changes drop from the query cache', () => {
  /** XMLHttpRequest answering one upload with the stored file. */
  class UploadRequest {
    readonly upload = {};
    response: unknown = null;
    responseType = '';
    onload: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    send() {
      this.response = { resultCode: '000000', resultMsg: 'ok', data: detail(1).files[0] };
      queueMicrotask(() => this.onload?.());
    }
  }

  it('a saved, changed or deleted report, a deleted file and a file that arrived each drop the space left; all but the upload drop the report', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        '/ehrFileUploadInfo/getFreeFileSizeByUser': () => ({ data: { quotaBytes: 200 * MB, usedBytes: 50 * MB, freeBytes: 150 * MB } }),
        '/ehrFileUploadInfo/getReportDetailInfo': () => ({ data: detail(2) }),
        '/ehrFileUploadInfo/uploadReport': () => ({ data: detail(2) }),
        '/ehrFileUploadInfo/updateReport': () => ({ data: detail(2) }),
        '/ehrFileUploadInfo/deleteUploadReport': () => ({ data: null }),
        '/ehrFileUploadInfo/deleteReportFile': () => ({ data: null }),
      }).fetch,
    );
    vi.stubGlobal('XMLHttpRequest', UploadRequest);
    const fields = { institution: 'Kiang Wu clinic', startDate: '2025-03-01', endDate: '2025-03-04', recordType: 5, fileIds: [100] };
    const changes: [string, () => Promise<unknown>, boolean][] = [
      ['save', () => saveReport(fields), true],
      ['update', () => updateReport({ ...fields, id: 7 }), true],
      ['delete report', () => deleteReport(7), true],
      ['delete file', () => deleteFile(100), true],
      ['upload', () => uploadFile(new File(['x'], 'scan.png', { type: 'image/png' }), () => undefined, new AbortController().signal), false],
    ];
    for (const [name, change, dropsReport] of changes) {
      await Promise.all([freeSpace().fetch(), reportDetail(7).fetch()]);
      expect([name, freeSpace().peek()?.freeBytes, reportDetail(7).peek()?.id]).toEqual([name, 150 * MB, 7]);
      await change();
      expect([name, freeSpace().peek(), reportDetail(7).peek()?.id]).toEqual([name, undefined, dropsReport ? undefined : 7]);
    }
  });
});
