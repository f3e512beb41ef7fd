import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './client.ts';
import type { ApiEffects } from './client.ts';
import { testEffects } from '../test/api-effects.ts';
import { paths } from '@macao-phr/contract';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(respond: (url: string, init: RequestInit) => Promise<Response>, overrides: Partial<ApiEffects> = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  const effects = testEffects((url, init) => {
    calls.push({ url: String(url), init: init ?? {} });
    return respond(String(url), init ?? {});
  }, overrides);
  return { client: createApiClient(effects), effects, calls };
}

describe('API client (docs/product/calls.md, docs/product/result-codes.md)', () => {
  it('posts JSON to /api with the Authorization and Language headers and returns data', async () => {
    const { client, calls } = setup(async () => jsonResponse({ resultCode: '000000', resultMsg: 'ok', data: { a: 1 } }));
    await expect(client.call(paths.bloodPressureDelete, { id: 1 })).resolves.toEqual({ a: 1 });
    expect(calls[0]?.url).toBe('/api/healthRecord/bloodPressure/delete');
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers['Authorization']).toBe('tok-1');
    expect(headers['Language']).toBe('en');
    expect(headers['Content-Type']).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"id":1}');
  });

  it('sends no Authorization from the share client', async () => {
    const { client, calls } = setup(async () => jsonResponse({ resultCode: '000000', resultMsg: 'ok', data: null }), { getToken: undefined });
    await client.call(paths.backstageConfig, { configCode: 'covidVaccine' });
    expect(calls[0]?.url).toBe('/api/manageBackstageConfig/detail?configCode=covidVaccine');
    expect((calls[0]?.init.headers as Record<string, string>)['Authorization']).toBeUndefined();
  });

  it.each(['100017', '100018', '100019', '100020', '100021'])('treats %s as session invalid', async (code) => {
    const { client, effects } = setup(async () => jsonResponse({ resultCode: code, resultMsg: 'sign in', data: null }));
    const error = await client.call(paths.noticeUnread).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('session');
    expect(effects.onSessionInvalid).toHaveBeenCalledOnce();
    expect(effects.showError).not.toHaveBeenCalled();
  });

  it('sends 100046 and 100047 to the expired page with their type', async () => {
    const first = setup(async () => jsonResponse({ resultCode: '100046', resultMsg: 'expired', data: null }));
    await expect(first.client.call(paths.noticeUnread)).rejects.toMatchObject({ kind: 'govEntity' });
    expect(first.effects.onGovEntity).toHaveBeenCalledWith('expired');
    const second = setup(async () => jsonResponse({ resultCode: '100047', resultMsg: 'no', data: null }));
    await expect(second.client.call(paths.noticeUnread)).rejects.toMatchObject({ kind: 'govEntity' });
    expect(second.effects.onGovEntity).toHaveBeenCalledWith('noaccess');
  });

  it('toasts the server message for other codes and rejects with a typed error carrying data', async () => {
    const data = { fieldErrors: { systolic: ['too low'] } };
    const { client, effects } = setup(async () => jsonResponse({ resultCode: '200001', resultMsg: 'Check values', data }));
    const error = (await client.call(paths.noticeUnread).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ kind: 'result', resultCode: '200001', message: 'Check values', data });
    expect(effects.showError).toHaveBeenCalledWith('Check values');
  });

  it('lets forms opt out of the toast', async () => {
    const { client, effects } = setup(async () => jsonResponse({ resultCode: '200001', resultMsg: 'Check', data: {} }, 200));
    await expect(client.call(paths.noticeUnread, {}, { toastOnError: false })).rejects.toMatchObject({ resultCode: '200001' });
    expect(effects.showError).not.toHaveBeenCalled();
  });

  it('reads the envelope of an HTTP 400 answer', async () => {
    const { client } = setup(async () => jsonResponse({ resultCode: '200002', resultMsg: 'Malformed', data: null }, 400));
    await expect(client.call(paths.noticeUnread)).rejects.toMatchObject({ kind: 'result', resultCode: '200002' });
  });

  it('reports transport failures and non-envelope answers as Network error', async () => {
    const down = setup(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(down.client.call(paths.noticeUnread)).rejects.toMatchObject({ kind: 'network', message: 'Network error' });
    expect(down.effects.showError).toHaveBeenCalledWith('Network error');
    const html = setup(async () => new Response('<html>', { status: 502 }));
    await expect(html.client.call(paths.noticeUnread)).rejects.toMatchObject({ kind: 'network' });
  });

  it('times out after the configured time (100000 ms by default) with Network error', async () => {
    vi.useFakeTimers();
    try {
      const { client, effects } = setup(
        (_url, init) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      const pending = client.call(paths.noticeUnread).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(99_999);
      expect(effects.showError).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toMatchObject({ kind: 'timeout', message: 'Network error' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('stays silent when the caller aborts', async () => {
    const controller = new AbortController();
    const { client, effects } = setup(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = client.call(paths.noticeUnread, {}, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).not.toBeInstanceOf(ApiError);
    expect(effects.showError).not.toHaveBeenCalled();
  });
});
