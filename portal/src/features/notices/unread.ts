import { atom } from 'nanostores';
import { api } from '../../api/index.ts';
import type { CallOptions } from '../../api/index.ts';

/**
 * How many of the signed-in resident's notices are unread (docs/product/notices.md): the home's count, kept current
 * by the notices screen as notices are read. Null until first asked.
 */
export const $unreadNotices = atom<number | null>(null);

/** Asks the server for the count and keeps it in the store. */
export async function refreshUnreadNotices(options?: CallOptions): Promise<number> {
  const answer = await api.call('noticeUnread', {}, options);
  $unreadNotices.set(answer.unread);
  return answer.unread;
}
