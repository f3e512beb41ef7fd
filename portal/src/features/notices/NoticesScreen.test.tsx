import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NoticeRow } from '@macao-phr/contract';
import { NoticesScreen } from './NoticesScreen.tsx';
import { NoticesLink } from './NoticesLink.tsx';
import { findRoute } from '../../routes/routes.ts';
import type { RouteEntry } from '../../routes/routes.ts';
import { fakeApi, renderAt, setupI18n } from '../../test/render.tsx';

function route(path: string): RouteEntry {
  const entry = findRoute(path);
  if (entry === undefined) throw new Error(path);
  return entry;
}

const notice = (id: number, over: Partial<NoticeRow> = {}): NoticeRow => ({ id, kind: 'received', recordType: 'lab_report', recordId: 40 + id, orgCode: 'KWH', at: '2026-11-22T16:30:00.000Z', read: false, ...over });

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NoticesScreen', () => {
  it('lists what organisations sent, unread ones marked new, each leading to its record, and marks one read when opened', async () => {
    let unread = 2;
    const api = fakeApi({
      '/notices/list': () => ({ data: { rows: [notice(1), notice(2, { kind: 'updated', recordType: 'lab_report', orgCode: 'UH' }), notice(3, { read: true })], total: 3, unread } }),
      '/notices/markRead': () => ((unread = 1), { data: { unread } }),
      '/notices/getUnread': () => ({ data: { unread } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    // The home said 2 unread before.
    renderAt(<NoticesLink tree="mob" />, '/mob/home');
    await screen.findByRole('link', { name: 'Notices 2 unread' });
    cleanup();
    renderAt(<NoticesScreen route={route('/mob/notices')} />, '/mob/notices');

    const list = await screen.findByRole('list', { name: 'Notices' });
    const items = within(list).getAllByRole('link');
    expect(items.map((a) => a.textContent)).toEqual([
      expect.stringContaining('New lab report from Kiang Wu Hospital'),
      expect.stringContaining('Lab report updated by University Hospital'),
      expect.stringContaining('New lab report from Kiang Wu Hospital'),
    ]);
    expect(items[0]?.getAttribute('href')).toBe('/mob/analysisReport/detail?id=41');
    expect(within(items[0] as HTMLElement).getByText('New')).toBeTruthy();
    expect(within(items[2] as HTMLElement).queryByText('New')).toBeNull();
    expect(screen.getByText('2 unread notices')).toBeTruthy();

    await userEvent.click(items[0] as HTMLElement);
    await waitFor(() => expect(api.calls.some((c) => c.url.endsWith('/notices/markRead'))).toBe(true));
    expect(api.calls.find((c) => c.url.endsWith('/notices/markRead'))?.body).toEqual({ ids: [1] });
    expect(await screen.findByText('1 unread notice')).toBeTruthy();
    // Back on the home, the count of before is not shown: it is asked again and says 1.
    cleanup();
    renderAt(<NoticesLink tree="mob" />, '/mob/home');
    expect(screen.queryByRole('link', { name: 'Notices 2 unread' })).toBeNull();
    expect(await screen.findByRole('link', { name: 'Notices 1 unread' })).toBeTruthy();
  });

  it('says a sign-in from a new browser (leading to the access log) and a share link made (leading to the report)', async () => {
    const api = fakeApi({
      '/notices/list': () => ({
        data: {
          rows: [notice(1, { kind: 'new_browser', recordType: 'sign_in', recordId: null, orgCode: null }), notice(2, { kind: 'share_created', recordType: 'share', recordId: 77, orgCode: 'KWH' })],
          total: 2,
          unread: 2,
        },
      }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<NoticesScreen route={route('/web/notices')} />, '/web/notices');
    const items = within(await screen.findByRole('list', { name: 'Notices' })).getAllByRole('link');
    expect(items.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      [expect.stringContaining('Signed in from a new browser'), '/web/accessLog'],
      [expect.stringContaining('Share link made to your imaging report from Kiang Wu Hospital'), '/web/imagingReportDetail?id=77'],
    ]);
  });

  it('marks every notice read, and says when there are none', async () => {
    let read = false;
    const api = fakeApi({
      '/notices/list': () => ({ data: { rows: read ? [] : [notice(1)], total: read ? 0 : 1, unread: read ? 0 : 1 } }),
      '/notices/markRead': () => ((read = true), { data: { unread: 0 } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<NoticesScreen route={route('/web/notices')} />, '/web/notices');
    await screen.findByText('1 unread notice');
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(api.calls.find((c) => c.url.endsWith('/notices/markRead'))?.body).toEqual({ all: true });
    await screen.findByText('No notices yet');
    expect(screen.getByText('No unread notices')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('All notices marked as read');
  });
});
