import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { API_BASE, ResultCode, paths, type AuthorizeStartResult, type AuthorizedCodeLoginResult, type LogoutResult, type NoticeListResult } from '@macao-phr/contract';
import { buildApp } from '../src/app.ts';
import type { OidcSettings } from '../src/oidc/relying-party.ts';
import { Browser, RogueProvider, formOf, freePort } from './oidc-support.ts';
import { dataOf, post } from './support.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 90_000 });

const api = (path: string) => API_BASE + path;

/** Every log line the app writes, to check that no code, state or token is among them. */
function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { lines, logger: { level: 'trace', stream } };
}

async function postJson<T>(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${api(path)}`, { method: 'POST', headers: { 'content-type': 'application/json', language: 'en', ...headers }, body: JSON.stringify(body) });
  return (await response.json()) as { resultCode: string; resultMsg: string; data: T };
}

describe('OpenID Connect sign-in against the demo provider (oidc-provider) over HTTP (docs/product/sign-in.md)', () => {
  let app: FastifyInstance;
  let base: string;
  let callback: string;
  const log = logCapture();

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    callback = `${base}/signInCallback`;
    app = await buildApp({ demo: true, logger: log.logger, loginRateLimit: 1000, signIn: { demoIssuer: `${base}/idp`, publicOrigin: base } });
    await app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
  });

  /** The resident's trip: start, the provider's pages (choose a resident, consent), back with code and state. */
  async function signInAt(browser: Browser, resident: string, accountType: 'PERSONAL' | 'GOV_ENTITY' = 'PERSONAL') {
    const started = await postJson<AuthorizeStartResult>(base, paths.authorizeStart, { redirectUri: callback, accountType });
    expect(started.resultCode).toBe(ResultCode.SUCCESS);
    const authorization = new URL(started.data.authorizationUrl);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('nonce')).toBeTruthy();
    expect(authorization.searchParams.get('response_mode')).toBe('fragment');
    let page = await browser.follow(started.data.authorizationUrl, callback);
    if (page.text.includes('Demo residents')) {
      expect(page.text).not.toMatch(/<script/i);
      const choose = formOf(page.text, page.url, `(${resident})`);
      const chosen = await browser.request(choose.action, { form: { ...choose.fields, resident } });
      page = await browser.follow(chosen.location ?? '', callback);
    }
    if (page.text.includes('Allow access')) {
      const allow = formOf(page.text, page.url, 'Allow and continue');
      const allowed = await browser.request(allow.action, { form: allow.fields });
      page = await browser.follow(allowed.location ?? '', callback);
    }
    expect(page.url.startsWith(`${callback}#`)).toBe(true);
    const answer = new URLSearchParams(new URL(page.url).hash.slice(1));
    return { code: answer.get('code') ?? '', state: answer.get('state') ?? '', iss: answer.get('iss') ?? undefined, startedState: started.data.state };
  }

  it('signs a demo resident in through the provider pages, and the answer cannot be replayed', async () => {
    const browser = new Browser();
    const answer = await signInAt(browser, 'demo-f');
    expect(answer.state).toBe(answer.startedState);
    const signed = await postJson<AuthorizedCodeLoginResult>(base, paths.authorizedCodeLogin, { redirectUri: callback, code: answer.code, state: answer.state, iss: answer.iss });
    expect(signed.resultCode).toBe(ResultCode.SUCCESS);
    expect(signed.data.username).toBe('demo-f');
    const token = signed.data.tokenId;
    const info = await postJson(base, paths.personalInfo, {}, { authorization: token });
    expect(info.resultCode).toBe(ResultCode.SUCCESS);

    // The same answer again: refused, and the session it opened ends (somebody else holds the code).
    const replay = await postJson(base, paths.authorizedCodeLogin, { redirectUri: callback, code: answer.code, state: answer.state, iss: answer.iss });
    expect(replay).toMatchObject({ resultCode: ResultCode.AUTH_CODE_INVALID, resultMsg: 'The sign-in link is no longer valid. Please sign in again' });
    expect((await postJson(base, paths.personalInfo, {}, { authorization: token })).resultCode).toBe(ResultCode.SESSION_REVOKED);

    // Nothing secret in any log line.
    const logged = log.lines.join('\n');
    for (const secret of [answer.code, answer.state, token]) expect(logged).not.toContain(secret);
  });

  it('a second sign-in at the provider skips its pages (its session), a wrong state is refused, and sign-out ends both sessions', async () => {
    const browser = new Browser();
    await signInAt(browser, 'demo-m');
    const again = await signInAt(browser, 'demo-m');
    const wrong = await postJson(base, paths.authorizedCodeLogin, { redirectUri: callback, code: again.code, state: `${again.state}x`, iss: again.iss });
    expect(wrong).toMatchObject({ resultCode: ResultCode.SIGN_IN_STATE_INVALID, resultMsg: 'This sign-in request is not valid or has expired. Please sign in again' });
    const signed = await postJson<AuthorizedCodeLoginResult>(base, paths.authorizedCodeLogin, { redirectUri: callback, code: again.code, state: again.state, iss: again.iss });
    expect(signed.resultCode).toBe(ResultCode.SUCCESS);

    const out = await postJson<LogoutResult>(base, paths.loginOut, {}, { authorization: signed.data.tokenId });
    expect(out.resultCode).toBe(ResultCode.SUCCESS);
    const endSession = out.data?.endSessionUrl ?? '';
    expect(endSession.startsWith(`${base}/idp/session/end`)).toBe(true);
    expect((await postJson(base, paths.personalInfo, {}, { authorization: signed.data.tokenId })).resultCode).toBe(ResultCode.SESSION_REVOKED);

    // The provider asks, in the resident's language, then sends them back to the portal's sign-in page.
    const confirm = await browser.request(endSession);
    expect(confirm.text).toContain('Sign out of single sign-on');
    expect(confirm.text).not.toMatch(/<script/i);
    const yes = formOf(confirm.text, confirm.url, 'Yes, sign me out');
    const done = await browser.request(yes.action, { form: { ...yes.fields, ...yes.button } });
    expect(done.location).toBe(`${base}/login`);

    // Signed out at the provider too: the next sign-in shows its resident page again.
    const started = await postJson<AuthorizeStartResult>(base, paths.authorizeStart, { redirectUri: callback });
    const page = await browser.follow(started.data.authorizationUrl, callback);
    expect(page.text).toContain('Demo residents');
  });

  it('tells the resident of a provider sign-in from a browser they had not signed in from, once per browser', async () => {
    const browser = new Browser();
    const browserId = 'oidc-browser-0123456789abcdef';
    const signInOnce = async () => {
      const answer = await signInAt(browser, 'demo-o');
      const signed = await postJson<AuthorizedCodeLoginResult>(base, paths.authorizedCodeLogin, { redirectUri: callback, code: answer.code, state: answer.state, iss: answer.iss, browserId });
      expect(signed.resultCode).toBe(ResultCode.SUCCESS);
      const listed = await postJson<NoticeListResult>(base, paths.noticeList, {}, { authorization: signed.data.tokenId });
      return listed.data.rows.filter((r) => r.kind === 'new_browser');
    };
    const first = await signInOnce();
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ recordType: 'sign_in', recordId: null, orgCode: null, read: false });
    expect(await signInOnce()).toHaveLength(1);
  });

  it('a password session signs out without the provider', async () => {
    const login = await post(app, api(paths.login), { username: 'demo-m', password: 'demo-pass-2026' });
    const token = dataOf<{ tokenId: string }>(login).tokenId;
    const out = await postJson<LogoutResult>(base, paths.loginOut, {}, { authorization: token });
    expect(out).toMatchObject({ resultCode: ResultCode.SUCCESS, data: null });
  });

  it('shows the interaction page in three languages, only demo residents, and refuses a forged resident', async () => {
    const browser = new Browser();
    const started = await postJson<AuthorizeStartResult>(base, paths.authorizeStart, { redirectUri: callback }, { language: 'pt' });
    const page = await browser.follow(started.data.authorizationUrl, callback);
    expect(page.text).toContain('<html lang="pt">');
    expect(page.text).toContain('Residentes de demonstração');
    const zh = await browser.request(`${page.url}?lang=zh-Hant`);
    expect(zh.text).toContain('示範居民');
    const choose = formOf(page.text, page.url, '(demo-m)');
    const forged = await browser.request(choose.action, { form: { ...choose.fields, resident: 'someone-real' } });
    expect(forged.status).toBe(400);
  });

  it('government-entity sign-in carries the verification through the provider', async () => {
    const browser = new Browser();
    const answer = await signInAt(browser, 'demo-m', 'GOV_ENTITY');
    const expired = await postJson(base, paths.authorizedCodeLogin, { redirectUri: callback, code: answer.code, state: answer.state, iss: answer.iss, accountType: 'GOV_ENTITY', informationVerificationId: 'demo-gov-expired-2026' });
    expect(expired.resultCode).toBe(ResultCode.GOV_LINK_EXPIRED);
    const again = await signInAt(browser, 'demo-m', 'GOV_ENTITY');
    const signed = await postJson<AuthorizedCodeLoginResult>(base, paths.authorizedCodeLogin, { redirectUri: callback, code: again.code, state: again.state, iss: again.iss, accountType: 'GOV_ENTITY', informationVerificationId: 'demo-gov-valid-2026' });
    expect(signed).toMatchObject({ resultCode: ResultCode.SUCCESS, data: { accountType: 'GOV_ENTITY' } });
    // An attempt started for a resident's own account does not finish as a government entity.
    const personal = await signInAt(browser, 'demo-m');
    const switched = await postJson(base, paths.authorizedCodeLogin, { redirectUri: callback, code: personal.code, state: personal.state, iss: personal.iss, accountType: 'GOV_ENTITY', informationVerificationId: 'demo-gov-valid-2026' });
    expect(switched.resultCode).toBe(ResultCode.SIGN_IN_STATE_INVALID);
  });

  it('refuses redirect addresses that are not the portal callback', async () => {
    for (const redirectUri of ['https://evil.example/signInCallback', `${base}/other`, 'javascript:alert(1)']) {
      expect((await postJson(base, paths.authorizeStart, { redirectUri })).resultCode).toBe(ResultCode.SIGN_IN_STATE_INVALID);
    }
  });
});

