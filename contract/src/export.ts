import { z } from './z.ts';

/**
 * Exporting the record (docs/product/export.md): the resident (or a verified guardian for a ward) chooses
 * sections and a period, sees how many items each section holds, then downloads a PDF summary in their
 * language or a FHIR R4 International Patient Summary (a Bundle of type document). One definition here
 * serves the portal's form and the server.
 */

/** The sections a summary can hold, in the order the summary lists them. */
export const EXPORT_SECTIONS = ['allergies', 'medication', 'results', 'vaccinations', 'surgery', 'visits', 'readings'] as const;
export type ExportSection = (typeof EXPORT_SECTIONS)[number];
export const EXPORT_FORMATS = ['pdf', 'ips'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** docs/product/export.md limits: the earliest day a period may start (as every date filter). */
export const EXPORT_EARLIEST_DATE = '1901-01-01';
/**
 * docs/product/export.md limits: at most this many items in one export (ten years of daily readings and
 * hundreds of results fit several times over); more is refused with EXPORT_TOO_LARGE, asking for a shorter
 * period or fewer sections, so one request cannot make the server write an unbounded document.
 */
export const EXPORT_MAX_ITEMS = 50_000;
/** The default period starts here, as the record lists' default search range does. */
export const EXPORT_DEFAULT_START = '2017-01-01';

/** Today's calendar date in Macao (UTC+8, no daylight saving). */
export function macaoToday(now: number = Date.now()): string {
  return new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
}

const periodDate = z.iso.date({ error: 'export.period.format' });

/** A period of Macao calendar days, both ends inclusive, from 1901 to today, the end not before the start. */
export const exportPeriodSchema = z
  .object({ start: periodDate, end: periodDate })
  .superRefine((p, ctx) => {
    const today = macaoToday();
    if (p.start < EXPORT_EARLIEST_DATE) ctx.addIssue({ code: 'custom', message: 'export.period.tooEarly', path: ['start'], input: p.start });
    if (p.end < EXPORT_EARLIEST_DATE) ctx.addIssue({ code: 'custom', message: 'export.period.tooEarly', path: ['end'], input: p.end });
    if (p.start > today) ctx.addIssue({ code: 'custom', message: 'export.period.future', path: ['start'], input: p.start });
    if (p.end > today) ctx.addIssue({ code: 'custom', message: 'export.period.future', path: ['end'], input: p.end });
    if (p.start > p.end) ctx.addIssue({ code: 'custom', message: 'date.endBeforeStart', path: ['end'], input: p.end });
  });
export type ExportPeriod = z.output<typeof exportPeriodSchema>;

export const exportSectionsSchema = z
  .array(z.enum(EXPORT_SECTIONS, { error: 'export.section.unknown' }), { error: 'export.sections.required' })
  .min(1, { error: 'export.sections.required' })
  .max(EXPORT_SECTIONS.length, { error: 'export.section.unknown' })
  .refine((s) => new Set(s).size === s.length, { error: 'export.section.unknown' });

/** POST /export/preview: how many items each section holds in the period. */
export const exportPreviewRequestSchema = z.object({ period: exportPeriodSchema });
export type ExportPreviewRequest = z.input<typeof exportPreviewRequestSchema>;

export const exportPreviewSchema = z.object({
  /** Every section with its count, in EXPORT_SECTIONS order (the picker shows zero too). */
  sections: z.array(z.object({ section: z.enum(EXPORT_SECTIONS), count: z.int().min(0) })),
  /** Whose summary it is: the name in the reader's language and the id with all but its last four characters masked. */
  subject: z.object({ name: z.string(), maskedId: z.string() }),
  maxItems: z.int().min(1),
});
export type ExportPreview = z.output<typeof exportPreviewSchema>;

/** POST /export/ips: the chosen sections and period; answers the IPS Bundle in the envelope. */
export const exportRequestSchema = z.object({ sections: exportSectionsSchema, period: exportPeriodSchema });
export type ExportRequest = z.input<typeof exportRequestSchema>;

/** The IPS document: a FHIR R4 Bundle (typed with @medplum/fhirtypes on the server), saved by the portal as `fileName`. */
export const exportIpsResultSchema = z.object({
  fileName: z.string(),
  contentType: z.literal('application/fhir+json'),
  items: z.int().min(0),
  bundle: z.looseObject({ resourceType: z.literal('Bundle'), type: z.literal('document') }),
});
export type ExportIpsResult = z.output<typeof exportIpsResultSchema>;

/**
 * GET /export/pdf?sections=a,b&start=YYYY-MM-DD&end=YYYY-MM-DD: the PDF is streamed as it is written, so
 * it is a GET with query parameters (not an envelope); errors answer an envelope like every call.
 */
export const exportPdfQuerySchema = z
  .object({
    sections: z.string({ error: 'export.sections.required' }).max(200, { error: 'export.section.unknown' }),
    start: z.string({ error: 'export.period.format' }),
    end: z.string({ error: 'export.period.format' }),
    download: z.enum(['0', '1'], { error: 'invalid' }).optional(),
  })
  .transform((q, ctx) => {
    const sections = exportSectionsSchema.safeParse(q.sections === '' ? [] : q.sections.split(','));
    const period = exportPeriodSchema.safeParse({ start: q.start, end: q.end });
    for (const issue of sections.error?.issues ?? []) ctx.addIssue({ code: 'custom', message: issue.message, path: ['sections'], input: q.sections });
    for (const issue of period.error?.issues ?? []) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, input: q });
    if (!sections.success || !period.success) return z.NEVER;
    return { sections: sections.data, period: period.data, download: q.download === '1' };
  });
export type ExportPdfQuery = z.input<typeof exportPdfQuerySchema>;

/** '1234567(8)' -> '******7(8)': the summary names whose it is without printing the whole identity number. */
export function maskId(id: string): string {
  const keep = 4;
  return id.length <= keep ? '*'.repeat(id.length) : '*'.repeat(id.length - keep) + id.slice(-keep);
}
