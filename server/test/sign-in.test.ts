import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHmac } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  API_BASE,
  AUTH_CODE_TTL_SECONDS,
  ResultCode,
  endpoints,
  paths,
  resultMessages,
  type AuthorizedCodeLoginResult,
  type CheckValidResult,
  type JsApiSignatureResult,
  type LoginResult,
  type PortalConfig,
  type RefreshSessionResult,
} from '@macao-phr/contract';
import { buildApp } from '../src/app.ts';
import { signInSettings } from '../src/sign-in-settings.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { residents } from '../src/db/schema.ts';
import { authCodes } from '../src/db/tables/sign-in.ts';
import { DEMO_PASSWORD } from '../src/seed.ts';
import { DEMO_VERIFICATIONS } from '../src/verification.ts';
import { dataOf, post } from './support.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const api = (path: string) => API_BASE + path;
const ORIGIN = 'http://localhost:80';
const CALLBACK = `${ORIGIN}/signInCallback`;
const SECRET = 'test-secret-for-signatures';

describe('authorisation-code sign-in, government entities, JS-API signature (docs/product/sign-in.md)', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let clock = Date.parse('2026-03-01T02:00:00Z');
  const logLines: string[] = [];

  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        logLines.push(chunk.toString('utf8'));
        done();
      },
    });
    app = await buildApp({
      database,
      demo: true,
      now: () => new Date(clock),
      loginRateLimit: 100_000,
      logger: { level: 'trace', stream },
      signIn: { jsApiSecret: SECRET, publicOrigin: ORIGIN },
    });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** The IdP round trip as a browser does it: the page, then the chosen resident's form post. */
  async function codeFor(resident: string, options: { redirect?: string; accountType?: string; state?: string } = {}) {
    const redirect = options.redirect ?? CALLBACK;
    const state = options.state ?? 'state-12345678';
    const accountType = options.accountType ?? 'PERSONAL';
    const form = new URLSearchParams({ redirect_uri: redirect, state, account_type: accountType, resident });
    const res = await app.inject({ method: 'POST', url: '/idp/authorize', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form.toString() });
    return { res, location: String(res.headers.location ?? ''), code: new URLSearchParams(String(res.headers.location ?? '').split('#')[1] ?? '').get('code') ?? '' };
  }

  const codeLogin = (body: Record<string, unknown>, language = 'en') => post(app, api(paths.authorizedCodeLogin), body, { language });

  it('shows the demo IdP page in three languages with the demo residents, without any script', async () => {
    const query = new URLSearchParams({ redirect_uri: CALLBACK, state: 'state-12345678' }).toString();
    const pages = {
      en: await app.inject({ method: 'GET', url: `/idp/authorize?${query}&lang=en` }),
      pt: await app.inject({ method: 'GET', url: `/idp/authorize?${query}`, headers: { 'accept-language': 'pt-PT,pt;q=0.9' } }),
      'zh-Hant': await app.inject({ method: 'GET', url: `/idp/authorize?${query}`, headers: { language: 'zh-Hant' } }),
    };
    expect(pages.en.body).toContain('Demo identity provider');
    expect(pages.en.body).toContain('<html lang="en">');
    expect(pages.pt.body).toContain('Fornecedor de identidade de demonstração');
    expect(pages['zh-Hant'].body).toContain('示範身份認證');
    for (const page of Object.values(pages)) {
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).not.toMatch(/<script|onclick=|onload=|javascript:/i);
      expect(page.body).toContain('value="demo-m"');
      expect(String(page.headers['content-security-policy'])).toMatch(/script-src 'self'/);
    }
    const gov = await app.inject({ method: 'GET', url: `/idp/authorize?${query}&account_type=GOV_ENTITY&lang=en` });
    expect(gov.body).toContain('Government entity sign-in');
  });

  it('refuses foreign, script and malformed redirect addresses and bad states, issuing nothing', async () => {
    const before = await database.db.select().from(authCodes);
    for (const redirect of ['https://evil.example/signInCallback', 'javascript:alert(1)', '//evil.example/x', '/signInCallback', 'http://localhost:80@evil.example/', `${CALLBACK}#frag`]) {
      const page = await app.inject({ method: 'GET', url: `/idp/authorize?${new URLSearchParams({ redirect_uri: redirect, state: 'state-12345678', lang: 'en' })}` });
      expect(page.statusCode, redirect).toBe(400);
      expect(page.body).toContain('This sign-in request is not valid');
      const { res } = await codeFor('demo-m', { redirect });
      expect(res.statusCode, redirect).toBe(400);
      expect(res.headers.location).toBeUndefined();
    }
    for (const state of ['', 'short', 'has space in it', '<script>alert(1)</script>']) {
      expect((await codeFor('demo-m', { state })).res.statusCode, state).toBe(400);
    }
    expect((await codeFor('demo-m', { accountType: 'ADMIN' })).res.statusCode).toBe(400);
    expect((await codeFor('nobody')).res.statusCode).toBe(400);
    expect(await database.db.select().from(authCodes)).toEqual(before);
  });

  it('redirects back with the code and state in the fragment, and the code signs in once', async () => {
    const { res, location, code } = await codeFor('demo-f');
    expect(res.statusCode).toBe(303);
    expect(location.startsWith(`${CALLBACK}#`)).toBe(true);
    expect(new URLSearchParams(location.split('#')[1]).get('state')).toBe('state-12345678');
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored.
    expect(JSON.stringify(await database.db.select().from(authCodes))).not.toContain(code);

    const first = await codeLogin({ redirectUri: CALLBACK, code });
    expect(first.body.resultCode).toBe(ResultCode.SUCCESS);
    const data = dataOf<AuthorizedCodeLoginResult>(first);
    expect(data).toMatchObject({ username: 'demo-f', accountType: 'PERSONAL', adult: true });
    expect(data.tokenId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await post(app, api(paths.personalInfo), {}, { authorization: data.tokenId })).body.resultCode).toBe(ResultCode.SUCCESS);

    // Replay: refused, and the session it opened is revoked (somebody else holds the code).
    const replay = await codeLogin({ redirectUri: CALLBACK, code });
    expect(replay.body).toMatchObject({ resultCode: ResultCode.AUTH_CODE_INVALID, data: null, resultMsg: resultMessages[ResultCode.AUTH_CODE_INVALID].en });
    expect((await post(app, api(paths.personalInfo), {}, { authorization: data.tokenId })).body.resultCode).toBe(ResultCode.SESSION_REVOKED);
  });

  it('refuses an expired code, a code for another redirect address or account type, and an unknown code, the same way', async () => {
    const expired = (await codeFor('demo-m')).code;
    clock += (AUTH_CODE_TTL_SECONDS + 1) * 1000;
    const wrongAddress = (await codeFor('demo-m')).code;
    const wrongType = (await codeFor('demo-m')).code;
    const answers = [
      await codeLogin({ redirectUri: CALLBACK, code: expired }),
      await codeLogin({ redirectUri: `${ORIGIN}/elsewhere`, code: wrongAddress }),
      await codeLogin({ redirectUri: CALLBACK, code: wrongType, accountType: 'GOV_ENTITY', informationVerificationId: DEMO_VERIFICATIONS.valid }),
      await codeLogin({ redirectUri: CALLBACK, code: 'A'.repeat(43) }),
    ];
    for (const answer of answers) expect(answer.body).toEqual(answers[3]?.body);
    expect(answers[0]?.body.resultCode).toBe(ResultCode.AUTH_CODE_INVALID);
    // A refused code is spent: the right address afterwards does not bring it back.
    expect((await codeLogin({ redirectUri: CALLBACK, code: wrongAddress })).body.resultCode).toBe(ResultCode.AUTH_CODE_INVALID);
  });

  it('validates the body with translated messages', async () => {
    const res = await codeLogin({ redirectUri: '', code: 'x'.repeat(500) }, 'pt');
    expect(res.body.resultCode).toBe(ResultCode.VALIDATION_FAILED);
    expect(Object.keys((res.body.data as { fieldErrors: object }).fieldErrors).sort()).toEqual(['code', 'redirectUri']);
    expect((await codeLogin({ redirectUri: CALLBACK, code: 'abc', accountType: 'ADMIN' })).body.resultCode).toBe(ResultCode.VALIDATION_FAILED);
  });

  it('gives a new token at every sign-in, by password and by code', async () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await post(app, api(paths.login), { username: 'demo-m', password: DEMO_PASSWORD });
      tokens.add(dataOf<LoginResult>(res).tokenId);
      tokens.add(dataOf<AuthorizedCodeLoginResult>(await codeLogin({ redirectUri: CALLBACK, code: (await codeFor('demo-m')).code })).tokenId);
    }
    expect(tokens.size).toBe(6);
  });

  describe('government-entity accounts', () => {
    const check = (id: string) => post(app, api(paths.checkValid), { informationVerificationId: id }, { language: 'en' });

    it("checkValid: valid, 100046 expired, 100047 no access and unknown, with the platform's messages", async () => {
      const valid = await check(DEMO_VERIFICATIONS.valid);
      expect(valid.body.resultCode).toBe(ResultCode.SUCCESS);
      expect(dataOf<CheckValidResult>(valid).entityName).not.toBe('');
      expect((await check(DEMO_VERIFICATIONS.expired)).body).toMatchObject({ resultCode: '100046', data: null, resultMsg: 'The current link has expired' });
      expect((await check(DEMO_VERIFICATIONS.noaccess)).body).toMatchObject({ resultCode: '100047', data: null, resultMsg: 'The current account is not authorized to access' });
      expect((await check('no-such-verification')).body.resultCode).toBe('100047');
      const zh = await post(app, api(paths.checkValid), { informationVerificationId: DEMO_VERIFICATIONS.noaccess }, { language: 'zh-Hant' });
      expect(zh.body.resultMsg).toBe('當前帳戶無權限訪問');
      const pt = await post(app, api(paths.checkValid), { informationVerificationId: DEMO_VERIFICATIONS.noaccess }, { language: 'pt' });
      expect(pt.body.resultMsg).toBe('A conta atual não tem autorização de acesso');
    });

    it('signs in only under a valid verification, and the session ends with it', async () => {
      const gov = (verification: string | undefined) =>
        codeFor('demo-m', { accountType: 'GOV_ENTITY' }).then(({ code }) =>
          codeLogin({ redirectUri: CALLBACK, code, accountType: 'GOV_ENTITY', ...(verification === undefined ? {} : { informationVerificationId: verification }) }),
        );
      expect((await gov(DEMO_VERIFICATIONS.expired)).body.resultCode).toBe('100046');
      expect((await gov(DEMO_VERIFICATIONS.noaccess)).body.resultCode).toBe('100047');
      expect((await gov(undefined)).body.resultCode).toBe('100047');
      const ok = await gov(DEMO_VERIFICATIONS.valid);
      expect(ok.body.resultCode).toBe(ResultCode.SUCCESS);
      const token = dataOf<AuthorizedCodeLoginResult>(ok).tokenId;
      expect(dataOf<AuthorizedCodeLoginResult>(ok).accountType).toBe('GOV_ENTITY');
      expect((await post(app, api(paths.personalInfo), {}, { authorization: token })).body.resultCode).toBe(ResultCode.SUCCESS);

      // The verification's access is withdrawn: every call of that session now answers 100047.
      const { informationVerifications } = await import('../src/db/tables/verification.ts');
      await database.db.update(informationVerifications).set({ granted: false }).where(eq(informationVerifications.verificationId, DEMO_VERIFICATIONS.valid));
      try {
        expect((await post(app, api(paths.personalInfo), {}, { authorization: token })).body.resultCode).toBe('100047');
      } finally {
        await database.db.update(informationVerifications).set({ granted: true }).where(eq(informationVerifications.verificationId, DEMO_VERIFICATIONS.valid));
      }
      // A resident's own session is untouched by verifications.
      const own = dataOf<LoginResult>(await post(app, api(paths.login), { username: 'demo-m', password: DEMO_PASSWORD })).tokenId;
      expect((await post(app, api(paths.personalInfo), {}, { authorization: own })).body.resultCode).toBe(ResultCode.SUCCESS);
    });
  });

  describe('getJsApiSignature (second client)', () => {
    it('signs our own addresses with the documented HMAC, a fresh nonce each time, without a session', async () => {
      const url = `${ORIGIN}/mob/vaccine?lang=en`;
      const a = await post(app, api(paths.jsApiSignature), { url });
      const b = await post(app, api(paths.jsApiSignature), { url });
      expect(a.body.resultCode).toBe(ResultCode.SUCCESS);
      const sa = dataOf<JsApiSignatureResult>(a);
      const sb = dataOf<JsApiSignatureResult>(b);
      expect(sa.timestamp).toBe(Math.floor(clock / 1000));
      expect(sa.nonce).not.toBe(sb.nonce);
      const expected = createHmac('sha256', SECRET).update(`nonce=${sa.nonce}&timestamp=${sa.timestamp}&url=${url}`).digest('hex');
      expect(sa.signature).toBe(expected);
    });

    it('refuses other origins and script addresses', async () => {
      for (const url of ['https://evil.example/mob/home', 'javascript:alert(1)', 'http://localhost:8080/mob/home', `http://user:pw@localhost:80/`]) {
        const res = await post(app, api(paths.jsApiSignature), { url }, { language: 'en' });
        expect(res.body, url).toMatchObject({ resultCode: ResultCode.NOT_AUTHORIZED, data: null });
      }
    });
  });

  it('refreshSession restarts the idle limit only, and needs a session', async () => {
    const token = dataOf<LoginResult>(await post(app, api(paths.login), { username: 'demo-f', password: DEMO_PASSWORD })).tokenId;
    for (let i = 0; i < 3; i++) {
      clock += 14 * 60_000;
      const res = await post(app, api(paths.refreshSession), {}, { authorization: token });
      expect(res.body.resultCode).toBe(ResultCode.SUCCESS);
      expect(dataOf<RefreshSessionResult>(res).idleSeconds).toBe(15 * 60);
    }
    clock += 16 * 60_000;
    expect((await post(app, api(paths.refreshSession), {}, { authorization: token })).body.resultCode).toBe(ResultCode.SESSION_EXPIRED);
    expect((await post(app, api(paths.refreshSession), {})).body.resultCode).toBe(ResultCode.SESSION_MISSING);
  });

  it('portal config tells the portal the settings', async () => {
    const res = await app.inject({ method: 'GET', url: api(paths.portalConfig) });
    expect(res.json()).toMatchObject({
      resultCode: ResultCode.SUCCESS,
      data: { linkMode: false, sessionIdleSeconds: 900, identityProvider: '/idp/authorize', appEntry: { enabled: false, downloadUrl: null } } satisfies PortalConfig,
    });
  });

  it('sign-out ends the token on the server: replayed on every authenticated call it reads signed out', async () => {
    const { code } = await codeFor('demo-m');
    const token = dataOf<AuthorizedCodeLoginResult>(await codeLogin({ redirectUri: CALLBACK, code })).tokenId;
    expect((await post(app, api(paths.loginOut), {}, { authorization: token })).body.resultCode).toBe(ResultCode.SUCCESS);
    const authed = Object.values(endpoints).filter((e) => e.auth && app.hasRoute({ method: e.method, url: api(e.path) }));
    expect(authed.length).toBeGreaterThan(5);
    for (const e of authed) {
      const res = await app.inject({ method: e.method, url: api(e.path), headers: { authorization: token, 'content-type': 'application/json' }, ...(e.method === 'POST' ? { payload: '{}' } : {}) });
      expect(res.json(), e.path).toMatchObject({ resultCode: ResultCode.SESSION_REVOKED, data: null });
    }
  });

  it('never writes tokens or codes to the log, even at trace level', async () => {
    const { code } = await codeFor('demo-guardian');
    const token = dataOf<AuthorizedCodeLoginResult>(await codeLogin({ redirectUri: CALLBACK, code })).tokenId;
    await post(app, api(paths.refreshSession), {}, { authorization: token });
    await post(app, api(paths.loginOut), {}, { authorization: token });
    const log = logLines.join('');
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain(token);
    expect(log).not.toContain(code);
    expect(log).not.toContain(SECRET);
  });

  it('answers no stack traces on sign-in failures', async () => {
    const res = await post(app, api(paths.authorizedCodeLogin), '{"code":', { language: 'en' });
    expect(res.status).toBe(400);
    expect(res.response.body).not.toMatch(/at .*\.ts:\d+|Error:|stack/);
  });

  it('the demo residents exist (the IdP lists them)', async () => {
    expect((await database.db.select().from(residents).where(eq(residents.username, 'demo-m'))).length).toBe(1);
  });
});

