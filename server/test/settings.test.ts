import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_BASE, ResultCode, paths, type ResidentSettings } from '@macao-phr/contract';
import { buildApp } from '../src/app.ts';
import { as, dataOf, loginAs, post } from './support.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

describe('the resident\'s own settings (the colour theme)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ demo: true, loginRateLimit: 1000 });
  });
  afterAll(async () => {
    await app.close();
  });

  it('is "device" until chosen, keeps a choice for every later session of the same resident only, and refuses an unknown theme', async () => {
    const first = await loginAs(app, 'demo-m');
    expect(dataOf<ResidentSettings>(await post(app, API_BASE + paths.residentSettings, {}, as(first)))).toEqual({ theme: 'device' });
    const saved = await post(app, API_BASE + paths.saveResidentSettings, { theme: 'dark' }, as(first));
    expect(saved.body.resultCode).toBe(ResultCode.SUCCESS);
    // Another sign-in (another browser) reads the choice.
    const second = await loginAs(app, 'demo-m');
    expect(dataOf<ResidentSettings>(await post(app, API_BASE + paths.residentSettings, {}, as(second)))).toEqual({ theme: 'dark' });
    // Another resident keeps their own.
    const other = await loginAs(app, 'demo-f');
    expect(dataOf<ResidentSettings>(await post(app, API_BASE + paths.residentSettings, {}, as(other)))).toEqual({ theme: 'device' });
    const refused = await post(app, API_BASE + paths.saveResidentSettings, { theme: 'purple' }, as(second));
    expect(refused.body.resultCode).toBe(ResultCode.VALIDATION_FAILED);
    expect(dataOf<ResidentSettings>(await post(app, API_BASE + paths.residentSettings, {}, as(second)))).toEqual({ theme: 'dark' });
    // Without a session: no settings.
    expect((await post(app, API_BASE + paths.residentSettings, {})).body.resultCode).not.toBe(ResultCode.SUCCESS);
  });
});
