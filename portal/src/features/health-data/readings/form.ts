import { FORM_FIELD, ResultCode, bloodGlucoseInputSchema, bloodPressureInputSchema, bmiInputSchema, fieldErrors } from '@macao-phr/contract';
import type { BloodGlucoseInput, BloodPressureInput, BmiInput, GlucoseSample, GlucoseTiming, IssueList, Language, ValidationFailure } from '@macao-phr/contract';
import { ApiError } from '../../../api/client.ts';
import { fromLocalInputValue } from '../../../i18n/format.ts';

/**
 * The reading forms' checks, kept out of the screens so they can be tested without React: each form's values are
 * checked with the contract's own schema (docs/product/validation.md), so the browser and the server refuse the same
 * values with the same words; the first message of each field is shown at that field, any other at the form's top.
 */

/** One message per field, and the whole form's under FORM_FIELD. */
export type Errors<F extends string = string> = Partial<Record<F | typeof FORM_FIELD, string>>;
export type Checked<I, F extends string> = { ok: true; input: I } | { ok: false; errors: Errors<F> };

/** What the forms need of a zod schema, so this module does not import zod. */
interface Schema<I> {
  safeParse(value: unknown): { success: true; data: I } | { success: false; error: IssueList };
}

/** react-aria's NumberField reports an empty field as NaN. */
const num = (n: number | undefined): number | undefined => (n === undefined || Number.isNaN(n) ? undefined : n);

export function firstErrors<F extends string>(byField: Readonly<Record<string, readonly string[]>>, fields: readonly F[]): Errors<F> {
  const out: Errors<F> = {};
  for (const [field, messages] of Object.entries(byField)) {
    const message = messages[0];
    if (message === undefined) continue;
    if ((fields as readonly string[]).includes(field)) out[field as F] ??= message;
    else out[FORM_FIELD] ??= message;
  }
  return out;
}

function checkWith<I, F extends string>(schema: Schema<I>, candidate: unknown, fields: readonly F[], language: Language): Checked<I, F> {
  const result = schema.safeParse(candidate);
  return result.success ? { ok: true, input: result.data } : { ok: false, errors: firstErrors(fieldErrors(result.error, language), fields) };
}

/** The server's field errors (ResultCode.VALIDATION_FAILED, data.fieldErrors), if that is what failed. */
export function serverErrors<F extends string>(error: unknown, fields: readonly F[]): Errors<F> | undefined {
  if (!(error instanceof ApiError) || error.resultCode !== ResultCode.VALIDATION_FAILED) return undefined;
  const data = error.data as Partial<ValidationFailure> | null | undefined;
  return firstErrors(data?.fieldErrors ?? { [FORM_FIELD]: [error.message] }, fields);
}

export const bloodPressureFields = ['systolic', 'diastolic', 'pulse', 'recordTime'] as const;
export type BloodPressureField = (typeof bloodPressureFields)[number];
export interface BloodPressureValues {
  readonly systolic: number | undefined;
  readonly diastolic: number | undefined;
  readonly pulse: number | undefined;
  /** The date field's value, as `<input type="datetime-local">` would give it (`2026-11-23T08:30`, no zone). */
  readonly recordTime: string;
}

export function validateBloodPressure(values: BloodPressureValues, language: Language): Checked<BloodPressureInput, BloodPressureField> {
  const candidate = { systolic: num(values.systolic), diastolic: num(values.diastolic), pulse: num(values.pulse), recordTime: fromLocalInputValue(values.recordTime) };
  return checkWith(bloodPressureInputSchema, candidate, bloodPressureFields, language);
}

export const bmiFields = ['height', 'weight', 'recordTime'] as const;
export type BmiField = (typeof bmiFields)[number];
export interface BmiValues {
  readonly height: number | undefined;
  readonly weight: number | undefined;
  readonly recordTime: string;
}

export function validateBmi(values: BmiValues, language: Language): Checked<BmiInput, BmiField> {
  return checkWith(bmiInputSchema, { height: num(values.height), weight: num(values.weight), recordTime: fromLocalInputValue(values.recordTime) }, bmiFields, language);
}

export const glucoseFields = ['value', 'timing', 'hoursAfterMeal', 'sample', 'recordTime'] as const;
export type GlucoseField = (typeof glucoseFields)[number];
export interface GlucoseValues {
  readonly value: number | undefined;
  readonly timing: GlucoseTiming | '';
  readonly hoursAfterMeal: number | undefined;
  readonly sample: GlucoseSample | '';
  readonly recordTime: string;
}

export function validateGlucose(values: GlucoseValues, language: Language): Checked<BloodGlucoseInput, GlucoseField> {
  const candidate = {
    value: num(values.value),
    timing: values.timing === '' ? undefined : values.timing,
    hoursAfterMeal: values.hoursAfterMeal ?? null,
    sample: values.sample === '' ? undefined : values.sample,
    recordTime: fromLocalInputValue(values.recordTime),
  };
  return checkWith(bloodGlucoseInputSchema, candidate, glucoseFields, language);
}
