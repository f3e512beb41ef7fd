import { describe, expect, it } from 'vitest';
import { doseWords, medicationListRequestSchema, prescriptionFollowRequestSchema, prescriptionListRequestSchema } from './prescriptions.ts';

describe('dose words (docs/product/entities.md Drug line)', () => {
  it('says ADQ as an adequate amount', () => {
    expect(doseWords('ADQ')).toEqual({ kind: 'adequate' });
    expect(doseWords(' adq ')).toEqual({ kind: 'adequate' });
  });

  it('says 0.25, 0.5 and 0.75 as a quarter, a half and three quarters, with any whole part', () => {
    expect(doseWords('0.25')).toEqual({ kind: 'fraction', whole: 0, fraction: 'quarter' });
    expect(doseWords('0.5')).toEqual({ kind: 'fraction', whole: 0, fraction: 'half' });
    expect(doseWords('0.75')).toEqual({ kind: 'fraction', whole: 0, fraction: 'threeQuarters' });
    expect(doseWords('1.5')).toEqual({ kind: 'fraction', whole: 1, fraction: 'half' });
    expect(doseWords('2.50')).toEqual({ kind: 'fraction', whole: 2, fraction: 'half' });
  });

  it('keeps whole numbers whole and any other number as written', () => {
    expect(doseWords('2')).toEqual({ kind: 'fraction', whole: 2, fraction: null });
    expect(doseWords('1.3')).toEqual({ kind: 'number', value: '1.3' });
    expect(doseWords('500')).toEqual({ kind: 'fraction', whole: 500, fraction: null });
    expect(doseWords('abc')).toEqual({ kind: 'number', value: 'abc' });
  });
});

describe('prescription requests', () => {
  it('default the page and the medication scope', () => {
    expect(prescriptionListRequestSchema.parse({})).toEqual({ page: { pageNum: 1, pageSize: 10 } });
    expect(medicationListRequestSchema.parse({})).toEqual({ scope: 'inuse' });
    expect(medicationListRequestSchema.safeParse({ scope: 'some' }).success).toBe(false);
  });

  it('follow takes a whole id and isFollow 0 or 1 only', () => {
    expect(prescriptionFollowRequestSchema.parse({ id: 7, isFollow: 1 })).toEqual({ id: 7, isFollow: 1 });
    for (const isFollow of [2, -1, '1', true, null]) expect(prescriptionFollowRequestSchema.safeParse({ id: 7, isFollow }).success).toBe(false);
    for (const id of [0, 1.5, '7']) expect(prescriptionFollowRequestSchema.safeParse({ id, isFollow: 1 }).success).toBe(false);
  });
});
