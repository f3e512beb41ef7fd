import type { TileAction } from '@macao-phr/contract';
import { setHealthTab } from '../health-data/readings/health-tab.ts';

/** docs/product/states.md: the vaccine tab (default '2') and the linkType a home tile stores, read by the vaccine screens. */
export const VACCINE_TAB_KEY = 'mhp:vaccineTab';
export const LINK_TYPE_KEY = 'mhp:linkType';

/**
 * docs/product/routes.md behaviour 4, before an in-app route: the health tab switches to 'health' for /mob/healthData,
 * the vaccine tab is set to '2' and linkType=home is stored.
 */
export function applyRouteEffects(action: Extract<TileAction, { kind: 'route' }>): void {
  if (action.healthTab !== null) setHealthTab(action.healthTab);
  try {
    sessionStorage.setItem(VACCINE_TAB_KEY, action.vaccineTab);
    sessionStorage.setItem(LINK_TYPE_KEY, action.linkType);
  } catch {
    // Storage refused (private mode): the screens fall back to their defaults.
  }
}
