import { vi, type Mock } from 'vitest';
import type { ApiEffects } from '../api/client.ts';

/**
 * The API client's effects for a test: the given fetch, a signed-in token, English, and spies for what the client
 * tells the app (session ended, government link, error toast). `overrides` replaces any of them.
 */
export function testEffects(
  fetch: (url: RequestInfo | URL, init?: RequestInit) => Promise<Response>,
  overrides: Partial<ApiEffects> = {},
): ApiEffects & Record<'onSessionInvalid' | 'onGovEntity' | 'showError', Mock> {
  return {
    fetch: vi.fn(fetch) as unknown as typeof globalThis.fetch,
    getToken: () => 'tok-1',
    getLanguage: () => 'en',
    onSessionInvalid: vi.fn(),
    onGovEntity: vi.fn(),
    showError: vi.fn(),
    networkErrorMessage: () => 'Network error',
    ...overrides,
  } as ApiEffects & Record<'onSessionInvalid' | 'onGovEntity' | 'showError', Mock>;
}
