import { z } from '../z.ts';
import { GESTATIONAL_GLUCOSE, GLUCOSE_BANDS, GLUCOSE_RANGE, HOURS_AFTER_MEAL } from '../limits.ts';
import { recordIdSchema } from '../ids.ts';
import { optionalPageSchema, pageResultSchema } from '../page.ts';
import { requiredOr } from '../validation.ts';
import { recordTimeSchema } from './blood-pressure.ts';
import { healthSourceFilterSchema, healthSourceSchema } from './source.ts';

/** docs/product/entities.md glucose timing options, in the order the form offers them. */
export const GLUCOSE_TIMINGS = [
  'fasting',
  'beforeBreakfast',
  'afterBreakfast',
  'beforeLunch',
  'afterLunch',
  'afterSnack',
  'beforeDinner',
  'afterDinner',
  'beforeSleep',
] as const;
export type GlucoseTiming = (typeof GLUCOSE_TIMINGS)[number];

/** docs/product/validation.md: a post-meal timing requires the hours after the meal. A snack is a meal here. */
export const AFTER_MEAL_TIMINGS = ['afterBreakfast', 'afterLunch', 'afterSnack', 'afterDinner'] as const satisfies readonly GlucoseTiming[];
export function isAfterMeal(timing: GlucoseTiming): boolean {
  return (AFTER_MEAL_TIMINGS as readonly string[]).includes(timing);
}

export const GLUCOSE_SAMPLES = ['capillary', 'venous'] as const;
export type GlucoseSample = (typeof GLUCOSE_SAMPLES)[number];

/** docs/product/states.md blood-sugar category labels. */
export const GLUCOSE_LEVELS = ['low', 'notIdealLow', 'normal', 'notIdealHigh', 'high'] as const;
export type GlucoseLevel = (typeof GLUCOSE_LEVELS)[number];

/**
 * docs/product/limits.md, mmol/L. Low at or below 3.9 venous, 3.0 capillary; between that and 4.0 "not ideal low". Normal
 * from 4.0 to the upper bound of the sample and timing (capillary fasting 5.5, after meal 7.0; venous
 * fasting 6.0, after meal 8.0); above it up to 10.0 "not ideal high"; above 10.0 high.
 * Decided here where docs/product/limits.md is silent: every timing that is not after a meal (before a meal, before sleep)
 * uses the fasting bounds; the after-meal bounds apply whatever the hours after the meal.
 */
export function classifyGlucose(value: number, sample: GlucoseSample, timing: GlucoseTiming): GlucoseLevel {
  const bands = GLUCOSE_BANDS[sample];
  const normalMax = isAfterMeal(timing) ? bands.afterMealMax : bands.fastingMax;
  return bandOf(value, bands.lowMax, normalMax);
}

function bandOf(value: number, lowMax: number, normalMax: number): GlucoseLevel {
  if (value <= lowMax) return 'low';
  if (value < GLUCOSE_BANDS.normalMin) return 'notIdealLow';
  if (value <= normalMax) return 'normal';
  if (value <= GLUCOSE_BANDS.notIdealHighMax) return 'notIdealHigh';
  return 'high';
}

/**
 * Gestational glucose (docs/product/overview.md, ours where the product rules are silent): the tighter pregnancy targets in common use
 * (fasting and before meals up to 5.3, one hour after a meal up to 7.8, two hours or more up to 6.7), the
 * low side as for the sample (docs/product/limits.md), above the target up to 10.0 not ideal high, above 10.0 high.
 */
export function classifyGestationalGlucose(value: number, sample: GlucoseSample, timing: GlucoseTiming, hoursAfterMeal: number | null): GlucoseLevel {
  const normalMax = !isAfterMeal(timing)
    ? GESTATIONAL_GLUCOSE.fastingMax
    : (hoursAfterMeal ?? 2) <= 1
      ? GESTATIONAL_GLUCOSE.oneHourMax
      : GESTATIONAL_GLUCOSE.twoHourMax;
  return bandOf(value, GLUCOSE_BANDS[sample].lowMax, normalMax);
}

