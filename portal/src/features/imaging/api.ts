import { DICOM_SHARE_PATHS, paths } from '@macao-phr/contract';
import type { ShareTerminal } from '@macao-phr/contract';
import { api, queries, shareApi } from '../../api/index.ts';
import type { CallOptions, ReadOptions } from '../../api/index.ts';
import { getLanguage } from '../../stores/language.ts';
import { subjectPatid } from '../../stores/subject.ts';
import { $token } from '../../stores/session.ts';

/** docs/product/calls.md /inspectionInfo/*; bodies as in contract/imaging.ts. */

/** Reports a page holds on the list screens (docs/product/states.md: 10 at a time). */
export const reportPageSize = 10;
export const listReports = (pageNum: number, pageSize: number, options?: ReadOptions) => queries.read(paths.inspectionList, { page: { pageNum, pageSize } }, options);
/** Without a toast: the report's screen says itself that it is not found (the pictures' screens toast it, use-report.ts). */
export const reportDetail = (id: number) => queries.read(paths.inspectionDetail, { id }, { toastOnError: false });
export const reportImages = (reportId: number, pageNum: number, pageSize: number) => queries.read(paths.dicomImageList, { reportId, page: { pageNum, pageSize } });
export const shareImages = (reportId: number, imageIds: number[], options?: CallOptions) =>
  api.call(paths.shareDicomImage, { reportId, imageIds }, options);

/** The QR code of one of the resident's live share links, drawn by the server (a data address). */
export const shareQr = (url: string, options?: CallOptions) => api.call(paths.shareQr, { url }, options);

export { sharedImages } from './share-api.ts';

/**
 * A resident's own picture needs the token (and a guardian's Subject), which an <img> cannot send: the
 * bytes are fetched and shown from a blob address (revoked by the caller when the screen goes).
 */
export async function pictureBlobUrl(url: string, signal?: AbortSignal): Promise<string> {
  const headers: Record<string, string> = { Language: getLanguage() };
  const token = $token.get();
  if (token) headers['Authorization'] = token;
  const subject = subjectPatid();
  if (token && subject) headers['Subject'] = subject;
  const response = await fetch(url, { headers, ...(signal ? { signal } : {}) });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.startsWith('image/')) throw new Error('picture unavailable');
  return URL.createObjectURL(await response.blob());
}

/** The address a share link opens: the viewer of the tree it is opened in (docs/product/routes.md top-level routes). */
export function shareAddress(shareId: string, tree: 'mob' | 'web', origin = window.location.origin): string {
  return `${origin}/${tree === 'mob' ? 'mobShareReportImages' : 'webShareReportImages'}?shareId=${encodeURIComponent(shareId)}`;
}

/** A DICOM share of one whole study (docs/product/routes.md imagingReport/dicomShare): a link valid 72 hours. */
export const shareDicom = (reportId: number, options?: CallOptions) => api.call(paths.shareDicom, { reportId }, options);

/** The second client (no sign-in): the viewer address behind a DICOM share link (docs/product/entities.md dicomUrl). */
export const sharedDicomUrl = (shareId: string, terminal: ShareTerminal, options?: CallOptions) =>
  shareApi.call(paths.shareDicomUrl, { shareId, terminal }, options);

/** The address a DICOM share link opens: the redirect page of the tree it is made in (docs/product/routes.md top-level routes). */
export function dicomShareAddress(shareId: string, tree: 'mob' | 'web', origin = window.location.origin): string {
  return `${origin}${DICOM_SHARE_PATHS[tree]}?shareId=${encodeURIComponent(shareId)}`;
}
