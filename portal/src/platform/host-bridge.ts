import { navigate } from 'wouter/use-browser-location';
import { createBrowserBridge, createWebviewBridge, hostObjectOf } from './bridge.ts';
import type { HostBridge } from './bridge.ts';
import { getLanguage } from '../stores/language.ts';
import { $signedIn } from '../stores/session.ts';
import { $tree } from '../stores/device.ts';
import { loginPath, pathOf } from '../routes/routes.ts';

export type { HostBridge } from './bridge.ts';
export { BridgeError } from './bridge.ts';

let current: HostBridge | undefined;
let openLogin: () => void = () => navigate(loginPath, { replace: true });

/** The sign-in address differs in link mode (the identity provider): features/auth sets it at start. */
export function setLoginOpener(open: () => void): void {
  openLogin = open;
}

/** The bridge for this page: the app's webview when it injected `window.mhpBridge`, else the browser. */
export function hostBridge(): HostBridge {
  if (current !== undefined) return current;
  const origin = window.location.origin;
  const browser = createBrowserBridge({
    origin,
    getLanguage,
    isSignedIn: () => $signedIn.get(),
    openLoginPage: () => openLogin(),
    navigate: (path) => navigate(path),
    openWindow: (url) => window.open(url, '_blank', 'noopener,noreferrer'),
    setDocumentTitle: (title) => {
      document.title = title;
    },
    pdfPreviewPath: (url) => {
      const preview = pathOf('previewPdf', $tree.get());
      return preview === undefined ? null : `${preview}?url=${encodeURIComponent(url)}`;
    },
  });
  const host = hostObjectOf(window);
  current = host === null ? browser : createWebviewBridge(host, browser, origin);
  return current;
}