const glucoseShape = {
  /** mmol/L, 0.1-30.0 (docs/product/validation.md); stored truncated to two decimals. */
  value: z
    .number({ error: requiredOr('glucose.required', 'glucose.range') })
    .min(GLUCOSE_RANGE.min, { error: 'glucose.range' })
    .max(GLUCOSE_RANGE.max, { error: 'glucose.range' }),
  timing: z.enum(GLUCOSE_TIMINGS, { error: requiredOr('glucose.timing.required', 'glucose.timing.invalid') }),
  /** Whole hours after the meal; required for an after-meal timing, ignored (stored as null) otherwise. */
  hoursAfterMeal: z
    .int({ error: 'glucose.hours.range' })
    .min(HOURS_AFTER_MEAL.min, { error: 'glucose.hours.range' })
    .max(HOURS_AFTER_MEAL.max, { error: 'glucose.hours.range' })
    .nullish(),
  sample: z.enum(GLUCOSE_SAMPLES, { error: requiredOr('glucose.sample.required', 'glucose.sample.invalid') }),
  recordTime: recordTimeSchema,
};

/** docs/product/validation.md: an after-meal timing needs its hours; reported on hoursAfterMeal. */
function hoursWhenAfterMeal(value: { timing?: unknown; hoursAfterMeal?: unknown }, ctx: z.RefinementCtx): void {
  if (typeof value.timing !== 'string' || !(AFTER_MEAL_TIMINGS as readonly string[]).includes(value.timing)) return;
  if (value.hoursAfterMeal === undefined || value.hoursAfterMeal === null) {
    ctx.addIssue({ code: 'custom', message: 'glucose.hours.required', path: ['hoursAfterMeal'], input: value.hoursAfterMeal });
  }
}

export const bloodGlucoseInputSchema = z.object(glucoseShape).superRefine(hoursWhenAfterMeal);
export const bloodGlucoseUpdateSchema = z.object({ id: recordIdSchema, ...glucoseShape }).superRefine(hoursWhenAfterMeal);
export const bloodGlucoseDeleteSchema = z.object({ id: recordIdSchema });
export const bloodGlucoseListRequestSchema = z.object({ page: optionalPageSchema, source: healthSourceFilterSchema });

export const bloodGlucoseRowSchema = z.object({
  id: z.int(),
  value: z.number(),
  timing: z.enum(GLUCOSE_TIMINGS),
  hoursAfterMeal: z.int().nullable(),
  sample: z.enum(GLUCOSE_SAMPLES),
  level: z.enum(GLUCOSE_LEVELS),
  recordTime: z.iso.datetime({ offset: true }),
  source: healthSourceSchema,
  orgCode: z.string().nullable(),
});
export const bloodGlucoseListResultSchema = pageResultSchema(bloodGlucoseRowSchema);

/** Gestational glucose: the same reading, banded by the pregnancy targets; only the resident's own. */
export const pregnancyGlucoseListRequestSchema = z.object({ page: optionalPageSchema });
export const pregnancyGlucoseRowSchema = bloodGlucoseRowSchema.omit({ source: true, orgCode: true });
export const pregnancyGlucoseListResultSchema = pageResultSchema(pregnancyGlucoseRowSchema);
export const pregnancyHomeDataSchema = z.object({
  pregnant: z.boolean(),
  latest: pregnancyGlucoseRowSchema.nullable(),
  total: z.int().min(0),
  /** Readings of the last 7 days per level, for the summary. */
  lastWeek: z.record(z.enum(GLUCOSE_LEVELS), z.int().min(0)),
});

export type BloodGlucoseInput = z.input<typeof bloodGlucoseInputSchema>;
export type BloodGlucoseUpdate = z.input<typeof bloodGlucoseUpdateSchema>;
export type BloodGlucoseListRequest = z.input<typeof bloodGlucoseListRequestSchema>;
export type BloodGlucoseRow = z.output<typeof bloodGlucoseRowSchema>;
export type BloodGlucoseListResult = z.output<typeof bloodGlucoseListResultSchema>;
export type PregnancyGlucoseRow = z.output<typeof pregnancyGlucoseRowSchema>;
export type PregnancyGlucoseListResult = z.output<typeof pregnancyGlucoseListResultSchema>;
export type PregnancyHomeData = z.output<typeof pregnancyHomeDataSchema>;
