import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bmiInputSchema, bmiUpdateSchema, classifyBmi, computeBmi } from './bmi.ts';
import { fieldErrors } from '../validation.ts';

const PAST = '2024-03-01T08:30:00+08:00';
const errorsOf = (input: unknown) => {
  const r = bmiInputSchema.safeParse(input);
  return r.success ? {} : fieldErrors(r.error, 'en');
};
const tenths = (min: number, max: number) => fc.integer({ min: Math.round(min * 10), max: Math.round(max * 10) }).map((n) => n / 10);

describe('classifyBmi (docs/product/limits.md)', () => {
  it('draws the Asian edges at 18.5, 23 and 25', () => {
    expect(classifyBmi(18.4, 0)).toBe('underweight');
    expect(classifyBmi(18.5, 0)).toBe('normal');
    expect(classifyBmi(22.9, 0)).toBe('normal');
    expect(classifyBmi(23, 0)).toBe('overweight');
    expect(classifyBmi(24.9, 0)).toBe('overweight');
    expect(classifyBmi(25, 0)).toBe('obese');
  });
  it('draws the other edges at 18.5, 25 and 30', () => {
    expect(classifyBmi(18.4, 1)).toBe('underweight');
    expect(classifyBmi(18.5, 1)).toBe('normal');
    expect(classifyBmi(24.9, 1)).toBe('normal');
    expect(classifyBmi(25, 1)).toBe('overweight');
    expect(classifyBmi(29.9, 1)).toBe('overweight');
    expect(classifyBmi(30, 1)).toBe('obese');
  });
  it('agrees with the written bands for every one-decimal BMI', () => {
    fc.assert(
      fc.property(tenths(5, 80), fc.constantFrom(0, 1), (bmi, race) => {
        const [a, b, c] = race === 0 ? [18.5, 23, 25] : [18.5, 25, 30];
        const expected = bmi < a ? 'underweight' : bmi < b ? 'normal' : bmi < c ? 'overweight' : 'obese';
        expect(classifyBmi(bmi, race)).toBe(expected);
      }),
    );
  });
  it('is monotonic in BMI and never kinder to Asian residents', () => {
    const order = ['underweight', 'normal', 'overweight', 'obese'];
    fc.assert(
      fc.property(tenths(5, 80), tenths(0.1, 5), (bmi, step) => {
        for (const race of [0, 1]) expect(order.indexOf(classifyBmi(bmi + step, race))).toBeGreaterThanOrEqual(order.indexOf(classifyBmi(bmi, race)));
        if (bmi >= 18.5) expect(order.indexOf(classifyBmi(bmi, 0))).toBeGreaterThanOrEqual(order.indexOf(classifyBmi(bmi, 1)));
      }),
    );
  });
});

describe('computeBmi', () => {
  it('is weight over height in metres squared, one decimal', () => {
    expect(computeBmi(170, 65)).toBe(22.5);
    expect(computeBmi(160, 58.9)).toBe(23);
    expect(computeBmi(100, 22.94)).toBe(22.9);
    expect(computeBmi(100, 22.96)).toBe(23);
  });
  it('stays within a twentieth of the exact value for every valid height and weight', () => {
    fc.assert(
      fc.property(tenths(30, 200), tenths(0.1, 200), (h, w) => {
        const exact = w / (h / 100) ** 2;
        expect(Math.abs(computeBmi(h, w) - exact)).toBeLessThanOrEqual(0.05 + 1e-9);
      }),
    );
  });
});

describe('bmiInputSchema (docs/product/validation.md)', () => {
  it('accepts the range edges', () => {
    for (const height of [30, 200]) for (const weight of [0.1, 200]) expect(errorsOf({ height, weight, recordTime: PAST })).toEqual({});
  });
  it('refuses just outside the edges with the range message', () => {
    expect(errorsOf({ height: 29.99, weight: 60, recordTime: PAST })).toEqual({ height: ['Height must be from 30.0 to 200.0'] });
    expect(errorsOf({ height: 200.01, weight: 60, recordTime: PAST })).toEqual({ height: ['Height must be from 30.0 to 200.0'] });
    expect(errorsOf({ height: 170, weight: 0.09, recordTime: PAST })).toEqual({ weight: ['Weight must be from 0.1 to 200.0'] });
    expect(errorsOf({ height: 170, weight: 200.01, recordTime: PAST })).toEqual({ weight: ['Weight must be from 0.1 to 200.0'] });
  });
  it('asks for missing values and refuses text', () => {
    expect(errorsOf({ recordTime: PAST })).toEqual({ height: ['Please enter the height'], weight: ['Please enter the weight'] });
    expect(errorsOf({ height: '170', weight: 60, recordTime: PAST }).height).toEqual(['Height must be from 30.0 to 200.0']);
  });
  it('accepts exactly the values in range (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 250, noNaN: true }), fc.double({ min: 0, max: 250, noNaN: true }), (height, weight) => {
        const ok = bmiInputSchema.safeParse({ height, weight, recordTime: PAST }).success;
        expect(ok).toBe(height >= 30 && height <= 200 && weight >= 0.1 && weight <= 200);
      }),
    );
  });
  it('update needs a valid id', () => {
    expect(bmiUpdateSchema.safeParse({ id: 0, height: 170, weight: 60, recordTime: PAST }).success).toBe(false);
    expect(bmiUpdateSchema.safeParse({ id: 1, height: 170, weight: 60, recordTime: PAST }).success).toBe(true);
  });
});
