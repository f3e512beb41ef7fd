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
type Loader = () => Promise<{ default: ComponentType<ScreenProps> }>;
const loginScreen: Loader = () => import('../features/auth/LoginScreen.tsx').then((m) => ({ default: m.LoginScreen }));
const callbackScreen: Loader = () => import('../features/auth/SignInCallbackScreen.tsx').then((m) => ({ default: m.SignInCallbackScreen }));
const homeScreen: Loader = () => import('../features/home/HomeScreen.tsx').then((m) => ({ default: m.HomeScreen }));
const maintenanceScreen: Loader = () => import('../features/catalogue/MaintenanceScreen.tsx').then((m) => ({ default: m.MaintenanceScreen }));
const shareViewerScreen: Loader = () => import('../features/imaging/ShareViewerScreen.tsx').then((m) => ({ default: m.ShareViewerScreen }));
const landingLoaders: Partial<Record<RouteName, Loader>> = {
  login: loginScreen,
  signInCallback: callbackScreen,
  home: homeScreen,
  traditionalHome: homeScreen,
  easyHome: homeScreen,
  maintenance: maintenanceScreen,
  mobMaintenance: maintenanceScreen,
  webShareReportImages: shareViewerScreen,
  mobShareReportImages: shareViewerScreen,
};
const landing: Partial<Record<RouteName, Screen>> = Object.fromEntries(
  Object.entries(landingLoaders).map(([name, load]) => [name, lazy(load)]),
);

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

/**
 * Starts loading a screen's chunk (on hover or focus of a link to it: app/useScreenPreload.ts; the first page's
 * screen from main.tsx, beside the language bundle); errors wait for the visit.
 */
export function preloadScreen(name: RouteName): void {
  const first = landingLoaders[name];
  if (first !== undefined) {
    first().catch(() => undefined);
    return;
  }
  registry()
    .then((r) => r.loadScreen(name))
    .catch(() => undefined);
}
