import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { NoticesLink } from './NoticesLink.tsx';
import { $token } from '../../stores/session.ts';
import { fakeApi, renderAt, setupI18n } from '../../test/render.tsx';

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  $token.set(undefined);
});

describe('NoticesLink (the homes)', () => {
  it('says how many notices are unread, in its name and its badge, and leads to the notices', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/notices/getUnread': () => ({ data: { unread: 3 } }) }).fetch);
    renderAt(<NoticesLink tree="mob" />, '/mob/home');
    // The name begins with the words as shown (label in name, WCAG 2.5.3); "unread" is heard, not shown.
    const link = await screen.findByRole('link', { name: 'Notices 3 unread' });
    expect(link.getAttribute('href')).toBe('/mob/notices');
    expect(link.querySelector('.sr-only')?.textContent).toBe(' unread');
    expect(link.textContent).toBe('Notices 3 unread');
  });

  it('shows the count it had at once on the next home, then asks again; never after another sign-in', async () => {
    let unread = 3;
    const api = fakeApi({ '/notices/getUnread': () => ({ data: { unread } }) });
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<NoticesLink tree="mob" />, '/mob/home');
    await screen.findByRole('link', { name: 'Notices 3 unread' });
    cleanup();
    unread = 4;
    // A second on (an answer younger than that is taken as it is).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2000);
    renderAt(<NoticesLink tree="mob" />, '/mob/home');
    expect(screen.getByRole('link', { name: 'Notices 3 unread' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Notices 4 unread' })).toBeTruthy();
    expect(api.calls).toHaveLength(2);
    cleanup();
    $token.set('somebody-else');
    renderAt(<NoticesLink tree="mob" />, '/mob/home');
    expect(screen.getByRole('link', { name: 'Notices' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Notices 4 unread' })).toBeTruthy();
  });

  it('is a plain link to the notices when none is unread', async () => {
    const api = fakeApi({ '/notices/getUnread': () => ({ data: { unread: 0 } }) });
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<NoticesLink tree="web" />, '/web/home');
    await waitFor(() => expect(api.calls.length).toBe(1));
    const link = screen.getByRole('link', { name: 'Notices' });
    expect(link.getAttribute('href')).toBe('/web/notices');
    expect(link.textContent).toBe('Notices');
  });
});
