import type { AccountType } from '@macao-phr/contract';
import { paths } from '@macao-phr/contract';

/**
 * The OpenID Connect sign-in of docs/product/sign-in.md, the portal's side: the server starts the attempt
 * (POST /personal/authorizeStart keeps state, nonce and the PKCE verifier on the server and answers the provider's
 * address); the tab keeps the state in its sessionStorage, goes to the identity provider, and comes back to
 * /signInCallback with `#code=..&state=..&iss=..` (the fragment never reaches a server log). The callback screen
 * checks the state, then posts /personal/authorizedCodeLogin with the same redirect address; the server exchanges
 * the code and checks the ID token. Small on purpose: App imports it for link mode.
 */
export const callbackPath = '/signInCallback';
const pendingKey = 'mhp:signIn';

export interface PendingSignIn {
  readonly state: string;
  readonly redirectUri: string;
  readonly accountType: AccountType;
}

/**
 * Leaves the portal for the identity provider. When the server cannot start an attempt (the provider is
 * unreachable, or sign-in through it is off), the API client shows the server's message and the tab stays.
 */
export async function startCodeSignIn(accountType: AccountType = 'PERSONAL'): Promise<boolean> {
  const { api } = await import('../../api/index.ts');
  const redirectUri = `${window.location.origin}${callbackPath}`;
  try {
    const started = await api.call(paths.authorizeStart, { redirectUri, accountType });
    const pending: PendingSignIn = { state: started.state, redirectUri, accountType };
    sessionStorage.setItem(pendingKey, JSON.stringify(pending));
    window.location.assign(started.authorizationUrl);
    return true;
  } catch {
    return false;
  }
}

export type CallbackParams =
  | { readonly kind: 'code'; readonly code: string; readonly state: string; readonly iss?: string }
  | { readonly kind: 'error'; readonly error: string; readonly state: string }
  | { readonly kind: 'none' };

export function parseCallback(hash: string): CallbackParams {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const state = params.get('state') ?? '';
  const code = params.get('code');
  const error = params.get('error');
  const iss = params.get('iss');
  if (code !== null && code !== '') return iss === null ? { kind: 'code', code, state } : { kind: 'code', code, state, iss };
  if (error !== null) return { kind: 'error', error, state };
  return { kind: 'none' };
}

/** The attempt this tab started, if `state` is its state; read once (a state is good for one answer). */
export function takePendingSignIn(state: string, storage: Pick<Storage, 'getItem' | 'removeItem'> = sessionStorage): PendingSignIn | null {
  const raw = storage.getItem(pendingKey);
  storage.removeItem(pendingKey);
  if (raw === null || state === '') return null;
  try {
    const pending = JSON.parse(raw) as Partial<PendingSignIn>;
    if (pending.state !== state || typeof pending.redirectUri !== 'string') return null;
    return { state, redirectUri: pending.redirectUri, accountType: pending.accountType === 'GOV_ENTITY' ? 'GOV_ENTITY' : 'PERSONAL' };
  } catch {
    return null;
  }
}
