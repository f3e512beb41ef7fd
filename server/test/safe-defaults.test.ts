import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  API_BASE,
  ResultCode,
  paths,
  type DicomImageListResult,
  type InspectionListResult,
  type LoginResult,
  type ShareDicomImageResult,
  type ShareImageListResult,
} from '@macao-phr/contract';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { residents } from '../src/db/schema.ts';
import { logSafeUrl } from '../src/ops/logging.ts';
import { hashPassword } from '../src/auth/password.ts';
import { DEMO_PASSWORD } from '../src/seed/demo.ts';
import { FREE_ATTEMPTS, MAX_DELAY_MS } from '../src/auth/sign-in-throttle.ts';
import { as, dataOf, post } from './support.ts';
import { freePort, providerAnswer } from './oidc-support.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const api = (path: string) => API_BASE + path;

function capture(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { lines, stream };
}

describe('demo only when asked for (docs/operations.md)', () => {
  it('a server without demo has no demo accounts and no demo sign-in, and its first log line says so', async () => {
    const { lines, stream } = capture();
    // Password sign-in on (it is off by default without demo): still no demo account to sign in as.
    const app = await buildApp({ logger: { level: 'info', stream }, signIn: { passwordSignIn: true } });
    try {
      expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ msg: 'demo mode off: no demo data, no demo sign-in', demo: false, demoIdentityProvider: false });
      expect((await post(app, api(paths.login), { username: 'demo-m', password: DEMO_PASSWORD })).body.resultCode).toBe(ResultCode.LOGIN_FAILED);
      expect((await app.inject({ method: 'GET', url: '/idp/.well-known/openid-configuration' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/demo/qr' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('a demo server warns in its first log line', async () => {
    const { lines, stream } = capture();
    const app = await buildApp({ demo: true, logger: { level: 'info', stream } });
    try {
      expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ level: 40, demo: true, demoIdentityProvider: true });
      expect(lines[0]).toContain('DEMO MODE');
    } finally {
      await app.close();
    }
  });

  it('the demo identity provider lists and signs in only the demo accounts, never a real resident', async () => {
    const database = await openDatabase({ memory: true });
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const app = await buildApp({ database, demo: true, signIn: { publicOrigin: base, demoIssuer: `${base}/idp` } });
    await app.listen({ port, host: '127.0.0.1' });
    try {
      await database.db.insert(residents).values({
        username: 'real-person',
        passwordHash: await hashPassword('a-real-password-2026'),
        nameZhHant: '真人',
        nameEn: 'REAL PERSON',
        namePt: 'REAL PERSON',
        sexcode: 'F',
        birthDate: '1970-01-01',
        patid: 'MO-9999999',
        race: 0,
        pregnant: false,
      });
      // The provider's page lists the demo residents only; a form naming a real one is refused.
      const demo = await providerAnswer(base, 'demo-f');
      expect(demo.page).toContain('demo-m');
      expect(demo.page).not.toContain('real-person');
      expect(demo.code.length).toBeGreaterThan(20);
      await expect(providerAnswer(base, 'real-person')).rejects.toThrow(/no form/);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('per-account sign-in throttle (sign-in-throttle.ts)', () => {
  it('36 wrong passwords for one account from 4 addresses are not all checked, and the resident is not locked out for long', async () => {
    let clock = Date.parse('2026-05-01T02:00:00Z');
    const app = await buildApp({ demo: true, trustProxy: true, now: () => new Date(clock) });
    try {
      const attempt = (address: string, password: string, username = 'demo-m') =>
        post(app, api(paths.login), { username, password }, { 'x-forwarded-for': address, language: 'en' });
      const answers: string[] = [];
      for (let i = 0; i < 36; i++) answers.push((await attempt(`203.0.113.${(i % 4) + 1}`, `guess-${i}`)).body.resultCode);
      // Each address stayed under its own limit (9 of 10 a minute): only the account's count stopped them.
      expect(answers.filter((code) => code === ResultCode.LOGIN_FAILED)).toHaveLength(FREE_ATTEMPTS);
      expect(answers.filter((code) => code === ResultCode.RATE_LIMITED)).toHaveLength(36 - FREE_ATTEMPTS);
      // The right password is refused unchecked while the account cools down, from any address...
      expect((await attempt('198.51.100.7', DEMO_PASSWORD)).body.resultCode).toBe(ResultCode.RATE_LIMITED);
      // ...another account is not affected...
      expect((await attempt('203.0.113.1', DEMO_PASSWORD, 'demo-f')).body.resultCode).toBe(ResultCode.SUCCESS);
      // ...and the resident signs in once the longest delay has passed.
      clock += MAX_DELAY_MS;
      expect((await attempt('198.51.100.7', DEMO_PASSWORD)).body.resultCode).toBe(ResultCode.SUCCESS);
      // A success starts the count afresh.
      for (let i = 0; i < FREE_ATTEMPTS; i++) expect((await attempt('198.51.100.8', `again-${i}`)).body.resultCode).toBe(ResultCode.LOGIN_FAILED);
    } finally {
      await app.close();
    }
  });

  it('counts an unknown account name the same way (nothing tells which accounts exist)', async () => {
    const app = await buildApp({ demo: true, loginRateLimit: 1000 });
    try {
      const codes: string[] = [];
      for (let i = 0; i < FREE_ATTEMPTS + 2; i++) codes.push((await post(app, api(paths.login), { username: 'nobody-here', password: `x-${i}` })).body.resultCode);
      expect(codes.slice(0, FREE_ATTEMPTS).every((c) => c === ResultCode.LOGIN_FAILED)).toBe(true);
      expect(codes.slice(FREE_ATTEMPTS).every((c) => c === ResultCode.RATE_LIMITED)).toBe(true);
    } finally {
      await app.close();
    }
  });
});

describe('no secret value in any log line (docs/security.md)', () => {
  it('logSafeUrl keeps the route and parameter names, never their values or id-like segments', () => {
    expect(logSafeUrl('/api/inspectionInfo/getShareImage?shareId=AbCdEf0123456789xyz&id=3&size=full', '/api/inspectionInfo/getShareImage')).toBe(
      '/api/inspectionInfo/getShareImage?shareId=[redacted]&id=[redacted]&size=[redacted]',
    );
    expect(logSafeUrl('/webShareReportImages?shareId=AbCdEf0123456789xyz')).toBe('/webShareReportImages?shareId=[redacted]');
    expect(logSafeUrl('/share/AbCdEf0123456789xyz/view')).toBe('/share/:redacted/view');
    expect(logSafeUrl('/assets/index-B1a2c3D4.js')).toBe('/assets/index-B1a2c3D4.js');
    expect(logSafeUrl('/mob/lab-reports/12')).toBe('/mob/lab-reports/12');
    expect(logSafeUrl('/x/abcdefghijklmnopqrstuv1/y%2Fz')).toBe('/x/:redacted/:redacted');
  });

  it('logs a failed query without its parameters', async () => {
    const { lines, stream } = capture();
    const database = await openDatabase({ memory: true });
    const app = await buildApp({ database, logger: { level: 'info', stream } });
    try {
      const failure = await database.db.execute(sql`select ${'secret-parameter-value-123'}::int`).catch((error: unknown) => error);
      app.log.error({ err: failure }, 'query failed');
      const output = lines.join('');
      expect(output).toContain('Failed query');
      expect(output).toContain('params: [redacted]');
      expect(output).not.toContain('secret-parameter-value-123');
    } finally {
      await app.close();
      await database.close();
    }
  }, 180_000);

  it('a whole session at trace level (password and code-flow sign-in, share link made and viewed, QR scan, sign-out) logs none of its secrets', async () => {
    const { lines, stream } = capture();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const app = await buildApp({
      demo: true,
      loginRateLimit: 1000,
      scanRateLimit: 1000,
      shareRateLimit: 1000,
      shareViewRateLimit: 1000,
      signIn: { publicOrigin: base, demoIssuer: `${base}/idp` },
      logger: { level: 'trace', stream },
    });
    await app.listen({ port, host: '127.0.0.1' });
    const secrets: string[] = [DEMO_PASSWORD];
    try {
      // Sign-in by password.
      const token = dataOf<LoginResult>(await post(app, api(paths.login), { username: 'demo-m', password: DEMO_PASSWORD })).tokenId;
      secrets.push(token);

      // Sign-in through the demo OpenID provider.
      const answer = await providerAnswer(base, 'demo-f');
      expect(answer.code.length).toBeGreaterThan(20);
      secrets.push(answer.code, answer.state);
      const codeLogin = await post(app, api(paths.authorizedCodeLogin), { code: answer.code, state: answer.state, iss: answer.iss, redirectUri: `${base}/signInCallback` });
      expect(codeLogin.body.resultCode).toBe(ResultCode.SUCCESS);
      const fToken = dataOf<LoginResult>(codeLogin).tokenId;
      secrets.push(fToken);
      // A replayed answer is refused (and must not be logged either).
      expect((await post(app, api(paths.authorizedCodeLogin), { code: answer.code, state: answer.state, redirectUri: `${base}/signInCallback` })).body.resultCode).toBe(ResultCode.AUTH_CODE_INVALID);

      // A share link made, then viewed as its recipient does: list, picture bytes, the viewer page.
      const reports = dataOf<InspectionListResult>(await post(app, api(paths.inspectionList), { page: { pageNum: 1, pageSize: 10 } }, as(token)));
      const reportId = reports.rows[0]?.id ?? 0;
      const images = dataOf<DicomImageListResult>(await post(app, api(paths.dicomImageList), { reportId, page: { pageNum: 1, pageSize: 10 } }, as(token)));
      const chosen = images.items.filter((i) => i.isTrue).slice(0, 2).map((i) => i.id);
      const link = dataOf<ShareDicomImageResult>(await post(app, api(paths.shareDicomImage), { reportId, imageIds: chosen }, as(token)));
      expect(link.shareId.length).toBeGreaterThan(10);
      secrets.push(link.shareId, encodeURIComponent(link.shareId));
      const viewed = dataOf<ShareImageListResult>(await post(app, api(paths.shareImageList), { shareId: link.shareId, page: { pageNum: 1, pageSize: 10 } }, { language: 'en' }));
      expect(viewed.total).toBe(chosen.length);
      const bytes = await app.inject({ method: 'GET', url: viewed.items[0]?.url ?? '' });
      expect(bytes.statusCode).toBe(200);
      await app.inject({ method: 'GET', url: `/webShareReportImages?shareId=${encodeURIComponent(link.shareId)}` });
      await app.inject({ method: 'GET', url: `/share/${encodeURIComponent(link.shareId)}` });

      // A QR scan.
      const qrPage = await app.inject({ method: 'GET', url: '/demo/qr?lang=en&patient=demo-m&type=OUT' });
      const qrCodes = [...qrPage.body.matchAll(/data-qr="([^"]+)"/g)].map((m) => m[1] ?? '');
      expect(qrCodes.length).toBeGreaterThan(0);
      secrets.push(...qrCodes);
      const scanned = await post(app, api(paths.scanQr), { qrCode: qrCodes[0] }, as(token));
      expect(scanned.body.resultCode).toBe(ResultCode.SUCCESS);

      // Sign-out, and the token refused afterwards.
      expect((await post(app, api(paths.loginOut), {}, as(token))).body.resultCode).toBe(ResultCode.SUCCESS);
      expect((await post(app, api(paths.personalInfo), {}, as(token))).body.resultCode).not.toBe(ResultCode.SUCCESS);

      const output = lines.join('');
      expect(lines.length).toBeGreaterThan(30);
      expect(output).toContain('getShareImage?shareId=[redacted]');
      for (const secret of secrets) expect(output.includes(secret), `a secret (${secret.slice(0, 6)}…) reached the log`).toBe(false);
    } finally {
      await app.close();
    }
  });
});
