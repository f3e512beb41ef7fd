import { describe, expect, it, vi } from 'vitest';
import { BridgeError, createBrowserBridge, createWebviewBridge, hostObjectOf, languageFromHost } from './bridge.ts';
import type { BrowserBridgeEnv, MhpHostObject } from './bridge.ts';
import { isSafeUrl } from './safe-url.ts';
import { sameOriginPath } from './same-origin-path.ts';

const origin = 'https://health.example.mo';

function browserEnv(overrides: Partial<BrowserBridgeEnv> = {}) {
  const mocks = {
    openLoginPage: vi.fn<() => void>(),
    navigate: vi.fn<(path: string) => void>(),
    openWindow: vi.fn<(url: string) => unknown>(),
    setDocumentTitle: vi.fn<(title: string) => void>(),
  };
  const env: BrowserBridgeEnv = {
    origin,
    getLanguage: () => 'pt',
    isSignedIn: () => true,
    pdfPreviewPath: (url: string) => `/mob/previewPdf?url=${encodeURIComponent(url)}`,
    ...mocks,
    ...overrides,
  };
  return { ...env, ...mocks };
}

describe('safe addresses (docs/product/validation.md)', () => {
  it('accepts http(s) and site paths', () => {
    expect(isSafeUrl('https://www.ssm.gov.mo/x?y=1')).toBe(true);
    expect(isSafeUrl('http://example.mo')).toBe(true);
    expect(isSafeUrl('/web/home?lang=en')).toBe(true);
  });

  it('refuses script schemes and look-alikes', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      'file:///etc/passwd',
      '//evil.example/x',
      '/\\evil.example',
      'relative/path',
      '',
    ]) {
      expect(isSafeUrl(bad), bad).toBe(false);
    }
  });

  it('sameOriginPath keeps only our own origin', () => {
    expect(sameOriginPath(`${origin}/mob/vaccine?x=1`, origin)).toBe('/mob/vaccine?x=1');
    expect(sameOriginPath('/web/home', origin)).toBe('/web/home');
    expect(sameOriginPath('https://evil.example/web/home', origin)).toBeNull();
    expect(sameOriginPath('javascript:alert(1)', origin)).toBeNull();
  });
});

describe('browser bridge', () => {
  it('answers the language and the login check from the page', async () => {
    const bridge = createBrowserBridge(browserEnv({ isSignedIn: () => false }));
    expect(bridge.kind).toBe('browser');
    await expect(bridge.getLanguage()).resolves.toBe('pt');
    await expect(bridge.isLoggedIn()).resolves.toBe(false);
  });

  it('cannot scan: resolves null so that the caller shows the in-page scanner', async () => {
    await expect(createBrowserBridge(browserEnv()).scanQr()).resolves.toBeNull();
  });

  it('opens safe pages in a new window, absolute, and refuses unsafe ones', async () => {
    const env = browserEnv();
    const bridge = createBrowserBridge(env);
    await expect(bridge.openPage('https://www.ssm.gov.mo/')).resolves.toBe(true);
    await expect(bridge.openPage('/web/healthTip')).resolves.toBe(true);
    await expect(bridge.openPage('javascript:alert(1)')).resolves.toBe(false);
    expect(env.openWindow.mock.calls).toEqual([['https://www.ssm.gov.mo/'], [`${origin}/web/healthTip`]]);
  });

  it('sets document.title, opens the login page, previews PDFs in the portal screen', async () => {
    const env = browserEnv();
    const bridge = createBrowserBridge(env);
    bridge.setTitle('Vaccines');
    expect(env.setDocumentTitle).toHaveBeenCalledWith('Vaccines');
    await bridge.openLoginPage();
    expect(env.openLoginPage).toHaveBeenCalledOnce();
    await expect(bridge.previewPdf('/files/book.pdf')).resolves.toBe(true);
    expect(env.navigate).toHaveBeenCalledWith(`/mob/previewPdf?url=${encodeURIComponent(`${origin}/files/book.pdf`)}`);
    await expect(bridge.previewPdf('data:application/pdf;base64,AAAA')).resolves.toBe(false);
    expect(env.navigate).toHaveBeenCalledOnce();
  });

  it('opens the PDF in a new window when the tree has no preview screen', async () => {
    const env = browserEnv({ pdfPreviewPath: () => null });
    await createBrowserBridge(env).previewPdf('https://files.example.mo/a.pdf');
    expect(env.openWindow).toHaveBeenCalledWith('https://files.example.mo/a.pdf');
    expect(env.navigate).not.toHaveBeenCalled();
  });
});

