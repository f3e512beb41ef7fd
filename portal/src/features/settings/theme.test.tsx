import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getTestStorage } from '@nanostores/persistent';
import { SettingScreen } from './SettingScreen.tsx';
import { findRoute } from '../../routes/routes.ts';
import type { RouteEntry } from '../../routes/routes.ts';
import { clearSession, signIn } from '../../stores/session.ts';
import { $themes, startTheme } from '../../stores/theme.ts';
import { fakeApi, renderAt, setupI18n } from '../../test/render.tsx';

const route = (path: string) => findRoute(path) as RouteEntry;
const html = document.documentElement;

beforeAll(async () => {
  await setupI18n('en');
  startTheme();
});
beforeEach(() => {
  // A server that saves what it is sent.
  vi.stubGlobal('fetch', fakeApi({ '/personal/settings/save': (body) => ({ data: body }) }).fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  cleanup();
  clearSession();
  $themes.set({});
});

describe('colour theme in settings', () => {
  it('offers as my device (chosen by default), light, dark and high contrast, and sets the page theme', async () => {
    signIn('tok-a', { username: 'demo-m' });
    renderAt(<SettingScreen route={route('/web/setting')} />, '/web/setting');
    const group = screen.getByRole('group', { name: 'Colours' });
    expect([...group.querySelectorAll('input[type=radio]')].map((r) => (r as HTMLInputElement).labels?.[0]?.textContent)).toEqual(['As my device', 'Light', 'Dark', 'High contrast']);
    expect(screen.getByRole('radio', { name: 'As my device' })).toHaveProperty('checked', true);
    expect(html.dataset.theme).toBeUndefined();
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(html.dataset.theme).toBe('dark');
    await userEvent.click(screen.getByRole('radio', { name: 'High contrast' }));
    expect(html.dataset.theme).toBe('contrast');
    await userEvent.click(screen.getByRole('radio', { name: 'As my device' }));
    // No attribute: tokens.css follows prefers-color-scheme, prefers-contrast and forced-colors.
    expect(html.dataset.theme).toBeUndefined();
  });

  it('saves the choice with the resident’s settings on the server', async () => {
    const api = fakeApi({ '/personal/settings/save': (body) => ({ data: body }) });
    vi.stubGlobal('fetch', api.fetch);
    signIn('tok-a', { username: 'demo-m' });
    renderAt(<SettingScreen route={route('/mob/setting')} />, '/mob/setting');
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    await userEvent.click(screen.getByRole('radio', { name: 'As my device' }));
    await waitFor(() => expect(api.calls.map((c) => c.body)).toEqual([{ theme: 'dark' }, { theme: 'device' }]));
    expect(api.calls.map((c) => c.url)).toEqual(['/api/personal/settings/save', '/api/personal/settings/save']);
    expect(api.calls[0]?.headers).toMatchObject({ Authorization: 'tok-a' });
  });

  it('keeps each resident’s own choice on the same device, and the device’s last choice when signed out', async () => {
    signIn('tok-a', { username: 'demo-m' });
    renderAt(<SettingScreen route={route('/mob/setting')} />, '/mob/setting');
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(html.dataset.theme).toBe('dark');
    clearSession();
    expect(html.dataset.theme).toBe('dark');
    signIn('tok-b', { username: 'demo-f' });
    expect(html.dataset.theme).toBeUndefined();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'As my device' })).toHaveProperty('checked', true));
    await userEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(html.dataset.theme).toBe('light');
    signIn('tok-a', { username: 'demo-m' });
    expect(html.dataset.theme).toBe('dark');
    // Kept across reloads: in local storage (the test's memory engine here), by user name, and the last one chosen.
    expect(getTestStorage()['mhp:themes']).toBe(JSON.stringify({ 'demo-m': 'dark', 'demo-f': 'light' }));
    expect(getTestStorage()['mhp:lastTheme']).toBe('light');
    clearSession();
    expect(html.dataset.theme).toBe('light');
  });
});
