import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShareImageListResult } from '@macao-phr/contract';
import { findRoute } from '../../routes/routes.ts';
import type { RouteEntry } from '../../routes/routes.ts';
import { fakeApi, renderAt, setupI18n } from '../../test/render.tsx';
import { ShareViewerScreen } from './ShareViewerScreen.tsx';
import { ImageShareScreen } from './ImageShareScreen.tsx';

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const webViewer = findRoute('/webShareReportImages') as RouteEntry;
const mobShare = findRoute('/mob/imagingReport/imageShare') as RouteEntry;

function page(pageNum: number, total: number, ids: number[]): ShareImageListResult {
  return {
    page: pageNum,
    total,
    items: ids.map((id) => ({ id, seq: id, thumbUrl: `/api/inspectionInfo/getShareImage?shareId=s&id=${id}&size=thumb`, url: `/api/inspectionInfo/getShareImage?shareId=s&id=${id}&size=full` })),
    expiresAt: '2026-06-04T08:00:00.000Z',
    examName: '胸部X光（正位）',
    examNameEn: 'Chest X-ray (PA)',
    examNamePt: 'Radiografia do tórax (PA)',
    inspectionOrReportDate: '2026-05-30',
  };
}

describe('share viewer (docs/product/routes.md screen 1)', () => {
  it('reads shareId from the address, sends no token, shows the pictures and says when all are loaded', async () => {
    const api = fakeApi({ '/inspectionInfo/getShareDicomImage': () => ({ data: page(1, 2, [7, 9]) }) });
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<ShareViewerScreen route={webViewer} />, '/webShareReportImages', 'shareId=abc_DEF-123');
    expect(await screen.findByRole('img', { name: 'Chest X-ray (PA), picture 7' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Chest X-ray (PA), picture 9' })).toBeTruthy();
    expect(screen.getByText('All content loaded')).toBeTruthy();
    expect(api.calls[0]?.body).toEqual({ shareId: 'abc_DEF-123', page: { pageNum: 1, pageSize: 10 } });
    expect(Object.keys(api.calls[0]?.headers ?? {}).map((h) => h.toLowerCase())).not.toContain('authorization');
  });

  it('shows the expired message for an expired link and the unknown one for a missing shareId', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/inspectionInfo/getShareDicomImage': () => ({ resultCode: '200301', resultMsg: 'The current link has expired', data: null }) }).fetch);
    renderAt(<ShareViewerScreen route={webViewer} />, '/webShareReportImages', 'shareId=old');
    expect(await screen.findByRole('heading', { name: 'The current link has expired' })).toBeTruthy();
    cleanup();
    renderAt(<ShareViewerScreen route={webViewer} />, '/webShareReportImages', '');
    expect(await screen.findByRole('heading', { name: 'This link does not exist' })).toBeTruthy();
  });

  it('says so when a link holds no pictures', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/inspectionInfo/getShareDicomImage': () => ({ data: page(1, 0, []) }) }).fetch);
    renderAt(<ShareViewerScreen route={webViewer} />, '/webShareReportImages', 'shareId=x');
    expect(await screen.findByText('No pictures')).toBeTruthy();
  });
});

describe('imageShare (choose pictures, create the link)', () => {
  it('shares exactly the chosen pictures and shows the link of the tree it runs in', async () => {
    const api = fakeApi({
      '/inspectionInfo/getInspectionDetailInfo': () => ({
        data: { id: 5, orgCode: 'KWH', examName: '左手X光', examNameEn: 'Left hand X-ray', examNamePt: 'Radiografia da mão esquerda', modality: 'CR', inspectionOrReportDate: '2026-05-01', inspectionOrReportTime: '10:15', imageCount: 3, findings: 'f', impression: 'i', reportedBy: 'Dr. Ho' },
      }),
      '/inspectionInfo/getDicomImageList': () => ({
        data: {
          page: 1,
          total: 3,
          items: [1, 2, 3].map((n) => ({ id: 40 + n, seq: n, thumbUrl: `/api/inspectionInfo/getImage?id=${40 + n}&size=thumb`, url: `/api/inspectionInfo/getImage?id=${40 + n}`, isTrue: n !== 3 })),
        },
      }),
      '/inspectionInfo/shareDicomImage': () => ({ data: { shareId: 'NEWLINK', expiresAt: '2026-06-04T08:00:00.000Z', validHours: 72, imageCount: 1 } }),
      '/inspectionInfo/getQrCodeUrlByBase64': (body) => ({ data: { qrCode: 'data:image/svg+xml;base64,PHN2Zy8+', url: (body as { url: string }).url } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderAt(<ImageShareScreen route={mobShare} />, '/mob/imagingReport/imageShare', 'id=5');
    const second = await screen.findByRole('checkbox', { name: 'Picture 2' });
    // A picture the organisation has not released cannot be chosen.
    expect(screen.queryByRole('checkbox', { name: 'Picture 3' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Create link' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(second);
    expect(screen.getByText('1 picture chosen')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(api.calls.find((c) => c.url.endsWith('/shareDicomImage'))?.body).toEqual({ reportId: 5, imageIds: [42] }));
    const field = (await screen.findByRole('textbox', { name: 'Share link' })) as HTMLInputElement;
    expect(field.value).toBe(`${window.location.origin}/mobShareReportImages?shareId=NEWLINK`);
    expect(screen.getByRole('button', { name: 'Make a new link' })).toBeTruthy();
    // The link's QR code, drawn by the server for exactly that address, with the address as its text alternative.
    const qr = (await screen.findByRole('img', { name: `QR code of the share link ${field.value}` })) as HTMLImageElement;
    expect(qr.getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    expect(api.calls.find((c) => c.url.endsWith('/getQrCodeUrlByBase64'))?.body).toEqual({ url: field.value });
  });
});
