import type { AccountType } from '@macao-phr/contract';
import { $portalConfig } from '../../stores/portal-config.ts';
import { getLanguage } from '../../stores/language.ts';

/**
 * The authorisation-code flow of docs/product/calls.md (docs/product/sign-in.md), the portal's side: a random state kept in this tab's
 * sessionStorage, a trip to the identity provider, and back to /signInCallback with `#code=..&state=..`
 * (the fragment never reaches a server log). The callback screen checks the state, then posts
 * /personal/authorizedCodeLogin with the same redirect address. Small on purpose: App imports it for link
 * mode, so it stays in the start bundle.
 */
export const callbackPath = '/signInCallback';
const pendingKey = 'mhp:signIn';

export interface PendingSignIn {
  readonly state: string;
  readonly redirectUri: string;
  readonly accountType: AccountType;
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The identity provider's address for one attempt (relative providers resolve against our origin). */
export function identityProviderAddress(provider: string, origin: string, pending: PendingSignIn, language: string): string {
  const url = new URL(provider, origin);
  url.searchParams.set('redirect_uri', pending.redirectUri);
  url.searchParams.set('state', pending.state);
  url.searchParams.set('account_type', pending.accountType);
  url.searchParams.set('lang', language);
  return url.toString();
}

/** Leaves the portal for the identity provider. */
export function startCodeSignIn(accountType: AccountType = 'PERSONAL'): void {
  const pending: PendingSignIn = { state: randomState(), redirectUri: `${window.location.origin}${callbackPath}`, accountType };
  sessionStorage.setItem(pendingKey, JSON.stringify(pending));
  window.location.assign(identityProviderAddress($portalConfig.get().identityProvider, window.location.origin, pending, getLanguage()));
}

export type CallbackParams =
  | { readonly kind: 'code'; readonly code: string; readonly state: string }
  | { readonly kind: 'error'; readonly error: string; readonly state: string }
  | { readonly kind: 'none' };

export function parseCallback(hash: string): CallbackParams {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const state = params.get('state') ?? '';
  const code = params.get('code');
  const error = params.get('error');
  if (code !== null && code !== '') return { kind: 'code', code, state };
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
