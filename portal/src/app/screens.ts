import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteEntry, RouteName } from './routes.ts';

/** What every screen receives: its route entry (tree, name, path). */
export interface ScreenProps {
  readonly route: RouteEntry;
}

type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

/**
 * The built screens, each its own chunk (ARCHITECTURE 8). A route missing here renders the shared
 * placeholder (ARCHITECTURE 5), so `document.querySelectorAll('[data-placeholder]')` lists what remains.
 */
const built: Partial<Record<RouteName, Screen>> = {
  login: lazy(() => import('../features/auth/LoginScreen.tsx').then((m) => ({ default: m.LoginScreen }))),
  expiredPage: lazy(() => import('../features/expired/ExpiredScreen.tsx').then((m) => ({ default: m.ExpiredScreen }))),
  home: lazy(() => import('../features/home/HomeScreen.tsx').then((m) => ({ default: m.HomeScreen }))),
  pressurePage: lazy(() =>
    import('../features/health-data/blood-pressure/PressureListScreen.tsx').then((m) => ({ default: m.PressureListScreen })),
  ),
  addPressure: lazy(() =>
    import('../features/health-data/blood-pressure/PressureFormScreen.tsx').then((m) => ({ default: m.PressureFormScreen })),
  ),
};

export const PlaceholderScreen: Screen = lazy(() =>
  import('../features/placeholder/PlaceholderScreen.tsx').then((m) => ({ default: m.PlaceholderScreen })),
);

export function screenFor(name: RouteName): Screen {
  return built[name] ?? PlaceholderScreen;
}

export function isBuilt(name: RouteName): boolean {
  return built[name] !== undefined;
}
