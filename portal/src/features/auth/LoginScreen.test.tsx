import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginScreen } from './LoginScreen.tsx';
import { endSessionHere } from '../../api/session-end.ts';
import { findRoute } from '../../routes/routes.ts';
import type { RouteEntry } from '../../routes/routes.ts';
import { $token, clearSession, originalUrlKey, sessionEndedKey, signIn } from '../../stores/session.ts';
import { setTree } from '../../stores/device.ts';
import { $portalConfig, defaultPortalConfig } from '../../stores/portal-config.ts';
import { fakeApi, renderAt, setupI18n } from '../../test/render.tsx';
import { $themes, startTheme } from '../../stores/theme.ts';

const loginRoute = findRoute('/login') as RouteEntry;

beforeAll(async () => {
  await setupI18n('en');
});
beforeEach(() => {
  // A server with both ways in and no demo (the demo box follows the server's settings, not the build).
  $portalConfig.set({ ...defaultPortalConfig, passwordSignIn: true, providerSignIn: true, demoAccounts: false });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
  sessionStorage.clear();
});

describe('LoginScreen', () => {
  it('says why when the session ended under the resident, once, and not after an ordinary visit', async () => {
    $token.set('tok-1');
    window.history.replaceState(null, '', '/mob/analysisReport');
    endSessionHere();
    expect($token.get()).toBeUndefined();
    renderAt(<LoginScreen route={loginRoute} />, '/login');
    expect(screen.getByRole('status').textContent).toBe('Your session ended; sign in again to continue.');
    cleanup();
    // The same page mounting its sign-in again (a second refused call, a layout change) still says why; the mark
    // itself is read, so a reload would find none (stores/session.test.tsx).
    renderAt(<LoginScreen route={loginRoute} />, '/login');
    expect(screen.getByRole('status').textContent).toBe('Your session ended; sign in again to continue.');
    expect(sessionStorage.getItem(sessionEndedKey)).toBeNull();
    cleanup();
    // After the next sign-in it is no longer news: signing out later shows no reason.
    signIn('tok-2', { username: 'demo-m' });
    clearSession();
    renderAt(<LoginScreen route={loginRoute} />, '/login');
    expect(screen.queryByText('Your session ended; sign in again to continue.')).toBeNull();
  });

  it('asks for both fields before sending anything', async () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<LoginScreen route={loginRoute} />, '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your user name')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('signs in, stores the token and returns to the remembered address', async () => {
    const api = fakeApi({
      '/personal/login': () => ({
        data: { tokenId: 'tok-9', username: 'demo-m', adult: true, macauUser: true, accountCenterToken: '', miKey: '', fileModuleJwt: '' },
      }),
    });
    vi.stubGlobal('fetch', api.fetch);
    setTree('web');
    sessionStorage.setItem(originalUrlKey, '/web/pressurePage');
    const { location } = renderAt(<LoginScreen route={loginRoute} />, '/login');
    await userEvent.type(screen.getByLabelText(/User name/), 'demo-m');
    await userEvent.type(screen.getByLabelText(/Password/), 'demo-pass-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect($token.get()).toBe('tok-9'));
    // With this browser's own random id, kept for its next sign-ins (docs/product/notices.md#sign-ins-from-a-new-browser).
    const browserId = localStorage.getItem('mhp:browserId');
    expect(browserId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(api.calls[0]?.body).toEqual({ username: 'demo-m', password: 'demo-pass-2026', browserId });
    await waitFor(() => expect(location.history.at(-1)).toBe('/web/pressurePage'));
  });

  it('applies the theme saved with the resident’s settings before the first signed-in screen', async () => {
    const api = fakeApi({
      '/personal/login': () => ({
        data: { tokenId: 'tok-9', username: 'demo-m', adult: true, macauUser: true, accountCenterToken: '', miKey: '', fileModuleJwt: '' },
      }),
      '/personal/settings/getSettings': () => ({ data: { theme: 'dark' } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    startTheme();
    setTree('web');
    const { location } = renderAt(<LoginScreen route={loginRoute} />, '/login');
    await userEvent.type(screen.getByLabelText(/User name/), 'demo-m');
    await userEvent.type(screen.getByLabelText(/Password/), 'demo-pass-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/web/home'));
    // Read with the new session's token, and on the page before the home was asked for.
    expect(api.calls.map((c) => c.url)).toEqual(['/api/personal/login', '/api/personal/settings/getSettings']);
    expect(api.calls[1]?.headers).toMatchObject({ Authorization: 'tok-9' });
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect($themes.get()).toEqual({ 'demo-m': 'dark' });
    $themes.set({});
  });

  it('shows a refused sign-in next to the form', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/personal/login': () => ({ resultCode: '200101', resultMsg: 'Incorrect user name or password', data: null }) }).fetch);
    renderAt(<LoginScreen route={loginRoute} />, '/login');
    await userEvent.type(screen.getByLabelText(/User name/), 'x');
    await userEvent.type(screen.getByLabelText(/Password/), 'y');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect user name or password');
  });

  it('shows the ways in the server offers, and the demo accounts only when the server is a demo', async () => {
    renderAt(<LoginScreen route={loginRoute} />, '/login');
    expect(screen.getByLabelText(/User name/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in with single sign-on' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Demo accounts' })).toBeNull();
    expect(document.body.textContent).not.toContain('demo-pass-2026');
    cleanup();

    $portalConfig.set({ ...defaultPortalConfig, passwordSignIn: true, providerSignIn: true, demoAccounts: true });
    renderAt(<LoginScreen route={loginRoute} />, '/login');
    expect(screen.getByRole('heading', { name: 'Demo accounts' })).toBeTruthy();
    expect(document.body.textContent).toContain('demo-pass-2026');
    cleanup();

    // Only the identity provider: no password form, and the page says so.
    $portalConfig.set({ ...defaultPortalConfig, passwordSignIn: false, providerSignIn: true, demoAccounts: false });
    renderAt(<LoginScreen route={loginRoute} />, '/login');
    expect(screen.queryByLabelText(/User name/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in with single sign-on' })).toBeTruthy();
    expect(screen.getByText('Sign-in with a user name and password is not available on this service.')).toBeTruthy();
  });

  it('says that nobody can sign in when the server offers no way in', async () => {
    $portalConfig.set({ ...defaultPortalConfig, passwordSignIn: false, providerSignIn: false, demoAccounts: false });
    renderAt(<LoginScreen route={loginRoute} />, '/login');
    expect(screen.getByRole('alert').textContent).toContain('Nobody can sign in to this service right now');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByLabelText(/User name/)).toBeNull();
  });
});
