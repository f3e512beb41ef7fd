import { afterEach, describe, expect, it } from 'vitest';
import { $profile, $token, markSessionEnded, sessionEndedKey, signIn, takeSessionEnded } from './session.ts';

afterEach(() => {
  sessionStorage.clear();
});

describe('the reason a session ended, for the sign-in page', () => {
  it('is read once from the tab and kept by the page: a sign-in page that mounts again still says why', () => {
    expect(takeSessionEnded()).toBe(false);
    markSessionEnded();
    expect(sessionStorage.getItem(sessionEndedKey)).toBe('1');
    expect(takeSessionEnded()).toBe(true);
    // Read: a reload (a new page) would find nothing.
    expect(sessionStorage.getItem(sessionEndedKey)).toBeNull();
    expect(takeSessionEnded()).toBe(true);
  });

  it('is forgotten at the next sign-in, with any mark a late refused call left behind', () => {
    markSessionEnded();
    expect(takeSessionEnded()).toBe(true);
    // A second call refused after the first one already sent the resident to sign-in.
    markSessionEnded();
    signIn('token-1', { username: 'demo-f' });
    expect(sessionStorage.getItem(sessionEndedKey)).toBeNull();
    $token.set(undefined);
    $profile.set(null);
    // Signing out on purpose afterwards: no reason.
    expect(takeSessionEnded()).toBe(false);
  });
});
