import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  API_BASE,
  QR_MAX_SCANS,
  ResultCode,
  paths,
  type ConfirmInfoResult,
  type ConsentListResult,
  type DoctorInfo,
  type GuardianSendCodeResult,
  type GuardianWardsResult,
  type LoginResult,
  type ScanQrResult,
} from '@macao-phr/contract';
import { buildApp } from '../src/app.ts';
import { DEMO_PASSWORD } from '../src/seed/demo.ts';
import { identityNumberOf } from '../src/auth/identity.ts';
import { signQr } from '../src/auth/qr-signing.ts';
import { dataOf, post } from './support.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const api = (path: string) => API_BASE + path;
const SECRET = 'qr-test-secret-qr-test-secret-0123456789';
const MINOR_PATID = 'MO-1000004';
const GUARDIAN_PATID = 'MO-1000003';

/** Codes as a resident meets them: read from the demo page the server renders. */
async function demoCodes(app: FastifyInstance, patient: string, type = 'OUT'): Promise<Record<string, string>> {
  const res = await app.inject({ method: 'GET', url: `/demo/qr?lang=en&patient=${patient}&type=${type}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(res.body).not.toMatch(/<script/i);
  const codes: Record<string, string> = {};
  for (const m of res.body.matchAll(/<figure class="card" id="([\w-]+)" data-qr="([^"]+)"/g)) codes[m[1] ?? ''] = m[2] ?? '';
  return codes;
}

describe('QR scanning, doctor consent and guardians', () => {
  let app: FastifyInstance;
  let clock = Date.parse('2026-03-02T01:30:00Z'); // 09:30 in Macao

  beforeAll(async () => {
    app = await buildApp({ demo: true, loginRateLimit: 1000, scanRateLimit: 1000, qrSecret: SECRET, now: () => new Date(clock) });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function login(username: string): Promise<string> {
    const call = await post(app, api(paths.login), { username, password: DEMO_PASSWORD });
    return dataOf<LoginResult>(call).tokenId;
  }
  const as = (token: string, extra: Record<string, string> = {}) => ({ authorization: token, language: 'en', ...extra });
  async function code(path: string, body: unknown, token: string, extra: Record<string, string> = {}) {
    return (await post(app, api(path), body, as(token, extra))).body;
  }

  describe('queue tickets', () => {
    it('answers each queue state of the demo tickets, with room hours and the draw time', async () => {
      const token = await login('demo-m');
      const codes = await demoCodes(app, 'demo-m');
      const expected: Record<string, string> = {
        ticket: 'waiting',
        'ticket-called': 'called',
        'ticket-passed': 'passed',
        'ticket-finished': 'finished',
        'ticket-notToday': 'notToday',
        'ticket-done': 'done',
        'ticket-unregistered': 'notRegistered',
      };
      for (const [id, state] of Object.entries(expected)) {
        const answer = await code(paths.scanQr, { qrCode: codes[id] }, token);
        expect(answer.resultCode, id).toBe(ResultCode.SUCCESS);
        const ticket = answer.data as ScanQrResult;
        expect(ticket).toMatchObject({ kind: 'queue', recordType: 'BLOOD', state, roomOpen: '08:30', roomClose: '11:00', minutesPerDraw: 15 });
      }
      const waiting = (await code(paths.scanQr, { qrCode: codes.ticket }, token)).data as ScanQrResult;
      expect(waiting).toMatchObject({ ticketNo: 37, calledNo: 33, ahead: 3 });
    });

    it("another resident's ticket reads as an invalid code", async () => {
      const codes = await demoCodes(app, 'demo-m');
      const answer = await code(paths.scanQr, { qrCode: codes.ticket }, await login('demo-f'));
      expect(answer).toMatchObject({ resultCode: ResultCode.QR_INVALID, resultMsg: 'Invalid QRcode', data: null });
    });

    it(`answers 'Scanning times exceeded' after ${QR_MAX_SCANS} scans of one ticket`, async () => {
      const token = await login('demo-m');
      const { ticket } = await demoCodes(app, 'demo-m');
      for (let i = 0; i < QR_MAX_SCANS; i++) expect((await code(paths.scanQr, { qrCode: ticket }, token)).resultCode).toBe(ResultCode.SUCCESS);
      expect(await code(paths.scanQr, { qrCode: ticket }, token)).toMatchObject({ resultCode: ResultCode.QR_LIMIT, resultMsg: 'Scanning times exceeded' });
    });
  });

  describe('signatures and expiry', () => {
    it('refuses a tampered signature, a forged payload and a code signed with another secret as invalid', async () => {
      const token = await login('demo-m');
      const { consent, invalid } = await demoCodes(app, 'demo-m');
      expect((await code(paths.scanQr, { qrCode: invalid }, token)).resultCode).toBe(ResultCode.QR_INVALID);
      const [prefix, body, signature] = (consent ?? '').split('.');
      const payload = JSON.parse(Buffer.from(body ?? '', 'base64url').toString()) as { n: string; k: string; e: number };
      const longer = Buffer.from(JSON.stringify({ ...payload, e: payload.e + 3600 })).toString('base64url');
      expect((await code(paths.scanQr, { qrCode: `${prefix}.${longer}.${signature}` }, token)).resultCode).toBe(ResultCode.QR_INVALID);
      const otherSecret = signQr({ n: payload.n, k: 'consent', e: payload.e }, 'another-secret-another-secret-0123456789');
      expect((await code(paths.scanQr, { qrCode: otherSecret }, token)).resultCode).toBe(ResultCode.QR_INVALID);
      // A correctly signed code for a nonce that was never issued is just as invalid.
      const unknown = signQr({ n: 'never-issued', k: 'consent', e: payload.e }, SECRET);
      expect((await code(paths.qrDoctorInfo, { qrCode: unknown }, token)).resultCode).toBe(ResultCode.QR_INVALID);
    });

    it("answers 'Qrcode is expired' for the expired demo code and for a request whose time has passed", async () => {
      const token = await login('demo-m');
      const { expired, consent } = await demoCodes(app, 'demo-m');
      expect(await code(paths.scanQr, { qrCode: expired }, token)).toMatchObject({ resultCode: ResultCode.QR_EXPIRED, resultMsg: 'Qrcode is expired' });
      const before = clock;
      clock += 16 * 60 * 1000;
      try {
        expect((await code(paths.qrConfirmInfo, { qrCode: consent, agree: true }, await login('demo-m'))).resultCode).toBe(ResultCode.QR_EXPIRED);
      } finally {
        clock = before;
      }
    });

    it('refuses an empty or oversized code by validation', async () => {
      const token = await login('demo-m');
      expect((await code(paths.scanQr, { qrCode: '' }, token)).resultCode).toBe(ResultCode.VALIDATION_FAILED);
      expect((await code(paths.scanQr, { qrCode: 'x'.repeat(5000) }, token)).resultCode).toBe(ResultCode.VALIDATION_FAILED);
    });
  });

  describe('doctor consent', () => {
    it('agreeing records who, which doctor and when, lists it, logs it for the doctor, and a replay is "Do not scan again"', async () => {
      const token = await login('demo-m');
      const { consent } = await demoCodes(app, 'demo-m', 'ER24');
      expect((await code(paths.scanQr, { qrCode: consent }, token)).data).toEqual({ kind: 'consent', recordType: 'ER24' });
      const info = (await code(paths.qrDoctorInfo, { qrCode: consent }, token)).data as DoctorInfo;
      expect(info).toMatchObject({ recordType: 'ER24', identityMatches: true });
      expect(info.doctor.name.en).toMatch(/^Dr\./);
      const answer = await code(paths.qrConfirmInfo, { qrCode: consent, agree: true }, token);
      expect(answer.resultCode).toBe(ResultCode.SUCCESS);
      const result = answer.data as ConfirmInfoResult;
      expect(result).toMatchObject({ decision: 'agreed', recordType: 'ER24' });
      const list = (await code(paths.qrConsentList, {}, token)).data as ConsentListResult;
      const row = list.rows.find((r) => r.id === result.consentId);
      expect(row).toMatchObject({ recordType: 'ER24', withdrawnAt: null, givenBy: { en: 'CHAN TAI MAN' }, doctor: info.doctor });
      expect(Date.parse(row?.agreedAt ?? '')).toBe(clock);
      for (const [path, extra] of [[paths.scanQr, {}], [paths.qrDoctorInfo, {}], [paths.qrConfirmInfo, { agree: true }]] as const) {
        expect(await code(path, { qrCode: consent, ...extra }, token), path).toMatchObject({ resultCode: ResultCode.QR_REPEATED, resultMsg: 'Do not scan again' });
      }
      const log = (await code(paths.accessLogList, { page: { pageNum: 1, pageSize: 50 } }, token)).data as { rows: { actorType: string; recordType: string; recordId: number | null }[] };
      expect(log.rows.some((r) => r.recordType === 'qr_consent' && r.recordId === result.consentId && r.actorType === 'self')).toBe(true);
      expect(log.rows.some((r) => r.recordType === 'doctor_access' && r.recordId === result.consentId && r.actorType === 'doctor')).toBe(true);
    });

    it('declining records no consent', async () => {
      const token = await login('demo-f');
      const { consent } = await demoCodes(app, 'demo-f');
      const before = (await code(paths.qrConsentList, {}, token)).data as ConsentListResult;
      const answer = await code(paths.qrConfirmInfo, { qrCode: consent, agree: false }, token);
      expect(answer.data).toMatchObject({ decision: 'declined', consentId: null });
      expect(((await code(paths.qrConsentList, {}, token)).data as ConsentListResult).total).toBe(before.total);
      expect((await code(paths.qrConfirmInfo, { qrCode: consent, agree: true }, token)).resultCode).toBe(ResultCode.QR_REPEATED);
    });

    it('a minor cannot consent, for themself or anybody, and nothing is recorded', async () => {
      const token = await login('demo-minor');
      const { consent } = await demoCodes(app, 'demo-minor');
      const answer = await code(paths.qrConfirmInfo, { qrCode: consent, agree: true }, token);
      expect(answer).toMatchObject({ resultCode: ResultCode.MINOR_CANNOT_CONSENT, data: null });
      // Still unanswered: the guardian can answer it.
      expect((await code(paths.qrDoctorInfo, { qrCode: consent }, token)).resultCode).toBe(ResultCode.SUCCESS);
    });

    it("a guardian consents for their ward with the ward's identity number, or through Subject", async () => {
      const token = await login('demo-guardian');
      const first = (await demoCodes(app, 'demo-minor')).consent;
      const info = (await code(paths.qrDoctorInfo, { qrCode: first }, token)).data as DoctorInfo;
      expect(info.identityMatches).toBe(false);
      expect((await code(paths.qrConfirmInfo, { qrCode: first, agree: true }, token)).resultCode).toBe(ResultCode.IDENTITY_INCONSISTENT);
      expect((await code(paths.qrConfirmInfo, { qrCode: first, agree: true, childIdentityNumber: identityNumberOf('MO-1000001') }, token)).resultCode).toBe(
        ResultCode.IDENTITY_INCONSISTENT,
      );
      const agreed = await code(paths.qrConfirmInfo, { qrCode: first, agree: true, childIdentityNumber: identityNumberOf(MINOR_PATID)?.replace(/[()]/g, '') }, token);
      expect(agreed.data).toMatchObject({ decision: 'agreed' });
      const second = (await demoCodes(app, 'demo-minor', 'OUT')).consent;
      const viaSubject = { subject: MINOR_PATID };
      expect(((await code(paths.qrDoctorInfo, { qrCode: second }, token, viaSubject)).data as DoctorInfo).identityMatches).toBe(true);
      expect((await code(paths.qrConfirmInfo, { qrCode: second, agree: true }, token, viaSubject)).data).toMatchObject({ decision: 'agreed' });
      const list = (await code(paths.qrConsentList, {}, token, viaSubject)).data as ConsentListResult;
      expect(list.rows.map((r) => r.givenBy.en)).toEqual(['WONG CHI KEONG', 'WONG CHI KEONG']);
      // The minor sees them in their own list too.
      expect(((await code(paths.qrConsentList, {}, await login('demo-minor'))).data as ConsentListResult).total).toBe(2);
    });

    it('a guardian cannot consent for somebody who is not their ward, even with the right identity number', async () => {
      const token = await login('demo-guardian');
      const { consent } = await demoCodes(app, 'demo-f');
      const answer = await code(paths.qrConfirmInfo, { qrCode: consent, agree: true, childIdentityNumber: identityNumberOf('MO-1000002') }, token);
      expect(answer.resultCode).toBe(ResultCode.IDENTITY_INCONSISTENT);
      expect((await code(paths.qrDoctorInfo, { qrCode: consent }, token, { subject: 'MO-1000002' })).resultCode).toBe(ResultCode.NOT_AUTHORIZED);
    });

    it("withdraws a consent; another resident's consent id answers as unknown and changes nothing", async () => {
      const token = await login('demo-m');
      const { consent } = await demoCodes(app, 'demo-m', 'EMR');
      const { consentId } = (await code(paths.qrConfirmInfo, { qrCode: consent, agree: true }, token)).data as ConfirmInfoResult;
      const id = consentId ?? 0;
      const stranger = await login('demo-f');
      expect(await code(paths.qrConsentWithdraw, { id }, stranger)).toMatchObject({ resultCode: ResultCode.NOT_FOUND, resultMsg: 'Record not found' });
      expect(await code(paths.qrConsentWithdraw, { id: 2_000_000 }, stranger)).toMatchObject({ resultCode: ResultCode.NOT_FOUND, resultMsg: 'Record not found' });
      const stillOpen = ((await code(paths.qrConsentList, {}, token)).data as ConsentListResult).rows.find((r) => r.id === id);
      expect(stillOpen?.withdrawnAt).toBeNull();
      expect((await code(paths.qrConsentWithdraw, { id }, token)).resultCode).toBe(ResultCode.SUCCESS);
      const withdrawn = ((await code(paths.qrConsentList, {}, token)).data as ConsentListResult).rows.find((r) => r.id === id);
      expect(Date.parse(withdrawn?.withdrawnAt ?? '')).toBe(clock);
      expect((await code(paths.qrConsentWithdraw, { id }, token)).resultCode).toBe(ResultCode.SUCCESS);
    });
  });

  describe('guardians', () => {
    it('lists no wards before the identity check; a wrong identity number or code is refused; then the wards', async () => {
      const token = await login('demo-guardian');
      expect((await code(paths.guardianWards, {}, token)).data).toEqual({ verified: false, rows: [] });
      const { demoCode } = (await code(paths.guardianSendCode, {}, token)).data as GuardianSendCodeResult;
      expect(demoCode).toMatch(/^\d{6}$/);
      const own = identityNumberOf(GUARDIAN_PATID) ?? '';
      expect((await code(paths.guardianVerify, { identityNumber: identityNumberOf(MINOR_PATID), verificationCode: demoCode }, token)).resultCode).toBe(
        ResultCode.GUARDIAN_IDENTITY_INCORRECT,
      );
      const wrongCode = demoCode === '000000' ? '111111' : '000000';
      expect((await code(paths.guardianVerify, { identityNumber: own, verificationCode: wrongCode }, token)).resultCode).toBe(ResultCode.IDENTIFICATION_FAILED);
      expect((await code(paths.guardianVerify, { identityNumber: 'abc', verificationCode: '12' }, token)).resultCode).toBe(ResultCode.VALIDATION_FAILED);
      expect((await code(paths.guardianVerify, { identityNumber: own, verificationCode: demoCode }, token)).resultCode).toBe(ResultCode.SUCCESS);
      const wards = (await code(paths.guardianWards, {}, token)).data as GuardianWardsResult;
      expect(wards).toMatchObject({ verified: true, rows: [{ patid: MINOR_PATID, adult: false, name: { en: 'WONG SIU MENG' } }] });
      // The code is spent.
      expect((await code(paths.guardianVerify, { identityNumber: own, verificationCode: demoCode }, token)).resultCode).toBe(ResultCode.IDENTIFICATION_FAILED);
      // Another session of the same guardian must check again.
      expect(((await code(paths.guardianWards, {}, await login('demo-guardian'))).data as GuardianWardsResult).verified).toBe(false);
    });

    it('gives up after five wrong codes', async () => {
      const token = await login('demo-guardian');
      const { demoCode } = (await code(paths.guardianSendCode, {}, token)).data as GuardianSendCodeResult;
      const own = identityNumberOf(GUARDIAN_PATID);
      const wrong = demoCode === '999999' ? '888888' : '999999';
      for (let i = 0; i < 5; i++) await code(paths.guardianVerify, { identityNumber: own, verificationCode: wrong }, token);
      expect((await code(paths.guardianVerify, { identityNumber: own, verificationCode: demoCode }, token)).resultCode).toBe(ResultCode.IDENTIFICATION_FAILED);
    });

    it("acting for a ward reads the ward's records; a non-guardian naming the ward is refused on every call", async () => {
      const guardian = await login('demo-guardian');
      const info = await code(paths.personalInfo, {}, guardian, { subject: MINOR_PATID });
      expect(info.data).toMatchObject({ patid: MINOR_PATID, adult: false });
      const stranger = await login('demo-m');
      for (const path of [paths.personalInfo, paths.qrConsentList, paths.bloodPressureList, paths.healthHomeData]) {
        expect((await code(path, {}, stranger, { subject: MINOR_PATID })).resultCode, path).toBe(ResultCode.NOT_AUTHORIZED);
      }
      // The ward cannot act for the guardian either.
      expect((await code(paths.personalInfo, {}, await login('demo-minor'), { subject: GUARDIAN_PATID })).resultCode).toBe(ResultCode.NOT_AUTHORIZED);
    });
  });
});

describe('scan rate limit', () => {
  it('answers 429 RATE_LIMITED past the budget, per resident', async () => {
    const app = await buildApp({ demo: true, loginRateLimit: 1000, scanRateLimit: 3, qrSecret: SECRET });
    try {
      const login = async (username: string) => dataOf<LoginResult>(await post(app, api(paths.login), { username, password: DEMO_PASSWORD })).tokenId;
      const token = await login('demo-m');
      for (let i = 0; i < 3; i++) expect((await post(app, api(paths.scanQr), { qrCode: 'MHPQR1.x.y' }, { authorization: token })).status).toBe(200);
      const limited = await post(app, api(paths.scanQr), { qrCode: 'MHPQR1.x.y' }, { authorization: token, language: 'pt' });
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ resultCode: ResultCode.RATE_LIMITED, resultMsg: 'Demasiadas tentativas. Tente novamente mais tarde' });
      // Another resident still has their own budget.
      expect((await post(app, api(paths.scanQr), { qrCode: 'MHPQR1.x.y' }, { authorization: await login('demo-f') })).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
