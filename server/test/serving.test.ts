import { afterAll, beforeAll, describe, expect, it, onTestFailed, vi } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_BASE, ResultCode, paths } from '@macao-phr/contract';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { bloodPressure, residents } from '../src/db/schema.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { post } from './support.ts';

// Each test opens a database (PGlite boots in a second or two, more on a busy 2-core machine).
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

describe('sign-in rate limit', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // Password sign-in is off outside the demo unless asked for; the limit is on the password way in.
    app = await buildApp({ loginRateLimit: 3, signIn: { passwordSignIn: true } });
  });
  afterAll(() => app.close());

  it('answers 429 with the RATE_LIMITED envelope past the limit', async () => {
    const attempt = () => post(app, API_BASE + paths.login, { username: 'someone', password: 'guess' }, { language: 'en' });
    for (let i = 0; i < 3; i++) expect((await attempt()).body.resultCode).toBe(ResultCode.LOGIN_FAILED);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ resultCode: ResultCode.RATE_LIMITED, resultMsg: 'Too many attempts. Please try again later', data: null });
    expect(limited.response.headers['retry-after']).toBeDefined();
    // Other routes are not limited by sign-in attempts.
    const health = await app.inject({ method: 'GET', url: API_BASE + paths.health });
    expect(health.statusCode).toBe(200);
  });
});

describe('portal serving', () => {
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'mhp-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>portal</title><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = await buildApp({ portalDist: dist });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html for app routes (SPA fallback), revalidated (no-cache)', async () => {
    for (const url of ['/', '/mob/home', '/web/home', '/web/healthRecord/bloodPressure?lang=en']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(String(res.headers['content-security-policy'])).toContain("object-src 'none'");
    }
  });

  it('caches hashed assets for a year, other files revalidate', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('does not answer missing files or API paths with the page', async () => {
    const missing = await app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(missing.statusCode).toBe(404);
    const apiMiss = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(apiMiss.statusCode).toBe(404);
    expect(apiMiss.json()).toMatchObject({ resultCode: ResultCode.ROUTE_NOT_FOUND });
    const health = await app.inject({ method: 'GET', url: API_BASE + paths.health });
    expect(health.json()).toMatchObject({ resultCode: ResultCode.SUCCESS });
  });
});

describe('demo seed', () => {
  it('is deterministic: two fresh databases hold the same residents and readings', async () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const snapshot = async () => {
      const database = await openDatabase({ memory: true });
      try {
        await seedDemo(database.db, now);
        const people = await database.db
          .select({ username: residents.username, patid: residents.patid, sexcode: residents.sexcode, pregnant: residents.pregnant })
          .from(residents)
          .orderBy(asc(residents.username));
        const readings = await database.db
          .select({ s: bloodPressure.systolic, d: bloodPressure.diastolic, p: bloodPressure.pulse, t: bloodPressure.recordTime })
          .from(bloodPressure)
          .orderBy(asc(bloodPressure.id));
        return { people, readings };
      } finally {
        await database.close();
      }
    };
    const a = await snapshot();
    const b = await snapshot();
    expect(b).toEqual(a);
    // The five residents with records, and the record-less ones the theme journeys save their choices for.
    expect(a.people.map((p) => p.username)).toEqual(
      [
        'demo-f',
        'demo-guardian',
        'demo-m',
        'demo-minor',
        'demo-o',
        ...['mobile-zh-hant', 'mobile-en', 'mobile-pt', 'web-zh-hant', 'web-en', 'web-pt'].map((project) => `demo-theme-${project}`),
        'demo-device-mob',
        'demo-device-web',
      ].sort(),
    );
    expect(a.readings.length).toBeGreaterThan(300);
    const first = a.readings[0]?.t.getTime() ?? 0;
    const last = a.readings.at(-1)?.t.getTime() ?? 0;
    expect((last - first) / 86_400_000).toBeGreaterThan(700);
    // Two fresh databases migrated and seeded: about 10 s alone, several times that beside other work.
  }, 120_000);

  it('is not run without demo mode', async () => {
    // Password sign-in on, so that the answer says the account does not exist (not that the way in is closed).
    const app = await buildApp({ signIn: { passwordSignIn: true } });
    const call = await post(app, API_BASE + paths.login, { username: 'demo-m', password: 'demo-pass-2026' });
    expect(call.body.resultCode).toBe(ResultCode.LOGIN_FAILED);
    await app.close();
  });
});

