import { z } from '../z.ts';
import { recordIdSchema } from '../ids.ts';
import { YEAR_MAX, YEAR_MIN } from '../limits.ts';
import { optionalPageSchema } from '../page.ts';
import { selectTimeSchema } from '../health/trends.ts';
import { UPLOAD_CONTENT_TYPES, UPLOAD_INSTITUTION_MAX, UPLOAD_RECORD_TYPES } from './rules.ts';

/** Only a well-formed date is checked here; a malformed one already has its own issue. */
const yearOk = (value: string) => {
  if (!/^\d{4}-/.test(value)) return true;
  const year = Number(value.slice(0, 4));
  return year >= YEAR_MIN && year <= YEAR_MAX;
};

/** A calendar date (YYYY-MM-DD), docs/product/validation.md years 1901-2099. */
const uploadDateSchema = (requiredKey: 'upload.startDate.required' | 'upload.endDate.required') =>
  z.iso
    .date({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? requiredKey : 'invalid') })
    .refine(yearOk, { error: 'date.year' });

export const uploadRecordTypeSchema = z
  .int({ error: (issue) => (issue.input === undefined || issue.input === null ? 'upload.recordType.required' : 'invalid') })
  .refine((n) => (UPLOAD_RECORD_TYPES as readonly number[]).includes(n), { error: 'invalid' });

export const institutionSchema = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'upload.institution.required' : 'invalid') })
  .trim()
  .min(1, { error: 'upload.institution.required' })
  .max(UPLOAD_INSTITUTION_MAX, { error: 'upload.institution.length' });

/** Ours: a report holds at most 5 images + 10 PDFs (docs/product/validation.md); more ids than that is refused by shape. */
const fileIdsSchema = z.array(recordIdSchema).max(15, { error: 'invalid' });

/**
 * docs/product/entities.md Upload record: institution name, start and end date (end not before start, docs/product/validation.md), record type,
 * attachments (ids answered by uploadFile). The form and the server parse the same schema.
 */
export const uploadReportFieldsSchema = z
  .object({
    institution: institutionSchema,
    startDate: uploadDateSchema('upload.startDate.required'),
    endDate: uploadDateSchema('upload.endDate.required'),
    recordType: uploadRecordTypeSchema,
    fileIds: fileIdsSchema,
  })
  .superRefine((r, ctx) => {
    if (r.startDate > r.endDate) ctx.addIssue({ code: 'custom', message: 'date.endBeforeStart', path: ['endDate'], input: r.endDate });
  });
export type UploadReportFields = z.input<typeof uploadReportFieldsSchema>;

/** POST /ehrFileUploadInfo/uploadReport */
export const uploadReportRequestSchema = uploadReportFieldsSchema;
/** POST /ehrFileUploadInfo/updateReport: `fileIds` is the whole new list (files left out are deleted). */
export const updateReportRequestSchema = z
  .object({
    id: recordIdSchema,
    institution: institutionSchema,
    startDate: uploadDateSchema('upload.startDate.required'),
    endDate: uploadDateSchema('upload.endDate.required'),
    recordType: uploadRecordTypeSchema,
    fileIds: fileIdsSchema,
  })
  .superRefine((r, ctx) => {
    if (r.startDate > r.endDate) ctx.addIssue({ code: 'custom', message: 'date.endBeforeStart', path: ['endDate'], input: r.endDate });
  });
export type UpdateReportRequest = z.input<typeof updateReportRequestSchema>;

export const uploadFilterSchema = z.object({
  /** Report dates overlapping this range (docs/product/entities.md selectTime). */
  selectTime: selectTimeSchema.optional(),
  /** Record types 1-8; empty or absent = all. */
  recordTypes: z.array(uploadRecordTypeSchema).max(8, { error: 'invalid' }).optional(),
});

/** POST /ehrFileUploadInfo/getFileUploadList */
export const uploadListRequestSchema = uploadFilterSchema.extend({ page: optionalPageSchema });
export type UploadListRequest = z.input<typeof uploadListRequestSchema>;

/** POST /ehrFileUploadInfo/getFilterInfoNum */
export const uploadFilterNumRequestSchema = uploadFilterSchema;

export const uploadContentTypeSchema = z.enum(UPLOAD_CONTENT_TYPES);

export const uploadFileSchema = z.object({
  id: z.int(),
  name: z.string(),
  contentType: uploadContentTypeSchema,
  kind: z.enum(['pdf', 'image']),
  size: z.int().min(0),
  createdAt: z.string(),
});
export type UploadFile = z.output<typeof uploadFileSchema>;

export const uploadReportRowSchema = z.object({
  id: z.int(),
  institution: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  recordType: z.int(),
  pdfCount: z.int().min(0),
  imageCount: z.int().min(0),
  totalSize: z.int().min(0),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UploadReportRow = z.output<typeof uploadReportRowSchema>;

export const uploadSpaceSchema = z.object({
  quotaBytes: z.int().min(0),
  usedBytes: z.int().min(0),
  /** docs/product/entities.md "remaining free space". */
  freeBytes: z.int().min(0),
});
export type UploadSpace = z.output<typeof uploadSpaceSchema>;

/** docs/product/entities.md Uploaded report: list rows, total, remaining free space. */
export const uploadListResultSchema = z.object({
  rows: z.array(uploadReportRowSchema),
  total: z.int().min(0),
  freeBytes: z.int().min(0),
  quotaBytes: z.int().min(0),
});
export type UploadListResult = z.output<typeof uploadListResultSchema>;

export const uploadFilterNumResultSchema = z.object({
  total: z.int().min(0),
  byRecordType: z.array(z.object({ recordType: z.int(), count: z.int().min(0) })),
});
export type UploadFilterNumResult = z.output<typeof uploadFilterNumResultSchema>;

export const uploadReportDetailSchema = uploadReportRowSchema.extend({ files: z.array(uploadFileSchema) });
export type UploadReportDetail = z.output<typeof uploadReportDetailSchema>;

/** POST /ehrFileUploadInfo/getMyUploadAccess: whether the resident may upload (a guardian acting for a ward may not). */
export const uploadAccessSchema = z.object({ canUpload: z.boolean() });

export const uploadIdRequestSchema = z.object({ id: recordIdSchema });
/** GET /ehrFileUploadInfo/getFile?id=…&download=1 */
export const uploadFileQuerySchema = z.object({
  id: z.coerce.number({ error: 'id.invalid' }).pipe(recordIdSchema),
  download: z.enum(['0', '1']).optional(),
});
export const uploadEmptyRequestSchema = z.object({});
