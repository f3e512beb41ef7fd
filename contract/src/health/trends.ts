import { z } from '../z.ts';
import { BMI_BANDS, BP_HIGH_DIASTOLIC, BP_HIGH_SYSTOLIC, BP_LOW_DIASTOLIC, BP_LOW_SYSTOLIC, GLUCOSE_BANDS, YEAR_MAX, YEAR_MIN } from '../limits.ts';
import { recordIdSchema } from '../ids.ts';
import { GLUCOSE_SAMPLES, GLUCOSE_TIMINGS, classifyGlucose } from './blood-glucose.ts';
import type { GlucoseSample } from './blood-glucose.ts';
import { classifyBmi } from './bmi.ts';
import { healthSourceSchema } from './source.ts';
import { ORGANISATION_CODES } from '../organisations.ts';

// ---------------------------------------------------------------------------------------------------------
// Organisations (the codes and names: ../organisations.ts, without zod, for screens that only name them)
// ---------------------------------------------------------------------------------------------------------

export const organisationSchema = z.object({
  orgCode: z.enum(ORGANISATION_CODES),
  name: z.string(),
  nameEn: z.string(),
  namePt: z.string(),
  /** Path of the logo under the portal, or null when the organisation has none. */
  logo: z.string().nullable(),
  sort: z.int(),
  sourceAgency: z.string(),
});
export const organisationListSchema = z.array(organisationSchema);
export type Organisation = z.output<typeof organisationSchema>;

// ---------------------------------------------------------------------------------------------------------
// Indicators and their groups (docs/product/entities.md Trend: indexName, normalizations[] with newIndexCode, indicatorName,
// indicatorNameEn, indicatorNickname; normalizationCode)
// ---------------------------------------------------------------------------------------------------------

/** Organisation lab results (the lab_results table): cholesterol (total, LDL, HDL) and HbA1c (docs/product/entities.md). */
export const LAB_CODES = ['TC', 'LDL', 'HDL', 'HBA1C'] as const;
export type LabCode = (typeof LAB_CODES)[number];

/**
 * Every indicator a trend can draw. Glucose is split by sample and by fasting / after a meal, because its
 * reference bands differ by both (docs/product/limits.md); blood pressure by systolic and diastolic for the same reason.
 */
export const INDICATOR_CODES = [...LAB_CODES, 'GLU_CAP_FAST', 'GLU_CAP_MEAL', 'GLU_VEN_FAST', 'GLU_VEN_MEAL', 'BMI', 'WEIGHT', 'SBP', 'DBP'] as const;
export type IndicatorCode = (typeof INDICATOR_CODES)[number];

export const NORMALIZATION_CODES = ['LIPID', 'HBA1C', 'GLU_CAP', 'GLU_VEN', 'BMI', 'BP'] as const;
export type NormalizationCode = (typeof NORMALIZATION_CODES)[number];

type IndicatorInfo = { indicatorName: string; indicatorNameEn: string; indicatorNamePt: string; indicatorNickname: string; unit: string; decimals: number };

