import { Suspense, useLayoutEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { decideRoute } from './route-rules.ts';
import type { RouteContext } from './route-rules.ts';
import { screenFor } from './screens.ts';
import type { RouteEntry } from './routes.ts';
import { loginPath } from './routes.ts';
import { $tree } from '../stores/device.ts';
import { $signedIn, rememberOriginalUrl } from '../stores/session.ts';
import { MobileLayout } from '../layouts/MobileLayout.tsx';
import { WebLayout } from '../layouts/WebLayout.tsx';
import { BareLayout } from '../layouts/BareLayout.tsx';
import { ScreenFallback } from '../layouts/ScreenFallback.tsx';
import { ToastHost } from './ToastHost.tsx';
import { useLinkNavigation } from './useLinkNavigation.ts';

/**
 * SPEC 2's app-entry setting sends a wrong-device visitor to a download address. The setting comes
 * with the catalogue issue; returning undefined keeps the "same screen in the active tree" rule.
 */
const wrongDeviceAddress: RouteContext['wrongDeviceAddress'] = () => undefined;

function SendToLogin({ originalUrl }: { readonly originalUrl: string }) {
  const [, navigate] = useLocation();
  useLayoutEffect(() => {
    rememberOriginalUrl(originalUrl);
    navigate(loginPath, { replace: true });
  }, [originalUrl, navigate]);
  return null;
}

function RouteView({ route }: { readonly route: RouteEntry }) {
  const Screen = screenFor(route.name);
  const Layout = route.tree === 'mob' ? MobileLayout : route.tree === 'web' ? WebLayout : BareLayout;
  return (
    <Layout route={route}>
      <Suspense fallback={<ScreenFallback />}>
        {/* key: a screen shared by two routes starts fresh on each. */}
        <Screen key={route.path} route={route} />
      </Suspense>
    </Layout>
  );
}

export function App() {
  const [pathname] = useLocation();
  const search = useSearch();
  const tree = useStore($tree);
  const signedIn = useStore($signedIn);
  const decision = decideRoute(pathname, search, { tree, signedIn, wrongDeviceAddress });
  useLinkNavigation();

  return (
    <>
      {decision.kind === 'redirect' ? <Redirect to={decision.to} replace /> : null}
      {decision.kind === 'login' ? <SendToLogin originalUrl={decision.originalUrl} /> : null}
      {decision.kind === 'render' ? <RouteView route={decision.route} /> : null}
      <ToastHost />
    </>
  );
}
