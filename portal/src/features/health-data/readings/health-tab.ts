import { atom } from 'nanostores';

/** docs/product/states.md: the health tab defaults to 'health' and is kept in session storage (per browser tab). */
export const HEALTH_TABS = ['health', 'trend'] as const;
export type HealthTab = (typeof HEALTH_TABS)[number];
export const HEALTH_TAB_KEY = 'mhp:healthTab';

function stored(): HealthTab {
  try {
    const value = sessionStorage.getItem(HEALTH_TAB_KEY);
    return (HEALTH_TABS as readonly string[]).includes(value ?? '') ? (value as HealthTab) : 'health';
  } catch {
    return 'health';
  }
}

export const $healthTab = atom<HealthTab>(stored());

export function setHealthTab(tab: string): void {
  const next: HealthTab = (HEALTH_TABS as readonly string[]).includes(tab) ? (tab as HealthTab) : 'health';
  $healthTab.set(next);
  try {
    sessionStorage.setItem(HEALTH_TAB_KEY, next);
  } catch {
    // Storage refused (private mode): the tab still switches for this page.
  }
}
