import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { API_BASE, ResultCode, paths, type Envelope } from '@macao-phr/contract';
import { buildApp } from '../src/app.ts';
import { exampleOf, operationsOf, type Operation } from './openapi-cases.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

/**
 * docs/security.md: every response (portal HTML, files, API answers, errors, 404s, rate limits) carries the
 * security headers; API answers are never cached. Requests are generated from the OpenAPI document plus
 * the edges that bypass routes (parser errors, body limit, unknown paths, bad URLs).
 */
function expectSecurityHeaders(res: LightMyRequestResponse, where: string) {
  const h = res.headers;
  const csp = String(h['content-security-policy'] ?? '');
  expect(csp, where).not.toBe('');
  const directive = (name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';
  const scripts = directive('script-src') || directive('default-src');
  expect(scripts, where).not.toBe('');
  expect(scripts, where).not.toMatch(/unsafe-inline|unsafe-eval|\*|data:/);
  expect(directive('object-src'), where).toBe("object-src 'none'");
  expect(directive('base-uri'), where).toBe("base-uri 'none'");
  expect(directive('frame-ancestors'), where).toMatch(/^frame-ancestors /);
  expect(String(h['strict-transport-security']), where).toMatch(/max-age=(\d{8,})/);
  expect(Number(/max-age=(\d+)/.exec(String(h['strict-transport-security']))?.[1]), where).toBeGreaterThanOrEqual(31_536_000);
  expect(h['x-content-type-options'], where).toBe('nosniff');
  expect(String(h['referrer-policy'] ?? ''), where).toMatch(/no-referrer|same-origin|strict-origin/);
  expect(h['x-powered-by'], where).toBeUndefined();
  expect(h['server'], where).toBeUndefined();
  expect(String(h['x-correlation-id'] ?? ''), where).toMatch(/^[0-9a-f-]{36}$/);
}

describe('security headers on every response', () => {
  let app: FastifyInstance;
  let dist: string;
  let operations: Operation[];
  const seen: string[] = [];

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'mhp-sec-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>portal</title><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = await buildApp({ portalDist: dist, loginRateLimit: 2, signIn: { demoIdentityProvider: true } });
    operations = (await operationsOf(app)).filter((o) => app.hasRoute({ method: o.method, url: o.url }));
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
    console.info(`[security headers] ${seen.length} responses checked`);
  });

  async function check(options: InjectOptions, where: string, api: boolean) {
    const res = await app.inject(options);
    seen.push(where);
    expectSecurityHeaders(res, `${where} (${res.statusCode})`);
    if (api) {
      expect(res.headers['cache-control'], where).toBe('no-store');
      if (options.method !== 'HEAD') expect(res.headers['content-type'], where).toMatch(/^application\/json/);
    }
    return res;
  }

  it('on every call of the OpenAPI document, signed out and with every kind of broken body', async () => {
    for (const op of operations) {
      const body = op.body ? JSON.stringify(exampleOf(op.body)) : undefined;
      const json = { 'content-type': 'application/json' };
      await check({ method: op.method, url: op.url, ...(body ? { headers: json, payload: body } : {}) }, `${op.operationId} example`, true);
      if (op.method === 'GET') continue;
      await check({ method: op.method, url: op.url, headers: json, payload: '{"broken":' }, `${op.operationId} malformed`, true);
      await check({ method: op.method, url: op.url, headers: { 'content-type': 'application/xml' }, payload: '<a/>' }, `${op.operationId} 415`, true);
      await check({ method: op.method, url: op.url, headers: json, payload: JSON.stringify({ pad: 'x'.repeat(1_100_000) }) }, `${op.operationId} 413`, true);
      await check({ method: 'GET', url: op.url }, `${op.operationId} wrong method`, true);
    }
  });

  it('on the portal page, its files, missing files, unknown API paths and odd URLs', async () => {
    const page = await check({ method: 'GET', url: '/mob/home' }, 'SPA fallback', false);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    await check({ method: 'GET', url: '/' }, 'index', false);
    await check({ method: 'HEAD', url: '/web/home' }, 'HEAD page', false);
    await check({ method: 'GET', url: '/assets/index-abc123.js' }, 'asset', false);
    await check({ method: 'GET', url: '/favicon.svg' }, 'file', false);
    await check({ method: 'GET', url: '/assets/gone.js' }, 'missing file', false);
    await check({ method: 'GET', url: '/api/nothing' }, 'unknown API path', true);
    await check({ method: 'OPTIONS', url: API_BASE + paths.login }, 'OPTIONS', true);
    await check({ method: 'DELETE', url: API_BASE + paths.login }, 'DELETE', true);
    await check({ method: 'GET', url: API_BASE + paths.openapi }, 'openapi', true);
    await check({ method: 'GET', url: API_BASE + paths.health }, 'health', true);
    const bad = await check({ method: 'GET', url: '/api/%zz' }, 'bad percent-encoding', true);
    expect(bad.statusCode).toBeLessThan(500);
    await check({ method: 'GET', url: `/api/${'a'.repeat(20_000)}` }, 'long URL', true);
    await check({ method: 'GET', url: '/mob/../../etc/passwd' }, 'traversal', false);
  });

  it('on the demo identity provider: discovery, an unknown interaction, a refused request (docs/product/sign-in.md)', async () => {
    const discovery = await check({ method: 'GET', url: '/idp/.well-known/openid-configuration' }, 'IdP discovery', false);
    expect(discovery.statusCode).toBe(200);
    const unknown = await check({ method: 'GET', url: '/idp/interaction/not-an-interaction' }, 'IdP unknown interaction', false);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).not.toMatch(/<script/i);
    const refused = await check({ method: 'GET', url: '/idp/auth?client_id=nobody&response_type=code&scope=openid' }, 'IdP refused request', false);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.body).not.toMatch(/<script/i);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    await check({ method: 'POST', url: '/idp/interaction/x/login', headers: form, payload: 'x=%zz' }, 'IdP odd form', false);
  });

  it('on the sign-in rate limit answer', async () => {
    const login = { method: 'POST' as const, url: API_BASE + paths.login, headers: { 'content-type': 'application/json' }, payload: '{"username":"a","password":"b"}' };
    for (let i = 0; i < 2; i++) await app.inject(login);
    const limited = await check(login, 'rate limited', true);
    expect(limited.statusCode).toBe(429);
  });
});

