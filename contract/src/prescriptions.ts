import { z } from './z.ts';
import { recordIdSchema } from './ids.ts';
import { optionalPageSchema, pageResultSchema } from './page.ts';
import { ORGANISATION_CODES } from './organisations.ts';
import { selectTimeSchema } from './health/trends.ts';

/**
 * Prescriptions and medication in use (docs/product/overview.md, docs/product/entities.md Prescription list and Drug line, docs/product/states.md following, docs/product/calls.md /drugInfo/*).
 * A prescription is one visit's medicines at one participating organisation; each drug line carries its
 * names in three languages, the total amount, frequency, route, dose and remark. Prescription ids are hostile
 * input: another resident's id answers NOT_FOUND, as an unknown one does.
 */

/** docs/product/entities.md dose: 'ADQ' means an adequate amount (ointments and the like), otherwise a decimal number. */
export const DOSE_ADEQUATE = 'ADQ';
/** docs/product/entities.md totalAmount -1: no total amount given. */
export const NO_TOTAL_AMOUNT = -1;

/** Frequency codes as prescribed, shown in words in the interface language. */
export const DRUG_FREQUENCIES = ['QD', 'BID', 'TID', 'QID', 'QN', 'PRN'] as const;
export type DrugFrequency = (typeof DRUG_FREQUENCIES)[number];
/** Route codes: by mouth, on the skin, inhaled, under the skin. */
export const DRUG_ROUTES = ['PO', 'TOP', 'INH', 'SC'] as const;
export type DrugRoute = (typeof DRUG_ROUTES)[number];

/** docs/product/entities.md dose fractions: 0.25 a quarter, 0.5 a half, 0.75 three quarters. */
export const DOSE_FRACTIONS = { 0.25: 'quarter', 0.5: 'half', 0.75: 'threeQuarters' } as const;
export type DoseFraction = (typeof DOSE_FRACTIONS)[keyof typeof DOSE_FRACTIONS];

/**
 * How a dose is said: an adequate amount; a whole number with an optional quarter, half or three quarters
 * (1.5 = one and a half, 0.25 = a quarter); or any other number as written.
 */
export type DoseWords =
  | { kind: 'adequate' }
  | { kind: 'fraction'; whole: number; fraction: DoseFraction | null }
  | { kind: 'number'; value: string };

export function doseWords(dose: string): DoseWords {
  const trimmed = dose.trim();
  if (trimmed.toUpperCase() === DOSE_ADEQUATE) return { kind: 'adequate' };
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return { kind: 'number', value: trimmed };
  const n = Number(trimmed);
  const whole = Math.floor(n);
  const rest = Math.round((n - whole) * 100) / 100;
  if (rest === 0) return { kind: 'fraction', whole, fraction: null };
  const fraction = DOSE_FRACTIONS[rest as keyof typeof DOSE_FRACTIONS] as DoseFraction | undefined;
  return fraction ? { kind: 'fraction', whole, fraction } : { kind: 'number', value: trimmed };
}

/** The list's filter: docs/product/entities.md selectTime and the organisations chosen (none: every organisation). */
export const prescriptionFilterSchema = z.object({
  selectTime: selectTimeSchema.optional(),
  orgCodes: z.array(z.enum(ORGANISATION_CODES, { error: 'invalid' })).max(ORGANISATION_CODES.length, { error: 'invalid' }).optional(),
});

/** POST /drugInfo/getDrugInfo: the resident's prescriptions, newest first, paged. */
export const prescriptionListRequestSchema = prescriptionFilterSchema.extend({ page: optionalPageSchema });
export type PrescriptionListRequest = z.input<typeof prescriptionListRequestSchema>;

export const FOLLOW_VALUES = [0, 1] as const;
export const isFollowSchema = z.union([z.literal(0), z.literal(1)], { error: 'invalid' });

export const prescriptionRowSchema = z.object({
  id: z.int(),
  /** docs/product/entities.md indexOrgCode: the organisation that prescribed. */
  indexOrgCode: z.enum(ORGANISATION_CODES),
  visitNo: z.string(),
  /** Prescription date, Macao time. */
  visitDate: z.iso.date(),
  /** The last day of the longest course; the prescription is in use through that day. */
  courseEnd: z.iso.date(),
  inUse: z.boolean(),
  drugCount: z.int().min(0),
  /** docs/product/entities.md/docs/product/states.md: 1 when the resident follows the prescription, with the followId the server returned. */
  isFollow: isFollowSchema,
  followId: z.int().nullable(),
});
export type PrescriptionRow = z.output<typeof prescriptionRowSchema>;
export const prescriptionListResultSchema = pageResultSchema(prescriptionRowSchema).extend({
  /** docs/product/entities.md lastTime: the newest prescription's date, or null when there is none. */
  lastTime: z.iso.date().nullable(),
});
export type PrescriptionListResult = z.output<typeof prescriptionListResultSchema>;

