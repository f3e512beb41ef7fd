import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UploadFile } from '@macao-phr/contract';
import { findRoute } from '../../routes/routes.ts';
import type { RouteEntry } from '../../routes/routes.ts';
import { fakeApi, findOpenDialog, renderAt, setupI18n } from '../../test/render.tsx';
import type * as Api from './api.ts';

// The raw upload goes through XMLHttpRequest (for its progress); here it arrives at once with a stored id.
let nextId = 500;
vi.mock('./api.ts', async (original) => ({
  ...(await original<typeof Api>()),
  uploadFile: (file: File): Promise<UploadFile> =>
    Promise.resolve({ id: nextId++, name: file.name, contentType: 'application/pdf', kind: 'pdf', size: file.size, createdAt: '2026-11-20T02:00:00.000Z' }),
}));
const { AddUploadScreen } = await import('./AddUploadScreen.tsx');

const MB = 1024 * 1024;
const route = findRoute('/mob/addUpload') as RouteEntry;

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AddUploadScreen: leaving discards the files not saved', () => {
  it('Cancel -> Leave says the files will be deleted, deletes them at once, then leaves', async () => {
    nextId = 500;
    const api = fakeApi({
      '/ehrFileUploadInfo/getFreeFileSizeByUser': () => ({ data: { quotaBytes: 200 * MB, usedBytes: 0, freeBytes: 200 * MB } }),
      '/ehrFileUploadInfo/deleteReportFile': () => ({ data: null }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    const { location } = renderAt(<AddUploadScreen route={route} />, '/mob/addUpload');
    const input = document.querySelector<HTMLInputElement>('input[type=file]');
    if (input === null) throw new Error('no file input');
    await user.upload(input, [new File(['%PDF-1.4 a'], 'a.pdf', { type: 'application/pdf' }), new File(['%PDF-1.4 b'], 'b.pdf', { type: 'application/pdf' })]);
    await waitFor(() => expect(screen.getAllByText(/· Uploaded$/)).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await findOpenDialog('alertdialog', { name: 'Leave this page?' });
    expect(dialog.textContent).toContain('The 2 files you added are deleted and free their space.');
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/mob/myUpload'));
    const deleted = api.calls.filter((c) => c.url.endsWith('/deleteReportFile')).map((c) => c.body);
    expect(deleted).toEqual([{ id: 500 }, { id: 501 }]);
  });

  it('leaving by any other way (the page goes) deletes them too; Stay keeps them and gives focus back to Cancel', async () => {
    nextId = 600;
    const api = fakeApi({
      '/ehrFileUploadInfo/getFreeFileSizeByUser': () => ({ data: { quotaBytes: 200 * MB, usedBytes: 0, freeBytes: 200 * MB } }),
      '/ehrFileUploadInfo/deleteReportFile': () => ({ data: null }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    const { unmount } = renderAt(<AddUploadScreen route={route} />, '/mob/addUpload');
    const input = document.querySelector<HTMLInputElement>('input[type=file]');
    if (input === null) throw new Error('no file input');
    await user.upload(input, new File(['%PDF-1.4 a'], 'a.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.getByText(/· Uploaded$/)).toBeTruthy());
    // Opened from the keyboard; closed with Escape, then with Stay: focus comes back to Cancel each time (WCAG 2.4.3).
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    cancel.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('The file you added is deleted and frees its space.');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    await user.keyboard('{Enter}');
    await findOpenDialog('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    expect(api.calls.filter((c) => c.url.endsWith('/deleteReportFile'))).toEqual([]);
    unmount();
    await waitFor(() => expect(api.calls.filter((c) => c.url.endsWith('/deleteReportFile')).map((c) => c.body)).toEqual([{ id: 600 }]));
  });
});
