import i18next from 'i18next';
import { navigate } from 'wouter/use-browser-location';
import { API_BASE } from '@macao-phr/contract';
import { createApiClient } from './client.ts';
import type { ApiEffects } from './client.ts';
import { getLanguage } from '../stores/language.ts';
import { $token, clearGovEntity } from '../stores/session.ts';
import { pushToast } from '../stores/toasts.ts';
import { markActivity } from '../stores/activity.ts';
import { expiredPagePath } from './gov-entity.ts';
import { $subject, subjectPatid } from '../stores/subject.ts';
import { createQueryCache } from './query.ts';
import { endSessionHere } from './session-end.ts';

export { ApiError } from './client.ts';
export type { ApiClient, CallOptions } from './client.ts';
export type { Read, ReadOptions } from './query.ts';

const shared: Omit<ApiEffects, 'getToken'> = {
  fetch: async (input, init) => {
    const response = await globalThis.fetch(input, init);
    // docs/product/sign-in.md idle warning: a call with the token restarted the server's idle limit.
    if (new Headers(init?.headers).has('Authorization')) markActivity();
    return response;
  },
  baseUrl: API_BASE,
  getLanguage,
  // docs/product/result-codes.md: remember where the resident was (not login or home), log out, go to login.
  onSessionInvalid: endSessionHere,
  onGovEntity: (type) => {
    clearGovEntity();
    navigate(expiredPagePath(type), { replace: true });
  },
  showError: (message) => pushToast('error', message),
  networkErrorMessage: () => i18next.t('common.networkError'),
};

/** The main client: sends the resident's token. */
export const api = createApiClient({ ...shared, getToken: () => $token.get(), getSubject: subjectPatid });

/** docs/product/calls.md: the second client for share pages, without Authorization. */
export const shareApi = createApiClient({ ...shared, getToken: undefined });

/**
 * The one cache of loaded data (query.ts): keyed by whose records (the ward's patid) and the language besides the call,
 * and emptied when the resident signs in or out and when a guardian switches person, so another person's records never
 * show, not even for a moment.
 */
export const queries = createQueryCache(api, () => JSON.stringify([subjectPatid() ?? '', getLanguage()]));
$token.listen(queries.clear);
$subject.listen(queries.clear);
