import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@macao-phr/contract';
import { SettingScreen } from './SettingScreen.tsx';
import { findRoute } from '../../routes/routes.ts';
import type { RouteEntry } from '../../routes/routes.ts';
import { fakeApi, renderAt, setupI18n } from '../../test/render.tsx';
import { signOut } from '../auth/sign-out.ts';
import { $token } from '../../stores/session.ts';

const PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const ENDPOINT = 'https://push.example.org/send/abc';

/** A browser that can push: a service worker registration whose push manager subscribes, and a permission prompt. */
function pushCapableBrowser(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  let subscription: { endpoint: string; toJSON: () => unknown; unsubscribe: () => Promise<boolean> } | null = null;
  const unsubscribe = vi.fn(async () => {
    subscription = null;
    return true;
  });
  const subscribe = vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
    expect(options.applicationServerKey).toHaveLength(65);
    subscription = { endpoint: ENDPOINT, toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'BPublicKeyOfTheBrowser0123456789', auth: 'AuthSecret0123456' } }), unsubscribe };
    return subscription;
  });
  const registration = { pushManager: { getSubscription: async () => subscription, subscribe } };
  const register = vi.fn(async () => registration);
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => registration, register, ready: Promise.resolve(registration) } });
  vi.stubGlobal('PushManager', class {});
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('Notification', { permission, requestPermission });
  return { subscribe, unsubscribe, register, requestPermission };
}

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('Settings: push notifications on this device', () => {
  it('ticking a kind asks the permission, subscribes this browser and saves the kind; clearing the last removes the subscription', async () => {
    const browser = pushCapableBrowser('default');
    let saved: string[] = [];
    const api = fakeApi({
      [paths.pushSettings]: () => ({ data: { publicKey: PUBLIC_KEY, kinds: saved } }),
      [paths.pushSubscribe]: (body) => {
        saved = (body as { kinds: string[] }).kinds;
        return { data: { publicKey: PUBLIC_KEY, kinds: saved } };
      },
      [paths.pushUnsubscribe]: () => ({ data: { removed: true } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<SettingScreen route={findRoute('/mob/setting') as RouteEntry} />, '/mob/setting');

    const group = await screen.findByRole('group', { name: 'Notifications on this device' });
    const lab = await screen.findByRole('checkbox', { name: 'Lab reports' });
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(8);
    expect(lab).toHaveProperty('checked', false);

    // By keyboard: focus the box and press space.
    lab.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Notification choices saved for this device'));
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(browser.register).toHaveBeenCalledWith('/push-sw.js', { scope: '/' });
    expect(browser.subscribe).toHaveBeenCalledOnce();
    const sent = api.calls.find((c) => c.url.endsWith(paths.pushSubscribe))?.body;
    expect(sent).toEqual({ subscription: { endpoint: ENDPOINT, keys: { p256dh: 'BPublicKeyOfTheBrowser0123456789', auth: 'AuthSecret0123456' } }, kinds: ['lab_report'], tree: 'mob' });
    expect(screen.getByRole('checkbox', { name: 'Lab reports' })).toHaveProperty('checked', true);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Lab reports' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('This device will not be notified any more'));
    expect(api.calls.find((c) => c.url.endsWith(paths.pushUnsubscribe))?.body).toEqual({ endpoint: ENDPOINT });
    expect(browser.unsubscribe).toHaveBeenCalledOnce();
    expect(screen.getByRole('checkbox', { name: 'Lab reports' })).toHaveProperty('checked', false);
  });

  it('says so when the browser blocks notifications, or the service offers none, and offers no boxes', async () => {
    pushCapableBrowser('denied');
    vi.stubGlobal('fetch', fakeApi({ [paths.pushSettings]: () => ({ data: { publicKey: PUBLIC_KEY, kinds: [] } }) }).fetch);
    renderAt(<SettingScreen route={findRoute('/web/setting') as RouteEntry} />, '/web/setting');
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    cleanup();

    pushCapableBrowser('default');
    vi.stubGlobal('fetch', fakeApi({ [paths.pushSettings]: () => ({ data: { publicKey: null, kinds: [] } }) }).fetch);
    renderAt(<SettingScreen route={findRoute('/web/setting') as RouteEntry} />, '/web/setting');
    expect(await screen.findByText('Notifications are not offered by this service at the moment.')).toBeTruthy();
  });

  it('says a browser without push cannot show notifications, and asks the server nothing', async () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<SettingScreen route={findRoute('/web/setting') as RouteEntry} />, '/web/setting');
    expect(await screen.findByText(/This browser cannot show notifications/)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('signing out removes this browser’s subscription, on the server while still signed in, then in the browser', async () => {
    const browser = pushCapableBrowser('granted');
    const api = fakeApi({
      [paths.pushSettings]: () => ({ data: { publicKey: PUBLIC_KEY, kinds: [] } }),
      [paths.pushSubscribe]: () => ({ data: { publicKey: PUBLIC_KEY, kinds: ['lab_report'] } }),
      [paths.pushUnsubscribe]: () => ({ data: { removed: true } }),
      [paths.loginOut]: () => ({ data: { endSessionUrl: null } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<SettingScreen route={findRoute('/web/setting') as RouteEntry} />, '/web/setting');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Vaccination records' }));
    await waitFor(() => expect(browser.subscribe).toHaveBeenCalledOnce());
    $token.set('session-token');
    await signOut();
    const order = api.calls.map((c) => c.url.replace(/^\/api/, '')).filter((u) => u === paths.pushUnsubscribe || u === paths.loginOut);
    expect(order).toEqual([paths.pushUnsubscribe, paths.loginOut]);
    expect(browser.unsubscribe).toHaveBeenCalledOnce();
    expect($token.get()).toBeFalsy();
  });
});
