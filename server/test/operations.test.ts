import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { API_BASE, ResultCode, paths, type LoginResult } from '@macao-phr/contract';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { bloodPressure, residents } from '../src/db/schema.ts';
import { DEMO_PASSWORD } from '../src/seed/demo.ts';
import { as, dataOf, post } from './support.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

const serverMain = path.resolve(import.meta.dirname, '../src/main.ts');

describe('probes and metrics (docs/operations.md)', () => {
  it('/healthz says the process is up; /readyz that the database answers, and 503 once it does not', async () => {
    const database = await openDatabase({ memory: true });
    const app = await buildApp({ database });
    try {
      const live = await app.inject({ method: 'GET', url: '/healthz' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok' });
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok' } });
      await database.close();
      const down = await app.inject({ method: 'GET', url: '/readyz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'unavailable', checks: { database: 'down' } });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('/metrics does not exist without METRICS_TOKEN, and answers only the bearer of the token', async () => {
    const closed = await buildApp();
    try {
      expect((await closed.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await closed.close();
    }
    const app = await buildApp({ demo: true, metricsToken: 'metrics-secret-0123456789' });
    try {
      await post(app, API_BASE + paths.login, { username: 'demo-m', password: DEMO_PASSWORD });
      expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
      const metrics = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer metrics-secret-0123456789' } });
      expect(metrics.statusCode).toBe(200);
      expect(metrics.body).toMatch(/http_request_duration_seconds_bucket\{[^}]*route="\/api\/personal\/login"/);
      expect(metrics.body).toContain('nodejs_eventloop_lag_seconds');
      expect(metrics.body).toContain('db_pool_connections');
      expect(metrics.body).toContain('http_requests_in_flight');
    } finally {
      await app.close();
    }
  });

  it('answers 503 with Retry-After at once past MAX_IN_FLIGHT calls, instead of queueing them past the deadline', async () => {
    const app = await buildApp({ demo: true, loginRateLimit: 1000, maxInFlight: 2 });
    try {
      const token = dataOf<LoginResult>(await post(app, API_BASE + paths.login, { username: 'demo-m', password: DEMO_PASSWORD })).tokenId;
      const answers = await Promise.all(Array.from({ length: 12 }, () => post(app, API_BASE + paths.bloodPressureList, {}, as(token))));
      const shed = answers.filter((a) => a.status === 503);
      expect(shed.length).toBeGreaterThan(0);
      expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(2);
      for (const a of shed) {
        expect(a.response.headers['retry-after']).toBe('2');
        expect(a.body.resultCode).toBe(ResultCode.SERVICE_UNAVAILABLE);
      }
      // Once the burst is over, calls are served again.
      expect((await post(app, API_BASE + paths.bloodPressureList, {}, as(token))).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('event-loop overload', () => {
  it('answers 503 with Retry-After at once while the event loop lags, and serves again once it has caught up', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'mhp-lag-'));
    mkdirSync(path.join(dist, 'assets'));
    const script = 'export const lag = 1;';
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="zh-Hant"><head><title>portal</title></head><body><div id="root"></div></body></html>');
    writeFileSync(path.join(dist, 'assets/index-lag123.js'), script);
    const app = await buildApp({ maxEventLoopDelayMs: 100, portalDist: dist });
    try {
      await app.ready();
      // Starve the loop as an overloaded embedded database does: 300 ms stretches, with turns between them.
      const until = Date.now() + 2_500;
      while (Date.now() < until) {
        const stretch = Date.now() + 300;
        while (Date.now() < stretch) {
          // busy on purpose
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
      const refused = await app.inject({ method: 'GET', url: API_BASE + paths.portalConfig, headers: { language: 'en' } });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('2');
      expect(refused.json()).toMatchObject({ resultCode: ResultCode.SERVICE_UNAVAILABLE, data: null });
      // A page address and an asset are served all the same: never the API's envelope as the whole page.
      const page = await app.inject({ method: 'GET', url: '/mob/home', headers: { 'accept-language': 'zh-Hant' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('<div id="root">');
      const asset = await app.inject({ method: 'GET', url: '/assets/index-lag123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.body).toBe(script);
      // Liveness is never refused for load.
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      // Served again once the loop has caught up: waited for, not slept on (how soon depends on the sampling).
      await vi.waitFor(
        async () => {
          const served = await app.inject({ method: 'GET', url: API_BASE + paths.portalConfig, headers: { language: 'en' } });
          expect(served.statusCode).toBe(200);
        },
        { timeout: 15_000, interval: 100 },
      );
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('does not count its own start as load: the first call after a long start is served', async () => {
    const app = await buildApp({ maxEventLoopDelayMs: 100 });
    try {
      // A start that holds the loop in long stretches (migrations, seeding, compiling routes) before it is ready.
      const until = Date.now() + 2_500;
      while (Date.now() < until) {
        const stretch = Date.now() + 300;
        while (Date.now() < stretch) {
          // busy on purpose
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
      await app.ready();
      const first = await app.inject({ method: 'GET', url: API_BASE + paths.portalConfig, headers: { language: 'en' } });
      expect(first.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('graceful shutdown', () => {
  it('a SIGTERM under writes loses no acknowledged write and exits 0', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mhp-sigterm-'));
    const child = spawn(process.execPath, [serverMain], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO: '1', LOGIN_RATE_LIMIT: '1000', NODE_ENV: 'test', PORTAL_DIST: path.join(dataDir, 'none') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const base = await new Promise<string>((resolve, reject) => {
        let out = '';
        const timer = setTimeout(() => reject(new Error(`no URL logged: ${out}`)), 90_000);
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const match = /listening on (http:\/\/[^\s"]+)/.exec(out);
          if (match?.[1]) {
            clearTimeout(timer);
            resolve(match[1]);
          }
        });
        child.once('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
      });
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      const call = async (p: string, body: unknown, token?: string) => {
        const res = await fetch(`${base}${API_BASE}${p}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) }, body: JSON.stringify(body) });
        return (await res.json()) as { resultCode: string; data: unknown };
      };
      const token = ((await call(paths.login, { username: 'demo-m', password: DEMO_PASSWORD })).data as LoginResult).tokenId;

      const start = Date.parse('2025-01-01T00:00:00Z');
      const acknowledged: number[] = [];
      let next = 0;
      let stopped = false;
      // Eight writers, each writing one reading after another until the server stops answering.
      const writer = async () => {
        while (!stopped) {
          const i = next++;
          try {
            const answer = await call(paths.bloodPressureAdd, { systolic: 120, diastolic: 80, pulse: 70, recordTime: new Date(start + i * 3_600_000).toISOString() }, token);
            if (answer.resultCode === ResultCode.SUCCESS) acknowledged.push(start + i * 3_600_000);
          } catch {
            // Refused connection: the server has stopped accepting. Not acknowledged, so not counted.
            stopped = true;
          }
        }
      };
      const writers = Array.from({ length: 8 }, writer);
      await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(40), { timeout: 60_000, interval: 20 });
      child.kill('SIGTERM');
      const code = await exited;
      stopped = true;
      await Promise.all(writers);
      expect(code).toBe(0);
      expect(acknowledged.length).toBeGreaterThanOrEqual(40);

      const database = await openDatabase({ dataDir });
      try {
        const [m] = await database.db.select({ id: residents.id }).from(residents).where(eq(residents.username, 'demo-m'));
        const rows = await database.db.select({ t: bloodPressure.recordTime }).from(bloodPressure).where(and(eq(bloodPressure.residentId, m?.id ?? 0), eq(bloodPressure.systolic, 120), eq(bloodPressure.pulse, 70)));
        const stored = new Set(rows.map((r) => r.t.getTime()));
        const lost = acknowledged.filter((t) => !stored.has(t));
        expect(lost).toEqual([]);
      } finally {
        await database.close();
      }
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
