import type { ComponentType } from 'react';
import type { RouteName } from '../routes/routes.ts';
import type { ScreenProps } from '../routes/screen-types.ts';
import { featureTextsReady, lazyWithTexts } from '../i18n/index.ts';
import { landingScreens } from 'virtual:mhp/landing-screens';

type Screen = ComponentType<ScreenProps>;
type Loader = () => Promise<{ default: ComponentType<ScreenProps> }>;

/**
 * The screens a visitor can land on first (sign-in, the homes, maintenance, the shared-picture viewer: `landing` in
 * the route manifest, routes/manifest.ts), each its own chunk loaded straight from the entry
 * (docs/architecture.md#budgets). Every other screen is found through screen-registry.ts, a chunk of its own: its
 * table of loaders (and the preload lists that come with each) stays out of the first paint of every page
 * (docs/performance.md). The build writes both tables from the manifest (docs/architecture.md#the-route-manifest).
 */
const landingLoaders: Partial<Record<RouteName, Loader>> = landingScreens;
const registry = () => import('./screen-registry.ts');

/**
 * Screens whose module has loaded (preloadScreen): handed out as they are rather than through React.lazy. A lazy
 * screen suspends on its first render even when its module is already here, and React then keeps its fallback on
 * screen for at least 300 ms before it shows the screen (so that content does not flash in): on a phone that held
 * the home's first paint back by that long. main.tsx waits for the first page's screen before the first render.
 */
const loaded = new Map<RouteName, ComponentType<ScreenProps>>();
const handedOut = new Map<RouteName, Screen>();

function load(name: RouteName): Promise<ComponentType<ScreenProps>> {
  const landingLoader = landingLoaders[name];
  const module = landingLoader !== undefined ? landingLoader() : registry().then((r) => r.loadScreen(name));
  // A screen draws its feature's texts at once: it is handed out once they are in (i18n/index.ts registerFeatureMessages).
  return module.then(async (m) => {
    await featureTextsReady();
    loaded.set(name, m.default);
    return m.default;
  });
}

/**
 * The screen of a route; one component per name, so a screen does not restart when its route renders again: the
 * loaded screen itself if its module is here, else a lazy one that loads it.
 */
export function screenFor(name: RouteName): Screen {
  let screen = handedOut.get(name);
  if (screen === undefined) {
    screen = loaded.get(name) ?? lazyWithTexts(() => load(name).then((component) => ({ default: component })));
    handedOut.set(name, screen);
  }
  return screen;
}

/**
 * Starts loading a screen's chunk (on hover or focus of a link to it: app/useScreenPreload.ts; the first page's
 * screen from main.tsx, beside the language bundle, which waits for it); settles either way (errors wait for the
 * visit, where the lazy screen tries again and shows them).
 */
export function preloadScreen(name: RouteName): Promise<void> {
  return load(name).then(
    () => undefined,
    () => undefined,
  );
}