describe('webview bridge (against a fake host object)', () => {
  function setup(host: MhpHostObject) {
    const env = browserEnv();
    const bridge = createWebviewBridge(host, createBrowserBridge(env), origin);
    return { bridge, env };
  }

  it('asks the host for language and login state, mapping host language tags', async () => {
    const { bridge } = setup({ getLanguage: () => 'zh_TW', isLoggedIn: () => 'true' });
    expect(bridge.kind).toBe('webview');
    await expect(bridge.getLanguage()).resolves.toBe('zh-Hant');
    await expect(bridge.isLoggedIn()).resolves.toBe(true);
    const other = setup({ getLanguage: () => Promise.resolve('en-US'), isLoggedIn: () => false }).bridge;
    await expect(other.getLanguage()).resolves.toBe('en');
    await expect(other.isLoggedIn()).resolves.toBe(false);
  });

  it('falls back to the page when the host language is unknown or the method is missing', async () => {
    await expect(setup({ getLanguage: () => 'fr' }).bridge.getLanguage()).resolves.toBe('pt');
    await expect(setup({}).bridge.getLanguage()).resolves.toBe('pt');
    await expect(setup({}).bridge.scanQr()).resolves.toBeNull();
  });

  it('scans through the host and reports cancel and failure as BridgeError', async () => {
    await expect(setup({ scanQr: () => Promise.resolve('MHP1.payload') }).bridge.scanQr()).resolves.toBe('MHP1.payload');
    await expect(setup({ scanQr: () => '' }).bridge.scanQr()).rejects.toMatchObject({ name: 'BridgeError', reason: 'cancelled' });
    const failed = setup({ scanQr: () => Promise.reject(new Error('camera busy')) }).bridge.scanQr();
    await expect(failed).rejects.toBeInstanceOf(BridgeError);
    await expect(failed).rejects.toMatchObject({ reason: 'failed' });
  });

  it('hands the host absolute, checked addresses only', async () => {
    const openPage = vi.fn();
    const previewPdf = vi.fn();
    const { bridge, env } = setup({ openPage, previewPdf });
    await expect(bridge.openPage('/web/healthTip')).resolves.toBe(true);
    await expect(bridge.openPage('javascript:alert(1)')).resolves.toBe(false);
    await expect(bridge.previewPdf('https://files.example.mo/b.pdf')).resolves.toBe(true);
    await expect(bridge.previewPdf('vbscript:x')).resolves.toBe(false);
    expect(openPage.mock.calls).toEqual([[`${origin}/web/healthTip`]]);
    expect(previewPdf.mock.calls).toEqual([['https://files.example.mo/b.pdf']]);
    expect(env.openWindow).not.toHaveBeenCalled();
  });

  it('sets the host title and the document title; a failing host title does not throw', () => {
    const setTitle = vi.fn(() => {
      throw new Error('no top bar');
    });
    const { bridge, env } = setup({ setTitle });
    expect(() => bridge.setTitle('Vaccines')).not.toThrow();
    expect(setTitle).toHaveBeenCalledWith('Vaccines');
    expect(env.setDocumentTitle).toHaveBeenCalledWith('Vaccines');
  });

  it('opens the host login page', async () => {
    const openLoginPage = vi.fn();
    const { bridge, env } = setup({ openLoginPage });
    await bridge.openLoginPage();
    expect(openLoginPage).toHaveBeenCalledOnce();
    expect(env.openLoginPage).not.toHaveBeenCalled();
  });

  it('finds the injected object only when it is one', () => {
    const host = { scanQr: () => 'x' };
    expect(hostObjectOf({ mhpBridge: host })).toBe(host);
    expect(hostObjectOf({ mhpBridge: 'nope' })).toBeNull();
    expect(hostObjectOf({})).toBeNull();
    expect(languageFromHost(42)).toBeNull();
  });
});
