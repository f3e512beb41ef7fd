import { paths, SHARE_PAGE_SIZE } from '@macao-phr/contract';
import { shareApi } from '../../api/index.ts';
import type { CallOptions } from '../../api/index.ts';

/**
 * The second client (no sign-in): one page of the pictures behind a share link. On its own, away from api.ts, whose
 * contract imports bring zod's schemas: the shared-picture viewer is a first page and loads only this
 * (docs/performance.md).
 */
export const sharedImages = (shareId: string, pageNum: number, options?: CallOptions) =>
  shareApi.call(paths.shareImageList, { shareId, page: { pageNum, pageSize: SHARE_PAGE_SIZE } }, options);