describe('without the demo identity provider', () => {
  it('serves no /idp page and the config names the configured provider', async () => {
    const app = await buildApp({ signIn: { identityProvider: 'https://sso.example.mo/authorize', linkMode: true, appEntry: { enabled: true, downloadUrl: 'https://app.example.mo/download' } } });
    try {
      expect((await app.inject({ method: 'GET', url: '/idp/authorize' })).statusCode).toBe(404);
      const config = (await app.inject({ method: 'GET', url: api(paths.portalConfig) })).json<{ data: PortalConfig }>().data;
      expect(config).toEqual({ linkMode: true, sessionIdleSeconds: 900, identityProvider: 'https://sso.example.mo/authorize', appEntry: { enabled: true, downloadUrl: 'https://app.example.mo/download' } });
    } finally {
      await app.close();
    }
  });

  it('does not start with a download address that is not a safe link (the portal sends wrong-device visitors there as given)', () => {
    for (const downloadUrl of ['javascript:alert(1)', 'JaVaScRiPt%3Aalert(1)', 'https://trusted.example@evil.example/app', 'data:text/html,<b>']) {
      expect(() => signInSettings({ appEntry: { enabled: true, downloadUrl } }), downloadUrl).toThrow(/APP_DOWNLOAD_URL is not a safe link/);
    }
    expect(signInSettings({ appEntry: { enabled: true, downloadUrl: 'https://app.example.mo/download' } }).appEntry).toEqual({ enabled: true, downloadUrl: 'https://app.example.mo/download' });
  });
});
