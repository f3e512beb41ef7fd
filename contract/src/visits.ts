import { z } from './z.ts';
import { recordIdSchema } from './ids.ts';
import { optionalPageSchema, pageResultSchema } from './page.ts';
import { ORGANISATION_CODES } from './organisations.ts';
import { selectTimeSchema } from './health/trends.ts';
import { TEST_RESULT_TYPES } from './lab-reports.ts';

/**
 * Visit records (docs/product/overview.md, docs/product/routes.md outpatient, docs/product/validation.md Record search option and Outpatient detail, docs/product/calls.md /recordInfo/*, docs/product/limits.md).
 * A visit is one emergency, outpatient or inpatient attendance at a participating organisation; its detail
 * lists the tests, checks (imaging), drugs and case notes of that visit. Visit ids are hostile input:
 * another resident's id answers NOT_FOUND, as an unknown one does.
 */

/** docs/product/validation.md typeCodeList: EMR emergency, OUT outpatient, INP inpatient. */
export const VISIT_TYPES = ['EMR', 'OUT', 'INP'] as const;
export type VisitType = (typeof VISIT_TYPES)[number];
/** docs/product/limits.md: the default record types (all three). */
export const DEFAULT_VISIT_TYPES: readonly VisitType[] = VISIT_TYPES;

/** The list's filter: docs/product/validation.md selectTime and typeCodeList (none or empty: every type), and organisations. */
export const visitFilterSchema = z.object({
  selectTime: selectTimeSchema.optional(),
  typeCodeList: z.array(z.enum(VISIT_TYPES, { error: 'invalid' })).max(VISIT_TYPES.length, { error: 'invalid' }).optional(),
  orgCodes: z.array(z.enum(ORGANISATION_CODES, { error: 'invalid' })).max(ORGANISATION_CODES.length, { error: 'invalid' }).optional(),
});

/** POST /recordInfo/getPatientFileInfo: the resident's visits, newest first, paged. */
export const visitListRequestSchema = visitFilterSchema.extend({ page: optionalPageSchema });
export type VisitListRequest = z.input<typeof visitListRequestSchema>;

/** A text in the three interface languages. */
const names = { name: z.string(), nameEn: z.string(), namePt: z.string() };

export const visitDiagnosisSchema = z.object({ ...names, /** ICD-10 code as the organisation coded it. */ code: z.string() });
export type VisitDiagnosis = z.output<typeof visitDiagnosisSchema>;

export const visitRowSchema = z.object({
  id: z.int(),
  orgCode: z.enum(ORGANISATION_CODES),
  typeCode: z.enum(VISIT_TYPES),
  /** Attendance (admission for INP) date and time, Macao time. */
  visitDate: z.iso.date(),
  visitTime: z.string().regex(/^\d{2}:\d{2}$/),
  /** Discharge date of an inpatient stay, else null. */
  dischargeDate: z.iso.date().nullable(),
  department: z.string(),
  departmentEn: z.string(),
  departmentPt: z.string(),
  /** The attending doctor's name as registered. */
  doctor: z.string(),
  diagnoses: z.array(visitDiagnosisSchema),
});
export type VisitRow = z.output<typeof visitRowSchema>;
export const visitListResultSchema = pageResultSchema(visitRowSchema);
export type VisitListResult = z.output<typeof visitListResultSchema>;

/** POST /recordInfo/getFileDetailInfo */
export const visitDetailRequestSchema = z.object({ id: recordIdSchema });

/** docs/product/validation.md Outpatient detail test: a lab test of the visit; labReportId links to its report when one exists. */
export const visitTestSchema = z.object({ ...names, testResultType: z.enum(TEST_RESULT_TYPES), labReportId: z.int().nullable() });
/** docs/product/validation.md check: an imaging or examination of the visit; imagingReportId links to its report when one exists. */
export const visitCheckSchema = z.object({ ...names, imagingReportId: z.int().nullable() });
/** docs/product/validation.md drug: what was prescribed, with its dosage instruction in the three languages. */
export const visitDrugSchema = z.object({ ...names, dosage: z.string(), dosageEn: z.string(), dosagePt: z.string() });
/** docs/product/validation.md caseList: the visit's case notes (heading and text). */
export const visitNoteSchema = z.object({ ...names, text: z.string(), textEn: z.string(), textPt: z.string() });
export type VisitTest = z.output<typeof visitTestSchema>;
export type VisitCheck = z.output<typeof visitCheckSchema>;
export type VisitDrug = z.output<typeof visitDrugSchema>;
export type VisitNote = z.output<typeof visitNoteSchema>;

export const visitDetailSchema = visitRowSchema.extend({
  tests: z.array(visitTestSchema),
  checks: z.array(visitCheckSchema),
  drugs: z.array(visitDrugSchema),
  caseList: z.array(visitNoteSchema),
});
export type VisitDetail = z.output<typeof visitDetailSchema>;

/** POST /recordInfo/getFilterInfo: the organisations and types the resident has visits of, in their order. */
export const visitFilterInfoRequestSchema = z.object({});
export const visitFilterInfoSchema = z.object({ orgCodes: z.array(z.enum(ORGANISATION_CODES)), typeCodes: z.array(z.enum(VISIT_TYPES)) });
export type VisitFilterInfo = z.output<typeof visitFilterInfoSchema>;

/** POST /recordInfo/getFilterInfoNum: how many visits match the filter, in total and per type. */
export const visitFilterNumRequestSchema = visitFilterSchema;
export const visitFilterNumSchema = z.object({
  total: z.int().min(0),
  byType: z.array(z.object({ typeCode: z.enum(VISIT_TYPES), count: z.int().min(0) })),
});
export type VisitFilterNum = z.output<typeof visitFilterNumSchema>;
