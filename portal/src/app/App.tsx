import { Suspense, useLayoutEffect } from 'react';
import { useAfterFirstFrame } from '../hooks/after-first-frame.ts';
import { useStore } from '@nanostores/react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { decideRoute } from '../routes/route-rules.ts';
import type { RouteContext } from '../routes/route-rules.ts';
import { screenFor } from './screens.ts';
import type { RouteEntry } from '../routes/routes.ts';
import { loginPath } from '../routes/routes.ts';
import { $tree } from '../stores/device.ts';
import { $accountType, $leavingForSignOut, $signedIn, rememberOriginalUrl } from '../stores/session.ts';
import { MobileLayout } from '../layouts/MobileLayout.tsx';
import { WebLayout } from '../layouts/WebLayout.tsx';
import { BareLayout } from '../layouts/BareLayout.tsx';
import { ScreenFallback } from '../layouts/ScreenFallback.tsx';
import { ToastHost } from './ToastHost.tsx';
import { ConnectionNotice } from './ConnectionNotice.tsx';
import { LoadFailureBoundary } from './LoadFailure.tsx';
import { useLinkNavigation } from './useLinkNavigation.ts';
import { useScreenPreload } from './useScreenPreload.ts';
import { prefetchRoute } from './route-prefetch.ts';
import { $portalConfig } from '../stores/portal-config.ts';

/** The idle watch and the government-entity check start this long after the first frame (a limit of minutes). */
const WATCHES_AFTER_MS = 2000;

// Not on the first paint of home (docs/architecture.md#budgets budget): the idle warning, the government-entity check and
// the identity-provider hand-off load when they apply.
const IdleWatch = lazyWithTexts(() => import('../features/auth/IdleWatch.tsx').then((m) => ({ default: m.IdleWatch })));
const GovEntityCheck = lazyWithTexts(() => import('../features/auth/GovEntityCheck.tsx').then((m) => ({ default: m.GovEntityCheck })));
import { lazyWithTexts } from '../i18n/index.ts';

/**
 * docs/product/routes.md's app-entry setting (server: APP_ENTRY + APP_DOWNLOAD_URL, read through /api/portal/config) sends
 * a wrong-device visitor (a /mob path on a desktop, a /web path on a phone) to the download address; when it
 * is off, the visitor goes to the same screen in the active tree.
 */
function wrongDeviceAddressOf(appEntry: { readonly enabled: boolean; readonly downloadUrl: string | null }): RouteContext['wrongDeviceAddress'] {
  const address = appEntry.downloadUrl;
  // The server refuses to start with an address that is not a safe link (server/src/auth/sign-in-settings.ts), and the
  // setting comes from it (in the page or from GET /api/portal/config): the address is taken as it is.
  return () => (appEntry.enabled && address !== null ? address : undefined);
}

/** Link mode (docs/product/routes.md/docs/product/states.md): no /login page; the identity provider signs in, then back to the remembered address. */
function SendToIdentityProvider({ originalUrl }: { readonly originalUrl: string | null }) {
  useLayoutEffect(() => {
    if (originalUrl !== null) rememberOriginalUrl(originalUrl);
    void import('../features/auth/code-flow.ts').then(({ startCodeSignIn }) => startCodeSignIn('PERSONAL'));
  }, [originalUrl]);
  return null;
}

/** A download address is another site: the browser goes there (not the router). */
function ExternalRedirect({ to }: { readonly to: string }) {
  useLayoutEffect(() => {
    window.location.replace(to);
  }, [to]);
  return null;
}

function SendToLogin({ originalUrl }: { readonly originalUrl: string }) {
  const [, navigate] = useLocation();
  useLayoutEffect(() => {
    rememberOriginalUrl(originalUrl);
    navigate(loginPath, { replace: true });
  }, [originalUrl, navigate]);
  return null;
}

/**
 * The idle watch and the government-entity check, once the first frame is WATCHES_AFTER_MS behind. A component of its
 * own: the state that says "now" lives here, so their arrival renders only them, not the app and the screen again.
 */
function DeferredWatches() {
  const signedIn = useStore($signedIn);
  const governmentEntity = useStore($accountType) === 'GOV_ENTITY';
  const afterFirstFrame = useAfterFirstFrame(WATCHES_AFTER_MS);
  if (!afterFirstFrame) return null;
  return (
    <LoadFailureBoundary quiet resetKey={`${String(signedIn)} ${String(governmentEntity)}`}>
      <Suspense fallback={null}>
        {signedIn ? <IdleWatch /> : null}
        {governmentEntity ? <GovEntityCheck /> : null}
      </Suspense>
    </LoadFailureBoundary>
  );
}

function RouteView({ route }: { readonly route: RouteEntry }) {
  const Screen = screenFor(route.name);
  // The route is chosen: its first calls start now, before its screen's code and effects (route-prefetch.ts); a
  // layout effect of the parent runs before the screen's own effects ask for the same reads.
  useLayoutEffect(() => prefetchRoute(route), [route]);
  const Layout = route.tree === 'mob' ? MobileLayout : route.tree === 'web' ? WebLayout : BareLayout;
  return (
    <Layout route={route}>
      {/* key: a screen shared by two routes starts fresh on each, and so does its failure. */}
      <LoadFailureBoundary key={route.path}>
        <Suspense fallback={<ScreenFallback />}>
          <Screen route={route} />
        </Suspense>
      </LoadFailureBoundary>
    </Layout>
  );
}

export function App() {
  const [pathname] = useLocation();
  const search = useSearch();
  const tree = useStore($tree);
  const signedIn = useStore($signedIn);
  const { linkMode, appEntry } = useStore($portalConfig);
  // On the way to the provider's sign-out page: nothing to route until that page has loaded (sign-out.ts).
  const leaving = useStore($leavingForSignOut);
  const decision = decideRoute(pathname, search, { tree, signedIn, wrongDeviceAddress: wrongDeviceAddressOf(appEntry) });
  useLinkNavigation();
  useScreenPreload();
  const external = decision.kind === 'redirect' && /^https?:\/\//i.test(decision.to);
  const loginInLinkMode = linkMode && decision.kind === 'render' && decision.route.name === 'login';

  return (
    <>
      {leaving ? null : (
        <>
          {decision.kind === 'redirect' && external ? <ExternalRedirect to={decision.to} /> : null}
          {decision.kind === 'redirect' && !external ? <Redirect to={decision.to} replace /> : null}
          {decision.kind === 'login' && linkMode ? <SendToIdentityProvider originalUrl={decision.originalUrl} /> : null}
          {decision.kind === 'login' && !linkMode ? <SendToLogin originalUrl={decision.originalUrl} /> : null}
          {loginInLinkMode ? <SendToIdentityProvider originalUrl={null} /> : null}
          {decision.kind === 'render' && !loginInLinkMode ? <RouteView route={decision.route} /> : null}
        </>
      )}
      <DeferredWatches />
      <ToastHost />
      <ConnectionNotice />
    </>
  );
}
