import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  bloodPressureDeleteSchema,
  bloodPressureInputSchema,
  bloodPressureListRequestSchema,
  bloodPressureUpdateSchema,
  classifyBloodPressure,
} from './blood-pressure.ts';
import { fieldErrors } from '../validation.ts';
import { DIASTOLIC_RANGE, PULSE_RANGE, SYSTOLIC_RANGE } from '../limits.ts';

const PAST = '2024-03-01T08:30:00+08:00';
const valid = { systolic: 120, diastolic: 80, pulse: 70, recordTime: PAST };

function errorsOf(input: unknown): Record<string, string[]> {
  const result = bloodPressureInputSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error, 'en');
}

describe('classifyBloodPressure (docs/product/limits.md)', () => {
  it('puts the band edges where docs/product/limits.md draws them', () => {
    expect(classifyBloodPressure(139, 89)).toBe('normal');
    expect(classifyBloodPressure(140, 70)).toBe('high');
    expect(classifyBloodPressure(120, 90)).toBe('high');
    expect(classifyBloodPressure(90, 60)).toBe('normal');
    expect(classifyBloodPressure(89, 60)).toBe('low');
    expect(classifyBloodPressure(100, 59)).toBe('low');
  });

  it('lets high win over low for mixed readings', () => {
    expect(classifyBloodPressure(150, 55)).toBe('high');
    expect(classifyBloodPressure(85, 95)).toBe('high');
  });

  it('agrees with the band definition for every reading in range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 20, max: 300 }), fc.integer({ min: 20, max: 300 }), (sys, dia) => {
        const level = classifyBloodPressure(sys, dia);
        const high = sys >= 140 || dia >= 90;
        const low = !high && (sys < 90 || dia < 60);
        expect(level).toBe(high ? 'high' : low ? 'low' : 'normal');
        if (level === 'normal') {
          expect(sys >= 90 && sys <= 139 && dia >= 60 && dia <= 89).toBe(true);
        }
      }),
    );
  });

  it('is monotonic: raising a value never lowers the level below high once high', () => {
    fc.assert(
      fc.property(fc.integer({ min: 20, max: 299 }), fc.integer({ min: 20, max: 299 }), (sys, dia) => {
        if (classifyBloodPressure(sys, dia) === 'high') {
          expect(classifyBloodPressure(sys + 1, dia)).toBe('high');
          expect(classifyBloodPressure(sys, dia + 1)).toBe('high');
        }
      }),
    );
  });
});

