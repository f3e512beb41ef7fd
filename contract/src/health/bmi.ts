import { z } from '../z.ts';
import { BMI_BANDS, HEIGHT_RANGE, WEIGHT_RANGE } from '../limits.ts';
import { recordIdSchema } from '../ids.ts';
import { optionalPageSchema, pageResultSchema } from '../page.ts';
import { requiredOr, type ValidationKey } from '../validation.ts';
import { recordTimeSchema } from './blood-pressure.ts';
import { healthSourceFilterSchema, healthSourceSchema } from './source.ts';

export type BmiLevel = 'underweight' | 'normal' | 'overweight' | 'obese';
export const BMI_LEVELS = ['underweight', 'normal', 'overweight', 'obese'] as const satisfies readonly BmiLevel[];

/** docs/product/entities.md: race 0 Asian, 1 other. */
export type Race = 0 | 1;
export const RACE_ASIAN = 0 as const;
export const RACE_OTHER = 1 as const;

/**
 * BMI = weight (kg) / height (m)^2, rounded to one decimal (half up), because docs/product/limits.md writes its bands in
 * one decimal (18.5-22.9, 23-24.9): the band is taken from the value the resident sees, so 22.94 shows as
 * 22.9 and is normal, 22.96 shows as 23.0 and is overweight (Asian).
 */
export function computeBmi(heightCm: number, weightKg: number): number {
  const metres = heightCm / 100;
  const raw = weightKg / (metres * metres);
  return Math.round(Number((raw * 10).toFixed(6))) / 10;
}

/**
 * docs/product/limits.md bands. Asian: under 18.5 underweight, 18.5-22.9 normal, 23-24.9 overweight, 25 and above obese.
 * Other: under 18.5, 18.5-24.9, 25-29.9, 30 and above. `race` other than 0 uses the "other" bands.
 */
export function classifyBmi(bmi: number, race: number): BmiLevel {
  const bands = race === RACE_ASIAN ? BMI_BANDS.asian : BMI_BANDS.other;
  if (bmi < bands.normalFrom) return 'underweight';
  if (bmi < bands.overweightFrom) return 'normal';
  if (bmi < bands.obeseFrom) return 'overweight';
  return 'obese';
}

function boundedDecimal(range: { min: number; max: number }, requiredKey: ValidationKey, rangeKey: ValidationKey) {
  return z
    .number({ error: requiredOr(requiredKey, rangeKey) })
    .min(range.min, { error: rangeKey })
    .max(range.max, { error: rangeKey });
}

const bmiShape = {
  /** cm, 30.0-200.0 (docs/product/validation.md); stored truncated to two decimals. */
  height: boundedDecimal(HEIGHT_RANGE, 'height.required', 'height.range'),
  /** kg, 0.1-200.0 (docs/product/validation.md); stored truncated to two decimals. */
  weight: boundedDecimal(WEIGHT_RANGE, 'weight.required', 'weight.range'),
  recordTime: recordTimeSchema,
};

export const bmiInputSchema = z.object(bmiShape);
export const bmiUpdateSchema = z.object({ id: recordIdSchema, ...bmiShape });
export const bmiDeleteSchema = z.object({ id: recordIdSchema });
export const bmiListRequestSchema = z.object({ page: optionalPageSchema, source: healthSourceFilterSchema });

export const bmiRowSchema = z.object({
  id: z.int(),
  height: z.number(),
  weight: z.number(),
  bmi: z.number(),
  level: z.enum(BMI_LEVELS),
  recordTime: z.iso.datetime({ offset: true }),
  source: healthSourceSchema,
  /** The organisation that measured it (docs/product/overview.md codes), null when self-entered. */
  orgCode: z.string().nullable(),
});
export const bmiListResultSchema = pageResultSchema(bmiRowSchema);
export const bmiSavedSchema = bmiRowSchema;

export type BmiInput = z.input<typeof bmiInputSchema>;
export type BmiUpdate = z.input<typeof bmiUpdateSchema>;
export type BmiListRequest = z.input<typeof bmiListRequestSchema>;
export type BmiRow = z.output<typeof bmiRowSchema>;
export type BmiListResult = z.output<typeof bmiListResultSchema>;
