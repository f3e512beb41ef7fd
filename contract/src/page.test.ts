import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pageRequestSchema } from './page.ts';
import { fieldErrors } from './validation.ts';

describe('pageRequestSchema (docs/product/limits.md paging)', () => {
  it('accepts every page size 1..100 and page number >= 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 100 }), (pageNum, pageSize) => {
        expect(pageRequestSchema.parse({ pageNum, pageSize })).toEqual({ pageNum, pageSize });
      }),
    );
  });

  it('refuses sizes outside 1..100 and numbers below 1, naming the field', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 101 })), (pageSize) => {
        const result = pageRequestSchema.safeParse({ pageNum: 1, pageSize });
        expect(result.success).toBe(false);
        if (!result.success) expect(Object.keys(fieldErrors(result.error, 'en'))).toEqual(['pageSize']);
      }),
    );
    for (const pageNum of [0, -5, 1.5, '2', 100_001]) {
      expect(pageRequestSchema.safeParse({ pageNum }).success).toBe(false);
    }
  });

  it('defaults to page 1 of 10', () => {
    expect(pageRequestSchema.parse({})).toEqual({ pageNum: 1, pageSize: 10 });
  });
});
