import { z } from './z.ts';

/** A name as written in each interface language (Chinese characters, and the romanised form for en/pt). */
export const localizedNameSchema = z.object({ 'zh-Hant': z.string(), en: z.string(), pt: z.string() });

/**
 * docs/product/entities.md personal info: sexcode (M or other), age, patid, race (0 Asian, 1 other). The portal keeps
 * sexcode, age and patid in session storage (docs/product/roles.md) and uses race for the BMI bands (docs/product/limits.md).
 */
export const personalInfoSchema = z.object({
  name: localizedNameSchema,
  sexcode: z.enum(['M', 'F']),
  age: z.int().min(0),
  patid: z.string(),
  race: z.union([z.literal(0), z.literal(1)]),
  adult: z.boolean(),
  /** YYYY-MM-DD */
  birthDate: z.iso.date(),
  /** Present for women; drives the gestational glucose screens. */
  pregnant: z.boolean().optional(),
  /** Residents this one may act for (verified guardianships, docs/product/roles.md); send one's patid as the Subject header. */
  wards: z.array(z.object({ patid: z.string(), name: localizedNameSchema, age: z.int().min(0) })).optional(),
});

export type PersonalInfo = z.output<typeof personalInfoSchema>;

export const personalInfoRequestSchema = z.object({});
