import { vaccineTabOf, type VaccineType } from '@macao-phr/contract';
import { LINK_TYPE_KEY, VACCINE_TAB_KEY } from '../catalogue/tile-effects.ts';

/**
 * docs/product/routes.md behaviour 4, docs/product/states.md: a home tile stores the vaccine tab ('2') and linkType=home before it opens the
 * vaccine screen; the screen starts on that tab (default 2), keeps the chosen one there, and its back action
 * returns home while linkType is home. Read at mount, not at module load: the tile writes just before.
 */
export function storedVaccineTab(): VaccineType {
  try {
    return vaccineTabOf(sessionStorage.getItem(VACCINE_TAB_KEY));
  } catch {
    return vaccineTabOf(null);
  }
}

export function storeVaccineTab(tab: VaccineType): void {
  try {
    sessionStorage.setItem(VACCINE_TAB_KEY, String(tab));
  } catch {
    // Storage refused (private mode): the tab still switches on this page.
  }
}

export function linkedFromHome(): boolean {
  try {
    return sessionStorage.getItem(LINK_TYPE_KEY) === 'home';
  } catch {
    return false;
  }
}
