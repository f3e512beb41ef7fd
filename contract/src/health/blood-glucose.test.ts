import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AFTER_MEAL_TIMINGS,
  GLUCOSE_LEVELS,
  GLUCOSE_TIMINGS,
  bloodGlucoseInputSchema,
  classifyGestationalGlucose,
  classifyGlucose,
  isAfterMeal,
  type GlucoseTiming,
} from './blood-glucose.ts';
import { fieldErrors } from '../validation.ts';

const PAST = '2024-03-01T08:30:00+08:00';
const valid = { value: 5.2, timing: 'fasting', sample: 'capillary', recordTime: PAST };
const errorsOf = (input: unknown) => {
  const r = bloodGlucoseInputSchema.safeParse(input);
  return r.success ? {} : fieldErrors(r.error, 'en');
};
const hundredths = (min: number, max: number) => fc.integer({ min: Math.round(min * 100), max: Math.round(max * 100) }).map((n) => n / 100);
const timing = fc.constantFrom(...GLUCOSE_TIMINGS);

describe('classifyGlucose (docs/product/limits.md)', () => {
  it('capillary fasting edges', () => {
    expect(classifyGlucose(3.0, 'capillary', 'fasting')).toBe('low');
    expect(classifyGlucose(3.01, 'capillary', 'fasting')).toBe('notIdealLow');
    expect(classifyGlucose(3.99, 'capillary', 'fasting')).toBe('notIdealLow');
    expect(classifyGlucose(4.0, 'capillary', 'fasting')).toBe('normal');
    expect(classifyGlucose(5.5, 'capillary', 'fasting')).toBe('normal');
    expect(classifyGlucose(5.51, 'capillary', 'fasting')).toBe('notIdealHigh');
    expect(classifyGlucose(10.0, 'capillary', 'fasting')).toBe('notIdealHigh');
    expect(classifyGlucose(10.01, 'capillary', 'fasting')).toBe('high');
  });
  it('capillary after-meal, venous fasting and after-meal upper edges', () => {
    expect(classifyGlucose(7.0, 'capillary', 'afterLunch')).toBe('normal');
    expect(classifyGlucose(7.01, 'capillary', 'afterLunch')).toBe('notIdealHigh');
    expect(classifyGlucose(3.9, 'venous', 'fasting')).toBe('low');
    expect(classifyGlucose(3.91, 'venous', 'fasting')).toBe('notIdealLow');
    expect(classifyGlucose(6.0, 'venous', 'beforeSleep')).toBe('normal');
    expect(classifyGlucose(6.01, 'venous', 'beforeDinner')).toBe('notIdealHigh');
    expect(classifyGlucose(8.0, 'venous', 'afterDinner')).toBe('normal');
    expect(classifyGlucose(8.01, 'venous', 'afterSnack')).toBe('notIdealHigh');
    expect(classifyGlucose(10.01, 'venous', 'afterBreakfast')).toBe('high');
  });
  it('agrees with the written bands for every value, sample and timing (property)', () => {
    fc.assert(
      fc.property(hundredths(0.1, 30), fc.constantFrom('capillary' as const, 'venous' as const), timing, (v, sample, t) => {
        const lowMax = sample === 'capillary' ? 3.0 : 3.9;
        const after = (AFTER_MEAL_TIMINGS as readonly string[]).includes(t);
        const normalMax = sample === 'capillary' ? (after ? 7.0 : 5.5) : after ? 8.0 : 6.0;
        const expected = v <= lowMax ? 'low' : v < 4 ? 'notIdealLow' : v <= normalMax ? 'normal' : v <= 10 ? 'notIdealHigh' : 'high';
        expect(classifyGlucose(v, sample, t)).toBe(expected);
      }),
    );
  });
  it('is monotonic in the value (property)', () => {
    fc.assert(
      fc.property(hundredths(0.1, 29), hundredths(0.01, 1), fc.constantFrom('capillary' as const, 'venous' as const), timing, (v, step, s, t) => {
        expect(GLUCOSE_LEVELS.indexOf(classifyGlucose(v + step, s, t))).toBeGreaterThanOrEqual(GLUCOSE_LEVELS.indexOf(classifyGlucose(v, s, t)));
      }),
    );
  });
});

