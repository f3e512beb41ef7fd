import { z } from './z.ts';
import { ORGANISATION_CODES } from './organisations.ts';
import { recordIdSchema } from './ids.ts';
import { DEFAULT_VACCINE_TAB } from './limits.ts';

/**
 * Vaccination records, booklet and appointments (docs/product/overview.md, docs/product/entities.md "Vaccine list", docs/product/states.md, docs/product/calls.md, docs/product/limits.md).
 * vaccineType: 1 COVID-19, 2 routine (childhood programme), 3 other, 4 influenza, 5 adverse reactions and
 * other records.
 */
export const VACCINE_TYPES = [1, 2, 3, 4, 5] as const;
export type VaccineType = (typeof VACCINE_TYPES)[number];

/** docs/product/entities.md: shown routine, influenza, COVID, other, then the adverse-reaction/other records. */
export const VACCINE_TYPE_ORDER: readonly VaccineType[] = [2, 4, 1, 3, 5];


export function isVaccineType(value: unknown): value is VaccineType {
  return typeof value === 'number' && (VACCINE_TYPES as readonly number[]).includes(value);
}

/** The tab a stored value ('2', '4', ...) names; anything else is the default tab (docs/product/states.md, docs/product/limits.md: 2, routine). */
export function vaccineTabOf(stored: string | null | undefined): VaccineType {
  if (stored === null || stored === undefined || !/^\d$/.test(stored)) return DEFAULT_VACCINE_TAB;
  const n = Number(stored);
  return isVaccineType(n) ? n : DEFAULT_VACCINE_TAB;
}

/**
 * Puts items in the docs/product/entities.md display order of their vaccineType (stable within a type); types outside 1-5
 * go last. Pure: the input is not changed.
 */
export function sortByVaccineType<T extends { vaccineType: number }>(items: readonly T[]): T[] {
  const rank = (t: number) => {
    const i = VACCINE_TYPE_ORDER.indexOf(t as VaccineType);
    return i === -1 ? VACCINE_TYPE_ORDER.length : i;
  };
  return items.map((item, index) => ({ item, index })).sort((a, b) => rank(a.item.vaccineType) - rank(b.item.vaccineType) || a.index - b.index).map((x) => x.item);
}

const vaccineTypeSchema = z.literal(VACCINE_TYPES, { error: 'invalid' });
const calendarDate = z.iso.date();
const names = {
  vaccineNameTraditional: z.string(),
  vaccineNameEnglish: z.string(),
  vaccineNamePortuguese: z.string(),
};

/** One dose (or, for type 5, one recorded reaction) in a list. */
export const vaccinationDoseSchema = z.object({
  id: z.int().positive(),
  /** 1-based dose number in the series; null for a record that is not a dose (type 5). */
  doseNo: z.int().positive().nullable(),
  vaccinationDate: calendarDate,
  orgCode: z.enum(ORGANISATION_CODES),
});
export type VaccinationDose = z.output<typeof vaccinationDoseSchema>;

/** A vaccine (class) of one type with its doses; `open`: shown expanded at first (docs/product/entities.md). */
export const vaccineClassSchema = z.object({
  vaccineCode: z.string(),
  ...names,
  open: z.boolean(),
  doses: z.array(vaccinationDoseSchema),
});
export type VaccineClass = z.output<typeof vaccineClassSchema>;

export const vaccinationGroupSchema = z.object({
  vaccineType: vaccineTypeSchema,
  total: z.int().min(0),
  vaccineClassList: z.array(vaccineClassSchema),
});
export type VaccinationGroup = z.output<typeof vaccinationGroupSchema>;

/** POST /vaccination/getVaccinationList (path ours; docs/product/calls.md does not show it). Every type, display order. */
export const vaccinationListRequestSchema = z.object({});
export const vaccinationListResultSchema = z.object({ vaccinationDtoList: z.array(vaccinationGroupSchema) });
export type VaccinationListResult = z.output<typeof vaccinationListResultSchema>;

/** POST /vaccination/getVaccineDetailInfo: one dose by id (somebody else's id is an unknown id). */
export const vaccineDetailRequestSchema = z.object({ id: recordIdSchema });
export type VaccineDetailRequest = z.input<typeof vaccineDetailRequestSchema>;
export const vaccineDetailSchema = z.object({
  id: z.int().positive(),
  vaccineType: vaccineTypeSchema,
  vaccineCode: z.string(),
  ...names,
  doseNo: z.int().positive().nullable(),
  vaccinationDate: calendarDate,
  orgCode: z.enum(ORGANISATION_CODES),
  batchNo: z.string().nullable(),
  /** Injection site, as recorded by the organisation (free text in English). */
  site: z.string().nullable(),
  /** Type 5: what was observed, in three languages; null for an ordinary dose. */
  reaction: z.object({ 'zh-Hant': z.string(), en: z.string(), pt: z.string() }).nullable(),
});
export type VaccineDetail = z.output<typeof vaccineDetailSchema>;

/** POST /vaccination/getVaccinationHandbookUrl: where the booklet PDF of the resident is. */
export const handbookUrlRequestSchema = z.object({});
export const handbookUrlSchema = z.object({
  /** Same-origin path of GET /vaccination/handbook; it needs the session token like every record read. */
  url: z.string(),
  fileName: z.string(),
  doses: z.int().min(0),
});
export type HandbookUrl = z.output<typeof handbookUrlSchema>;

/** GET /vaccination/handbook (ours): the PDF bytes; download=1 asks for an attachment. */
export const handbookQuerySchema = z.object({ download: z.enum(['0', '1'], { error: 'invalid' }).optional() }).strict();

/** POST /vaccination/getAppointmentList (ours): upcoming vaccination appointments, soonest first. */
export const vaccinationAppointmentRequestSchema = z.object({});
export const vaccinationAppointmentSchema = z.object({
  id: z.int().positive(),
  vaccineType: vaccineTypeSchema,
  ...names,
  doseNo: z.int().positive().nullable(),
  /** ISO 8601 instant. */
  appointmentTime: z.iso.datetime({ offset: true }),
  orgCode: z.enum(ORGANISATION_CODES),
});
export type VaccinationAppointment = z.output<typeof vaccinationAppointmentSchema>;
export const vaccinationAppointmentListSchema = z.object({ rows: z.array(vaccinationAppointmentSchema), total: z.int().min(0) });
export type VaccinationAppointmentList = z.output<typeof vaccinationAppointmentListSchema>;
