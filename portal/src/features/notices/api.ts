import { api, queries } from '../../api/index.ts';
import type { CallOptions } from '../../api/index.ts';
import { paths } from '@macao-phr/contract';

/** docs/product/calls.md /notices/*: the signed-in resident's notices (bodies as in contract/notices.ts). */

export const noticePageSize = 10;

export const listNotices = (pageNum: number, pageSize: number) => queries.read(paths.noticeList, { page: { pageNum, pageSize } }, { toastOnError: false });

/** Marks notices read (some, or all); the notice list and the unread count are asked for again when shown next. */
async function markRead(body: { ids: number[] } | { all: true }, options?: CallOptions) {
  const answer = await api.call(paths.noticeMarkRead, body, options);
  queries.invalidate(paths.noticeList, paths.noticeUnread);
  return answer;
}
export const markNoticesRead = (ids: number[], options?: CallOptions) => markRead({ ids }, options);
export const markAllNoticesRead = (options?: CallOptions) => markRead({ all: true }, options);