describe('classifyGestationalGlucose', () => {
  it('uses the pregnancy targets', () => {
    expect(classifyGestationalGlucose(5.3, 'capillary', 'fasting', null)).toBe('normal');
    expect(classifyGestationalGlucose(5.31, 'capillary', 'fasting', null)).toBe('notIdealHigh');
    expect(classifyGestationalGlucose(7.8, 'capillary', 'afterLunch', 1)).toBe('normal');
    expect(classifyGestationalGlucose(7.81, 'capillary', 'afterLunch', 1)).toBe('notIdealHigh');
    expect(classifyGestationalGlucose(6.7, 'capillary', 'afterLunch', 2)).toBe('normal');
    expect(classifyGestationalGlucose(6.71, 'capillary', 'afterLunch', 2)).toBe('notIdealHigh');
    expect(classifyGestationalGlucose(10.01, 'venous', 'fasting', null)).toBe('high');
    expect(classifyGestationalGlucose(3.0, 'capillary', 'fasting', null)).toBe('low');
  });
  it('is never more lenient than the ordinary bands (property), but one hour after a meal on a capillary sample', () => {
    // The one exception the written targets make: one hour after a meal the pregnancy target (7.8) is above the ordinary
    // capillary after-meal bound (7.0). Everywhere else (fasting 5.3 against 5.5 or 6.0, two hours 6.7, venous 8.0)
    // the gestational target is the tighter one.
    expect(classifyGestationalGlucose(7.5, 'capillary', 'afterDinner', 1)).toBe('normal');
    expect(classifyGlucose(7.5, 'capillary', 'afterDinner')).toBe('notIdealHigh');
    fc.assert(
      fc.property(hundredths(4, 30), fc.constantFrom('capillary' as const, 'venous' as const), timing, fc.integer({ min: 1, max: 4 }), (v, s, t, h) => {
        fc.pre(!(s === 'capillary' && isAfterMeal(t) && h === 1));
        const g = GLUCOSE_LEVELS.indexOf(classifyGestationalGlucose(v, s, t, h));
        expect(g).toBeGreaterThanOrEqual(GLUCOSE_LEVELS.indexOf(classifyGlucose(v, s, t)));
      }),
    );
  });
});

describe('bloodGlucoseInputSchema (docs/product/validation.md)', () => {
  it('accepts 0.1 and 30.0, refuses just outside', () => {
    expect(errorsOf({ ...valid, value: 0.1 })).toEqual({});
    expect(errorsOf({ ...valid, value: 30 })).toEqual({});
    expect(errorsOf({ ...valid, value: 0.09 })).toEqual({ value: ['Blood glucose must be from 0.1 to 30.0'] });
    expect(errorsOf({ ...valid, value: 30.01 })).toEqual({ value: ['Blood glucose must be from 0.1 to 30.0'] });
    expect(errorsOf({ ...valid, value: undefined })).toEqual({ value: ['Please enter the blood glucose'] });
  });
  it('accepts exactly the values in range (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1, max: 40, noNaN: true }), (value) => {
        expect(bloodGlucoseInputSchema.safeParse({ ...valid, value }).success).toBe(value >= 0.1 && value <= 30);
      }),
    );
  });
  it('requires the hours after the meal exactly for after-meal timings (property)', () => {
    fc.assert(
      fc.property(timing, (t: GlucoseTiming) => {
        const errors = errorsOf({ ...valid, timing: t });
        if (isAfterMeal(t)) expect(errors).toEqual({ hoursAfterMeal: ['Please select the hours after the meal'] });
        else expect(errors).toEqual({});
        expect(errorsOf({ ...valid, timing: t, hoursAfterMeal: 2 })).toEqual({});
      }),
    );
  });
  it('refuses unknown timings, samples and hours', () => {
    expect(errorsOf({ ...valid, timing: 'brunch' })).toEqual({ timing: ['The measurement timing is not one of the options'] });
    expect(errorsOf({ ...valid, sample: 'arterial' })).toEqual({ sample: ['The sample must be capillary or venous blood'] });
    expect(errorsOf({ ...valid, sample: undefined })).toEqual({ sample: ['Please select capillary or venous blood'] });
    expect(errorsOf({ ...valid, timing: 'afterLunch', hoursAfterMeal: 5 })).toEqual({ hoursAfterMeal: ['Hours after the meal must be a whole number from 1 to 4'] });
    expect(errorsOf({ ...valid, timing: 'afterLunch', hoursAfterMeal: 1.5 })).toEqual({ hoursAfterMeal: ['Hours after the meal must be a whole number from 1 to 4'] });
  });
});
