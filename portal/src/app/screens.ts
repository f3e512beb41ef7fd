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
  healthData: lazy(() => import('../features/health-data/readings/HealthDataScreen.tsx').then((m) => ({ default: m.HealthDataScreen }))),
  bmiPage: lazy(() => import('../features/health-data/readings/BmiListScreen.tsx').then((m) => ({ default: m.BmiListScreen }))),
  addBmi: lazy(() => import('../features/health-data/readings/BmiFormScreen.tsx').then((m) => ({ default: m.BmiFormScreen }))),
  addSugar: lazy(() => import('../features/health-data/readings/GlucoseFormScreen.tsx').then((m) => ({ default: m.GlucoseFormScreen }))),
  addFingertipGlucose: lazy(() => import('../features/health-data/readings/GlucoseFormScreen.tsx').then((m) => ({ default: m.GlucoseFormScreen }))),
  gestationalDiabetes: lazy(() => import('../features/health-data/readings/GestationalScreen.tsx').then((m) => ({ default: m.GestationalScreen }))),
  sugarRange: lazy(() => import('../features/health-data/readings/RangesScreen.tsx').then((m) => ({ default: m.RangesScreen }))),
  dataRange: lazy(() => import('../features/health-data/readings/RangesScreen.tsx').then((m) => ({ default: m.RangesScreen }))),
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
