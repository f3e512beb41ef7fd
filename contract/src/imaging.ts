import { z } from './z.ts';
import { recordIdSchema } from './ids.ts';
import { SHARE_IMAGES_MAX, SHARE_LINK_VALIDITY_HOURS, SHARE_PAGE_SIZE, MAX_PAGE_NUM, MAX_PAGE_SIZE, DEFAULT_PAGE_NUM } from './limits.ts';
import { optionalPageSchema, pageResultSchema } from './page.ts';
import { ORGANISATION_CODES } from './organisations.ts';
import { selectTimeSchema } from './health/trends.ts';
import { ResultCode, type ResultCodeValue } from './result-codes.ts';

/**
 * Imaging and examination reports (docs/product/overview.md, docs/product/entities.md Imaging record, docs/product/calls.md /inspectionInfo/*) and sharing their
 * pictures by a link valid 72 hours (docs/product/states.md, docs/product/validation.md, docs/product/limits.md). Report and picture ids are hostile input: another
 * resident's id answers NOT_FOUND, as an unknown one does.
 */

/** POST /inspectionInfo/getInspectionInfo: the resident's reports, newest first, optionally in a date range. */
export const inspectionListRequestSchema = z.object({ page: optionalPageSchema, selectTime: selectTimeSchema.optional() });
export type InspectionListRequest = z.input<typeof inspectionListRequestSchema>;

export const inspectionRowSchema = z.object({
  id: z.int(),
  orgCode: z.enum(ORGANISATION_CODES),
  /** Examination name in the three interface languages. */
  examName: z.string(),
  examNameEn: z.string(),
  examNamePt: z.string(),
  /** Modality code as the organisation sends it (CR, CT, MR, US, MG). */
  modality: z.string(),
  /** docs/product/entities.md: the examination (or report) date YYYY-MM-DD and time HH:mm, Macao time. */
  inspectionOrReportDate: z.iso.date(),
  inspectionOrReportTime: z.string().regex(/^\d{2}:\d{2}$/),
  /** The pictures the resident can open (released, isTrue); unreleased ones are not counted, so the list and the preview agree. */
  imageCount: z.int().min(0),
});
export type InspectionRow = z.output<typeof inspectionRowSchema>;
export const inspectionListResultSchema = pageResultSchema(inspectionRowSchema);
export type InspectionListResult = z.output<typeof inspectionListResultSchema>;

/** POST /inspectionInfo/getInspectionDetailInfo */
export const inspectionDetailRequestSchema = z.object({ id: recordIdSchema });
export const inspectionDetailSchema = inspectionRowSchema.extend({
  /** The report as the organisation wrote it (one language, as issued). */
  findings: z.string(),
  impression: z.string(),
  reportedBy: z.string(),
});
export type InspectionDetail = z.output<typeof inspectionDetailSchema>;

/** POST /inspectionInfo/getDicomImageList: one page of a report's pictures. */
export const dicomImageListRequestSchema = z.object({ reportId: recordIdSchema, page: optionalPageSchema });
export type DicomImageListRequest = z.input<typeof dicomImageListRequestSchema>;

export const dicomImageSchema = z.object({
  id: z.int(),
  /** Position in the series, from 1. */
  seq: z.int().min(1),
  /** API addresses (relative to the site) of the small and the full picture. */
  thumbUrl: z.string(),
  url: z.string(),
  /** docs/product/entities.md isTrue: the picture can be shown (false: the organisation has not released it). */
  isTrue: z.boolean(),
});
export type DicomImage = z.output<typeof dicomImageSchema>;
/** docs/product/entities.md share image list: page, total, items with thumbUrl and url. */
export const dicomImageListResultSchema = z.object({ page: z.int().min(1), total: z.int().min(0), items: z.array(dicomImageSchema) });
export type DicomImageListResult = z.output<typeof dicomImageListResultSchema>;

/**
 * POST /inspectionInfo/shareDicomImage: pictures of one of the resident's reports (at most 100, docs/product/limits.md).
 * A report has one link at a time: sharing again issues a new shareId and ends the old one.
 * The array bound here only refuses hostile sizes; over SHARE_IMAGES_MAX answers SHARE_TOO_MANY_IMAGES
 * (see shareSelectionProblem, used by the screen and the server alike).
 */
