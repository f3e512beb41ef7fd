import type { ExportPeriod, ExportSection } from '@macao-phr/contract';
import { api, ApiError, queries } from '../../api/index.ts';
import type { CallOptions } from '../../api/index.ts';
import { paths } from '@macao-phr/contract';

/** docs/product/export.md /export/*; bodies as in contract/export.ts. */

/** What an export of the period would hold, through the query cache (a changed reading invalidates it); without a toast: the screen says itself what failed. */
export const previewExport = (period: ExportPeriod) => queries.read(paths.exportPreview, { period }, { toastOnError: false });
export const exportIps = (sections: readonly ExportSection[], period: ExportPeriod, options?: CallOptions) =>
  api.call(paths.exportIps, { sections: [...sections], period }, options);

/**
 * The summary PDF, read as it streams in: `onBytes` hears the running total so the screen can show progress.
 * Its address needs the token (and the ward's Subject), so it is fetched rather than linked; an envelope
 * instead of bytes (validation, session, refusal) becomes an ApiError with the server's message (not toasted: the
 * screen says it).
 */
export async function downloadPdf(sections: readonly ExportSection[], period: ExportPeriod, onBytes: (received: number) => void, signal?: AbortSignal): Promise<{ blob: Blob; fileName: string }> {
  const response = await api.fetchFile(paths.exportPdf, { sections: sections.join(','), start: period.start, end: period.end, download: '1' }, { signal, toastOnError: false });
  if (!response.body) throw new ApiError('network', `HTTP ${response.status}`);
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'health-summary.pdf';
  const reader = response.body.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    onBytes(received);
  }
  return { blob: new Blob(parts, { type: 'application/pdf' }), fileName };
}

/** Saves a blob as a file through a temporary object URL (browsers and webviews that allow downloads). */
export function saveBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
