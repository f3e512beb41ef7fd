import { createConnection } from 'node:net';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { FILE_NAME_HEADER, ResultCode, paths, type LoginResult, type UploadFile } from '@macao-phr/contract';
import { buildApp } from '../src/app.ts';
import { DEMO_PASSWORD } from '../src/seed/demo.ts';
import { FREE_ATTEMPTS } from '../src/auth/sign-in-throttle.ts';
import { api, as, createThrowawayDatabase, dataOf, post, postgresAdminUrl } from './support.ts';
import { tinyPdf } from './upload-fixtures.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

/** REDIS_URL, or a Redis answering on 127.0.0.1:6379 (as on these machines and in CI); null otherwise. */
async function redisUrl(): Promise<string | null> {
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  const answers = await new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port: 6379 });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
  return answers ? 'redis://127.0.0.1:6379' : null;
}

const adminUrl = await postgresAdminUrl();
const redis = await redisUrl();

describe.skipIf(adminUrl === null || redis === null)('two instances on one PostgreSQL and one Redis (docs/operations.md)', () => {
  const LOGIN_LIMIT = 6;
  // Each run has keys of its own on the shared Redis, removed afterwards.
  const prefix = `mhp-test-${randomBytes(6).toString('hex')}:`;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let drop: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const created = await createThrowawayDatabase(adminUrl ?? '');
    drop = created.drop;
    const options = { database: { databaseUrl: created.url }, demo: true, redisUrl: redis, redisPrefix: prefix, loginRateLimit: LOGIN_LIMIT, trustProxy: true };
    a = await buildApp(options);
    b = await buildApp(options);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await drop();
    const client = new Redis(redis ?? '');
    const keys = await client.keys(`${prefix}*`);
    if (keys.length > 0) await client.del(...keys);
    await client.quit();
  });

  const login = (app: FastifyInstance, address: string, username = 'demo-m', password = DEMO_PASSWORD) =>
    post(app, api(paths.login), { username, password }, { 'x-forwarded-for': address, language: 'en' });

  it('both are ready: database and Redis answer', async () => {
    for (const app of [a, b]) {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok' } });
    }
  });

  it('limits a sign-in burst split across both instances as one', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_LIMIT + 4; i++) statuses.push((await login(i % 2 === 0 ? a : b, '192.0.2.10')).status);
    // Alone, each instance would have let 5 of its 5 through.
    expect(statuses.filter((s) => s === 200)).toHaveLength(LOGIN_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
  });

  it('shares the per-account sign-in throttle', async () => {
    const codes: string[] = [];
    for (let i = 0; i < FREE_ATTEMPTS + 3; i++) codes.push((await login(i % 2 === 0 ? a : b, `192.0.2.${20 + i}`, 'demo-f', `wrong-${i}`)).body.resultCode);
    expect(codes.slice(0, FREE_ATTEMPTS).every((c) => c === ResultCode.LOGIN_FAILED)).toBe(true);
    expect(codes.slice(FREE_ATTEMPTS).every((c) => c === ResultCode.RATE_LIMITED)).toBe(true);
  });

  it('reads through one instance a file uploaded through the other', async () => {
    const token = dataOf<LoginResult>(await login(a, '192.0.2.40')).tokenId;
    const bytes = tinyPdf('Shared between instances');
    const sent = await a.inject({
      method: 'POST',
      url: api(paths.uploadFile),
      headers: { ...as(token), 'content-type': 'application/pdf', [FILE_NAME_HEADER]: encodeURIComponent('report.pdf') },
      payload: bytes,
    });
    expect(sent.json<{ resultCode: string }>().resultCode).toBe(ResultCode.SUCCESS);
    const file = sent.json<{ data: UploadFile }>().data;
    const read = await b.inject({ method: 'GET', url: `${api(paths.uploadFileDownload)}?id=${file.id}`, headers: as(token) });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(read.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses on one instance a session signed out on the other', async () => {
    const token = dataOf<LoginResult>(await login(a, '192.0.2.50')).tokenId;
    expect((await post(b, api(paths.personalInfo), {}, as(token))).body.resultCode).toBe(ResultCode.SUCCESS);
    expect((await post(a, api(paths.loginOut), {}, as(token))).body.resultCode).toBe(ResultCode.SUCCESS);
    const after = await post(b, api(paths.personalInfo), {}, as(token));
    expect(after.body.resultCode).toBe(ResultCode.SESSION_REVOKED);
  });
});

describe('Redis gone', () => {
  it('readiness says so, and password sign-in answers a retryable 503 instead of going unthrottled', async () => {
    // Nothing listens on port 1.
    const app = await buildApp({ demo: true, redisUrl: 'redis://127.0.0.1:1', loginRateLimit: 1000 });
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', redis: 'down' } });
      const login = await post(app, api(paths.login), { username: 'demo-m', password: DEMO_PASSWORD });
      expect(login.status).toBe(503);
      expect(login.body).toMatchObject({ resultCode: ResultCode.SERVICE_UNAVAILABLE, data: null });
    } finally {
      await app.close();
    }
  }, 180_000);
});