/** docs/product/entities.md Drug line. */
/**
 * Units (doseUnit, totalAmountUnit and their Eng/Por variants) are named in the singular ('tablet', 'comprimido'):
 * the portal says them in the plural the amount needs by each language's rules (Chinese has none).
 */
export const drugLineSchema = z.object({
  gnameTra: z.string(),
  gnameEng: z.string(),
  gnamePor: z.string(),
  /** -1 (NO_TOTAL_AMOUNT) when none is given. */
  totalAmount: z.number(),
  totalAmountUnit: z.string(),
  totalAmountUnitEng: z.string(),
  totalAmountUnitPor: z.string(),
  frequency: z.enum(DRUG_FREQUENCIES),
  route: z.enum(DRUG_ROUTES),
  /** A decimal number as text, or 'ADQ' (an adequate amount). */
  dose: z.string(),
  doseUnit: z.string(),
  doseUnitEng: z.string(),
  doseUnitPor: z.string(),
  days: z.int().min(1),
  /**
   * The prescriber's remark in Traditional Chinese, English and Portuguese, or empty: each language's version is
   * shown alone (never "睡前服用 / At bedtime"); an empty translation falls back to the Chinese remark.
   */
  premark: z.string(),
  premarkEng: z.string(),
  premarkPor: z.string(),
});
export type DrugLine = z.output<typeof drugLineSchema>;

/** POST /drugInfo/medDisplay: one prescription with its drug lines. */
export const prescriptionDetailRequestSchema = z.object({ id: recordIdSchema });
export const prescriptionDetailSchema = prescriptionRowSchema.extend({ drugInfo: z.array(drugLineSchema) });
export type PrescriptionDetail = z.output<typeof prescriptionDetailSchema>;

/** POST /drugInfo/follow: follow (1) or stop following (0) one of the resident's prescriptions. */
export const prescriptionFollowRequestSchema = z.object({ id: recordIdSchema, isFollow: isFollowSchema });
export type PrescriptionFollowRequest = z.input<typeof prescriptionFollowRequestSchema>;
export const prescriptionFollowResultSchema = z.object({ isFollow: isFollowSchema, followId: z.int().nullable() });
export type PrescriptionFollowResult = z.output<typeof prescriptionFollowResultSchema>;

/**
 * POST /drugInfo/getDrugIndexShow: drug lines across prescriptions, newest first: scope 'inuse' the ones whose
 * course has not ended (docs/product/routes.md inuse), 'all' every drug taken (docs/product/routes.md medications).
 */
export const MEDICATION_SCOPES = ['inuse', 'all'] as const;
export const medicationListRequestSchema = z.object({ scope: z.enum(MEDICATION_SCOPES, { error: 'invalid' }).default('inuse') });
export const medicationLineSchema = drugLineSchema.extend({
  prescriptionId: z.int(),
  indexOrgCode: z.enum(ORGANISATION_CODES),
  visitDate: z.iso.date(),
  courseEnd: z.iso.date(),
  /** The resident follows its prescription: it stays in use (listed first) even after its course ended. */
  followed: z.boolean(),
});
export type MedicationLine = z.output<typeof medicationLineSchema>;
export const medicationListSchema = z.object({ rows: z.array(medicationLineSchema) });
export type MedicationList = z.output<typeof medicationListSchema>;

/** POST /drugInfo/getFilterInfo: the organisations the resident has prescriptions from. */
export const prescriptionFilterInfoRequestSchema = z.object({});
export const prescriptionFilterInfoSchema = z.object({ orgCodes: z.array(z.enum(ORGANISATION_CODES)) });
export type PrescriptionFilterInfo = z.output<typeof prescriptionFilterInfoSchema>;

/** POST /drugInfo/getFilterInfoNum: how many prescriptions match the filter, in total and per organisation. */
export const prescriptionFilterNumRequestSchema = prescriptionFilterSchema;
export const prescriptionFilterNumSchema = z.object({
  total: z.int().min(0),
  byOrg: z.array(z.object({ orgCode: z.enum(ORGANISATION_CODES), count: z.int().min(0) })),
});
export type PrescriptionFilterNum = z.output<typeof prescriptionFilterNumSchema>;
