import type { RouteEntry } from './routes.ts';

/**
 * What every screen receives: its route entry (tree, name, path). Its own module so that app/screens.ts (which
 * lazy-loads the screens) and the screens (which take these props) both depend on it instead of on each other.
 */
export interface ScreenProps {
  readonly route: RouteEntry;
}
