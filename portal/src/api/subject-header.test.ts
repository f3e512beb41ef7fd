import { describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import type { ApiEffects } from './client.ts';
import { testEffects } from '../test/api-effects.ts';
import { paths } from '@macao-phr/contract';

/** docs/product/roles.md: a guardian acting for a ward sends the ward's patid as Subject on every signed-in call. */
function client(overrides: Partial<ApiEffects>) {
  const headers: Record<string, string>[] = [];
  const effects = testEffects((_url, init) => {
    headers.push((init?.headers ?? {}) as Record<string, string>);
    return Promise.resolve(new Response(JSON.stringify({ resultCode: '000000', resultMsg: 'ok', data: null }), { headers: { 'Content-Type': 'application/json' } }));
  }, overrides);
  return { api: createApiClient(effects), headers };
}

describe('Subject header', () => {
  it('is sent with the token while acting for a ward, on POST and GET', async () => {
    const { api, headers } = client({ getSubject: () => 'MO-1000004' });
    await api.call(paths.personalInfo, {});
    await api.call(paths.trendSex);
    expect(headers.map((h) => h['Subject'])).toEqual(['MO-1000004', 'MO-1000004']);
  });

  it('is absent when acting for oneself, and never sent by the share client', async () => {
    const self = client({ getSubject: () => undefined });
    await self.api.call(paths.personalInfo, {});
    expect(self.headers[0]).not.toHaveProperty('Subject');
    const share = client({ getToken: undefined, getSubject: () => 'MO-1000004' });
    await share.api.call(paths.shareImageList, { shareId: 'abc', page: {} });
    expect(share.headers[0]).not.toHaveProperty('Subject');
  });
});