describe('main.ts', () => {
  it('starts on a random port with PGlite under DATA_DIR, logs its URL and stops on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mhp-main-'));
    const child = spawn(process.execPath, [path.join(import.meta.dirname, '../src/main.ts')], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO: '0', PORTAL_DIST: path.join(dataDir, 'none') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // What it logged, told if the test fails (it waits for the line, or the exit, as long as the test may take).
    let out = '';
    onTestFailed(() => console.error(`main.ts logged: ${out}`));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const match = /listening on (http:\/\/[^\s"]+)/.exec(out);
          if (match?.[1]) resolve(match[1]);
        });
        child.once('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
      });
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const res = await fetch(`${url}${API_BASE}${paths.health}`);
      expect(await res.json()).toMatchObject({ resultCode: ResultCode.SUCCESS });
      const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exit).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('failures inside the server', () => {
  it('answers an envelope without a stack trace when the database is gone, and health says 503', async () => {
    const database = await openDatabase({ memory: true });
    const app = await buildApp({ database, demo: true });
    const login = await post(app, API_BASE + paths.login, { username: 'demo-m', password: 'demo-pass-2026' });
    const token = (login.body.data as { tokenId: string }).tokenId;
    await database.close();
    const list = await post(app, API_BASE + paths.bloodPressureList, {}, { authorization: token, language: 'en' });
    expect(list.status).toBe(500);
    expect(list.body).toEqual({ resultCode: ResultCode.UNKNOWN_ERROR, resultMsg: 'Unknown error', data: null });
    expect(list.response.body).not.toMatch(/stack|\.ts:\d+|at [A-Za-z]/);
    const health = await app.inject({ method: 'GET', url: API_BASE + paths.health });
    expect(health.statusCode).toBe(503);
    await app.close();
  }, 30_000);
});

describe('session purge', () => {
  it('drops sessions a day past their limit or revocation, keeps the rest', async () => {
    const { purgeSessions, createSession, revokeSession } = await import('../src/auth/sessions.ts');
    const { sessions } = await import('../src/db/schema.ts');
    const database = await openDatabase({ memory: true });
    try {
      await seedDemo(database.db, new Date());
      const [someone] = await database.db.select({ id: residents.id }).from(residents).limit(1);
      if (!someone) throw new Error('seeded');
      const t0 = new Date('2026-01-01T00:00:00Z');
      const hour = 3_600_000;
      await createSession(database.db, someone.id, t0, 12 * hour); // expires t0+12h
      await createSession(database.db, someone.id, new Date(t0.getTime() + 30 * hour), 12 * hour); // live
      await createSession(database.db, someone.id, t0, 100 * hour); // revoked below at t0+1h
      const rows = await database.db.select().from(sessions);
      const revokedRow = rows.find((r) => r.expiresAt.getTime() === t0.getTime() + 100 * hour);
      if (!revokedRow) throw new Error('created');
      await revokeSession(database.db, revokedRow.id, new Date(t0.getTime() + hour));
      await purgeSessions(database.db, new Date(t0.getTime() + 37 * hour));
      const left = await database.db.select({ expiresAt: sessions.expiresAt }).from(sessions);
      expect(left.map((r) => r.expiresAt.getTime())).toEqual([t0.getTime() + 42 * hour]);
    } finally {
      await database.close();
    }
  });
});
