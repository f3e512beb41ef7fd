import { ResultCode, type ResultCodeValue } from '../result-codes.ts';
import { UPLOAD_FILE_MAX_BYTES, UPLOAD_IMAGES_MAX, UPLOAD_PDFS_MAX } from '../limits.ts';
import type { Language } from '../languages.ts';

/**
 * The resident's own reports (docs/product/routes.md myUpload/addUpload/detailUpload, docs/product/entities.md Upload record, docs/product/validation.md/docs/product/limits.md limits).
 * One definition for the form, the upload widget and the server.
 */

/** Ours (docs/product/entities.md names "remaining free space" but no size): each resident may keep this much; UPLOAD_QUOTA_MB overrides it on the server. */
export const UPLOAD_QUOTA_BYTES_DEFAULT = 200_000_000;
/** Ours: an institution name fits one line of a report card. */
export const UPLOAD_INSTITUTION_MAX = 100;
/** Ours: longest file name kept (longer names are cut, keeping the extension). */
export const UPLOAD_FILE_NAME_MAX = 120;
/** Ours: a file not attached to a report within a day is removed (the form was abandoned). */
export const UPLOAD_UNATTACHED_TTL_MS = 24 * 60 * 60 * 1000;
/** The header carrying a raw upload's file name, percent-encoded (encodeURIComponent). */
export const FILE_NAME_HEADER = 'X-File-Name';

/** docs/product/entities.md record types 1-8. */
export const UPLOAD_RECORD_TYPES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type UploadRecordType = (typeof UPLOAD_RECORD_TYPES)[number];

export const uploadRecordTypeNames: Record<UploadRecordType, Record<Language, string>> = {
  1: { 'zh-Hant': '用藥記錄', en: 'Medication use', pt: 'Uso de medicamentos' },
  2: { 'zh-Hant': '出院摘要', en: 'Discharge summary', pt: 'Resumo de alta' },
  3: { 'zh-Hant': '臨床記錄', en: 'Clinical record', pt: 'Registo clínico' },
  4: { 'zh-Hant': '疫苗接種', en: 'Vaccination', pt: 'Vacinação' },
  5: { 'zh-Hant': '檢驗報告', en: 'Lab report', pt: 'Relatório de análises' },
  6: { 'zh-Hant': '影像報告', en: 'Imaging report', pt: 'Relatório de imagiologia' },
  7: { 'zh-Hant': '健康檢查', en: 'Health check', pt: 'Exame de saúde' },
  8: { 'zh-Hant': '其他', en: 'Other', pt: 'Outro' },
};

export function uploadRecordTypeName(type: number, lang: Language): string {
  return (uploadRecordTypeNames as Record<number, Record<Language, string>>)[type]?.[lang] ?? String(type);
}

/** The file types accepted (docs/product/entities.md: PDF and image attachments). */
export const UPLOAD_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];
export type UploadFileKind = 'pdf' | 'image';

export function kindOfContentType(type: UploadContentType): UploadFileKind {
  return type === 'application/pdf' ? 'pdf' : 'image';
}

/**
 * The real type of a file from its first bytes (magic numbers), whatever its name or declared type says:
 * PDF `%PDF-`, JPEG `FF D8 FF`, PNG `89 50 4E 47 0D 0A 1A 0A`. null for anything else.
 */
export function sniffContentType(head: Uint8Array): UploadContentType | null {
  const starts = (sig: readonly number[]) => head.length >= sig.length && sig.every((b, i) => head[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return null;
}

/**
 * Whether a declared type (a browser's File.type, a Content-Type header) may carry a file of the sniffed type:
 * the same type, or a generic one that says nothing (application/octet-stream, empty).
 */
export function declaredTypeFits(declared: string | undefined, sniffed: UploadContentType): boolean {
  const base = (declared ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (base === '' || base === 'application/octet-stream') return true;
  if (base === 'image/jpg' || base === 'image/pjpeg') return sniffed === 'image/jpeg';
  return base === sniffed;
}

export type AttachmentFacts = { kind: UploadFileKind; size: number };

/**
 * docs/product/validation.md limits on the files of one report, in the order the resident meets them: at least one attachment,
 * each file at most 20 MB, at most 5 images and 10 PDFs. null when they hold.
 */
export function checkAttachments(files: readonly AttachmentFacts[]): ResultCodeValue | null {
  if (files.length === 0) return ResultCode.UPLOAD_NO_ATTACHMENT;
  if (files.some((f) => f.size > UPLOAD_FILE_MAX_BYTES || f.size <= 0)) return ResultCode.UPLOAD_FILE_TOO_LARGE;
  if (files.filter((f) => f.kind === 'image').length > UPLOAD_IMAGES_MAX) return ResultCode.UPLOAD_TOO_MANY_IMAGES;
  if (files.filter((f) => f.kind === 'pdf').length > UPLOAD_PDFS_MAX) return ResultCode.UPLOAD_TOO_MANY_PDFS;
  return null;
}

/** docs/product/validation.md: total within the remaining space. */
export function fitsQuota(usedBytes: number, addBytes: number, quotaBytes: number): boolean {
  return usedBytes + addBytes <= quotaBytes;
}

/**
 * A file name safe to store and to send back in Content-Disposition: no path, no control or bidi characters,
 * at most UPLOAD_FILE_NAME_MAX characters with the extension kept; `fallback` when nothing is left.
 */
export function cleanFileName(raw: string, fallback: string): string {
  const base = raw.split(/[\\/]/).at(-1) ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069"]/g, '').trim();
  if (cleaned === '' || cleaned === '.' || cleaned === '..' || !cleaned.isWellFormed()) return fallback;
  const chars = [...cleaned];
  if (chars.length <= UPLOAD_FILE_NAME_MAX) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return chars.slice(0, UPLOAD_FILE_NAME_MAX - [...ext].length).join('') + ext;
}
