import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PressureListScreen } from './PressureListScreen.tsx';
import { findRoute } from '../../../routes/routes.ts';
import type { RouteEntry } from '../../../routes/routes.ts';
import { fakeApi, renderAt, setupI18n } from '../../../test/render.tsx';

function route(path: string): RouteEntry {
  const entry = findRoute(path);
  if (entry === undefined) throw new Error(path);
  return entry;
}

function rows(from: number, count: number) {
  return Array.from({ length: count }, (_, i) => {
    const id = from + i;
    return { id, systolic: 150 - i, diastolic: 85, pulse: 70, recordTime: `2026-01-${String(20 - i).padStart(2, '0')}T01:00:00Z`, level: i === 0 ? 'high' : 'normal' };
  });
}

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PressureListScreen', () => {
  it('lists readings as links to edit them, each with its translated level badge', async () => {
    const api = fakeApi({ '/healthRecord/bloodPressure/list': () => ({ data: { rows: rows(1, 2), total: 2 } }) });
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<PressureListScreen route={route('/web/pressurePage')} />, '/web/pressurePage');

    const list = await screen.findByRole('list', { name: 'Blood pressure readings' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]?.getAttribute('href')).toBe('/web/addPressure?id=1');
    expect(links[0]?.textContent).toContain('150/85 mmHg, pulse 70');
    expect(within(links[0] as HTMLElement).getByText('High')).toBeTruthy();
    expect(within(links[1] as HTMLElement).getByText('Normal')).toBeTruthy();
    expect(api.calls[0]?.body).toEqual({ page: { pageNum: 1, pageSize: 10 } });
    expect(screen.getByRole('link', { name: 'Add reading' }).getAttribute('href')).toBe('/web/addPressure');
  });

  it('shows the empty state when there are no readings', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/healthRecord/bloodPressure/list': () => ({ data: { rows: [], total: 0 } }) }).fetch);
    renderAt(<PressureListScreen route={route('/web/pressurePage')} />, '/web/pressurePage');
    expect(await screen.findByRole('heading', { name: 'No readings yet' })).toBeTruthy();
  });

  it('appends the next page on mobile with load more, then says all is loaded', async () => {
    const api = fakeApi({
      '/healthRecord/bloodPressure/list': (body) => {
        const page = (body as { page: { pageNum: number } }).page.pageNum;
        return { data: { rows: page === 1 ? rows(1, 10) : rows(11, 2), total: 12 } };
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<PressureListScreen route={route('/mob/pressurePage')} />, '/mob/pressurePage');
    const list = await screen.findByRole('list', { name: 'Blood pressure readings' });
    expect(within(list).getAllByRole('link')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('All content loaded')).toBeTruthy();
    expect(within(list).getAllByRole('link')).toHaveLength(12);
  });

  it('replaces the page on web with pagination', async () => {
    const api = fakeApi({
      '/healthRecord/bloodPressure/list': (body) => {
        const page = (body as { page: { pageNum: number } }).page.pageNum;
        return { data: { rows: page === 1 ? rows(1, 10) : rows(11, 2), total: 12 } };
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAt(<PressureListScreen route={route('/web/pressurePage')} />, '/web/pressurePage');
    expect((await screen.findByRole('button', { name: 'Page 1' })).getAttribute('aria-current')).toBe('page');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page'));
    const list = screen.getByRole('list', { name: 'Blood pressure readings' });
    expect(within(list).getAllByRole('link')).toHaveLength(2);
  });
});
