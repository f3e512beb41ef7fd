import { useEffect, useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '../i18n/use-translation.ts';
import { $screenTitle, setScreenTitle } from '../stores/screen.ts';
import type { RouteEntry } from '../routes/routes.ts';

let firstScreen = true;

/**
 * The page title for a layout: the screen's own (hooks/useScreenTitle) or the route's translated
 * name. Keeps document.title in step (WCAG 2.4.2) and, after an in-app navigation, moves focus to
 * the page's h1 so screen readers announce the new page (the first load keeps the browser's focus).
 */
export function useLayoutTitle(route: RouteEntry, root: RefObject<HTMLElement | null>): string {
  const { t } = useTranslation();
  const override = useStore($screenTitle);
  const title = override ?? t(`common.routes.${route.name}`);
  const appName = t('common.appName');
  const lastPath = useRef<string | null>(null);

  useLayoutEffect(() => {
    setScreenTitle(undefined);
  }, [route.path]);

  useEffect(() => {
    const full = title === appName ? appName : `${title} - ${appName}`;
    // In a browser the host bridge's title is document.title; inside the app's webview the bridge also
    // sets the app's top bar. The bridge code loads only there (`window.mhpBridge`, platform/bridge.ts),
    // so the shell on home does not carry it (docs/architecture.md#budgets).
    document.title = full;
    if ('mhpBridge' in window) void import('../platform/host-bridge.ts').then(({ hostBridge }) => hostBridge().setTitle(full));
  }, [title, appName]);

  useEffect(() => {
    if (lastPath.current === route.path) return;
    lastPath.current = route.path;
    if (firstScreen) {
      firstScreen = false;
      return;
    }
    const heading = root.current?.querySelector('h1');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    }
  }, [route.path, root]);

  return title;
}