export const INDICATORS: Record<IndicatorCode, IndicatorInfo> = {
  TC: { indicatorName: '總膽固醇', indicatorNameEn: 'Total cholesterol', indicatorNamePt: 'Colesterol total', indicatorNickname: 'TC', unit: 'mmol/L', decimals: 2 },
  LDL: { indicatorName: '低密度脂蛋白膽固醇', indicatorNameEn: 'LDL cholesterol', indicatorNamePt: 'Colesterol LDL', indicatorNickname: 'LDL-C', unit: 'mmol/L', decimals: 2 },
  HDL: { indicatorName: '高密度脂蛋白膽固醇', indicatorNameEn: 'HDL cholesterol', indicatorNamePt: 'Colesterol HDL', indicatorNickname: 'HDL-C', unit: 'mmol/L', decimals: 2 },
  HBA1C: { indicatorName: '糖化血紅素', indicatorNameEn: 'HbA1c (glycated haemoglobin)', indicatorNamePt: 'HbA1c (hemoglobina glicada)', indicatorNickname: 'HbA1c', unit: '%', decimals: 1 },
  GLU_CAP_FAST: { indicatorName: '指尖血糖（空腹或餐前）', indicatorNameEn: 'Capillary glucose, fasting or before a meal', indicatorNamePt: 'Glicemia capilar, em jejum ou antes de uma refeição', indicatorNickname: 'GLU', unit: 'mmol/L', decimals: 2 },
  GLU_CAP_MEAL: { indicatorName: '指尖血糖（餐後）', indicatorNameEn: 'Capillary glucose, after a meal', indicatorNamePt: 'Glicemia capilar, após uma refeição', indicatorNickname: 'GLU', unit: 'mmol/L', decimals: 2 },
  GLU_VEN_FAST: { indicatorName: '靜脈血糖（空腹或餐前）', indicatorNameEn: 'Venous glucose, fasting or before a meal', indicatorNamePt: 'Glicemia venosa, em jejum ou antes de uma refeição', indicatorNickname: 'GLU', unit: 'mmol/L', decimals: 2 },
  GLU_VEN_MEAL: { indicatorName: '靜脈血糖（餐後）', indicatorNameEn: 'Venous glucose, after a meal', indicatorNamePt: 'Glicemia venosa, após uma refeição', indicatorNickname: 'GLU', unit: 'mmol/L', decimals: 2 },
  BMI: { indicatorName: '體重指數', indicatorNameEn: 'Body mass index', indicatorNamePt: 'Índice de massa corporal', indicatorNickname: 'BMI', unit: 'kg/m²', decimals: 1 },
  WEIGHT: { indicatorName: '體重', indicatorNameEn: 'Weight', indicatorNamePt: 'Peso', indicatorNickname: 'WT', unit: 'kg', decimals: 1 },
  SBP: { indicatorName: '收縮壓', indicatorNameEn: 'Systolic pressure', indicatorNamePt: 'Pressão sistólica', indicatorNickname: 'SBP', unit: 'mmHg', decimals: 0 },
  DBP: { indicatorName: '舒張壓', indicatorNameEn: 'Diastolic pressure', indicatorNamePt: 'Pressão diastólica', indicatorNickname: 'DBP', unit: 'mmHg', decimals: 0 },
};

export const NORMALIZATIONS: Record<NormalizationCode, { indexName: string; indexNameEn: string; indexNamePt: string; codes: readonly IndicatorCode[] }> = {
  LIPID: { indexName: '血脂', indexNameEn: 'Cholesterol', indexNamePt: 'Colesterol', codes: ['TC', 'LDL', 'HDL'] },
  HBA1C: { indexName: '糖化血紅素', indexNameEn: 'HbA1c', indexNamePt: 'HbA1c', codes: ['HBA1C'] },
  GLU_CAP: { indexName: '指尖血糖', indexNameEn: 'Capillary blood glucose', indexNamePt: 'Glicemia capilar', codes: ['GLU_CAP_FAST', 'GLU_CAP_MEAL'] },
  GLU_VEN: { indexName: '靜脈血糖', indexNameEn: 'Venous blood glucose', indexNamePt: 'Glicemia venosa', codes: ['GLU_VEN_FAST', 'GLU_VEN_MEAL'] },
  BMI: { indexName: '身高體重', indexNameEn: 'Weight and BMI', indexNamePt: 'Peso e IMC', codes: ['BMI', 'WEIGHT'] },
  BP: { indexName: '血壓', indexNameEn: 'Blood pressure', indexNamePt: 'Pressão arterial', codes: ['SBP', 'DBP'] },
};

/** The glucose indicator of a sample and timing. */
export function glucoseIndicator(sample: GlucoseSample, afterMeal: boolean): IndicatorCode {
  return `GLU_${sample === 'capillary' ? 'CAP' : 'VEN'}_${afterMeal ? 'MEAL' : 'FAST'}` as IndicatorCode;
}

// ---------------------------------------------------------------------------------------------------------
// Reference ranges of the lab results, and the bands every indicator is drawn with
// ---------------------------------------------------------------------------------------------------------