describe('refusals from a misbehaving provider (jose over HTTP)', () => {
  const rogue = new RogueProvider();
  let app: FastifyInstance;
  const log = logCapture();
  const callback = 'http://portal.test/signInCallback';

  const settings = (issuer: string, timeoutSeconds = 1): OidcSettings => ({
    issuer,
    clientId: 'portal',
    clientAuth: 'client_secret_post',
    clientSecret: 'portal-secret',
    privateKey: null,
    privateKeyId: null,
    privateKeyAlg: 'RS256',
    scopes: 'openid',
    residentClaim: 'sub',
    redirectUris: [callback],
    timeoutSeconds,
    allowHttp: true,
  });

  beforeAll(async () => {
    await rogue.start();
    app = await buildApp({ demo: true, logger: log.logger, signIn: { oidc: settings(rogue.issuer) } });
  });
  afterAll(async () => {
    await app.close();
    await rogue.stop();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function attempt(plan: Omit<RogueProvider['plan'], 'nonce'> & { wrongNonce?: boolean }, target: FastifyInstance = app) {
    const started = await post(target, api(paths.authorizeStart), { redirectUri: callback }, { language: 'en' });
    const { authorizationUrl, state } = dataOf<AuthorizeStartResult>(started);
    const nonce = new URL(authorizationUrl).searchParams.get('nonce') ?? '';
    rogue.plan = { ...plan, nonce: plan.wrongNonce === true ? `${nonce}-other` : nonce };
    const code = `code-${Math.random().toString(36).slice(2)}`;
    const answer = await post(target, api(paths.authorizedCodeLogin), { redirectUri: callback, code, state }, { language: 'en' });
    return { body: answer.body, code, state };
  }

  it('signs in with a well-behaved answer', async () => {
    const { body } = await attempt({});
    expect(body.resultCode).toBe(ResultCode.SUCCESS);
  });

  it.each([
    ['another nonce', { wrongNonce: true }, ResultCode.ID_TOKEN_NONCE_INVALID],
    ['another audience', { aud: 'someone-else' }, ResultCode.ID_TOKEN_AUDIENCE_INVALID],
    ['an expired token (past the minute of skew)', { expiresIn: -120 }, ResultCode.ID_TOKEN_EXPIRED],
    ['a code the provider refuses', { error: 'invalid_grant' }, ResultCode.AUTH_CODE_INVALID],
    ['a person the portal does not know', { sub: 'somebody-unknown' }, ResultCode.SIGN_IN_NOT_AUTHORIZED],
  ] as const)('refuses %s with its own code and opens no session', async (_name, plan, code) => {
    const before = log.lines.length;
    const { body, code: authCode, state } = await attempt(plan);
    expect(body).toMatchObject({ resultCode: code, data: null });
    const logged = log.lines.slice(before).join('\n');
    expect(logged).toContain('provider sign-in refused');
    expect(logged).not.toContain(authCode);
    expect(logged).not.toContain(state);
  });

  it('answers the unknown person in their language', async () => {
    const started = await post(app, api(paths.authorizeStart), { redirectUri: callback });
    const { authorizationUrl, state } = dataOf<AuthorizeStartResult>(started);
    rogue.plan = { sub: 'somebody-unknown', nonce: new URL(authorizationUrl).searchParams.get('nonce') ?? '' };
    const answer = await post(app, api(paths.authorizedCodeLogin), { redirectUri: callback, code: 'c-1', state }, { language: 'zh-Hant' });
    expect(answer.body).toMatchObject({ resultCode: ResultCode.SIGN_IN_NOT_AUTHORIZED, resultMsg: '當前帳號沒有權限訪問' });
  });

  it('refuses a token signed with an unknown key, and takes a rotated key once the provider publishes it', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    expect((await attempt({})).body.resultCode).toBe(ResultCode.SUCCESS);
    const stranger = await RogueProvider.key('key-stranger');
    expect((await attempt({ key: stranger })).body.resultCode).toBe(ResultCode.ID_TOKEN_SIGNATURE_INVALID);

    // The provider rotates: a new key, published, signs from now on. Past a minute of the cached key set, the
    // unknown kid makes the relying party fetch the keys again.
    const rotated = await RogueProvider.key('key-2');
    rogue.keys = [rotated];
    const fetched = rogue.jwksRequests;
    vi.setSystemTime(Date.now() + 61_000);
    expect((await attempt({ key: rotated })).body.resultCode).toBe(ResultCode.SUCCESS);
    expect(rogue.jwksRequests).toBe(fetched + 1);
  });

  it('answers "unavailable" within the deadline when the provider hangs, and when it is not there at all', async () => {
    const started = performance.now();
    const { body } = await attempt({ hang: true });
    expect(body).toMatchObject({ resultCode: ResultCode.SIGN_IN_UNAVAILABLE, resultMsg: 'Sign-in is unavailable right now. Please try again' });
    expect(performance.now() - started).toBeLessThan(8_000);

    const closed = await buildApp({ signIn: { oidc: settings(`http://127.0.0.1:${await freePort()}`) } });
    try {
      const answer = await post(closed, api(paths.authorizeStart), { redirectUri: callback }, { language: 'pt' });
      expect(answer.body).toMatchObject({ resultCode: ResultCode.SIGN_IN_UNAVAILABLE, resultMsg: 'O início de sessão está indisponível neste momento. Tente novamente' });
    } finally {
      await closed.close();
    }
  });
});

describe('which ways in are open', () => {
  it('production without a provider and without passwords: the start says nobody can sign in, and the config says none', async () => {
    const log = logCapture();
    const app = await buildApp({ logger: log.logger });
    try {
      expect(log.lines.join('\n')).toContain('NOBODY CAN SIGN IN');
      const config = await app.inject({ method: 'GET', url: api(paths.portalConfig) });
      expect(JSON.parse(config.body).data).toMatchObject({ passwordSignIn: false, providerSignIn: false, demoAccounts: false });
      const login = await post(app, api(paths.login), { username: 'demo-m', password: 'demo-pass-2026' }, { language: 'en' });
      expect(login.body).toMatchObject({ resultCode: ResultCode.PASSWORD_SIGN_IN_OFF });
      const start = await post(app, api(paths.authorizeStart), { redirectUri: 'http://localhost/signInCallback' });
      expect(start.body.resultCode).toBe(ResultCode.PROVIDER_SIGN_IN_OFF);
      expect((await app.inject({ method: 'GET', url: '/idp/.well-known/openid-configuration' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