/**
 * Rate limits answer the documented code (HTTP 429, RATE_LIMITED) once the budget is spent, per call.
 * Share links: creating one counts per signed-in resident, the no-sign-in viewer per client address.
 */
type Limited = { operationId: string; body: unknown; auth: boolean; limit: (n: number) => Parameters<typeof buildApp>[0] };
const limitedCalls: Limited[] = [
  { operationId: 'login', body: { username: 'someone', password: 'guess' }, auth: false, limit: (n) => ({ loginRateLimit: n }) },
  { operationId: 'authorizedCodeLogin', body: { redirectUri: 'http://localhost:80/signInCallback', code: 'guess' }, auth: false, limit: (n) => ({ loginRateLimit: n }) },
  { operationId: 'checkValid', body: { informationVerificationId: 'guess-guess' }, auth: false, limit: (n) => ({ loginRateLimit: n }) },
  { operationId: 'jsApiSignature', body: { url: 'http://localhost:80/mob/home' }, auth: false, limit: (n) => ({ loginRateLimit: n }) },
  // Scanning counts per signed-in resident; an unreadable code still answers HTTP 200 until the budget is spent.
  { operationId: 'scanQr', body: { qrCode: 'MHPQR1.not.signed' }, auth: true, limit: (n) => ({ scanRateLimit: n, demo: true }) },
  { operationId: 'qrDoctorInfo', body: { qrCode: 'MHPQR1.not.signed' }, auth: true, limit: (n) => ({ scanRateLimit: n, demo: true }) },
  { operationId: 'qrConfirmInfo', body: { qrCode: 'MHPQR1.not.signed', agree: true }, auth: true, limit: (n) => ({ scanRateLimit: n, demo: true }) },
  { operationId: 'guardianSendCode', body: {}, auth: true, limit: (n) => ({ scanRateLimit: n, demo: true }) },
  // Another resident's or an unknown report answers NOT_FOUND (HTTP 200) until the budget is spent.
  { operationId: 'shareDicomImage', body: { reportId: 2_000_000_000, imageIds: [1] }, auth: true, limit: (n) => ({ shareRateLimit: n, demo: true }) },
  { operationId: 'shareImageList', body: { shareId: 'guess-guess-guess' }, auth: false, limit: (n) => ({ shareViewRateLimit: n }) },
  { operationId: 'shareDicom', body: { reportId: 2_000_000_000 }, auth: true, limit: (n) => ({ shareRateLimit: n, demo: true }) },
  { operationId: 'shareDicomUrl', body: { shareId: 'guess-guess-guess' }, auth: false, limit: (n) => ({ shareViewRateLimit: n }) },
];

describe('rate limits answer the documented code', () => {
  for (const entry of limitedCalls) {
    const name = entry.operationId;
    it(`${name}: 429 RATE_LIMITED with Retry-After past the limit, in every language`, async () => {
      const app = await buildApp(entry.limit(3));
      try {
        const op = (await operationsOf(app)).find((o) => o.operationId === name);
        expect(op, `${name} is in the OpenAPI document`).toBeDefined();
        // A signed-in call's budget is the resident's: sign in first (the sign-in limit is another budget).
        const token = entry.auth
          ? (await app.inject({ method: 'POST', url: API_BASE + paths.login, payload: { username: 'demo-m', password: 'demo-pass-2026' } })).json<Envelope<{ tokenId: string }>>().data?.tokenId
          : undefined;
        if (entry.auth) expect(token, 'demo-m signs in').toBeTruthy();
        const auth: Record<string, string> = token === undefined ? {} : { authorization: token };
        const attempt = (language: string) =>
          app.inject({ method: op?.method ?? 'POST', url: op?.url ?? '', headers: { 'content-type': 'application/json', language, ...auth }, payload: JSON.stringify(entry.body) });
        for (let i = 0; i < 3; i++) expect((await attempt('en')).statusCode).toBe(200);
        for (const language of ['en', 'pt', 'zh-Hant']) {
          const res = await attempt(language);
          expect(res.statusCode).toBe(429);
          const body = res.json<Envelope<unknown>>();
          expect(body).toMatchObject({ resultCode: ResultCode.RATE_LIMITED, data: null });
          expect(body.resultMsg).not.toBe('');
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        }
      } finally {
        await app.close();
      }
    });
  }
});
