import i18next from 'i18next';
import { navigate } from 'wouter/use-browser-location';
import { API_BASE } from '@mhp/contract';
import { createApiClient } from './client.ts';
import type { ApiEffects } from './client.ts';
import { addressToRemember } from '../app/route-rules.ts';
import { getLanguage } from '../stores/language.ts';
import { $token, clearGovEntity, clearSession, rememberOriginalUrl } from '../stores/session.ts';
import { pushToast } from '../stores/toasts.ts';
import { loginPath } from '../app/routes.ts';

export { ApiError } from './client.ts';
export type { ApiClient, CallOptions } from './client.ts';

const shared: Omit<ApiEffects, 'getToken'> = {
  fetch: (input, init) => globalThis.fetch(input, init),
  baseUrl: API_BASE,
  getLanguage,
  onSessionInvalid: () => {
    // SPEC 8: remember where the resident was (not login or home), log out, go to login.
    const remember = addressToRemember(window.location.pathname, window.location.search);
    if (remember !== null) rememberOriginalUrl(remember);
    clearSession();
    navigate(loginPath, { replace: true });
  },
  onGovEntity: (type) => {
    clearGovEntity();
    navigate(`/web/expiredPage?type=${type}`, { replace: true });
  },
  showError: (message) => pushToast('error', message),
  networkErrorMessage: () => i18next.t('common.networkError'),
};

/** The main client: sends the resident's token. */
export const api = createApiClient({ ...shared, getToken: () => $token.get() });

/** SPEC 7: the second client for share pages, without Authorization. */
export const shareApi = createApiClient({ ...shared, getToken: undefined });
