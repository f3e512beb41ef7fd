import type { Language } from '@macao-phr/contract';
import { isSafeUrl } from './safe-url.ts';

/**
 * The mobile host bridge (docs/product/routes.md "Mobile host bridge", docs/architecture.md#portal): what the portal asks of the app it
 * runs in. One interface, two implementations:
 *
 * - browser (createBrowserBridge): a plain browser, desktop or phone. QR scanning is not offered here
 *   (scanQr resolves null): callers then show the in-page scanner from `@macao-phr/design-system/qr-scanner`.
 *   Pages open in a new window (safe addresses only), the title is document.title, PDFs open in the
 *   portal's own previewPdf screen.
 * - webview (createWebviewBridge): inside the Macao Health app, whose webview injects `window.mhpBridge`
 *   (see MhpHostObject for the methods it may offer). A method the host does not offer falls back to the
 *   browser implementation, so an older app keeps working.
 *
 * Screens take the bridge from `platform/host-bridge.ts` (`hostBridge()`), never from window directly.
 */
export interface HostBridge {
  /** 'webview' inside the app, 'browser' otherwise. */
  readonly kind: 'browser' | 'webview';
  /** The interface language (the app's own setting inside the app). */
  getLanguage(): Promise<Language>;
  /** Login check: is there a signed-in resident (the app's session inside the app)? */
  isLoggedIn(): Promise<boolean>;
  /** Open the sign-in page (the app's own inside the app; /login or the identity provider in a browser). */
  openLoginPage(): Promise<void>;
  /**
   * Scan a QR code with the host's camera and resolve its text. Resolves null when this host cannot scan
   * (a browser): show the in-page QrScanner instead. Rejects with BridgeError('cancelled') when the
   * resident closes the host's scanner, BridgeError('failed') when the host reports an error.
   */
  scanQr(): Promise<string | null>;
  /** Open an address outside the current page. Resolves false (and opens nothing) for an unsafe address. */
  openPage(url: string): Promise<boolean>;
  /** Title of the current screen (the app's top bar inside the app, document.title in a browser). */
  setTitle(title: string): void;
  /** Preview a PDF. Resolves false (and opens nothing) for an unsafe address. */
  previewPdf(url: string): Promise<boolean>;
}

export type BridgeErrorReason = 'cancelled' | 'failed';

export class BridgeError extends Error {
  readonly reason: BridgeErrorReason;

  constructor(reason: BridgeErrorReason, message?: string) {
    super(message ?? reason);
    this.name = 'BridgeError';
    this.reason = reason;
  }
}

/** What the browser implementation needs from the page; `host-bridge.ts` passes the real ones. */
export interface BrowserBridgeEnv {
  /** The page's origin, e.g. https://health.example.mo: relative addresses resolve against it. */
  readonly origin: string;
  readonly getLanguage: () => Language;
  readonly isSignedIn: () => boolean;
  /** Go to the sign-in page (link mode: the identity provider). */
  readonly openLoginPage: () => void;
  /** In-app navigation to a same-origin path. */
  readonly navigate: (path: string) => void;
  /** window.open; returns null when a pop-up blocker refused. */
  readonly openWindow: (url: string) => unknown;
  readonly setDocumentTitle: (title: string) => void;
  /** The in-app path that previews a PDF, or null when the active tree has no preview screen. */
  readonly pdfPreviewPath: (url: string) => string | null;
}

function absolute(url: string, origin: string): string {
  return new URL(url.trim(), origin).toString();
}

export function createBrowserBridge(env: BrowserBridgeEnv): HostBridge {
  return {
    kind: 'browser',
    getLanguage: () => Promise.resolve(env.getLanguage()),
    isLoggedIn: () => Promise.resolve(env.isSignedIn()),
    openLoginPage: () => {
      env.openLoginPage();
      return Promise.resolve();
    },
    scanQr: () => Promise.resolve(null),
    openPage: (url) => {
      if (!isSafeUrl(url)) return Promise.resolve(false);
      // noopener: the opened page cannot reach back into the portal (window.opener).
      env.openWindow(absolute(url, env.origin));
      return Promise.resolve(true);
    },
    setTitle: (title) => env.setDocumentTitle(title),
    previewPdf: (url) => {
      if (!isSafeUrl(url)) return Promise.resolve(false);
      const inApp = env.pdfPreviewPath(absolute(url, env.origin));
      if (inApp !== null) env.navigate(inApp);
      else env.openWindow(absolute(url, env.origin));
      return Promise.resolve(true);
    },
  };
}