export const SHARE_IDS_HOSTILE_MAX = 1000;
export const shareDicomImageRequestSchema = z.object({
  reportId: recordIdSchema,
  imageIds: z.array(recordIdSchema).min(1, { error: 'required' }).max(SHARE_IDS_HOSTILE_MAX, { error: 'invalid' }),
});
export type ShareDicomImageRequest = z.input<typeof shareDicomImageRequestSchema>;

/** docs/product/validation.md / docs/product/limits.md: at least one picture and at most 100 may be shared. */
export function shareSelectionProblem(count: number): ResultCodeValue | null {
  if (count > SHARE_IMAGES_MAX) return ResultCode.SHARE_TOO_MANY_IMAGES;
  return null;
}

export const shareDicomImageResultSchema = z.object({
  shareId: z.string(),
  /** ISO 8601 UTC; 72 hours after the link was made. */
  expiresAt: z.iso.datetime({ offset: true }),
  validHours: z.literal(SHARE_LINK_VALIDITY_HOURS),
  imageCount: z.int().min(1),
});
export type ShareDicomImageResult = z.output<typeof shareDicomImageResultSchema>;

/** A share id: 32 random bytes in base64url (43 characters). Anything else is an unknown link. */
export const shareIdSchema = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalid') })
  .min(1, { error: 'required' })
  .max(128, { error: 'invalid' });

/** The share viewer's page: docs/product/limits.md share page size 10 by default. */
export const sharePageSchema = z
  .object({
    pageNum: z.int({ error: 'page.pageNum' }).min(1, { error: 'page.pageNum' }).max(MAX_PAGE_NUM, { error: 'page.pageNum' }).default(DEFAULT_PAGE_NUM),
    pageSize: z.int({ error: 'page.pageSize' }).min(1, { error: 'page.pageSize' }).max(MAX_PAGE_SIZE, { error: 'page.pageSize' }).default(SHARE_PAGE_SIZE),
  })
  .default({ pageNum: DEFAULT_PAGE_NUM, pageSize: SHARE_PAGE_SIZE });

/** POST /inspectionInfo/getShareDicomImage (second client, no sign-in): shareId + page{pageNum,pageSize}. */
export const shareImageListRequestSchema = z.object({ shareId: shareIdSchema, page: sharePageSchema });
export type ShareImageListRequest = z.input<typeof shareImageListRequestSchema>;

export const sharedImageSchema = z.object({ id: z.int(), seq: z.int().min(1), thumbUrl: z.string(), url: z.string() });
export type SharedImage = z.output<typeof sharedImageSchema>;
/** Only the pictures chosen, the examination and when the link ends: nothing that names the resident. */
export const shareImageListResultSchema = z.object({
  page: z.int().min(1),
  total: z.int().min(0),
  items: z.array(sharedImageSchema),
  expiresAt: z.iso.datetime({ offset: true }),
  examName: z.string(),
  examNameEn: z.string(),
  examNamePt: z.string(),
  inspectionOrReportDate: z.iso.date(),
});
export type ShareImageListResult = z.output<typeof shareImageListResultSchema>;

/** GET /inspectionInfo/getImage?id=…&size=thumb|full (owner or verified guardian). */
export const imageSizeSchema = z.enum(['thumb', 'full'], { error: 'invalid' });
export const imageQuerySchema = z.object({
  id: z.coerce.number({ error: 'id.invalid' }).pipe(recordIdSchema),
  size: imageSizeSchema.default('full'),
});
/** GET /inspectionInfo/getShareImage?shareId=…&id=…&size=… (anyone holding a valid link). */
export const shareImageQuerySchema = imageQuerySchema.extend({ shareId: shareIdSchema });

/** The share viewer's page addresses (docs/product/routes.md top-level routes). */
export const SHARE_VIEWER_PATHS = { web: '/webShareReportImages', mob: '/mobShareReportImages' } as const;

