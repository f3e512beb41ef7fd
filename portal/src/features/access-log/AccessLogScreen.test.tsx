import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccessLogRow } from '@macao-phr/contract';
import { AccessLogScreen } from './AccessLogScreen.tsx';
import { findRoute } from '../../routes/routes.ts';
import type { RouteEntry } from '../../routes/routes.ts';
import { fakeApi, renderAt, setupI18n } from '../../test/render.tsx';

function route(path: string): RouteEntry {
  const entry = findRoute(path);
  if (entry === undefined) throw new Error(path);
  return entry;
}

function rows(from: number, count: number, over: Partial<AccessLogRow> = {}): AccessLogRow[] {
  return Array.from({ length: count }, (_, i) => ({
    id: from + i,
    at: '2026-11-22T16:30:00.000Z',
    actorType: 'self',
    actorName: 'CHAN TAI MAN',
    recordType: 'blood_pressure',
    recordId: null,
    action: 'list',
    outcome: 'ok',
    correlationId: `c-${from + i}`,
    ...over,
  }));
}

type ListBody = { page: { pageNum: number }; actions?: string[]; actorTypes?: string[]; selectTime?: { start?: string; end?: string } };

beforeAll(async () => {
  await setupI18n('en');
  // Radix Select needs these, which happy-dom leaves out.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AccessLogScreen', () => {
  it('lists who accessed the record, in Macao time, with the guardian named', async () => {
    const api = fakeApi({
      '/accessLog/list': () => ({
        data: {
          rows: [
            ...rows(1, 1, { actorType: 'guardian', actorName: 'WONG CHI KEONG', action: 'read' }),
            ...rows(2, 1, { actorType: 'doctor', actorName: null, recordType: 'doctor_access', action: 'read' }),
            ...rows(3, 1, { actorType: 'other', actorName: null, outcome: 'refused' }),
          ],
          total: 3,
        },
      }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<AccessLogScreen route={route('/mob/accessLog')} />, '/mob/accessLog');

    const list = await screen.findByRole('list', { name: 'Access log entries' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]?.textContent).toContain('Viewed: Blood pressure');
    expect(items[0]?.textContent).toContain('WONG CHI KEONG (Guardian)');
    // 16:30 UTC is 00:30 the next day in Macao.
    expect(items[0]?.textContent).toContain('23 Nov 2026');
    expect(items[1]?.textContent).toContain('Doctor (QR consent)');
    expect(items[1]?.textContent).toContain('Health record (through QR consent)');
    expect(within(items[2] as HTMLElement).getByText('Refused')).toBeTruthy();
    expect(screen.getByText('All content loaded')).toBeTruthy();
    // The first request asks for the last three months, Macao days, no action or actor condition.
    const body = api.calls[0]?.body as ListBody;
    expect(body.page).toEqual({ pageNum: 1, pageSize: 10 });
    expect(body.selectTime?.start).toMatch(/T00:00:00\.000\+08:00$/);
    expect(body.selectTime?.end).toMatch(/T23:59:59\.999\+08:00$/);
    expect(body.actions).toBeUndefined();
    expect(body.actorTypes).toBeUndefined();
  });

  it('filters by action with the keyboard and asks the server again', async () => {
    const api = fakeApi({
      '/accessLog/list': (b) => {
        const body = b as ListBody;
        return { data: body.actions ? { rows: rows(9, 1, { action: 'download', recordType: 'access_log' }), total: 1 } : { rows: rows(1, 3), total: 3 } };
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderAt(<AccessLogScreen route={route('/mob/accessLog')} />, '/mob/accessLog');
    await screen.findByRole('list', { name: 'Access log entries' });
    screen.getByRole('combobox', { name: 'Action' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await user.keyboard('dow');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Access log entries' })).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('list', { name: 'Access log entries' }).textContent).toContain('Downloaded: Access log');
    expect((api.calls.at(-1)?.body as ListBody).actions).toEqual(['download']);
  });

  it('appends on mobile with load more and paginates a table on web', async () => {
    const handler = (b: unknown) => {
      const page = (b as ListBody).page.pageNum;
      return { data: { rows: page === 1 ? rows(1, 10) : rows(11, 2), total: 12 } };
    };
    vi.stubGlobal('fetch', fakeApi({ '/accessLog/list': handler }).fetch);
    renderAt(<AccessLogScreen route={route('/mob/accessLog')} />, '/mob/accessLog');
    const list = await screen.findByRole('list', { name: 'Access log entries' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('All content loaded')).toBeTruthy();
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    cleanup();

    renderAt(<AccessLogScreen route={route('/web/accessLog')} />, '/web/accessLog');
    const table = await screen.findByRole('table', { name: 'Access log entries' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Time (Macao)', 'Who', 'Record', 'Action', 'Outcome']);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page'));
    expect(within(screen.getByRole('table', { name: 'Access log entries' })).getAllByRole('row')).toHaveLength(3);
  });

  it('opened again, the table draws the entries it had at once until the fresh ones come; another page then shows placeholders while it loads', async () => {
    // The query cache takes an answer younger than a second as it is: the clock moves by hand.
    vi.useFakeTimers({ toFake: ['Date'] });
    let actorName = 'CHAN TAI MAN';
    const fake = fakeApi({ '/accessLog/list': (b) => ({ data: { rows: (b as ListBody).page.pageNum === 1 ? rows(1, 10, { actorType: 'guardian', actorName }) : rows(11, 2, { actorType: 'guardian', actorName }), total: 12 } }) });
    let release = (): void => undefined;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if ((JSON.parse(String(init?.body)) as ListBody).page.pageNum === 1) return fake.fetch(input, init);
      return new Promise<Response>((resolve) => (release = () => resolve(fake.fetch(input, init))));
    });
    // While it loads, the table's name says so too ('Access log entries Loading').
    const table = () => screen.getByRole('table', { name: /^Access log entries/ });
    const entries = () => within(table()).getAllByRole('row').slice(1);
    renderAt(<AccessLogScreen route={route('/web/accessLog')} />, '/web/accessLog');
    await waitFor(() => expect(entries().map((row) => row.textContent).join()).toContain('CHAN TAI MAN'));
    cleanup();
    vi.setSystemTime(Date.now() + 2000);
    actorName = 'LEI SIO PENG';

    renderAt(<AccessLogScreen route={route('/web/accessLog')} />, '/web/accessLog');
    // Drawn before any answer: the rows as they were, not placeholders.
    expect(table().getAttribute('data-state')).toBe('ready');
    expect(entries()).toHaveLength(10);
    expect(entries()[0]?.textContent).toContain('CHAN TAI MAN');
    await waitFor(() => expect(entries()[0]?.textContent).toContain('LEI SIO PENG'));

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(table().getAttribute('data-state')).toBe('loading');
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page'));
    expect(table().getAttribute('data-state')).toBe('ready');
    expect(entries()).toHaveLength(2);
  });

  it('shows the empty state, and the error state with a retry', async () => {
    let fail = true;
    vi.stubGlobal('fetch', fakeApi({ '/accessLog/list': () => (fail ? { resultCode: '100001', resultMsg: 'Broken', data: null } : { data: { rows: [], total: 0 } }) }).fetch);
    renderAt(<AccessLogScreen route={route('/web/accessLog')} />, '/web/accessLog');
    expect(await screen.findByRole('heading', { name: 'The access log could not be loaded' })).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No entries' })).toBeTruthy();
  });

  it('downloads the log as a file named by the server, with the current filters', async () => {
    const api = fakeApi({
      '/accessLog/list': () => ({ data: { rows: rows(1, 1), total: 1 } }),
      '/accessLog/download': () => ({ data: { fileName: 'access-log-2026-11-23.csv', contentType: 'text/csv', content: 'at,actorType\r\n', rows: 1 } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const created: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(Object.create(URL) as typeof URL, {
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return 'blob:fake';
      },
      revokeObjectURL: () => undefined,
    }));
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    renderAt(<AccessLogScreen route={route('/web/accessLog')} />, '/web/accessLog');
    await screen.findByRole('table', { name: 'Access log entries' });
    await userEvent.click(screen.getByRole('button', { name: 'Download my access log' }));
    await waitFor(() => expect(clicks).toEqual(['access-log-2026-11-23.csv']));
    expect(await created[0]?.text()).toBe('at,actorType\r\n');
    const body = api.calls.find((c) => c.url.endsWith('/accessLog/download'))?.body as { format: string; selectTime?: unknown };
    expect(body.format).toBe('csv');
    expect(body.selectTime).toBeDefined();
    click.mockRestore();
  });
});