/**
 * Lab reference ranges (the product rules name the results but not their ranges; ours, from the sources cited):
 * - Total cholesterol, mmol/L: desirable under 5.2, borderline high 5.2-6.1, high 6.2 and above
 *   (NCEP ATP III, JAMA 2001;285:2486, table 2, 200/240 mg/dL; the same cut-offs the Macao Health Bureau uses).
 * - LDL cholesterol, mmol/L: under 3.4 optimal to near optimal, 3.4-4.0 borderline high, 4.1 and above high
 *   (ATP III 130/160 mg/dL).
 * - HDL cholesterol, mmol/L: low under 1.0 for men, under 1.3 for women (ATP III 40 mg/dL; IDF 2006
 *   metabolic syndrome criteria for women, 50 mg/dL); no upper limit.
 * - HbA1c, %: normal under 5.7, prediabetes 5.7-6.4, diabetes 6.5 and above (American Diabetes Association,
 *   Standards of Care in Diabetes 2024, 2.5 and 2.7).
 * mmol/L = mg/dL / 38.67 for cholesterol, to one decimal.
 */
export const LAB_RANGES = {
  TC: { borderlineFrom: 5.2, highFrom: 6.2 },
  LDL: { borderlineFrom: 3.4, highFrom: 4.1 },
  HDL: { lowBelowMale: 1.0, lowBelowFemale: 1.3 },
  HBA1C: { borderlineFrom: 5.7, highFrom: 6.5 },
} as const;

/** Plausible values a laboratory reports; anything outside is refused by the seed and the database. */
export const LAB_VALUE_RANGES: Record<LabCode, { min: number; max: number }> = {
  TC: { min: 0.5, max: 20 },
  LDL: { min: 0.1, max: 15 },
  HDL: { min: 0.1, max: 5 },
  HBA1C: { min: 3, max: 20 },
};

/**
 * Every label a trend point can carry: the glucose words of docs/product/states.md, the BMI bands of docs/product/limits.md, and
 * 'borderline' for the lab results' middle band.
 */
export const INDICATOR_LEVELS = ['low', 'notIdealLow', 'underweight', 'normal', 'borderline', 'notIdealHigh', 'overweight', 'high', 'obese'] as const;
export type IndicatorLevel = (typeof INDICATOR_LEVELS)[number];

/** The reading colour of a level: a chart band and a badge use the same one. */
export type LevelTone = 'low' | 'borderline' | 'normal' | 'high';
export const LEVEL_TONE: Record<IndicatorLevel, LevelTone> = {
  low: 'low',
  notIdealLow: 'borderline',
  underweight: 'low',
  normal: 'normal',
  borderline: 'borderline',
  notIdealHigh: 'borderline',
  overweight: 'borderline',
  high: 'high',
  obese: 'high',
};

export type IndicatorContext = { sexcode: 'M' | 'F'; race: number };

export function classifyLab(code: LabCode, value: number, sexcode: 'M' | 'F'): IndicatorLevel {
  if (code === 'HDL') return value < (sexcode === 'M' ? LAB_RANGES.HDL.lowBelowMale : LAB_RANGES.HDL.lowBelowFemale) ? 'low' : 'normal';
  const r = LAB_RANGES[code];
  if (value < r.borderlineFrom) return 'normal';
  return value < r.highFrom ? 'borderline' : 'high';
}

/** docs/product/limits.md per component: systolic high from 140, low under 90; diastolic high from 90, low under 60. */
function classifyPressure(value: number, lowBelow: number, highFrom: number): IndicatorLevel {
  if (value >= highFrom) return 'high';
  return value < lowBelow ? 'low' : 'normal';
}

/** The level of one value of an indicator, from the contract's one definition of each band. */
export function classifyIndicator(code: IndicatorCode, value: number, context: IndicatorContext): IndicatorLevel {
  switch (code) {
    case 'TC':
    case 'LDL':
    case 'HDL':
    case 'HBA1C':
      return classifyLab(code, value, context.sexcode);
    case 'GLU_CAP_FAST':
      return classifyGlucose(value, 'capillary', 'fasting');
    case 'GLU_CAP_MEAL':
      return classifyGlucose(value, 'capillary', 'afterLunch');
    case 'GLU_VEN_FAST':
      return classifyGlucose(value, 'venous', 'fasting');
    case 'GLU_VEN_MEAL':
      return classifyGlucose(value, 'venous', 'afterLunch');
    case 'BMI':
      return classifyBmi(value, context.race);
    case 'SBP':
      return classifyPressure(value, BP_LOW_SYSTOLIC, BP_HIGH_SYSTOLIC);
    case 'DBP':
      return classifyPressure(value, BP_LOW_DIASTOLIC, BP_HIGH_DIASTOLIC);
    case 'WEIGHT':
      return 'normal';
  }
}

