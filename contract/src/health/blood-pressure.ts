import { z } from '../z.ts';
import {
  BP_HIGH_DIASTOLIC,
  BP_HIGH_SYSTOLIC,
  BP_LOW_DIASTOLIC,
  BP_LOW_SYSTOLIC,
  DIASTOLIC_RANGE,
  FUTURE_TOLERANCE_MS,
  PULSE_RANGE,
  SYSTOLIC_RANGE,
  YEAR_MAX,
  YEAR_MIN,
} from '../limits.ts';
import { recordIdSchema } from '../ids.ts';
import { optionalPageSchema, pageResultSchema } from '../page.ts';
import { requiredOr } from '../validation.ts';

export type BloodPressureLevel = 'low' | 'normal' | 'high';
export const BLOOD_PRESSURE_LEVELS = ['low', 'normal', 'high'] as const satisfies readonly BloodPressureLevel[];

/**
 * docs/product/limits.md: high if systolic >= 140 or diastolic >= 90; normal is systolic 90-139 with diastolic 60-89;
 * low under 90/60. The rule leaves mixed readings open; decided here:
 * - the bounds are inclusive as written: 140 or 90 is already high, 90/60 is still normal, 89 or 59 is low;
 * - "low under 90/60" means either value under its bound (systolic < 90 OR diastolic < 60), mirroring the
 *   "or" of the high rule;
 * - high wins over low (e.g. 150/55 is high): a high value is the one that calls for action, and showing
 *   it as "low" would hide it.
 */
export function classifyBloodPressure(systolic: number, diastolic: number): BloodPressureLevel {
  if (systolic >= BP_HIGH_SYSTOLIC || diastolic >= BP_HIGH_DIASTOLIC) return 'high';
  if (systolic < BP_LOW_SYSTOLIC || diastolic < BP_LOW_DIASTOLIC) return 'low';
  return 'normal';
}

function boundedInt(range: { min: number; max: number }, requiredKey: Parameters<typeof requiredOr>[0], rangeKey: Parameters<typeof requiredOr>[0]) {
  return z
    .int({ error: requiredOr(requiredKey, rangeKey) })
    .min(range.min, { error: rangeKey })
    .max(range.max, { error: rangeKey });
}

const YEAR_PREFIX = /^(\d{4})-/;

function yearInRange(value: string): boolean {
  const year = YEAR_PREFIX.exec(value)?.[1];
  // A malformed value already has its format issue; do not stack a second one on it.
  return year === undefined || (Number(year) >= YEAR_MIN && Number(year) <= YEAR_MAX);
}

/**
 * An ISO 8601 date-time with a zone (`Z` or `+08:00`), so the instant is unambiguous whatever the
 * device's zone. docs/product/validation.md: the year, as written, is 1901-2099. Not later than now (plus FUTURE_TOLERANCE_MS
 * of clock drift): a measurement cannot have happened yet.
 */
export const recordTimeSchema = z
  .iso.datetime({ offset: true, error: requiredOr('recordTime.required', 'recordTime.format') })
  .refine(yearInRange, { error: 'recordTime.year' })
  .refine(
    (value) => {
      // Year 2100 is also "in the future": one message (the year's) is enough.
      const instant = Date.parse(value);
      return !yearInRange(value) || Number.isNaN(instant) || instant <= Date.now() + FUTURE_TOLERANCE_MS;
    },
    { error: 'recordTime.future' },
  );

const readingShape = {
  systolic: boundedInt(SYSTOLIC_RANGE, 'bp.systolic.required', 'bp.systolic.range'),
  diastolic: boundedInt(DIASTOLIC_RANGE, 'bp.diastolic.required', 'bp.diastolic.range'),
  pulse: boundedInt(PULSE_RANGE, 'bp.pulse.required', 'bp.pulse.range'),
  recordTime: recordTimeSchema,
};

function inRange(x: unknown, range: { min: number; max: number }): x is number {
  return Number.isInteger(x) && (x as number) >= range.min && (x as number) <= range.max;
}

/**
 * docs/product/validation.md: systolic must not be lower than diastolic (equal is allowed). Reported on `systolic` with its own
 * key, and only when both values are otherwise valid, so a field never carries two messages for one slip.
 */
function systolicNotBelowDiastolic(value: { systolic: unknown; diastolic: unknown }, ctx: z.RefinementCtx): void {
  if (!inRange(value.systolic, SYSTOLIC_RANGE) || !inRange(value.diastolic, DIASTOLIC_RANGE)) return;
  if (value.systolic < value.diastolic) {
    ctx.addIssue({ code: 'custom', message: 'bp.systolic.belowDiastolic', path: ['systolic'], input: value.systolic });
  }
}

// zod v4 refuses .extend() on a refined object, so each schema is built from the shared shape.
export const bloodPressureInputSchema = z.object(readingShape).superRefine(systolicNotBelowDiastolic);
export const bloodPressureUpdateSchema = z
  .object({ id: recordIdSchema, ...readingShape })
  .superRefine(systolicNotBelowDiastolic);
export const bloodPressureDeleteSchema = z.object({ id: recordIdSchema });
export const bloodPressureListRequestSchema = z.object({ page: optionalPageSchema });

export const bloodPressureRowSchema = z.object({
  id: z.int(),
  systolic: z.int(),
  diastolic: z.int(),
  pulse: z.int(),
  /** ISO 8601 in UTC (`Z`); the portal formats it in the resident's zone with Intl. */
  recordTime: z.iso.datetime({ offset: true }),
  level: z.enum(BLOOD_PRESSURE_LEVELS),
});
export const bloodPressureListResultSchema = pageResultSchema(bloodPressureRowSchema);
/** add and update answer the stored row, so the portal can show it without reloading the list. */
export const bloodPressureSavedSchema = bloodPressureRowSchema;

export type BloodPressureInput = z.input<typeof bloodPressureInputSchema>;
export type BloodPressureUpdate = z.input<typeof bloodPressureUpdateSchema>;
export type BloodPressureDelete = z.input<typeof bloodPressureDeleteSchema>;
export type BloodPressureListRequest = z.input<typeof bloodPressureListRequestSchema>;
export type BloodPressureRow = z.output<typeof bloodPressureRowSchema>;
export type BloodPressureListResult = z.output<typeof bloodPressureListResultSchema>;
