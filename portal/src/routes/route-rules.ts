import { findRoute, homePathOf, loginPath, pathOf } from './routes.ts';
import type { RouteEntry, Tree } from './routes.ts';

/**
 * The routing rules of docs/product/routes.md as one pure function, so they can be tested without a browser.
 * The router component only renders what this decides.
 */

/** docs/product/routes.md: "Paths /, /home, /mob and /web count as home". */
const homeAliases = new Set(['/', '/home', '/mob', '/web']);

export function normalisePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Home aliases and the two real home screens. */
export function isHomePath(path: string): boolean {
  const p = normalisePath(path.split('?')[0] ?? path);
  return homeAliases.has(p) || p === '/mob/home' || p === '/web/home';
}

export function isLoginPath(path: string): boolean {
  return normalisePath(path.split('?')[0] ?? path) === loginPath;
}

export interface RouteContext {
  readonly tree: Tree;
  readonly signedIn: boolean;
  /**
   * docs/product/routes.md: "A wrong device type for the path redirects to a download address when the app-entry
   * setting is on". The setting arrives in a later issue; until then this returns undefined and the
   * visitor goes to the same screen in the active tree.
   */
  readonly wrongDeviceAddress?: (entry: RouteEntry) => string | undefined;
}

export type RouteDecision =
  | { readonly kind: 'render'; readonly route: RouteEntry }
  | { readonly kind: 'redirect'; readonly to: string }
  /** Send to login and remember `originalUrl` (docs/product/routes.md, docs/product/states.md). */
  | { readonly kind: 'login'; readonly originalUrl: string };

function otherTree(tree: Tree): Tree {
  return tree === 'mob' ? 'web' : 'mob';
}

export function decideRoute(pathname: string, search: string, ctx: RouteContext): RouteDecision {
  const path = normalisePath(pathname);
  const query = search === '' || search.startsWith('?') ? search : `?${search}`;
  const home = homePathOf(ctx.tree);

  if (homeAliases.has(path)) return { kind: 'redirect', to: `${home}${query}` };

  let route = findRoute(path);

  if (route?.tree === otherTree(ctx.tree)) {
    const download = ctx.wrongDeviceAddress?.(route);
    if (download !== undefined) return { kind: 'redirect', to: download };
    const same = pathOf(route.name, ctx.tree);
    return { kind: 'redirect', to: same === undefined ? home : `${same}${query}` };
  }

  // Unknown addresses inside the active tree (or anywhere else) show that tree's not-found screen.
  route ??= findRoute(pathOf('notFound', ctx.tree) ?? home);
  if (route === undefined) return { kind: 'redirect', to: home };

  if (route.access === 'signedIn' && !ctx.signedIn) {
    return { kind: 'login', originalUrl: `${path}${query}` };
  }
  if (route.access === 'signedOut' && ctx.signedIn) return { kind: 'redirect', to: home };
  return { kind: 'render', route };
}

/**
 * The route a visit to `pathname` ends up showing: redirects inside the portal (a home alias, the other tree's
 * address) and the way to sign-in are followed, a few steps at most. Undefined when the visit leaves the portal
 * (a download address). The first render waits for this route's screen (main.tsx), so that a visit to `/` or a
 * signed-out visit to a record opens its screen as directly as a visit to the screen's own address.
 */
export function firstRouteOf(pathname: string, search: string, ctx: RouteContext): RouteEntry | undefined {
  let path = pathname;
  let query = search;
  for (let step = 0; step < 4; step++) {
    const decision = decideRoute(path, query, ctx);
    if (decision.kind === 'render') return decision.route;
    const to = decision.kind === 'login' ? loginPath : decision.to;
    if (!to.startsWith('/') || to.startsWith('//')) return undefined;
    const at = to.indexOf('?');
    path = at === -1 ? to : to.slice(0, at);
    query = at === -1 ? '' : to.slice(at);
  }
  return undefined;
}

/** docs/product/states.md: after sign-in, back to the remembered address unless it is a home path. */
export function afterLoginPath(originalUrl: string | null, tree: Tree): string {
  if (originalUrl === null || originalUrl === '' || isHomePath(originalUrl) || isLoginPath(originalUrl)) {
    return homePathOf(tree);
  }
  return originalUrl;
}

/** docs/product/result-codes.md: the address to remember on a session-invalid answer, or null on login and home paths. */
export function addressToRemember(pathname: string, search: string): string | null {
  if (isLoginPath(pathname) || isHomePath(pathname)) return null;
  return `${pathname}${search}`;
}