export type IndicatorBand = { level: IndicatorLevel; tone: LevelTone; from: number; to: number };

const band = (level: IndicatorLevel, from: number, to: number): IndicatorBand => ({ level, tone: LEVEL_TONE[level], from, to });

/**
 * The reference bands of an indicator, lowest first, edge to edge, for drawing behind a trend. An edge value
 * itself belongs to whichever side `classifyIndicator` says (e.g. glucose 3.0 capillary is low, 5.2 total
 * cholesterol is borderline); the outer edges are the plotted extremes. Weight has no bands.
 */
export function indicatorBands(code: IndicatorCode, context: IndicatorContext): IndicatorBand[] {
  switch (code) {
    case 'TC':
    case 'LDL':
    case 'HBA1C': {
      const r = LAB_RANGES[code];
      const top = code === 'HBA1C' ? 14 : code === 'TC' ? 10 : 8;
      return [band('normal', code === 'HBA1C' ? 4 : 0, r.borderlineFrom), band('borderline', r.borderlineFrom, r.highFrom), band('high', r.highFrom, top)];
    }
    case 'HDL': {
      const edge = context.sexcode === 'M' ? LAB_RANGES.HDL.lowBelowMale : LAB_RANGES.HDL.lowBelowFemale;
      return [band('low', 0, edge), band('normal', edge, 3)];
    }
    case 'GLU_CAP_FAST':
    case 'GLU_CAP_MEAL':
    case 'GLU_VEN_FAST':
    case 'GLU_VEN_MEAL': {
      const bands = GLUCOSE_BANDS[code.startsWith('GLU_CAP') ? 'capillary' : 'venous'];
      const normalMax = code.endsWith('MEAL') ? bands.afterMealMax : bands.fastingMax;
      return [
        band('low', 0, bands.lowMax),
        band('notIdealLow', bands.lowMax, GLUCOSE_BANDS.normalMin),
        band('normal', GLUCOSE_BANDS.normalMin, normalMax),
        band('notIdealHigh', normalMax, GLUCOSE_BANDS.notIdealHighMax),
        band('high', GLUCOSE_BANDS.notIdealHighMax, 20),
      ];
    }
    case 'BMI': {
      const b = context.race === 0 ? BMI_BANDS.asian : BMI_BANDS.other;
      return [band('underweight', 12, b.normalFrom), band('normal', b.normalFrom, b.overweightFrom), band('overweight', b.overweightFrom, b.obeseFrom), band('obese', b.obeseFrom, 40)];
    }
    case 'SBP':
      return [band('low', 60, BP_LOW_SYSTOLIC), band('normal', BP_LOW_SYSTOLIC, BP_HIGH_SYSTOLIC), band('high', BP_HIGH_SYSTOLIC, 200)];
    case 'DBP':
      return [band('low', 30, BP_LOW_DIASTOLIC), band('normal', BP_LOW_DIASTOLIC, BP_HIGH_DIASTOLIC), band('high', BP_HIGH_DIASTOLIC, 130)];
    case 'WEIGHT':
      return [];
  }
}

// ---------------------------------------------------------------------------------------------------------
// Requests and answers
// ---------------------------------------------------------------------------------------------------------

const YEAR_PREFIX = /^(\d{4})-/;
const yearOk = (value: string) => {
  const year = Number(YEAR_PREFIX.exec(value)?.[1] ?? YEAR_MIN);
  return year >= YEAR_MIN && year <= YEAR_MAX;
};
const isoDate = z.iso.date({ error: 'invalid' }).refine(yearOk, { error: 'date.year' });

/**
 * docs/product/entities.md selectTime, as calendar dates (the DateRangeFilter's value), both ends inclusive. docs/product/validation.md: the start
 * comes first ('Please select a start time first') and the end is not before it.
 */
