import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { findRoute, type RouteEntry } from '../routes/routes.ts';
import { preloadScreen, screenFor } from './screens.ts';
import { setupI18n } from '../test/render.tsx';

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(cleanup);


describe('screens', () => {
  it('hands out a preloaded screen as itself: its first render draws it, with no loading placeholder first', async () => {
    await preloadScreen('expiredPage');
    const Screen = screenFor('expiredPage');
    expect(Screen).toBe((await import('../features/expired/ExpiredScreen.tsx')).ExpiredScreen);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen route={findRoute('/web/expiredPage') as RouteEntry} />
      </Suspense>,
    );
    // Drawn in the same render: no fallback in between.
    expect(screen.queryByText('loading')).toBeNull();
    expect(document.body.textContent).not.toBe('');
  });

  it('hands out a lazy screen for one not loaded yet, and keeps handing out the same one after it has loaded', async () => {
    const Screen = screenFor('previewPdf');
    const { PreviewPdfScreen } = await import('../features/uploads/PreviewPdfScreen.tsx');
    expect(Screen).not.toBe(PreviewPdfScreen);
    await preloadScreen('previewPdf');
    // The same component, or the screen would restart when its route renders again.
    expect(screenFor('previewPdf')).toBe(Screen);
  });
});
