import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findRoute } from '../../routes/routes.ts';
import type { RouteEntry } from '../../routes/routes.ts';
import { $toasts } from '../../stores/toasts.ts';
import { fakeApi, findOpenDialog, renderAt, setupI18n } from '../../test/render.tsx';
import { DicomRedirectScreen } from './DicomRedirectScreen.tsx';
import { DicomShareScreen } from './DicomShareScreen.tsx';
import { leaveFor } from './leave.ts';

vi.mock('./leave.ts', () => ({ leaveFor: vi.fn(() => true) }));

beforeAll(async () => {
  await setupI18n('en');
});
beforeEach(() => {
  vi.mocked(leaveFor).mockClear();
  $toasts.set([]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const webRedirect = findRoute('/webShareDicom') as RouteEntry;
const mobRedirect = findRoute('/mobShareDicom') as RouteEntry;
const webShare = findRoute('/web/imagingReport/dicomShare') as RouteEntry;

const unknown = () => ({ resultCode: '200302', resultMsg: 'This link does not exist', data: null });

describe('DICOM share redirect pages (docs/product/routes.md screen 2)', () => {
  it('asks for the viewer address without a token, for its own tree, and sends the browser there', async () => {
    const api = fakeApi({ '/inspectionInfo/getShareDicomOrthanc': () => ({ data: { dicomUrl: '/mobShareReportImages?shareId=abc' } }) });
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<DicomRedirectScreen route={mobRedirect} />, '/mobShareDicom', 'shareId=abc');
    expect(screen.getByText('Opening the DICOM viewer…')).toBeTruthy();
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('/mobShareReportImages?shareId=abc'));
    expect(api.calls[0]?.body).toEqual({ shareId: 'abc', terminal: 'mob' });
    expect(Object.keys(api.calls[0]?.headers ?? {}).map((h) => h.toLowerCase())).not.toContain('authorization');
  });

  it('shows the server’s message in a dialog on the desktop page, and no toast', async () => {
    const api = fakeApi({ '/inspectionInfo/getShareDicomOrthanc': unknown });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderAt(<DicomRedirectScreen route={webRedirect} />, '/webShareDicom', 'shareId=nope');
    const dialog = await findOpenDialog('alertdialog');
    expect(within(dialog).getByText('This link does not exist')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'The DICOM images could not be opened' })).toBeTruthy();
    expect(api.calls[0]?.body).toEqual({ shareId: 'nope', terminal: 'web' });
    expect($toasts.get()).toEqual([]);
    expect(leaveFor).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'The DICOM images could not be opened' })).toBeTruthy();
  });

  it('shows the server’s message as an error toast on the phone page, and no dialog', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/inspectionInfo/getShareDicomOrthanc': () => ({ resultCode: '200301', resultMsg: 'The current link has expired', data: null }) }).fetch);
    renderAt(<DicomRedirectScreen route={mobRedirect} />, '/mobShareDicom', 'shareId=old');
    await waitFor(() => expect($toasts.get().map((toast) => [toast.tone, toast.message])).toEqual([['error', 'The current link has expired']]));
    expect(await screen.findByRole('heading', { name: 'The DICOM images could not be opened' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(leaveFor).not.toHaveBeenCalled();
  });
});

describe('imagingReport/dicomShare (create the link)', () => {
  it('shares the study and shows the link of the tree it runs in, with its expiry', async () => {
    const api = fakeApi({
      '/inspectionInfo/getInspectionDetailInfo': () => ({
        data: { id: 5, orgCode: 'KWH', examName: '左手X光', examNameEn: 'Left hand X-ray', examNamePt: 'Radiografia da mão esquerda', modality: 'CR', inspectionOrReportDate: '2026-05-01', inspectionOrReportTime: '10:15', imageCount: 1, findings: 'f', impression: 'i', reportedBy: 'Dr. Ho' },
      }),
      '/inspectionInfo/getDicomImageList': () => ({ data: { page: 1, total: 0, items: [] } }),
      '/inspectionInfo/shareDicomOrthanc': () => ({ data: { shareId: 'DICOMLINK', expiresAt: '2026-06-04T08:00:00.000Z', validHours: 72 } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderAt(<DicomShareScreen route={webShare} />, '/web/imagingReport/dicomShare', 'id=5');
    expect(await screen.findByRole('heading', { name: 'Left hand X-ray' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(api.calls.find((c) => c.url.endsWith('/shareDicomOrthanc'))?.body).toEqual({ reportId: 5 }));
    const field = (await screen.findByRole('textbox', { name: 'DICOM share link' })) as HTMLInputElement;
    expect(field.value).toBe(`${window.location.origin}/webShareDicom?shareId=DICOMLINK`);
    expect(screen.getByText(/^Valid until /)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Make a new link' })).toBeTruthy();
  });

  it('asks for a report when the address names none', () => {
    renderAt(<DicomShareScreen route={webShare} />, '/web/imagingReport/dicomShare', '');
    expect(screen.getByRole('heading', { name: 'Choose a report first' })).toBeTruthy();
  });
});