/**
 * POST /inspectionInfo/shareDicomOrthanc: a DICOM share of one of the resident's studies (the whole study,
 * docs/product/routes.md item 2), by a link valid 72 hours with the rules of picture shares: stored hashed, one live DICOM
 * link per study (sharing again ends the old one), another resident's id answers as unknown, rate limited.
 */
export const shareDicomRequestSchema = z.object({ reportId: recordIdSchema });
export type ShareDicomRequest = z.input<typeof shareDicomRequestSchema>;

export const shareDicomResultSchema = z.object({
  shareId: z.string(),
  /** ISO 8601 UTC; 72 hours after the link was made. */
  expiresAt: z.iso.datetime({ offset: true }),
  validHours: z.literal(SHARE_LINK_VALIDITY_HOURS),
});
export type ShareDicomResult = z.output<typeof shareDicomResultSchema>;

/** Which share page asked: the demo viewer address (no DICOM viewer configured) follows it. */
export const shareTerminalSchema = z.enum(['web', 'mob'], { error: 'invalid' });
export type ShareTerminal = z.output<typeof shareTerminalSchema>;

/**
 * POST /inspectionInfo/getShareDicomOrthanc (no sign-in): the viewer address behind a DICOM share id
 * (docs/product/entities.md Share DICOM response: dicomUrl). Expired or unknown links answer 200301/200302 with the
 * translated message (resultMsg), which the share pages show as they are.
 */
export const shareDicomUrlRequestSchema = z.object({ shareId: shareIdSchema, terminal: shareTerminalSchema.default('web') });
export type ShareDicomUrlRequest = z.input<typeof shareDicomUrlRequestSchema>;

export const shareDicomUrlResultSchema = z.object({ dicomUrl: z.string().min(1) });
export type ShareDicomUrlResult = z.output<typeof shareDicomUrlResultSchema>;

/** The DICOM share pages' addresses (docs/product/routes.md top-level routes). */
export const DICOM_SHARE_PATHS = { web: '/webShareDicom', mob: '/mobShareDicom' } as const;

/** The pictures share pages' addresses (docs/product/routes.md top-level routes). */
export const PICTURE_SHARE_PATHS = { web: '/webShareReportImages', mob: '/mobShareReportImages' } as const;

/**
 * POST /inspectionInfo/getQrCodeUrlByBase64 (signed in): the QR code of one of the resident's own live share links
 * (pictures or DICOM), so a doctor's phone can open it. `url` is the share page's address as the portal shows it
 * (http or https, one of the four share paths, only `shareId` in its query); the answer is the code as a data
 * address (SVG, base64), drawn by the server so the page carries no QR script.
 */
export const SHARE_QR_URL_MAX = 512;
export const shareQrRequestSchema = z.object({
  url: z.string({ error: 'required' }).min(1, { error: 'required' }).max(SHARE_QR_URL_MAX, { error: 'invalid' }),
});
export type ShareQrRequest = z.input<typeof shareQrRequestSchema>;
export const SHARE_QR_DATA_PREFIX = 'data:image/svg+xml;base64,';
export const shareQrResultSchema = z.object({ qrCode: z.string().startsWith(SHARE_QR_DATA_PREFIX), url: z.string() });
export type ShareQrResult = z.output<typeof shareQrResultSchema>;

/** The share id of a share page's address (any of the four), or null when it is not one. */
export function shareIdOfAddress(address: string): { shareId: string; kind: 'pictures' | 'dicom' } | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username !== '' || url.password !== '' || url.hash !== '') return null;
  const keys = [...url.searchParams.keys()];
  const shareId = url.searchParams.get('shareId');
  if (keys.length !== 1 || shareId === null || shareId === '') return null;
  const path = url.pathname;
  if (path === PICTURE_SHARE_PATHS.web || path === PICTURE_SHARE_PATHS.mob) return { shareId, kind: 'pictures' };
  if (path === DICOM_SHARE_PATHS.web || path === DICOM_SHARE_PATHS.mob) return { shareId, kind: 'dicom' };
  return null;
}
