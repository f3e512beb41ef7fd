import type { BehaviourEvent, PersonalInfo, ServiceClassification, Terminal } from '@macao-phr/contract';
import { api, shareApi } from '../../api/index.ts';
import type { CallOptions } from '../../api/index.ts';
import type { Tree } from '../../routes/routes.ts';

/**
 * docs/product/calls.md service catalogue calls, with the bodies of contract/src/catalogue. Zod-free on purpose: the
 * home screen imports this module and the home budget (docs/architecture.md#budgets) has no room for zod.
 */

/** docs/product/entities.md releaseTerminal: the mobile tree asks as 'mobile' (1), the web tree as 'web' (2). */
export function terminalOf(tree: Tree): Terminal {
  return tree === 'mob' ? 'mobile' : 'web';
}

export const homeData = (terminal: Terminal, options?: CallOptions) => api.call('commonReferralService', { terminal }, options);
export const defaultCommonServices = (terminal: Terminal, options?: CallOptions) =>
  api.call('defaultCommonService', { terminal }, options);
export const saveQuickLinks = (serviceIds: readonly number[], options?: CallOptions) =>
  api.call('saveCustomConfig', { serviceIds: [...serviceIds] }, options);
export const banners = (terminal: Terminal, options?: CallOptions) => api.call('bannerList', { terminal }, options);
export const bookingCount = (options?: CallOptions) => api.call('bookingCount', {}, options);
export const notices = (terminal: Terminal, options?: CallOptions) => api.call('serviceMessageList', { terminal }, options);

/**
 * The whole classified catalogue. Signed in it is filtered by the resident's sex; the maintenance pages
 * are public and ask without a token (docs/product/routes.md: maintenance pages need no login).
 */
export function catalogue(terminal: Terminal, options?: CallOptions & { readonly signedIn?: boolean }): Promise<ServiceClassification[]> {
  const client = options?.signedIn === false ? shareApi : api;
  return client.call('serviceList', { terminal }, options);
}

/** Public too: the maintenance page shows it without a session. */
export const serviceContent = (contentId: string, options?: CallOptions) =>
  shareApi.call('serviceContentDetail', { contentId }, options);

export const healthServices = (terminal: Terminal, options?: CallOptions) => api.call('healthServiceList', { terminal }, options);

let personal: Promise<PersonalInfo> | undefined;

/** The resident's personal information, asked once per page load (attribute 3 tiles pass the patient id). */
export function personalInfo(): Promise<PersonalInfo> {
  personal ??= api.call('personalInfo', {}).catch((error: unknown) => {
    personal = undefined;
    throw error;
  });
  return personal;
}

/**
 * docs/product/entities.md behaviour events go to behavior/recordBehavior. Statistics must never get in the resident's
 * way: no toast, no waiting, a failure is dropped.
 */
export function recordBehaviour(event: BehaviourEvent): void {
  api.call('recordBehavior', event, { toastOnError: false }).catch(() => {});
}
