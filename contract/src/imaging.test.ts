import { describe, expect, it } from 'vitest';
import { ResultCode } from './result-codes.ts';
import { SHARE_IMAGES_MAX, SHARE_PAGE_SIZE } from './limits.ts';
import { shareDicomImageRequestSchema, shareImageListRequestSchema, shareSelectionProblem, imageQuerySchema } from './imaging.ts';

describe('imaging sharing rules (docs/product/validation.md, docs/product/limits.md)', () => {
  it('allows 1 to 100 pictures and answers SHARE_TOO_MANY_IMAGES past 100', () => {
    expect(shareSelectionProblem(1)).toBeNull();
    expect(shareSelectionProblem(SHARE_IMAGES_MAX)).toBeNull();
    expect(shareSelectionProblem(SHARE_IMAGES_MAX + 1)).toBe(ResultCode.SHARE_TOO_MANY_IMAGES);
  });

  it('needs at least one picture id, each a valid record id', () => {
    expect(shareDicomImageRequestSchema.safeParse({ reportId: 3, imageIds: [] }).success).toBe(false);
    expect(shareDicomImageRequestSchema.safeParse({ reportId: 3, imageIds: [0] }).success).toBe(false);
    expect(shareDicomImageRequestSchema.safeParse({ reportId: 3, imageIds: [2 ** 31] }).success).toBe(false);
    expect(shareDicomImageRequestSchema.safeParse({ reportId: 3, imageIds: [4, 5] }).success).toBe(true);
  });

  it('pages the share viewer 10 at a time by default', () => {
    expect(shareImageListRequestSchema.parse({ shareId: 'abc' }).page).toEqual({ pageNum: 1, pageSize: SHARE_PAGE_SIZE });
    expect(shareImageListRequestSchema.safeParse({ shareId: '' }).success).toBe(false);
  });

  it('reads picture ids from the query string and refuses anything else', () => {
    expect(imageQuerySchema.parse({ id: '12' })).toEqual({ id: 12, size: 'full' });
    expect(imageQuerySchema.safeParse({ id: '12', size: 'huge' }).success).toBe(false);
    expect(imageQuerySchema.safeParse({ id: 'x' }).success).toBe(false);
  });
});
