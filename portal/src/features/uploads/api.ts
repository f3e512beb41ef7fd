import { API_BASE, FILE_NAME_HEADER, ResultCode, isSessionInvalid, paths, resultMessage } from '@macao-phr/contract';
import type { Envelope, Language, UpdateReportRequest, UploadFile, UploadListRequest, UploadReportFields } from '@macao-phr/contract';
import { api, ApiError, queries } from '../../api/index.ts';
import type { CallOptions } from '../../api/index.ts';
import { getLanguage } from '../../stores/language.ts';
import { subjectPatid } from '../../stores/subject.ts';
import { $token } from '../../stores/session.ts';

/** docs/product/calls.md /ehrFileUploadInfo/*; bodies as in contract/uploads. */

export const pageSize = 10;

export const listUploads = (body: UploadListRequest) => queries.read(paths.uploadList, body);
export const countUploads = (body: Omit<UploadListRequest, 'page'>) => queries.read(paths.uploadFilterNum, body, { toastOnError: false });
/** Without a toast: the form does without the figure, and the screens say themselves that a report is not found. */
export const freeSpace = () => queries.read(paths.uploadFreeSpace, {}, { toastOnError: false });
export const reportDetail = (id: number) => queries.read(paths.uploadReportDetail, { id }, { toastOnError: false });

/** A saved, changed or deleted report or file changes the list, its counts, the report and the space left: asked for again next time. */
function changing<T>(call: Promise<T>): Promise<T> {
  return call.then((answer) => {
    queries.invalidate(paths.uploadList, paths.uploadFilterNum, paths.uploadReportDetail, paths.uploadFreeSpace);
    return answer;
  });
}
export const saveReport = (body: UploadReportFields, options?: CallOptions) => changing(api.call(paths.uploadReport, body, options));
export const updateReport = (body: UpdateReportRequest, options?: CallOptions) => changing(api.call(paths.updateReport, body, options));
export const deleteReport = (id: number, options?: CallOptions) => changing(api.call(paths.deleteUploadReport, { id }, options));
export const deleteFile = (id: number, options?: CallOptions) => changing(api.call(paths.deleteReportFile, { id }, options));

function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = { Language: getLanguage() };
  const token = $token.get();
  if (token) headers['Authorization'] = token;
  const subject = subjectPatid();
  if (token && subject) headers['Subject'] = subject;
  return headers;
}

/**
 * One file as the raw body (the server checks its real type), with upload progress: fetch cannot report
 * upload progress, XMLHttpRequest can. Resolves with the stored file; rejects with the server's message. Not through
 * `api.call`: its body is the file's raw bytes, not JSON, and the client (fetch) cannot report their progress.
 */
export function uploadFile(file: File, onProgress: (fraction: number) => void, signal: AbortSignal): Promise<UploadFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${paths.uploadFile}`);
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.setRequestHeader(FILE_NAME_HEADER, encodeURIComponent(file.name));
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    const language = getLanguage() as Language;
    xhr.onload = () => {
      const envelope = xhr.response as Envelope<UploadFile | null> | null;
      if (envelope && envelope.resultCode === ResultCode.SUCCESS && envelope.data) {
        // A file that arrived takes its room, report or not.
        queries.invalidate(paths.uploadFreeSpace);
        return resolve(envelope.data);
      }
      const code = envelope?.resultCode ?? ResultCode.UPLOAD_FAILED;
      reject(new ApiError(isSessionInvalid(code) ? 'session' : 'result', envelope?.resultMsg ?? resultMessage(code, language), code));
    };
    xhr.onerror = () => reject(new ApiError('network', resultMessage(ResultCode.UPLOAD_FAILED, language)));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** The address of a file's bytes (the download route needs the token, so the bytes come back as a blob). */
export async function fileBlob(id: number, signal?: AbortSignal): Promise<Blob> {
  const response = await api.fetchFile(paths.uploadFileDownload, { id }, { signal, toastOnError: false });
  return response.blob();
}
