import { z } from '../z.ts';
import { bloodPressureRowSchema } from './blood-pressure.ts';
import { bmiRowSchema } from './bmi.ts';
import { bloodGlucoseRowSchema, pregnancyGlucoseRowSchema } from './blood-glucose.ts';

export const healthHomeDataRequestSchema = z.object({});

/** POST /healthRecord/homeData: the newest reading of each kind, and what the portal needs to band them. */
export const healthHomeDataSchema = z.object({
  /** docs/product/entities.md: 0 Asian, 1 other (selects the BMI bands). */
  race: z.int(),
  pregnant: z.boolean(),
  bloodPressure: bloodPressureRowSchema.nullable(),
  bmi: bmiRowSchema.nullable(),
  bloodGlucose: bloodGlucoseRowSchema.nullable(),
  pregnancyGlucose: pregnancyGlucoseRowSchema.nullable(),
});
export type HealthHomeData = z.output<typeof healthHomeDataSchema>;