export const selectTimeSchema = z
  .object({ start: isoDate.optional(), end: isoDate.optional() })
  .superRefine((t, ctx) => {
    if (t.end !== undefined && t.start === undefined) ctx.addIssue({ code: 'custom', message: 'date.startFirst', path: ['start'], input: t.start });
    if (t.start !== undefined && t.end !== undefined && t.start > t.end) ctx.addIssue({ code: 'custom', message: 'date.endBeforeStart', path: ['end'], input: t.end });
  });
export type SelectTime = z.input<typeof selectTimeSchema>;

export const chooseNormalizationRequestSchema = z.object({});

export const normalizationSchema = z.object({
  newIndexCode: z.enum(INDICATOR_CODES),
  indicatorName: z.string(),
  indicatorNameEn: z.string(),
  /** Ours: docs/product/entities.md names two languages; the portal speaks three. */
  indicatorNamePt: z.string(),
  indicatorNickname: z.string(),
  unit: z.string(),
  decimals: z.int().min(0),
});
export const trendGroupSchema = z.object({
  normalizationCode: z.enum(NORMALIZATION_CODES),
  indexName: z.string(),
  indexNameEn: z.string(),
  indexNamePt: z.string(),
  normalizations: z.array(normalizationSchema),
  /** How many values the resident has in this group (0: the picker may say "no data yet"). */
  count: z.int().min(0),
});
export const chooseNormalizationResultSchema = z.array(trendGroupSchema);
export type TrendGroupInfo = z.output<typeof trendGroupSchema>;
export type NormalizationInfo = z.output<typeof normalizationSchema>;

/** Most points one trend answer carries (two years of four-a-day readings fit). */
export const TREND_POINTS_MAX = 5000;

export const trendDetailRequestSchema = z.object({
  normalizationCode: z.enum(NORMALIZATION_CODES, { error: 'invalid' }),
  selectTime: selectTimeSchema.optional(),
});
export type TrendDetailRequest = z.input<typeof trendDetailRequestSchema>;

/** Which table a value comes from; with `id` it names the record for healthDataDetail. */
export const RESULT_TYPES = ['lab', 'glucose', 'bmi', 'bloodPressure'] as const;
export type ResultType = (typeof RESULT_TYPES)[number];

export const indicatorPointSchema = z.object({
  recordType: z.enum(RESULT_TYPES),
  id: z.int(),
  newIndexCode: z.enum(INDICATOR_CODES),
  value: z.number(),
  level: z.enum(INDICATOR_LEVELS),
  /** ISO 8601 UTC. */
  recordTime: z.iso.datetime({ offset: true }),
  source: healthSourceSchema,
  orgCode: z.string().nullable(),
});
export type IndicatorPoint = z.output<typeof indicatorPointSchema>;

export const trendDetailResultSchema = z.object({
  normalizationCode: z.enum(NORMALIZATION_CODES),
  /** The resident's sex and race, which some bands depend on (HDL, BMI). */
  sexcode: z.enum(['M', 'F']),
  race: z.int(),
  /** Oldest first, as a chart draws them; at most TREND_POINTS_MAX (the newest are kept). */
  points: z.array(indicatorPointSchema),
  /** true when older points were left out. */
  truncated: z.boolean(),
});
export type TrendDetail = z.output<typeof trendDetailResultSchema>;

export const sexResultSchema = z.object({ sexcode: z.enum(['M', 'F']) });

export const resultDetailRequestSchema = z.object({
  recordType: z.enum(RESULT_TYPES, { error: 'invalid' }),
  id: recordIdSchema,
});
export type ResultDetailRequest = z.input<typeof resultDetailRequestSchema>;

/** One reading or one organisation result, whole: every value it holds, each with its level. */
export const resultDetailSchema = z.object({
  recordType: z.enum(RESULT_TYPES),
  id: z.int(),
  recordTime: z.iso.datetime({ offset: true }),
  source: healthSourceSchema,
  orgCode: z.string().nullable(),
  values: z.array(z.object({ newIndexCode: z.enum(INDICATOR_CODES).or(z.enum(['HEIGHT', 'PULSE'])), value: z.number(), level: z.enum(INDICATOR_LEVELS).nullable() })),
  timing: z.enum(GLUCOSE_TIMINGS).nullable(),
  hoursAfterMeal: z.int().nullable(),
  sample: z.enum(GLUCOSE_SAMPLES).nullable(),
});
export type ResultDetail = z.output<typeof resultDetailSchema>;
