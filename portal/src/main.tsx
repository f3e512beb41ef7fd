import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { App } from './app/App.tsx';
import { LoadFailureBoundary } from './app/LoadFailure.tsx';
import { firstRouteOf } from './routes/route-rules.ts';
import { preloadScreen } from './app/screens.ts';
import { prefetchRoute } from './app/route-prefetch.ts';
import { $signedIn } from './stores/session.ts';
import { detectBrowserTree } from './app/device.ts';
import { initI18n, loadMessages } from './i18n/index.ts';
import { initLanguage, storedLanguage } from './stores/language.ts';
import { setTree } from './stores/device.ts';
import { loadPortalConfig } from './stores/portal-config.ts';
import { startTheme } from './stores/theme.ts';

// Where a module shared by lazy screens lands, not something this file uses (docs/performance.md "Fewer requests"):
// the design system's controlled-or-not state helper serves the category bar (maintenance, a page a visit lands on)
// and the record lists' pagination, which load no shared chunk in common. Anywhere but the entry it is one more
// request on one of them (a record list's simulated LCP went 1.88 to 2.04 s with it in a chunk of its own) or a
// whole chunk more on the other (maintenance over its budget with `basics`); exported from the entry it costs every
// first paint 0.1 KiB gzip. Taken from the package's own entry instead, Rolldown placed the record lists' shared chunk
// on maintenance's first paint (the build's route-preloads check refuses it): the one reach into design-system/src.
// eslint-disable-next-line import-x/no-relative-packages
export { useControllableState } from '../../design-system/src/lib/controllable.ts';

// The resident's theme before anything renders (tokens.css alone handles "as my device").
startTheme();

async function start(): Promise<void> {
  // Inside the app's webview the app's own language setting counts, unless the address names one.
  // The bridge code loads only inside the app's webview (the host injects window.mhpBridge; bridge.ts).
  if ('mhpBridge' in window && !new URLSearchParams(window.location.search).has('lang')) {
    const bridge = (await import('./platform/host-bridge.ts')).hostBridge();
    if (bridge.kind === 'webview') storedLanguage.set(await bridge.getLanguage());
  }
  const language = initLanguage(window.location.search);
  // WCAG 3.1.1: the page language follows the interface language.
  document.documentElement.lang = language;
  const tree = detectBrowserTree();
  setTree(tree);
  // The first page's screen is fetched beside the language bundle and the settings (its chunks are preloaded by
  // index.html), and the first render waits for it: drawn at once, without a loading placeholder first (screens.ts);
  // for `/` or a signed-out visit, that is the screen the redirect leads to.
  const first = firstRouteOf(window.location.pathname, window.location.search, { tree, signedIn: $signedIn.get() });
  const screen = first === undefined ? undefined : preloadScreen(first.name);
  // Its first calls too (the route manifest's `prefetch`), beside its code: the screen takes their answers.
  if (first !== undefined) prefetchRoute(first);
  // The server's settings (link mode, idle limit, app entry) arrive with the language bundle, not after it.
  const [messages] = await Promise.all([loadMessages(language), loadPortalConfig(), screen]);
  await initI18n(language, messages);
  const root = document.getElementById('root');
  if (root === null) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <LoadFailureBoundary>
        <App />
      </LoadFailureBoundary>
    </StrictMode>,
  );
}

void start();
