import { persistentAtom, persistentJSON } from '@nanostores/persistent';
import { atom, computed } from 'nanostores';

/**
 * The signed-in resident (docs/product/states.md "Session"). The token and the profile persist in localStorage so a
 * reload keeps the resident signed in; the remembered address lives in sessionStorage (per tab).
 */

export interface Profile {
  readonly username: string;
  readonly adult?: boolean;
  readonly macauUser?: boolean;
}

export const $token = persistentAtom<string | undefined>('mhp:token', undefined);
export const $profile = persistentJSON<Profile | null>('mhp:profile', null);
/** docs/product/entities.md "Share": government-entity mode keeps an account type and a verification id. */
export const $accountType = persistentAtom<string | undefined>('mhp:accountType', undefined);
export const $verificationId = persistentAtom<string | undefined>('mhp:informationVerificationId', undefined);

export const $signedIn = computed($token, (token) => token !== undefined && token !== '');

export const originalUrlKey = 'originalUrl';
/** Set (per tab) when the session ended without the resident signing out, so the sign-in page can say why. */
export const sessionEndedKey = 'mhp:sessionEnded';

/**
 * What this page read of the mark, kept for the life of the page: a sign-in page that mounts again (a second
 * refused call, a layout change) still says why, while a reload, which starts a new page, does not.
 */
let endedNotice = false;

export function markSessionEnded(): void {
  try {
    sessionStorage.setItem(sessionEndedKey, '1');
  } catch {
    // Storage refused: the sign-in page just shows no reason.
  }
}

/** Whether the last session in this tab ended under the resident; the mark is read once, and kept by this page. */
export function takeSessionEnded(): boolean {
  try {
    if (sessionStorage.getItem(sessionEndedKey) !== null) {
      sessionStorage.removeItem(sessionEndedKey);
      endedNotice = true;
    }
  } catch {
    // Storage refused: nothing was marked.
  }
  return endedNotice;
}

/** A new session: whatever ended before is no longer news (nor a mark a late refused call left behind). */
function forgetSessionEnded(): void {
  endedNotice = false;
  try {
    sessionStorage.removeItem(sessionEndedKey);
  } catch {
    // Nothing stored.
  }
}

export function signIn(token: string, profile: Profile): void {
  forgetSessionEnded();
  $token.set(token);
  $profile.set(profile);
}

/** docs/product/states.md: "Logout clears token, user name fields, account type and verification id". */
/**
 * The page is on its way to another site that ends the session there too (the identity provider's sign-out page):
 * no redirect of the portal's own (to sign-in, or to the provider's sign-in in link mode) may overtake that navigation.
 */
export const $leavingForSignOut = atom(false);

export function clearSession(): void {
  $token.set(undefined);
  $profile.set(null);
  clearGovEntity();
}

/** docs/product/result-codes.md (100046/100047): clear account type and verification id. */
export function clearGovEntity(): void {
  $accountType.set(undefined);
  $verificationId.set(undefined);
}

export function rememberOriginalUrl(url: string): void {
  sessionStorage.setItem(originalUrlKey, url);
}

/** Reads and forgets the remembered address. */
export function takeOriginalUrl(): string | null {
  const url = sessionStorage.getItem(originalUrlKey);
  sessionStorage.removeItem(originalUrlKey);
  return url;
}
