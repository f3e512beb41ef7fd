import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  INDICATOR_CODES,
  INDICATOR_LEVELS,
  INDICATORS,
  LAB_RANGES,
  NORMALIZATIONS,
  NORMALIZATION_CODES,
  classifyIndicator,
  classifyLab,
  glucoseIndicator,
  indicatorBands,
  selectTimeSchema,
  trendDetailRequestSchema,
  type IndicatorCode,
  type IndicatorContext,
} from './trends.ts';
import { classifyGlucose } from './blood-glucose.ts';
import { fieldErrors } from '../validation.ts';

const contexts: IndicatorContext[] = [
  { sexcode: 'M', race: 0 },
  { sexcode: 'F', race: 0 },
  { sexcode: 'M', race: 1 },
  { sexcode: 'F', race: 1 },
];
const banded = INDICATOR_CODES.filter((code) => code !== 'WEIGHT');
const hundredths = (min: number, max: number) => fc.integer({ min: Math.round(min * 100), max: Math.round(max * 100) }).map((n) => n / 100);
const round2 = (x: number) => Math.round(x * 100) / 100;

describe('lab reference ranges (NCEP ATP III, ADA 2024)', () => {
  it('total cholesterol: under 5.2 normal, 5.2-6.1 borderline, 6.2 and above high', () => {
    expect(classifyLab('TC', 5.19, 'M')).toBe('normal');
    expect(classifyLab('TC', 5.2, 'M')).toBe('borderline');
    expect(classifyLab('TC', 6.19, 'F')).toBe('borderline');
    expect(classifyLab('TC', 6.2, 'F')).toBe('high');
  });
  it('LDL: under 3.4 normal, 3.4-4.0 borderline, 4.1 and above high', () => {
    expect(classifyLab('LDL', 3.39, 'M')).toBe('normal');
    expect(classifyLab('LDL', 3.4, 'M')).toBe('borderline');
    expect(classifyLab('LDL', 4.09, 'M')).toBe('borderline');
    expect(classifyLab('LDL', 4.1, 'M')).toBe('high');
  });
  it('HDL: low under 1.0 for men and under 1.3 for women', () => {
    expect(classifyLab('HDL', 0.99, 'M')).toBe('low');
    expect(classifyLab('HDL', 1.0, 'M')).toBe('normal');
    expect(classifyLab('HDL', 1.29, 'F')).toBe('low');
    expect(classifyLab('HDL', 1.3, 'F')).toBe('normal');
    expect(classifyLab('HDL', 1.1, 'M')).toBe('normal');
    expect(classifyLab('HDL', 1.1, 'F')).toBe('low');
  });
  it('HbA1c: under 5.7 normal, 5.7-6.4 prediabetes (borderline), 6.5 and above high', () => {
    expect(classifyLab('HBA1C', 5.69, 'M')).toBe('normal');
    expect(classifyLab('HBA1C', 5.7, 'M')).toBe('borderline');
    expect(classifyLab('HBA1C', 6.49, 'M')).toBe('borderline');
    expect(classifyLab('HBA1C', 6.5, 'M')).toBe('high');
  });
  it('agrees with the written ranges for every two-decimal value (property)', () => {
    fc.assert(
      fc.property(hundredths(0.1, 15), fc.constantFrom('TC' as const, 'LDL' as const, 'HBA1C' as const), fc.constantFrom('M' as const, 'F' as const), (v, code, sex) => {
        const r = LAB_RANGES[code];
        expect(classifyLab(code, v, sex)).toBe(v < r.borderlineFrom ? 'normal' : v < r.highFrom ? 'borderline' : 'high');
      }),
    );
  });
});

