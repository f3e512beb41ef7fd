import { findRoute } from './routes.ts';
import type { RouteEntry, RouteName } from './routes.ts';
import { $signedIn } from '../stores/session.ts';

/**
 * The route the page is at, if the resident is signed in and it is one of `names`: for a screen that asks for its
 * data as soon as its code has loaded (CallOptions.early), and only when the resident is on that screen, not when
 * its code loads for a link's preload on another page.
 */
export function landedOn(names: readonly RouteName[]): RouteEntry | undefined {
  if (typeof window === 'undefined' || !$signedIn.get()) return undefined;
  const route = findRoute(window.location.pathname);
  return route !== undefined && names.includes(route.name) ? route : undefined;
}
