import { z } from './z.ts';
import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE, MAX_PAGE_NUM, MAX_PAGE_SIZE } from './limits.ts';

/** docs/product/entities.md / docs/product/limits.md: page { pageNum, pageSize }, defaults 1 and 10. */
export const pageRequestSchema = z.object({
  pageNum: z
    .int({ error: 'page.pageNum' })
    .min(1, { error: 'page.pageNum' })
    .max(MAX_PAGE_NUM, { error: 'page.pageNum' })
    .default(DEFAULT_PAGE_NUM),
  pageSize: z
    .int({ error: 'page.pageSize' })
    .min(1, { error: 'page.pageSize' })
    .max(MAX_PAGE_SIZE, { error: 'page.pageSize' })
    .default(DEFAULT_PAGE_SIZE),
});

export type PageRequest = z.output<typeof pageRequestSchema>;

/** The page object itself may be left out: it then means page 1 of 10. */
export const optionalPageSchema = pageRequestSchema.default({ pageNum: DEFAULT_PAGE_NUM, pageSize: DEFAULT_PAGE_SIZE });

export function pageResultSchema<T extends z.ZodType>(rowSchema: T) {
  return z.object({ rows: z.array(rowSchema), total: z.int().min(0) });
}

export type PageResult<T> = { rows: T[]; total: number };
