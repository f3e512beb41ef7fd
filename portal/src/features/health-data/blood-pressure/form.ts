import { FORM_FIELD, ResultCode, bloodPressureInputSchema, fieldErrors } from '@macao-phr/contract';
import type { BloodPressureInput, Language, ValidationFailure } from '@macao-phr/contract';
import { ApiError } from '../../../api/client.ts';
import { fromLocalInputValue } from '../../../i18n/format.ts';

/** The blood-pressure form's logic, kept out of the screen so it can be tested without React. */

export type FormField = 'systolic' | 'diastolic' | 'pulse' | 'recordTime';
export const formFields: readonly FormField[] = ['systolic', 'diastolic', 'pulse', 'recordTime'];

export interface FormValues {
  /** NaN or undefined when empty (react-aria NumberField reports an empty field as NaN). */
  readonly systolic: number | undefined;
  readonly diastolic: number | undefined;
  readonly pulse: number | undefined;
  /** The date field's value, as `<input type="datetime-local">` would give it (`2026-11-23T08:30`, no zone). */
  readonly recordTime: string;
}

export type FormErrors = Partial<Record<FormField | typeof FORM_FIELD, string>>;

const emptyToUndefined = (n: number | undefined): number | undefined => (n === undefined || Number.isNaN(n) ? undefined : n);

/**
 * docs/product/validation.md through the contract's own schema, so the browser and the server refuse the same values
 * with the same words; the first message per field is shown.
 */
export function validateForm(values: FormValues, language: Language): { ok: true; input: BloodPressureInput } | { ok: false; errors: FormErrors } {
  const candidate = {
    systolic: emptyToUndefined(values.systolic),
    diastolic: emptyToUndefined(values.diastolic),
    pulse: emptyToUndefined(values.pulse),
    recordTime: fromLocalInputValue(values.recordTime),
  };
  const result = bloodPressureInputSchema.safeParse(candidate);
  if (result.success) return { ok: true, input: result.data };
  return { ok: false, errors: firstErrors(fieldErrors(result.error, language)) };
}

export function firstErrors(byField: Readonly<Record<string, readonly string[]>>): FormErrors {
  const out: FormErrors = {};
  for (const [field, messages] of Object.entries(byField)) {
    const first = messages[0];
    if (first === undefined) continue;
    if ((formFields as readonly string[]).includes(field)) out[field as FormField] = first;
    else out[FORM_FIELD] ??= first;
  }
  return out;
}

/** The server's field errors (ResultCode.VALIDATION_FAILED, data.fieldErrors), if that is what failed. */
export function serverFieldErrors(error: unknown): FormErrors | undefined {
  if (!(error instanceof ApiError) || error.resultCode !== ResultCode.VALIDATION_FAILED) return undefined;
  const data = error.data as Partial<ValidationFailure> | null | undefined;
  if (data?.fieldErrors === undefined) return { [FORM_FIELD]: error.message };
  return firstErrors(data.fieldErrors);
}
