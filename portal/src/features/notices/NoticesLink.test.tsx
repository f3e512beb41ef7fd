import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { NoticesLink } from './NoticesLink.tsx';
import { $unreadNotices } from './unread.ts';
import { fakeApi, renderAt, setupI18n } from '../../test/render.tsx';

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  $unreadNotices.set(null);
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

  it('is a plain link to the notices when none is unread', async () => {
    const api = fakeApi({ '/notices/getUnread': () => ({ data: { unread: 0 } }) });
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<NoticesLink tree="web" />, '/web/home');
    await vi.waitFor(() => expect(api.calls.length).toBe(1));
    const link = screen.getByRole('link', { name: 'Notices' });
    expect(link.getAttribute('href')).toBe('/web/notices');
    expect(link.textContent).toBe('Notices');
  });
});
