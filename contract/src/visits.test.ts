import { describe, expect, it } from 'vitest';
import { DEFAULT_VISIT_TYPES, VISIT_TYPES, visitDetailRequestSchema, visitFilterNumRequestSchema, visitListRequestSchema } from './visits.ts';

describe('visit record requests', () => {
  it('default the page and accept a range, the record types and known organisations', () => {
    expect(visitListRequestSchema.parse({})).toEqual({ page: { pageNum: 1, pageSize: 10 } });
    const parsed = visitListRequestSchema.parse({ selectTime: { start: '2017-01-01', end: '2026-11-23' }, typeCodeList: ['EMR', 'INP'], orgCodes: ['SS'] });
    expect(parsed).toMatchObject({ typeCodeList: ['EMR', 'INP'], orgCodes: ['SS'] });
    expect(visitListRequestSchema.parse({ typeCodeList: [] }).typeCodeList).toEqual([]);
  });

  it('default to every record type (docs/product/limits.md: EMR, OUT, INP)', () => {
    expect([...DEFAULT_VISIT_TYPES]).toEqual(['EMR', 'OUT', 'INP']);
    expect([...VISIT_TYPES]).toEqual(['EMR', 'OUT', 'INP']);
  });

  it('refuse an unknown type or organisation, too many types, an end before the start and an end without a start', () => {
    expect(visitFilterNumRequestSchema.safeParse({ typeCodeList: ['ICU'] }).success).toBe(false);
    expect(visitFilterNumRequestSchema.safeParse({ typeCodeList: ['EMR', 'OUT', 'INP', 'OUT'] }).success).toBe(false);
    expect(visitFilterNumRequestSchema.safeParse({ orgCodes: ['NOPE'] }).success).toBe(false);
    const backwards = visitListRequestSchema.safeParse({ selectTime: { start: '2025-05-01', end: '2025-01-01' } });
    expect(backwards.error?.issues.map((i) => i.message)).toEqual(['date.endBeforeStart']);
    const endOnly = visitListRequestSchema.safeParse({ selectTime: { end: '2025-01-01' } });
    expect(endOnly.error?.issues.map((i) => i.message)).toEqual(['date.startFirst']);
  });

  it('refuse a visit id that is not a whole number in range', () => {
    for (const id of [0, -1, 1.5, 2 ** 31, '7']) expect(visitDetailRequestSchema.safeParse({ id }).success).toBe(false);
    expect(visitDetailRequestSchema.parse({ id: 7 })).toEqual({ id: 7 });
  });
});
