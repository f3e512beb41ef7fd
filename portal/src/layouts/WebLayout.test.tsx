import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { WebLayout } from './WebLayout.tsx';
import { findRoute } from '../routes/routes.ts';
import type { RouteEntry } from '../routes/routes.ts';
import { $token, clearSession } from '../stores/session.ts';
import { renderAt, setupI18n } from '../test/render.tsx';

const route = (path: string) => findRoute(path) as RouteEntry;

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => {
  cleanup();
  clearSession();
});

describe('web header: the health-record areas on every signed-in page', () => {
  it('names the eight areas in a nav landmark, each a link to a web screen, the current area marked', () => {
    $token.set('tok');
    renderAt(
      <WebLayout route={route('/web/analysisReportDetail')}>
        <p>content</p>
      </WebLayout>,
      '/web/analysisReportDetail',
    );
    const nav = screen.getByRole('navigation', { name: 'Health record' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Lab reports', 'Imaging', 'Visits', 'Medication', 'Vaccination', 'Health data', 'My uploads', 'Access log']);
    for (const link of links) {
      const found = findRoute(link.getAttribute('href') ?? '');
      expect(found?.tree, link.getAttribute('href') ?? '').toBe('web');
      expect(found?.access ?? 'signedIn').toBe('signedIn');
    }
    expect(within(nav).getByRole('link', { name: 'Lab reports' }).getAttribute('aria-current')).toBe('page');
    expect(links.filter((l) => l.getAttribute('aria-current') === 'page')).toHaveLength(1);
  });

  it('marks medication on the in-use screen and the access log on its own; a signed-out page shows no record links', () => {
    $token.set('tok');
    const { unmount } = renderAt(
      <WebLayout route={route('/web/inuse')}>
        <p>content</p>
      </WebLayout>,
      '/web/inuse',
    );
    expect(within(screen.getByRole('navigation', { name: 'Health record' })).getByRole('link', { name: 'Medication' }).getAttribute('aria-current')).toBe('page');
    unmount();
    clearSession();
    renderAt(
      <WebLayout route={route('/web/maintenance')}>
        <p>content</p>
      </WebLayout>,
      '/web/maintenance',
    );
    expect(screen.queryByRole('navigation', { name: 'Health record' })).toBeNull();
  });
});
