import { api } from '../../api/index.ts';
import type { CallOptions } from '../../api/index.ts';

/** docs/product/calls.md /notices/*: the signed-in resident's notices (bodies as in contract/notices.ts). */

export const noticePageSize = 10;

export const listNotices = (pageNum: number, pageSize: number, options?: CallOptions) => api.call('noticeList', { page: { pageNum, pageSize } }, options);
export const markNoticesRead = (ids: number[], options?: CallOptions) => api.call('noticeMarkRead', { ids }, options);
export const markAllNoticesRead = (options?: CallOptions) => api.call('noticeMarkRead', { all: true }, options);
