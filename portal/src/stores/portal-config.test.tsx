import { afterEach, describe, expect, it, vi } from 'vitest';
import { $portalConfig, defaultPortalConfig, embeddedPortalConfig, loadPortalConfig } from './portal-config.ts';

const served = { linkMode: true, sessionIdleSeconds: 600, passwordSignIn: false, providerSignIn: true, demoAccounts: false, appEntry: { enabled: true, downloadUrl: 'https://example.org/app' } };

function embed(text: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'mhp-portal-config';
  script.textContent = text;
  document.head.append(script);
}

afterEach(() => {
  document.getElementById('mhp-portal-config')?.remove();
  $portalConfig.set(defaultPortalConfig);
});

describe('the portal settings at start', () => {
  it('takes the settings the server wrote into the page, without a call', async () => {
    embed(JSON.stringify(served));
    const fetcher = vi.fn<typeof fetch>();
    await expect(loadPortalConfig(fetcher)).resolves.toEqual(served);
    expect($portalConfig.get()).toEqual(served);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('calls GET /api/portal/config when the page has none, or when what it has does not read as settings', async () => {
    for (const text of [null, '{"linkMode":"yes"}', 'not json']) {
      if (text !== null) embed(text);
      expect(embeddedPortalConfig()).toBeNull();
      const fetcher = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ resultCode: '000000', data: served })));
      await expect(loadPortalConfig(fetcher)).resolves.toEqual(served);
      expect(fetcher).toHaveBeenCalledOnce();
      expect(String(fetcher.mock.calls[0]?.[0])).toBe('/api/portal/config');
      document.getElementById('mhp-portal-config')?.remove();
      $portalConfig.set(defaultPortalConfig);
    }
  });

  it('keeps the defaults when neither the page nor the call has settings', async () => {
    const fetcher = vi.fn<typeof fetch>(async () => {
      throw new TypeError('offline');
    });
    await expect(loadPortalConfig(fetcher)).resolves.toEqual(defaultPortalConfig);
  });
});
