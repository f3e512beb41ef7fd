import type { Tree } from '../routes/routes.ts';

/**
 * Device type selects the active route tree (docs/product/routes.md: "Only the module set for the device type is
 * active"). Order: `?terminal=mob|web` (kept for the tab in sessionStorage, so a tester's choice
 * survives navigation), then the app's webview, then a mobile user agent.
 */

export const terminalStorageKey = 'mhp:terminal';

/** The host app marks its webview in the user agent; the bridge (docs/architecture.md#portal) also sets a global. */
const appWebviewPattern = /\bMacaoHealth(App)?\//i;
const mobileUaPattern = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS/i;

export function parseTerminal(value: string | null | undefined): Tree | undefined {
  return value === 'mob' || value === 'web' ? value : undefined;
}

export function detectTree(input: {
  readonly search: string;
  readonly stored: string | null;
  readonly userAgent: string;
  readonly hasAppBridge: boolean;
}): Tree {
  const fromQuery = parseTerminal(new URLSearchParams(input.search).get('terminal'));
  if (fromQuery !== undefined) return fromQuery;
  const fromStorage = parseTerminal(input.stored);
  if (fromStorage !== undefined) return fromStorage;
  if (input.hasAppBridge || appWebviewPattern.test(input.userAgent)) return 'mob';
  return mobileUaPattern.test(input.userAgent) ? 'mob' : 'web';
}

/** Reads the browser once at start; the override is stored so that later pages keep it. */
export function detectBrowserTree(): Tree {
  const search = window.location.search;
  const override = parseTerminal(new URLSearchParams(search).get('terminal'));
  if (override !== undefined) sessionStorage.setItem(terminalStorageKey, override);
  return detectTree({
    search,
    stored: sessionStorage.getItem(terminalStorageKey),
    userAgent: navigator.userAgent,
    hasAppBridge: 'mhpBridge' in window,
  });
}
