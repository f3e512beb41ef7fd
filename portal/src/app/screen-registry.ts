import type { ComponentType } from 'react';
import type { RouteName } from '../routes/routes.ts';
import type { ScreenProps } from '../routes/screen-types.ts';
import { landingScreenNames as landing, registryScreens as loaders } from 'virtual:mhp/registry-screens';

type Loaded = { default: ComponentType<ScreenProps> };

/**
 * The built screens besides the landing ones of screens.ts, each its own chunk (docs/architecture.md#budgets),
 * loaded when a route needs it or a link to it is hovered or focused. The build writes the table from the route
 * manifest (routes/manifest.ts, docs/architecture.md#the-route-manifest), which has a screen for every route; a route
 * missing from both tables would render the shared placeholder (docs/architecture.md#portal), so
 * `document.querySelectorAll('[data-placeholder]')` lists what remains. `landing` names the landing screens of
 * screens.ts, so that isBuilt covers every screen.
 */
const placeholder = () => import('../features/placeholder/PlaceholderScreen.tsx').then((m): Loaded => ({ default: m.PlaceholderScreen }));

export function loadScreen(name: RouteName): Promise<Loaded> {
  return (loaders[name] ?? placeholder)();
}

export function isBuilt(name: RouteName): boolean {
  return loaders[name] !== undefined || landing.includes(name);
}