/**
 * The object the app's webview injects as `window.mhpBridge` (the host's side of the contract). Every
 * method is optional and may answer synchronously (an Android JavaScript interface) or with a promise
 * (an iOS message handler wrapped by the app). Addresses reach the host absolute and already checked.
 */
export interface MhpHostObject {
  getLanguage?: () => unknown;
  isLoggedIn?: () => unknown;
  openLoginPage?: () => unknown;
  /** Resolves the scanned text; an empty string or a rejection means the resident cancelled or it failed. */
  scanQr?: () => unknown;
  openPage?: (url: string) => unknown;
  setTitle?: (title: string) => unknown;
  previewPdf?: (url: string) => unknown;
}

/** Host language tags vary ('zh_TW', 'zh-HK', 'en-US', 'pt-PT'): map them onto ours, or null. */
export function languageFromHost(value: unknown): Language | null {
  if (typeof value !== 'string') return null;
  const tag = value.trim().toLowerCase().replace('_', '-');
  if (tag.startsWith('zh')) return 'zh-Hant';
  if (tag === 'en' || tag.startsWith('en-')) return 'en';
  if (tag === 'pt' || tag.startsWith('pt-')) return 'pt';
  return null;
}

function truthy(value: unknown): boolean {
  return value === true || value === 'true' || value === 1 || value === '1';
}

export function createWebviewBridge(host: MhpHostObject, fallback: HostBridge, origin: string): HostBridge {
  return {
    kind: 'webview',
    getLanguage: async () => {
      if (typeof host.getLanguage !== 'function') return fallback.getLanguage();
      try {
        return languageFromHost(await host.getLanguage()) ?? (await fallback.getLanguage());
      } catch {
        return fallback.getLanguage();
      }
    },
    isLoggedIn: async () => {
      if (typeof host.isLoggedIn !== 'function') return fallback.isLoggedIn();
      try {
        return truthy(await host.isLoggedIn());
      } catch {
        return false;
      }
    },
    openLoginPage: async () => {
      if (typeof host.openLoginPage !== 'function') return fallback.openLoginPage();
      await host.openLoginPage();
    },
    scanQr: async () => {
      if (typeof host.scanQr !== 'function') return fallback.scanQr();
      let text: unknown;
      try {
        text = await host.scanQr();
      } catch (error) {
        throw new BridgeError('failed', error instanceof Error ? error.message : undefined);
      }
      if (typeof text !== 'string' || text === '') throw new BridgeError('cancelled');
      return text;
    },
    openPage: async (url) => {
      if (typeof host.openPage !== 'function') return fallback.openPage(url);
      if (!isSafeUrl(url)) return false;
      await host.openPage(absolute(url, origin));
      return true;
    },
    setTitle: (title) => {
      // The document title stays right too (screen readers, the app switcher).
      fallback.setTitle(title);
      if (typeof host.setTitle === 'function') {
        try {
          host.setTitle(title);
        } catch {
          // A host that fails to show a title must not break the screen.
        }
      }
    },
    previewPdf: async (url) => {
      if (typeof host.previewPdf !== 'function') return fallback.previewPdf(url);
      if (!isSafeUrl(url)) return false;
      await host.previewPdf(absolute(url, origin));
      return true;
    },
  };
}

/** The injected host object, when the page runs inside the app's webview and the object looks like one. */
export function hostObjectOf(win: unknown): MhpHostObject | null {
  if (typeof win !== 'object' || win === null || !('mhpBridge' in win)) return null;
  const candidate: unknown = win.mhpBridge;
  return typeof candidate === 'object' && candidate !== null ? (candidate as MhpHostObject) : null;
}
