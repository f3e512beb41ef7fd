import { describe, expect, it } from 'vitest';
import { LAB_FLAGS, isOutOfRange, labReportDetailRequestSchema, labReportFilterNumRequestSchema, labReportListRequestSchema } from './lab-reports.ts';

describe('lab report requests', () => {
  it('default the page and accept a range and known organisations', () => {
    expect(labReportListRequestSchema.parse({})).toEqual({ page: { pageNum: 1, pageSize: 10 } });
    const parsed = labReportListRequestSchema.parse({ selectTime: { start: '2017-01-01', end: '2026-11-23' }, orgCodes: ['SS', 'KWH'] });
    expect(parsed.orgCodes).toEqual(['SS', 'KWH']);
  });

  it('refuse an unknown organisation, an end before the start and an end without a start', () => {
    expect(labReportFilterNumRequestSchema.safeParse({ orgCodes: ['NOPE'] }).success).toBe(false);
    const backwards = labReportListRequestSchema.safeParse({ selectTime: { start: '2025-05-01', end: '2025-01-01' } });
    expect(backwards.error?.issues.map((i) => i.message)).toEqual(['date.endBeforeStart']);
    const endOnly = labReportListRequestSchema.safeParse({ selectTime: { end: '2025-01-01' } });
    expect(endOnly.error?.issues.map((i) => i.message)).toEqual(['date.startFirst']);
  });

  it('refuse a report id that is not a whole number in range', () => {
    for (const id of [0, -1, 1.5, 2 ** 31, '7']) expect(labReportDetailRequestSchema.safeParse({ id }).success).toBe(false);
    expect(labReportDetailRequestSchema.parse({ id: 7 })).toEqual({ id: 7 });
  });

  it('count high, low and resistant as out of range, and nothing else', () => {
    expect(LAB_FLAGS.filter(isOutOfRange)).toEqual(['H', 'L', 'R']);
  });
});
