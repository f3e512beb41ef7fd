import { atom } from 'nanostores';
import { API_BASE, paths } from '@macao-phr/contract';
import type { PortalConfig } from '@macao-phr/contract';

/**
 * Server settings the portal acts on (GET /api/portal/config, docs/product/sign-in.md): link mode, the idle limit, the
 * ways to sign in (password, identity provider, the demo accounts' help), and the app-entry download address. Read once at start, in parallel
 * with the language bundle; until then (or if the call fails) the defaults below apply.
 */
export const defaultPortalConfig: PortalConfig = {
  linkMode: false,
  sessionIdleSeconds: 15 * 60,
  // Both ways offered until the server says which are on (it writes its settings into the page, so a served page
  // never waits for them); the demo accounts never, unless the server says it is a demo.
  passwordSignIn: true,
  providerSignIn: true,
  demoAccounts: false,
  appEntry: { enabled: false, downloadUrl: null },
};

export const $portalConfig = atom<PortalConfig>(defaultPortalConfig);

function isConfig(value: unknown): value is PortalConfig {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const entry = v['appEntry'] as Record<string, unknown> | null | undefined;
  return (
    typeof v['linkMode'] === 'boolean' &&
    typeof v['sessionIdleSeconds'] === 'number' &&
    typeof v['passwordSignIn'] === 'boolean' &&
    typeof v['providerSignIn'] === 'boolean' &&
    typeof v['demoAccounts'] === 'boolean' &&
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry['enabled'] === 'boolean' &&
    (entry['downloadUrl'] === null || typeof entry['downloadUrl'] === 'string')
  );
}

/**
 * The settings the server wrote into the page (`<script type="application/json" id="mhp-portal-config">`,
 * server/src/ops/portal-static.ts), so the first render need not wait for a call; null when the page has none
 * (a dev server, index.html opened by its own name) or they do not read as settings.
 */
export function embeddedPortalConfig(doc: Pick<Document, 'getElementById'> = document): PortalConfig | null {
  const text = doc.getElementById('mhp-portal-config')?.textContent;
  if (text === undefined || text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isConfig(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The settings in the page when the server wrote them there, else from the call. Plain fetch (not the API
 * client): nothing to toast, and the defaults are a safe answer.
 */
export async function loadPortalConfig(fetcher: typeof fetch = (input, init) => globalThis.fetch(input, init)): Promise<PortalConfig> {
  const embedded = embeddedPortalConfig();
  if (embedded !== null) {
    $portalConfig.set(embedded);
    return embedded;
  }
  try {
    // Not through `api.call`: the stores stand below the API client, and this call needs none of its session handling.
    const response = await fetcher(`${API_BASE}${paths.portalConfig}`, { headers: { Accept: 'application/json' } });
    const body: unknown = await response.json();
    const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
    if (isConfig(data)) $portalConfig.set(data);
  } catch {
    // Offline or an older server: keep the defaults.
  }
  return $portalConfig.get();
}
