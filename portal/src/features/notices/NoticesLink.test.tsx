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
    const link = await screen.findByRole('link', { name: '3 unread notices' });
    expect(link.getAttribute('href')).toBe('/mob/notices');
    expect(link.textContent).toBe('Notices3');
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
