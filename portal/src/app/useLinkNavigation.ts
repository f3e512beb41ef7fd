import { useEffect } from 'react';
import { navigate } from 'wouter/use-browser-location';

/**
 * Design-system rows render plain `<a href>` (they know nothing of the router); a click on a
 * same-origin link is turned into a client-side navigation here, so the page does not reload.
 * Modified clicks, new-tab targets and downloads keep the browser's behaviour.
 */
export function useLinkNavigation(): void {
  useEffect(() => {
    const onClick = (event: MouseEvent): void => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if ((anchor.target !== '' && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash !== '') return;
      event.preventDefault();
      navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}
