import { FORM_FIELD, ResultCode, bloodGlucoseInputSchema, bmiInputSchema, fieldErrors } from '@macao-phr/contract';
import type { BloodGlucoseInput, BmiInput, GlucoseSample, GlucoseTiming, Language, ValidationFailure } from '@macao-phr/contract';
import { ApiError } from '../../../api/client.ts';
import { fromLocalInputValue } from '../../../i18n/format.ts';

export type Errors = Partial<Record<string, string>>;
const num = (n: number | undefined): number | undefined => (n === undefined || Number.isNaN(n) ? undefined : n);

function first(byField: Readonly<Record<string, readonly string[]>>, fields: readonly string[]): Errors {
  const out: Errors = {};
  for (const [field, messages] of Object.entries(byField)) {
    const message = messages[0];
    if (message === undefined) continue;
    if (fields.includes(field)) out[field] ??= message;
    else out[FORM_FIELD] ??= message;
  }
  return out;
}

export const bmiFields = ['height', 'weight', 'recordTime'] as const;
export interface BmiValues {
  readonly height: number | undefined;
  readonly weight: number | undefined;
  readonly recordTime: string;
}

/** docs/product/validation.md through the contract's schema: the browser and the server refuse the same values with the same words. */
export function validateBmi(values: BmiValues, language: Language): { ok: true; input: BmiInput } | { ok: false; errors: Errors } {
  const result = bmiInputSchema.safeParse({ height: num(values.height), weight: num(values.weight), recordTime: fromLocalInputValue(values.recordTime) });
  return result.success ? { ok: true, input: result.data } : { ok: false, errors: first(fieldErrors(result.error, language), bmiFields) };
}

export const glucoseFields = ['value', 'timing', 'hoursAfterMeal', 'sample', 'recordTime'] as const;
export interface GlucoseValues {
  readonly value: number | undefined;
  readonly timing: GlucoseTiming | '';
  readonly hoursAfterMeal: number | undefined;
  readonly sample: GlucoseSample | '';
  readonly recordTime: string;
}

export function validateGlucose(values: GlucoseValues, language: Language): { ok: true; input: BloodGlucoseInput } | { ok: false; errors: Errors } {
  const result = bloodGlucoseInputSchema.safeParse({
    value: num(values.value),
    timing: values.timing === '' ? undefined : values.timing,
    hoursAfterMeal: values.hoursAfterMeal ?? null,
    sample: values.sample === '' ? undefined : values.sample,
    recordTime: fromLocalInputValue(values.recordTime),
  });
  return result.success ? { ok: true, input: result.data } : { ok: false, errors: first(fieldErrors(result.error, language), glucoseFields) };
}

/** The server's field errors (VALIDATION_FAILED, data.fieldErrors), if that is what failed. */
export function serverErrors(error: unknown, fields: readonly string[]): Errors | undefined {
  if (!(error instanceof ApiError) || error.resultCode !== ResultCode.VALIDATION_FAILED) return undefined;
  const data = error.data as Partial<ValidationFailure> | null | undefined;
  return data?.fieldErrors === undefined ? { [FORM_FIELD]: error.message } : first(data.fieldErrors, fields);
}
