import { useEffect } from 'react';
import { findRoute } from '../routes/routes.ts';
import { preloadScreen } from './screens.ts';

/**
 * The next screen's chunk starts loading when the pointer rests on a link to it or the link gets the keyboard focus
 * (docs/performance.md), so the click finds it loaded. One listener for the whole page, as for the clicks
 * (useLinkNavigation); each screen is asked for once.
 */
export function useScreenPreload(): void {
  useEffect(() => {
    const asked = new Set<string>();
    const onIntent = (event: Event): void => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const route = findRoute(url.pathname);
      if (route === undefined || asked.has(route.name)) return;
      asked.add(route.name);
      void preloadScreen(route.name);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, []);
}
