import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { IdleWatch } from './IdleWatch.tsx';
import { $portalConfig, defaultPortalConfig } from '../../stores/portal-config.ts';
import { $lastActivity } from '../../stores/activity.ts';
import { $token, clearSession, originalUrlKey } from '../../stores/session.ts';
import { fakeApi, renderAt, setupI18n } from '../../test/render.tsx';

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
  sessionStorage.clear();
  $portalConfig.set(defaultPortalConfig);
  $lastActivity.set(0);
});

/**
 * The last activity is set in the past, so the warning is due at once (no test waits for real time to
 * pass before it): with a 120 s limit and the last call 61 s ago the warning shows with 59 s left, which no
 * slow machine uses up before the stay click's refresh is answered; with the last call 118.5 s ago the
 * limit passes 1.5 s after the warning.
 */
function start(idleSeconds: number, secondsAgo: number) {
  $portalConfig.set({ ...defaultPortalConfig, sessionIdleSeconds: idleSeconds });
  $token.set('tok-idle');
  $lastActivity.set(Date.now() - secondsAgo * 1000);
  const api = fakeApi({ '/personal/refreshSession': () => ({ data: { idleSeconds, expiresAt: new Date(Date.now() + 3_600_000).toISOString() } }) });
  vi.stubGlobal('fetch', api.fetch);
  renderAt(<IdleWatch />, '/web/vaccine');
  return api;
}

describe('idle warning (docs/product/sign-in.md)', () => {
  it('warns before the idle limit in an alert dialog; staying signed in refreshes the session', async () => {
    const api = start(120, 61);
    // The dialog is its own lazily loaded chunk: its first import may take seconds on a busy machine (the wait's limit,
    // tests/support/dom-setup.ts).
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    const stay = screen.getByRole('button', { name: 'Stay signed in' });
    await waitFor(() => expect(document.activeElement).toBe(stay));
    expect(dialog.textContent).toContain('signed out at');
    fireEvent.click(stay);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const refresh = api.calls.find((c) => c.url.endsWith('/personal/refreshSession'));
    expect(refresh?.headers['Authorization']).toBe('tok-idle');
    expect($token.get()).toBe('tok-idle');
    expect(Date.now() - $lastActivity.get()).toBeLessThan(10_000);
  });

  it('ends the session here when nobody answers, remembering the address', async () => {
    window.history.replaceState(null, '', '/web/vaccine?tab=2');
    start(120, 118.5);
    await screen.findByRole('alertdialog');
    await waitFor(() => expect($token.get()).toBeUndefined());
    expect(sessionStorage.getItem(originalUrlKey)).toBe('/web/vaccine?tab=2');
    expect(window.location.pathname).toBe('/login');
  });
});
