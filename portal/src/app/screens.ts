import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteName } from './routes.ts';
import type { ScreenProps } from './screen-types.ts';

type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

/**
 * The screens a visitor can land on first (sign-in, the homes, maintenance, the shared-picture viewer), each its own
 * chunk loaded straight from the entry (docs/architecture.md#budgets). Every other screen is found through
 * screen-registry.ts, a chunk of its own: its table of loaders (and the preload lists that come with each) stays out
 * of the first paint of every page (docs/performance.md).
 */
const landing: Partial<Record<RouteName, Screen>> = {
  login: lazy(() => import('../features/auth/LoginScreen.tsx').then((m) => ({ default: m.LoginScreen }))),
  signInCallback: lazy(() => import('../features/auth/SignInCallbackScreen.tsx').then((m) => ({ default: m.SignInCallbackScreen }))),
  home: lazy(() => import('../features/home/HomeScreen.tsx').then((m) => ({ default: m.HomeScreen }))),
  traditionalHome: lazy(() => import('../features/home/HomeScreen.tsx').then((m) => ({ default: m.HomeScreen }))),
  easyHome: lazy(() => import('../features/home/HomeScreen.tsx').then((m) => ({ default: m.HomeScreen }))),
  maintenance: lazy(() => import('../features/catalogue/MaintenanceScreen.tsx').then((m) => ({ default: m.MaintenanceScreen }))),
  mobMaintenance: lazy(() => import('../features/catalogue/MaintenanceScreen.tsx').then((m) => ({ default: m.MaintenanceScreen }))),
  webShareReportImages: lazy(() => import('../features/imaging/ShareViewerScreen.tsx').then((m) => ({ default: m.ShareViewerScreen }))),
  mobShareReportImages: lazy(() => import('../features/imaging/ShareViewerScreen.tsx').then((m) => ({ default: m.ShareViewerScreen }))),
};

const registry = () => import('./screen-registry.ts');
const others = new Map<RouteName, Screen>();

/** The screen of a route; one component per name, so a screen does not restart when its route renders again. */
export function screenFor(name: RouteName): Screen {
  const first = landing[name];
  if (first !== undefined) return first;
  let screen = others.get(name);
  if (screen === undefined) {
    screen = lazy(() => registry().then((r) => r.loadScreen(name)));
    others.set(name, screen);
  }
  return screen;
}

/** Starts loading a screen's chunk (on hover or focus of a link to it: app/useScreenPreload.ts); errors wait for the visit. */
export function preloadScreen(name: RouteName): void {
  if (landing[name] !== undefined) return;
  registry()
    .then((r) => r.loadScreen(name))
    .catch(() => undefined);
}
