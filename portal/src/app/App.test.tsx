import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { App } from './App.tsx';
import { findRoute, routes, type RouteEntry } from '../routes/routes.ts';
import { isBuilt } from './screen-registry.ts';
import { PlaceholderScreen } from '../features/placeholder/PlaceholderScreen.tsx';
import { setTree } from '../stores/device.ts';
import { $leavingForSignOut, $token, clearSession, originalUrlKey } from '../stores/session.ts';
import { fakeApi, renderAt, setupI18n } from '../test/render.tsx';

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
  $leavingForSignOut.set(false);
  sessionStorage.clear();
});

describe('App routing (docs/architecture.md#portal, docs/product/routes.md)', () => {
  it('builds every route: none is left to the shared placeholder', () => {
    expect(routes.filter((r) => !isBuilt(r.name)).map((r) => r.name)).toEqual([]);
  });

  it('keeps the shared placeholder, marked with data-placeholder, for a route that would have no screen', () => {
    const { container } = renderAt(<PlaceholderScreen route={findRoute('/web/imagingReport/dicomShare') as RouteEntry} />, '/web/imagingReport/dicomShare');
    expect(container.querySelector('[data-placeholder="imagingReportDicomShare"]')).not.toBeNull();
    expect(screen.getByText('This screen is not available yet.')).toBeTruthy();
  });

  it('renders a built screen with the route title at a route that was the last placeholder', async () => {
    setTree('web');
    $token.set('tok');
    const { container } = renderAt(<App />, '/web/imagingReport/dicomShare');
    expect(await screen.findByRole('heading', { name: 'Choose a report first' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Share DICOM images' })).toBeTruthy();
    expect(document.title).toBe('Share DICOM images - Macao Health Record');
    expect(container.querySelector('[data-placeholder]')).toBeNull();
  });

  it('never marks a built screen as a placeholder', async () => {
    setTree('mob');
    $token.set('tok');
    vi.stubGlobal('fetch', fakeApi({ '/healthRecord/bloodPressure/list': () => ({ data: { rows: [], total: 0 } }) }).fetch);
    const { container } = renderAt(<App />, '/mob/pressurePage');
    await screen.findByRole('heading', { name: 'No readings yet' });
    expect(container.querySelector('[data-placeholder]')).toBeNull();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeTruthy();
  });

  it('sends a signed-out visitor to login and remembers the address', async () => {
    setTree('web');
    const { location } = renderAt(<App />, '/web/addPressure', 'id=4');
    await waitFor(() => expect(location.history.at(-1)).toBe('/login'));
    expect(sessionStorage.getItem(originalUrlKey)).toBe('/web/addPressure?id=4');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('sends nobody to sign in while the page leaves for the provider to sign out there, and routes again once back', async () => {
    setTree('web');
    $token.set('tok');
    vi.stubGlobal('fetch', fakeApi({ '/healthRecord/bloodPressure/list': () => ({ data: { rows: [], total: 0 } }) }).fetch);
    const { location } = renderAt(<App />, '/web/pressurePage');
    await screen.findByRole('heading', { name: 'No readings yet' });
    // What sign-out does before it opens the provider's page (features/auth/sign-out.ts).
    $leavingForSignOut.set(true);
    clearSession();
    await waitFor(() => expect(screen.queryByRole('main')).toBeNull());
    expect(location.history.at(-1)).toBe('/web/pressurePage');
    expect(sessionStorage.getItem(originalUrlKey)).toBeNull();
    // Back from the provider's page through the browser's page cache: the signed-out visitor goes to sign in.
    $leavingForSignOut.set(false);
    await waitFor(() => expect(location.history.at(-1)).toBe('/login'));
  });

  it('redirects a mobile address on the web tree to the same screen', async () => {
    setTree('web');
    $token.set('tok');
    vi.stubGlobal('fetch', fakeApi({ '/healthRecord/bloodPressure/list': () => ({ data: { rows: [], total: 0 } }) }).fetch);
    const { location } = renderAt(<App />, '/mob/pressurePage');
    await waitFor(() => expect(location.history.at(-1)).toBe('/web/pressurePage'));
  });
});
