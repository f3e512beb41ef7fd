import { z } from './z.ts';
import { recordIdSchema } from './ids.ts';
import { optionalPageSchema, pageResultSchema } from './page.ts';
import { ORGANISATION_CODES } from './organisations.ts';
import { LAB_CODES, selectTimeSchema } from './health/trends.ts';

/**
 * Lab reports (docs/product/overview.md, docs/product/entities.md Lab test record, docs/product/calls.md /patientTestInfo/*). A report is one sample or test occasion at
 * one participating organisation; its items carry the value, unit, reference range and a flag. Report ids
 * are hostile input: another resident's id answers NOT_FOUND, as an unknown one does.
 */

/** docs/product/entities.md testResultType: 'bacteria' gives a microbe detail (organism and antibiotic susceptibility). */
export const TEST_RESULT_TYPES = ['normal', 'bacteria'] as const;
export type TestResultType = (typeof TEST_RESULT_TYPES)[number];

/**
 * An item's flag as the laboratory sends it: N within range, H above, L below; for a culture's antibiotic
 * S susceptible, I intermediate, R resistant (R is the one out of range).
 */
export const LAB_FLAGS = ['N', 'H', 'L', 'S', 'I', 'R'] as const;
export type LabFlag = (typeof LAB_FLAGS)[number];
/** Whether a flag marks the item as outside its reference (shown with a reading badge). */
export const isOutOfRange = (flag: LabFlag): boolean => flag === 'H' || flag === 'L' || flag === 'R';

/** The list's filter: docs/product/entities.md selectTime and the organisations chosen (none: every organisation). */
export const labReportFilterSchema = z.object({
  selectTime: selectTimeSchema.optional(),
  orgCodes: z.array(z.enum(ORGANISATION_CODES, { error: 'invalid' })).max(ORGANISATION_CODES.length, { error: 'invalid' }).optional(),
});

/** POST /patientTestInfo/getPatientTestInfo: the resident's reports, newest first, paged. */
export const labReportListRequestSchema = labReportFilterSchema.extend({ page: optionalPageSchema });
export type LabReportListRequest = z.input<typeof labReportListRequestSchema>;

export const labReportRowSchema = z.object({
  id: z.int(),
  orgCode: z.enum(ORGANISATION_CODES),
  /** The test (panel) name in the three interface languages. */
  testName: z.string(),
  testNameEn: z.string(),
  testNamePt: z.string(),
  testResultType: z.enum(TEST_RESULT_TYPES),
  /** docs/product/entities.md sampOrTestDate / sampOrTestTime, Macao time, shown as visitDate / visitTime. */
  visitDate: z.iso.date(),
  visitTime: z.string().regex(/^\d{2}:\d{2}$/),
  itemCount: z.int().min(0),
  /** How many items are flagged out of range. */
  abnormalCount: z.int().min(0),
});
export type LabReportRow = z.output<typeof labReportRowSchema>;
export const labReportListResultSchema = pageResultSchema(labReportRowSchema);
export type LabReportListResult = z.output<typeof labReportListResultSchema>;

/** POST /patientTestInfo/getTestDetailInfo */
export const labReportDetailRequestSchema = z.object({ id: recordIdSchema });

export const labReportItemSchema = z.object({
  /** Item name in the three interface languages (an antibiotic's name for a culture). */
  name: z.string(),
  nameEn: z.string(),
  namePt: z.string(),
  /** The value as the laboratory wrote it (a number, or S/I/R for a culture). */
  value: z.string(),
  unit: z.string(),
  /** Reference range as written by the laboratory ('< 5.2', '≥ 1.0', '4.0-10.0'); empty when none. */
  referenceRange: z.string(),
  flag: z.enum(LAB_FLAGS),
  /** The trend indicator this item is drawn in (cholesterol and HbA1c), or null. */
  indicatorCode: z.enum(LAB_CODES).nullable(),
});
export type LabReportItem = z.output<typeof labReportItemSchema>;

export const labReportDetailSchema = labReportRowSchema.extend({
  specimen: z.string(),
  specimenEn: z.string(),
  specimenPt: z.string(),
  /** For testResultType 'bacteria': the organism grown (as issued, Latin name) and its count; else null. */
  organism: z.string().nullable(),
  colonyCount: z.string().nullable(),
  items: z.array(labReportItemSchema),
});
export type LabReportDetail = z.output<typeof labReportDetailSchema>;

/** POST /patientTestInfo/getFilterInfo: the organisations the resident has reports from, in their order. */
export const labReportFilterInfoRequestSchema = z.object({});
export const labReportFilterInfoSchema = z.object({ orgCodes: z.array(z.enum(ORGANISATION_CODES)) });
export type LabReportFilterInfo = z.output<typeof labReportFilterInfoSchema>;

/** POST /patientTestInfo/getFilterInfoNum: how many reports match the filter, in total and per organisation. */
export const labReportFilterNumRequestSchema = labReportFilterSchema;
export const labReportFilterNumSchema = z.object({
  total: z.int().min(0),
  byOrg: z.array(z.object({ orgCode: z.enum(ORGANISATION_CODES), count: z.int().min(0) })),
});
export type LabReportFilterNum = z.output<typeof labReportFilterNumSchema>;