describe('bloodPressureInputSchema (docs/product/validation.md)', () => {
  it('accepts a plain reading', () => {
    expect(bloodPressureInputSchema.parse(valid)).toEqual(valid);
  });

  const fields = [
    ['systolic', SYSTOLIC_RANGE, { diastolic: 20 }],
    ['diastolic', DIASTOLIC_RANGE, { systolic: 300 }],
    ['pulse', PULSE_RANGE, {}],
  ] as const;

  for (const [field, range, fix] of fields) {
    it(`accepts every whole ${field} in ${range.min}..${range.max}`, () => {
      fc.assert(
        fc.property(fc.integer({ min: range.min, max: range.max }), (n) => {
          expect(bloodPressureInputSchema.safeParse({ ...valid, ...fix, [field]: n }).success).toBe(true);
        }),
      );
    });

    it(`refuses ${field} outside ${range.min}..${range.max}, only on that field`, () => {
      const outside = fc.oneof(fc.integer({ max: range.min - 1 }), fc.integer({ min: range.max + 1 }));
      fc.assert(
        fc.property(outside, (n) => {
          const errors = errorsOf({ ...valid, ...fix, [field]: n });
          expect(Object.keys(errors)).toEqual([field]);
        }),
      );
      // The exact edges.
      expect(errorsOf({ ...valid, ...fix, [field]: range.min - 1 })[field]).toHaveLength(1);
      expect(errorsOf({ ...valid, ...fix, [field]: range.max + 1 })[field]).toHaveLength(1);
    });

    it(`refuses a fractional or non-numeric ${field}`, () => {
      fc.assert(
        fc.property(fc.double({ min: range.min, max: range.max, noInteger: true, noNaN: true }), (n) => {
          expect(Object.keys(errorsOf({ ...valid, ...fix, [field]: n }))).toEqual([field]);
        }),
      );
      for (const bad of ['120', null, true, [], {}, Number.NaN, Infinity]) {
        expect(Object.keys(errorsOf({ ...valid, ...fix, [field]: bad }))).toEqual([field]);
      }
    });

    it(`asks for a missing ${field} with its own words`, () => {
      const { [field]: _drop, ...rest } = { ...valid, ...fix };
      expect(errorsOf(rest)[field]?.[0]).toMatch(/^Please enter/);
    });
  }

  it('refuses systolic lower than diastolic on the systolic field, allows equal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 20, max: 300 }), fc.integer({ min: 20, max: 300 }), (sys, dia) => {
        const errors = errorsOf({ ...valid, systolic: sys, diastolic: dia });
        if (sys < dia) expect(errors).toEqual({ systolic: ['Systolic pressure cannot be lower than diastolic pressure'] });
        else expect(errors).toEqual({});
      }),
    );
  });

  it('accepts record times with a zone in 1901..2099 and not in the future', () => {
    expect(errorsOf({ ...valid, recordTime: '1901-01-01T00:00:00+08:00' })).toEqual({});
    expect(errorsOf({ ...valid, recordTime: '2020-02-29T23:59:59.123Z' })).toEqual({});
    expect(errorsOf({ ...valid, recordTime: new Date().toISOString() })).toEqual({});
  });

  it('refuses record times out of the years, in the future, without zone or malformed', () => {
    expect(errorsOf({ ...valid, recordTime: '1900-12-31T23:59:59+08:00' }).recordTime).toEqual([
      'The year must be between 1901 and 2099',
    ]);
    expect(errorsOf({ ...valid, recordTime: '2100-01-01T00:00:00Z' }).recordTime).toHaveLength(1);
    expect(errorsOf({ ...valid, recordTime: new Date(Date.now() + 3_600_000).toISOString() }).recordTime).toEqual([
      'The measurement time cannot be in the future',
    ]);
    for (const bad of ['2024-03-01T08:30:00', '2024-13-01T00:00:00Z', 'yesterday', '', 1700000000000]) {
      expect(errorsOf({ ...valid, recordTime: bad }).recordTime).toHaveLength(1);
    }
    expect(errorsOf({ systolic: 120, diastolic: 80, pulse: 70 }).recordTime).toEqual(['Please select the measurement time']);
  });

  it('refuses years outside 1901..2099 for any date', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 1000, max: 1900 }), fc.integer({ min: 2100, max: 9999 })),
        fc.integer({ min: 1, max: 12 }),
        (year, month) => {
          const time = `${year}-${String(month).padStart(2, '0')}-01T00:00:00Z`;
          expect(errorsOf({ ...valid, recordTime: time }).recordTime).toHaveLength(1);
        },
      ),
    );
  });
});

describe('update, delete and list requests', () => {
  it('needs a whole positive id that fits a database integer', () => {
    expect(bloodPressureUpdateSchema.safeParse({ ...valid, id: 1 }).success).toBe(true);
    expect(bloodPressureDeleteSchema.safeParse({ id: 2_147_483_647 }).success).toBe(true);
    for (const id of [0, -1, 1.5, 2_147_483_648, 1e300, '1', 'abc', null, undefined, Number.NaN]) {
      expect(bloodPressureDeleteSchema.safeParse({ id }).success).toBe(false);
      expect(bloodPressureUpdateSchema.safeParse({ ...valid, id }).success).toBe(false);
    }
  });

  it('applies the systolic/diastolic rule on update too', () => {
    const result = bloodPressureUpdateSchema.safeParse({ ...valid, id: 3, systolic: 70, diastolic: 80 });
    expect(result.success).toBe(false);
  });

  it('defaults the page to 1 of 10', () => {
    expect(bloodPressureListRequestSchema.parse({})).toEqual({ page: { pageNum: 1, pageSize: 10 } });
    expect(bloodPressureListRequestSchema.parse({ page: { pageNum: 3 } })).toEqual({ page: { pageNum: 3, pageSize: 10 } });
  });
});