describe('indicatorBands agree with classifyIndicator', () => {
  it('are contiguous, lowest first, and each band is wider than nothing', () => {
    for (const code of banded) {
      for (const context of contexts) {
        const bands = indicatorBands(code, context);
        expect(bands.length, code).toBeGreaterThan(1);
        bands.forEach((b, i) => {
          expect(b.to, `${code} ${i}`).toBeGreaterThan(b.from);
          if (i > 0) expect(b.from, `${code} ${i}`).toBe(bands[i - 1]?.to);
        });
      }
    }
    expect(indicatorBands('WEIGHT', contexts[0]!)).toEqual([]);
  });

  it('at every band edge: a hundredth below is the lower band, a hundredth above the upper, the edge one of them (property)', () => {
    const edges = banded.flatMap((code) =>
      contexts.flatMap((context) => {
        const bands = indicatorBands(code, context);
        return bands.slice(1).map((upper, i) => ({ code, context, edge: upper.from, lower: bands[i]!.level, upper: upper.level }));
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...edges), fc.constantFrom(-0.01, 0, 0.01), ({ code, context, edge, lower, upper }, offset) => {
        const level = classifyIndicator(code, round2(edge + offset), context);
        if (offset < 0) expect(level).toBe(lower);
        else if (offset > 0) expect(level).toBe(upper);
        else expect([lower, upper]).toContain(level);
      }),
      { numRuns: edges.length * 6 },
    );
  });

  it('every value strictly inside a band has that band level (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...banded), fc.constantFrom(...contexts), fc.double({ min: 0, max: 1, noNaN: true }), (code, context, share) => {
        const bands = indicatorBands(code, context);
        const low = bands[0]!.from;
        const high = bands.at(-1)!.to;
        const v = round2(low + (high - low) * share);
        const inside = bands.find((b) => v > b.from && v < b.to);
        if (inside) expect(classifyIndicator(code, v, context)).toBe(inside.level);
      }),
    );
  });

  it('glucose bands follow docs/product/limits.md by sample and timing', () => {
    fc.assert(
      fc.property(hundredths(0.1, 30), fc.constantFrom('capillary' as const, 'venous' as const), fc.boolean(), (v, sample, after) => {
        const code = glucoseIndicator(sample, after);
        expect(classifyIndicator(code, v, contexts[0]!)).toBe(classifyGlucose(v, sample, after ? 'afterDinner' : 'beforeLunch'));
      }),
    );
    expect(indicatorBands('GLU_CAP_FAST', contexts[0]!).map((b) => [b.level, b.from, b.to])).toEqual([
      ['low', 0, 3],
      ['notIdealLow', 3, 4],
      ['normal', 4, 5.5],
      ['notIdealHigh', 5.5, 10],
      ['high', 10, 20],
    ]);
    expect(indicatorBands('GLU_VEN_MEAL', contexts[0]!).find((b) => b.level === 'normal')).toMatchObject({ from: 4, to: 8 });
  });

  it('HDL bands move with sex; BMI bands with race (docs/product/limits.md)', () => {
    expect(indicatorBands('HDL', { sexcode: 'M', race: 0 })[0]).toMatchObject({ level: 'low', to: 1 });
    expect(indicatorBands('HDL', { sexcode: 'F', race: 0 })[0]).toMatchObject({ level: 'low', to: 1.3 });
    expect(indicatorBands('BMI', { sexcode: 'M', race: 0 }).map((b) => b.from)).toEqual([12, 18.5, 23, 25]);
    expect(indicatorBands('BMI', { sexcode: 'M', race: 1 }).map((b) => b.from)).toEqual([12, 18.5, 25, 30]);
  });

  it('levels are all known and tones are set', () => {
    for (const code of banded) for (const b of indicatorBands(code, contexts[1]!)) expect(INDICATOR_LEVELS).toContain(b.level);
  });
});

describe('indicator catalogue (docs/product/entities.md Trend)', () => {
  it('every indicator belongs to exactly one group and has names in three languages', () => {
    const grouped = NORMALIZATION_CODES.flatMap((code) => NORMALIZATIONS[code].codes);
    expect([...grouped].sort()).toEqual([...INDICATOR_CODES].sort());
    for (const code of INDICATOR_CODES as readonly IndicatorCode[]) {
      const info = INDICATORS[code];
      expect(info.indicatorName).not.toBe(info.indicatorNameEn);
      expect(info.indicatorNamePt.length).toBeGreaterThan(0);
    }
  });
});

describe('selectTime (docs/product/validation.md dates)', () => {
  const errors = (input: unknown) => {
    const r = selectTimeSchema.safeParse(input);
    return r.success ? {} : fieldErrors(r.error, 'en');
  };
  it('accepts an open or a closed range in 1901-2099', () => {
    expect(errors({})).toEqual({});
    expect(errors({ start: '2024-01-01' })).toEqual({});
    expect(errors({ start: '1901-01-01', end: '2099-12-31' })).toEqual({});
    expect(errors({ start: '2024-05-01', end: '2024-05-01' })).toEqual({});
  });
  it('refuses an end before the start, an end without a start, and years outside 1901-2099', () => {
    expect(errors({ start: '2024-05-02', end: '2024-05-01' })).toEqual({ end: ['The end time cannot be earlier than the start time'] });
    expect(errors({ end: '2024-05-01' })).toEqual({ start: ['Please select a start time first'] });
    expect(errors({ start: '1900-12-31' })).toEqual({ start: ['The year must be between 1901 and 2099'] });
    expect(errors({ start: '2024-01-01', end: '2100-01-01' })).toEqual({ end: ['The year must be between 1901 and 2099'] });
    expect(errors({ start: '2024-02-30' }).start).toHaveLength(1);
  });
  it('orders any two valid dates correctly (property)', () => {
    const day = fc.date({ min: new Date('1901-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (a, b) => {
        expect(selectTimeSchema.safeParse({ start: a, end: b }).success).toBe(a <= b);
      }),
    );
  });
  it('trend detail needs a known group', () => {
    expect(trendDetailRequestSchema.safeParse({ normalizationCode: 'LIPID' }).success).toBe(true);
    expect(trendDetailRequestSchema.safeParse({ normalizationCode: 'lipid' }).success).toBe(false);
    expect(trendDetailRequestSchema.safeParse({}).success).toBe(false);
  });
});
