import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHmac } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  API_BASE,
  ResultCode,
  endpoints,
  paths,
  resultMessages,
  type AuthorizeStartResult,
  type AuthorizedCodeLoginResult,
  type CheckValidResult,
  type JsApiSignatureResult,
  type LoginResult,
  type PortalConfig,
  type RefreshSessionResult,
} from '@macao-phr/contract';
import { buildApp } from '../src/app.ts';
import { signInSettings } from '../src/auth/sign-in-settings.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { residents } from '../src/db/schema.ts';
import { signInAttempts } from '../src/db/tables/sign-in.ts';
import { SIGN_IN_ATTEMPT_SECONDS } from '../src/routes/sign-in.ts';
import { DEMO_PASSWORD } from '../src/seed/demo.ts';
import { DEMO_VERIFICATIONS } from '../src/auth/verification.ts';
import { dataOf, post } from './support.ts';
import { Browser, formOf, freePort } from './oidc-support.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const api = (path: string) => API_BASE + path;
// The demo provider listens on a real port (the relying party reads its discovery over HTTP).
const PORT = await freePort();
const ORIGIN = `http://127.0.0.1:${PORT}`;
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
      signIn: { jsApiSecret: SECRET, publicOrigin: ORIGIN, demoIssuer: `${ORIGIN}/idp` },
    });
    await app.listen({ port: PORT, host: '127.0.0.1' });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** The provider round trip as a browser does it: start, choose the resident (and consent), back with code and state. */
  async function codeFor(resident: string, options: { accountType?: string } = {}) {
    const started = await post(app, api(paths.authorizeStart), { redirectUri: CALLBACK, accountType: options.accountType ?? 'PERSONAL' }, { language: 'en' });
    const { authorizationUrl } = dataOf<AuthorizeStartResult>(started);
    // A new provider session for each resident: the browser forgets the last one.
    const fresh = new Browser();
    let page = await fresh.follow(authorizationUrl, CALLBACK);
    for (const label of [`(${resident})`, 'Allow and continue']) {
      if (page.url.startsWith(CALLBACK)) break;
      const form = formOf(page.text, page.url, label);
      const sent = await fresh.request(form.action, { form: { ...form.fields, resident } });
      page = await fresh.follow(sent.location ?? '', CALLBACK);
    }
    const answer = new URLSearchParams(new URL(page.url).hash.slice(1));
    return { code: answer.get('code') ?? '', state: answer.get('state') ?? '', iss: answer.get('iss') ?? '' };
  }

  const codeLogin = (body: Record<string, unknown>, language = 'en') => post(app, api(paths.authorizedCodeLogin), body, { language });

  it('refuses foreign, script and malformed redirect addresses, starting nothing', async () => {
    const before = await database.db.select().from(signInAttempts);
    for (const redirect of ['https://evil.example/signInCallback', 'javascript:alert(1)', '//evil.example/x', '/signInCallback', `http://user@127.0.0.1:${PORT}/signInCallback`, `${CALLBACK}#frag`, `${CALLBACK}?x=1`, `${ORIGIN}/elsewhere`]) {
      const res = await post(app, api(paths.authorizeStart), { redirectUri: redirect }, { language: 'en' });
      expect(res.body, redirect).toMatchObject({ resultCode: ResultCode.SIGN_IN_STATE_INVALID, data: null });
    }
    expect(await database.db.select().from(signInAttempts)).toEqual(before);
  });

  it('keeps the attempt on the server: the state only as its hash, verifier and nonce never sent to the browser', async () => {
    const started = await post(app, api(paths.authorizeStart), { redirectUri: CALLBACK });
    const { authorizationUrl, state } = dataOf<AuthorizeStartResult>(started);
    const rows = await database.db.select().from(signInAttempts);
    expect(JSON.stringify(rows)).not.toContain(state);
    const row = rows.find((r) => authorizationUrl.includes(r.nonce));
    expect(row).toBeDefined();
    expect(authorizationUrl).not.toContain(row?.codeVerifier);
    expect(row?.expiresAt.getTime()).toBe(clock + SIGN_IN_ATTEMPT_SECONDS * 1000);
  });

  it('refuses an expired attempt, an attempt for another redirect address or account type, and an unknown state, the same way', async () => {
    const expired = await codeFor('demo-m');
    clock += (SIGN_IN_ATTEMPT_SECONDS + 1) * 1000;
    const wrongAddress = await codeFor('demo-m');
    const wrongType = await codeFor('demo-m');
    const answers = [
      await codeLogin({ redirectUri: CALLBACK, ...expired }),
      await codeLogin({ redirectUri: `${ORIGIN}/elsewhere`, ...wrongAddress }),
      await codeLogin({ redirectUri: CALLBACK, ...wrongType, accountType: 'GOV_ENTITY', informationVerificationId: DEMO_VERIFICATIONS.valid }),
      await codeLogin({ redirectUri: CALLBACK, code: 'A'.repeat(43), state: 'B'.repeat(43) }),
    ];
    for (const answer of answers) expect(answer.body).toEqual(answers[3]?.body);
    expect(answers[0]?.body).toMatchObject({ resultCode: ResultCode.SIGN_IN_STATE_INVALID, resultMsg: resultMessages[ResultCode.SIGN_IN_STATE_INVALID].en });
    // A refused attempt is spent: the right address afterwards does not bring it back.
    expect((await codeLogin({ redirectUri: CALLBACK, ...wrongAddress })).body.resultCode).toBe(ResultCode.AUTH_CODE_INVALID);
  });

  it('validates the body with translated messages', async () => {
    const res = await codeLogin({ redirectUri: '', code: 'x'.repeat(600) }, 'pt');
    expect(res.body.resultCode).toBe(ResultCode.VALIDATION_FAILED);
    expect(Object.keys((res.body.data as { fieldErrors: object }).fieldErrors).sort()).toEqual(['code', 'redirectUri', 'state']);
    expect((await codeLogin({ redirectUri: CALLBACK, code: 'abc', state: 'abc', accountType: 'ADMIN' })).body.resultCode).toBe(ResultCode.VALIDATION_FAILED);
  });

  it('gives a new token at every sign-in, by password and by code', async () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await post(app, api(paths.login), { username: 'demo-m', password: DEMO_PASSWORD });
      tokens.add(dataOf<LoginResult>(res).tokenId);
      tokens.add(dataOf<AuthorizedCodeLoginResult>(await codeLogin({ redirectUri: CALLBACK, ...(await codeFor('demo-m')) })).tokenId);
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
        codeFor('demo-m', { accountType: 'GOV_ENTITY' }).then((answer) =>
          codeLogin({ redirectUri: CALLBACK, ...answer, accountType: 'GOV_ENTITY', ...(verification === undefined ? {} : { informationVerificationId: verification }) }),
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
      data: { linkMode: false, sessionIdleSeconds: 900, passwordSignIn: true, providerSignIn: true, demoAccounts: true, appEntry: { enabled: false, downloadUrl: null } } satisfies PortalConfig,
    });
  });

  it('sign-out ends the token on the server: replayed on every authenticated call it reads signed out', async () => {
    const answer = await codeFor('demo-m');
    const token = dataOf<AuthorizedCodeLoginResult>(await codeLogin({ redirectUri: CALLBACK, ...answer })).tokenId;
    expect((await post(app, api(paths.loginOut), {}, { authorization: token })).body.resultCode).toBe(ResultCode.SUCCESS);
    const authed = Object.values(endpoints).filter((e) => e.auth && app.hasRoute({ method: e.method, url: api(e.path) }));
    expect(authed.length).toBeGreaterThan(5);
    for (const e of authed) {
      const res = await app.inject({ method: e.method, url: api(e.path), headers: { authorization: token, 'content-type': 'application/json' }, ...(e.method === 'POST' ? { payload: '{}' } : {}) });
      expect(res.json(), e.path).toMatchObject({ resultCode: ResultCode.SESSION_REVOKED, data: null });
    }
  });

  it('never writes tokens or codes to the log, even at trace level', async () => {
    const { code, state, iss } = await codeFor('demo-guardian');
    const token = dataOf<AuthorizedCodeLoginResult>(await codeLogin({ redirectUri: CALLBACK, code, state, iss })).tokenId;
    await post(app, api(paths.refreshSession), {}, { authorization: token });
    await post(app, api(paths.loginOut), {}, { authorization: token });
    const log = logLines.join('');
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain(token);
    expect(log).not.toContain(code);
    expect(log).not.toContain(state);
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
  it('serves no /idp pages with a real issuer configured, and the config says the provider is the way in', async () => {
    const oidc = { issuer: 'https://sso.example.mo', clientId: 'portal', clientAuth: 'none' as const, clientSecret: null, privateKey: null, privateKeyId: null, privateKeyAlg: 'RS256', scopes: 'openid', residentClaim: 'sub', redirectUris: [], timeoutSeconds: 2, allowHttp: false };
    const app = await buildApp({ signIn: { oidc, passwordSignIn: false, linkMode: true, appEntry: { enabled: true, downloadUrl: 'https://app.example.mo/download' } } });
    try {
      expect((await app.inject({ method: 'GET', url: '/idp/.well-known/openid-configuration' })).statusCode).toBe(404);
      const config = (await app.inject({ method: 'GET', url: api(paths.portalConfig) })).json<{ data: PortalConfig }>().data;
      expect(config).toEqual({ linkMode: true, sessionIdleSeconds: 900, passwordSignIn: false, providerSignIn: true, demoAccounts: false, appEntry: { enabled: true, downloadUrl: 'https://app.example.mo/download' } });
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
