import type { BehaviourEvent, PersonalInfo, ServiceClassification, Terminal } from '@macao-phr/contract';
import { api, queries, shareApi } from '../../api/index.ts';
import type { CallOptions, Read, ReadOptions } from '../../api/index.ts';
import type { RouteEntry, Tree } from '../../routes/routes.ts';
import { $homeVariant } from '../../stores/home-variant.ts';
import { paths } from '@macao-phr/contract';

/**
 * docs/product/calls.md service catalogue calls, with the bodies of contract/src/catalogue. Zod-free on purpose: the
 * home screen imports this module and the home budget (docs/architecture.md#budgets) has no room for zod.
 */

/** docs/product/entities.md releaseTerminal: the mobile tree asks as 'mobile' (1), the web tree as 'web' (2). */
export function terminalOf(tree: Tree): Terminal {
  return tree === 'mob' ? 'mobile' : 'web';
}

/** The home's services (quick links and recommended) and its banners, as the home and its prefetch ask for them. */
export const homeDataRead = (terminal: Terminal) => queries.read(paths.commonReferralService, { terminal });
export const bannersRead = (terminal: Terminal) => queries.read(paths.bannerList, { terminal }, { toastOnError: false });

/**
 * The route prefetch of the three homes (routes/manifest.ts): the reads the home asks for first (HomeScreen), started
 * when the route is chosen, beside the loading of its code. The easy home shows no banners.
 */
export function homePrefetch(route: RouteEntry): Read<unknown>[] {
  const easy = route.name === 'easyHome' || (route.tree === 'mob' && route.name === 'home' && $homeVariant.get() === 'easy');
  const terminal = terminalOf(route.tree ?? 'web');
  return [personalRead(), homeDataRead(terminal), ...(easy ? [] : [bannersRead(terminal)])];
}
export const defaultCommonServices = (terminal: Terminal, options?: CallOptions) =>
  api.call(paths.defaultCommonService, { terminal }, options);
/** The home's quick links change: its services are asked for again when it opens next. */
export async function saveQuickLinks(serviceIds: readonly number[], options?: CallOptions) {
  const saved = await api.call(paths.saveCustomConfig, { serviceIds: [...serviceIds] }, options);
  queries.invalidate(paths.commonReferralService);
  return saved;
}
export const bookingCountRead = (options?: ReadOptions) => queries.read(paths.bookingCount, {}, options);
export const notices = (terminal: Terminal, options?: CallOptions) => api.call(paths.serviceMessageList, { terminal }, options);

/**
 * The whole classified catalogue. Signed in it is filtered by the resident's sex; the maintenance pages
 * are public and ask without a token (docs/product/routes.md: maintenance pages need no login).
 */
export function catalogue(terminal: Terminal, options?: CallOptions & { readonly signedIn?: boolean }): Promise<ServiceClassification[]> {
  return options?.signedIn === false ? shareApi.call(paths.serviceList, { terminal }, options) : catalogueRead(terminal).fetch(options?.signal);
}
export const catalogueRead = (terminal: Terminal) => queries.read(paths.serviceList, { terminal });

/** Public too: the maintenance page shows it without a session. */
export const serviceContent = (contentId: string, options?: CallOptions) =>
  shareApi.call(paths.serviceContentDetail, { contentId }, options);

export const healthServices = (terminal: Terminal, options?: CallOptions) => api.call(paths.healthServiceList, { terminal }, options);

/** The personal information of the person whose records show, asked once while they do (attribute 3 tiles pass the patient id). */
export const personalRead = (): Read<PersonalInfo> => queries.read(paths.personalInfo, {}, { fresh: Number.POSITIVE_INFINITY });


/**
 * docs/product/entities.md behaviour events go to behavior/recordBehavior. Statistics must never get in the resident's
 * way: no toast, no waiting, a failure is dropped.
 */
export function recordBehaviour(event: BehaviourEvent): void {
  api.call(paths.recordBehavior, event, { toastOnError: false }).catch(() => {});
}
