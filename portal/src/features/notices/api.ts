import { paths } from '@macao-phr/contract';
import type { NoticeListResult, NoticeUnread } from '@macao-phr/contract';
import { api } from '../../api/index.ts';
import type { CallOptions } from '../../api/index.ts';

/** docs/product/calls.md /notices/*: the signed-in resident's notices (bodies as in contract/notices.ts). */

export const noticePageSize = 10;

export const listNotices = (pageNum: number, pageSize: number, options?: CallOptions) => api.post<NoticeListResult>(paths.noticeList, { page: { pageNum, pageSize } }, options);
export const markNoticesRead = (ids: number[], options?: CallOptions) => api.post<NoticeUnread>(paths.noticeMarkRead, { ids }, options);
export const markAllNoticesRead = (options?: CallOptions) => api.post<NoticeUnread>(paths.noticeMarkRead, { all: true }, options);
