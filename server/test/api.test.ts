import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  API_BASE,
  ResultCode,
  endpoints,
  paths,
  resultMessages,
  validationMessages,
  type BloodPressureListResult,
  type BloodPressureRow,
  type LoginResult,
  type PersonalInfo,
} from '@macao-phr/contract';
import type { DatabaseHandle } from '../src/db/client.ts';
import { accessLog, bloodPressure, residents, sessions } from '../src/db/schema.ts';
import { DEMO_PASSWORD, seedDemo } from '../src/seed/demo.ts';
import { dataOf, post, postgresAdminUrl, onEachDatabase, startProduct, type OpenDatabase } from './support.ts';

// Each test opens a database (PGlite boots in a second or two, more on a busy 2-core machine).
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const api = (path: string) => API_BASE + path;
const MINUTE = 60_000;
const valid = { systolic: 128, diastolic: 82, pulse: 72, recordTime: '2025-06-01T08:15:00+08:00' };

const adminUrl = await postgresAdminUrl();

/** The same behaviour on both stores (docs/architecture.md#server/7): one suite, run per database. */
function apiSuite(label: string, open: OpenDatabase) {
  describe(`API on ${label}`, () => {
    let app: FastifyInstance;
    let database: DatabaseHandle;
    let close: (() => Promise<void>) | undefined;
    let clock = Date.now();

    beforeAll(async () => {
      ({ app, database, close } = await startProduct(open, { demo: true, now: () => new Date(clock), loginRateLimit: 1000 }));
    }, 60_000);

    afterAll(async () => {
      await close?.();
    });

    async function login(username = 'demo-m'): Promise<string> {
      const call = await post(app, api(paths.login), { username, password: DEMO_PASSWORD });
      expect(call.body.resultCode).toBe(ResultCode.SUCCESS);
      return dataOf<LoginResult>(call).tokenId;
    }

    const as = (token: string, lang = 'en') => ({ authorization: token, language: lang });

    async function list(token: string, page = { pageNum: 1, pageSize: 100 }) {
      const call = await post(app, api(paths.bloodPressureList), { page }, as(token));
      expect(call.body.resultCode).toBe(ResultCode.SUCCESS);
      return dataOf<BloodPressureListResult>(call);
    }

    async function storedCount(): Promise<number> {
      const [row] = await database.db.select({ n: count() }).from(bloodPressure);
      return Number(row?.n ?? 0);
    }

    describe('sign-in', () => {
      it('answers a fresh random token and the profile; only the token hash is stored', async () => {
        const first = await post(app, api(paths.login), { username: 'demo-f', password: DEMO_PASSWORD });
        const second = await post(app, api(paths.login), { username: 'demo-f', password: DEMO_PASSWORD });
        const a = dataOf<LoginResult>(first);
        const b = dataOf<LoginResult>(second);
        expect(first.status).toBe(200);
        expect(a.tokenId).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(a.tokenId).not.toBe(b.tokenId);
        expect(a).toMatchObject({ username: 'demo-f', adult: true, profile: { sexcode: 'F', pregnant: true, race: 0 } });
        const stored = await database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
        const hashes = stored.map((s) => s.tokenHash);
        expect(hashes).toContain(createHash('sha256').update(a.tokenId).digest('hex'));
        expect(hashes).not.toContain(a.tokenId);
      });

      it('gives the same answer for a wrong password and an unknown user', async () => {
        const wrong = await post(app, api(paths.login), { username: 'demo-m', password: 'nope' }, { language: 'en' });
        const unknown = await post(app, api(paths.login), { username: 'nobody-here', password: 'nope' }, { language: 'en' });
        expect(wrong.body).toEqual({ resultCode: ResultCode.LOGIN_FAILED, resultMsg: 'Incorrect user name or password', data: null });
        expect(unknown.body).toEqual(wrong.body);
        expect(unknown.status).toBe(wrong.status);
      });

      it('refuses an empty sign-in form with field errors', async () => {
        const call = await post(app, api(paths.login), { username: '' }, { language: 'zh-Hant' });
        expect(call.body.resultCode).toBe(ResultCode.VALIDATION_FAILED);
        expect(call.body.data).toEqual({ fieldErrors: { username: ['請輸入帳號'], password: ['請輸入密碼'] } });
      });

      it('marks the minor as not adult', async () => {
        const call = await post(app, api(paths.login), { username: 'demo-minor', password: DEMO_PASSWORD });
        expect(dataOf<LoginResult>(call)).toMatchObject({ adult: false, profile: { adult: false } });
      });
    });

    describe('session codes (docs/product/result-codes.md)', () => {
      const detail = (headers: Record<string, string>) => post(app, api(paths.personalInfo), {}, headers);

      it('100017 without a token, 100019 for an unknown one', async () => {
        expect((await detail({})).body.resultCode).toBe(ResultCode.SESSION_MISSING);
        expect((await detail({ authorization: 'Bearer ' })).body.resultCode).toBe(ResultCode.SESSION_MISSING);
        expect((await detail({ authorization: 'not-a-token' })).body.resultCode).toBe(ResultCode.SESSION_INVALID);
        expect((await detail({ authorization: 'x'.repeat(5000) })).body.resultCode).toBe(ResultCode.SESSION_INVALID);
      });

      it('accepts the token bare or with a Bearer prefix', async () => {
        const token = await login();
        const bare = await detail({ authorization: token });
        const bearer = await detail({ authorization: `Bearer ${token}` });
        expect(bare.body.resultCode).toBe(ResultCode.SUCCESS);
        expect(bearer.body).toEqual(bare.body);
        expect(dataOf<PersonalInfo>(bare)).toMatchObject({ sexcode: 'M', patid: 'MO-1000001', race: 0, adult: true });
      });

      it('100018 after 15 idle minutes, but not while in use', async () => {
        const token = await login();
        clock += 14 * MINUTE;
        expect((await detail({ authorization: token })).body.resultCode).toBe(ResultCode.SUCCESS);
        clock += 14 * MINUTE;
        expect((await detail({ authorization: token })).body.resultCode).toBe(ResultCode.SUCCESS);
        clock += 16 * MINUTE;
        expect((await detail({ authorization: token })).body.resultCode).toBe(ResultCode.SESSION_EXPIRED);
      });

      it('100018 after 12 hours however active', async () => {
        const token = await login();
        for (let minutes = 0; minutes < 12 * 60; minutes += 14) {
          clock += 14 * MINUTE;
          const code = (await detail({ authorization: token })).body.resultCode;
          if (minutes + 14 < 12 * 60) expect(code).toBe(ResultCode.SUCCESS);
        }
        clock += MINUTE;
        expect((await detail({ authorization: token })).body.resultCode).toBe(ResultCode.SESSION_EXPIRED);
      });

      it('100020 when a signed-out token is replayed', async () => {
        const token = await login();
        const out = await post(app, api(paths.loginOut), undefined, { authorization: token });
        expect(out.body).toMatchObject({ resultCode: ResultCode.SUCCESS, data: null });
        expect((await detail({ authorization: token })).body.resultCode).toBe(ResultCode.SESSION_REVOKED);
        expect((await post(app, api(paths.bloodPressureList), {}, { authorization: token })).body.resultCode).toBe(ResultCode.SESSION_REVOKED);
      });

      it('100021 once the account is disabled, and no new sign-in', async () => {
        const token = await login('demo-guardian');
        await database.db.update(residents).set({ disabledAt: new Date(clock) }).where(eq(residents.username, 'demo-guardian'));
        try {
          expect((await detail({ authorization: token })).body.resultCode).toBe(ResultCode.SESSION_DISABLED);
          const again = await post(app, api(paths.login), { username: 'demo-guardian', password: DEMO_PASSWORD });
          expect(again.body.resultCode).toBe(ResultCode.SESSION_DISABLED);
        } finally {
          await database.db.update(residents).set({ disabledAt: null }).where(eq(residents.username, 'demo-guardian'));
        }
      });
    });

    describe('blood pressure', () => {
      it('lists newest first with totals, paging and docs/product/limits.md levels', async () => {
        const token = await login();
        const all = await list(token);
        expect(all.total).toBeGreaterThan(150);
        expect(all.rows).toHaveLength(100);
        const times = all.rows.map((r) => Date.parse(r.recordTime));
        expect([...times].sort((x, y) => y - x)).toEqual(times);
        const levels = new Set(all.rows.map((r) => r.level));
        expect(levels.has('high')).toBe(true);
        for (const r of all.rows) {
          const expected = r.systolic >= 140 || r.diastolic >= 90 ? 'high' : r.systolic < 90 || r.diastolic < 60 ? 'low' : 'normal';
          expect(r.level).toBe(expected);
        }
        const page2 = await list(token, { pageNum: 2, pageSize: 10 });
        expect(page2.rows.map((r) => r.id)).toEqual(all.rows.slice(10, 20).map((r) => r.id));
        const defaults = await post(app, api(paths.bloodPressureList), undefined, as(token));
        expect(dataOf<BloodPressureListResult>(defaults).rows).toHaveLength(10);
      });

      it('adds, updates and deletes a reading', async () => {
        const token = await login('demo-minor');
        expect((await list(token)).total).toBe(0);
        const added = await post(app, api(paths.bloodPressureAdd), valid, as(token));
        expect(added.body.resultCode).toBe(ResultCode.SUCCESS);
        const row = dataOf<BloodPressureRow>(added);
        expect(row).toMatchObject({ systolic: 128, diastolic: 82, pulse: 72, level: 'normal', recordTime: '2025-06-01T00:15:00.000Z' });
        expect((await list(token)).rows).toEqual([row]);

        const updated = await post(app, api(paths.bloodPressureUpdate), { ...valid, id: row.id, systolic: 150 }, as(token));
        expect(dataOf<BloodPressureRow>(updated)).toMatchObject({ id: row.id, systolic: 150, level: 'high' });

        const deleted = await post(app, api(paths.bloodPressureDelete), { id: row.id }, as(token));
        expect(deleted.body).toMatchObject({ resultCode: ResultCode.SUCCESS, data: null });
        expect((await list(token)).total).toBe(0);
        const again = await post(app, api(paths.bloodPressureDelete), { id: row.id }, as(token));
        expect(again.body.resultCode).toBe(ResultCode.NOT_FOUND);
      });

      const refusals: [string, Record<string, unknown>, string, string][] = [
        ['systolic below 20', { systolic: 19 }, 'systolic', 'bp.systolic.range'],
        ['systolic above 300', { systolic: 301 }, 'systolic', 'bp.systolic.range'],
        ['diastolic below 20', { diastolic: 19 }, 'diastolic', 'bp.diastolic.range'],
        ['diastolic above 300', { systolic: 300, diastolic: 301 }, 'diastolic', 'bp.diastolic.range'],
        ['pulse below 20', { pulse: 19 }, 'pulse', 'bp.pulse.range'],
        ['pulse above 200', { pulse: 201 }, 'pulse', 'bp.pulse.range'],
        ['fractional pulse', { pulse: 72.5 }, 'pulse', 'bp.pulse.range'],
        ['systolic as text', { systolic: '120' }, 'systolic', 'bp.systolic.range'],
        ['missing systolic', { systolic: undefined }, 'systolic', 'bp.systolic.required'],
        ['null pulse', { pulse: null }, 'pulse', 'bp.pulse.required'],
        ['systolic below diastolic', { systolic: 80, diastolic: 90 }, 'systolic', 'bp.systolic.belowDiastolic'],
        ['year 1900', { recordTime: '1900-12-31T12:00:00+08:00' }, 'recordTime', 'recordTime.year'],
        ['year 2100', { recordTime: '2100-01-01T00:00:00Z' }, 'recordTime', 'recordTime.year'],
        ['time in the future', { recordTime: '2099-01-01T00:00:00Z' }, 'recordTime', 'recordTime.future'],
        ['time without zone', { recordTime: '2025-06-01T08:15:00' }, 'recordTime', 'recordTime.format'],
        ['time as a number', { recordTime: 1748736900000 }, 'recordTime', 'recordTime.format'],
        ['missing time', { recordTime: undefined }, 'recordTime', 'recordTime.required'],
      ];

      for (const [name, change, field, key] of refusals) {
        it(`refuses ${name} with a field error and stores nothing`, async () => {
          const token = await login('demo-f');
          const before = await storedCount();
          const call = await post(app, api(paths.bloodPressureAdd), { ...valid, ...change }, as(token, 'pt'));
          expect(call.status).toBe(200);
          expect(call.body.resultCode).toBe(ResultCode.VALIDATION_FAILED);
          expect(call.body.resultMsg).toBe(resultMessages[ResultCode.VALIDATION_FAILED].pt);
          const errors = dataOf<{ fieldErrors: Record<string, string[]> }>(call).fieldErrors;
          expect(errors[field]).toEqual([validationMessages.pt[key as keyof (typeof validationMessages)['pt']]]);
          expect(await storedCount()).toBe(before);
        });
      }

      it('refuses the same bad values on update and leaves the reading as it was', async () => {
        const token = await login('demo-f');
        const [target] = (await list(token, { pageNum: 1, pageSize: 1 })).rows;
        if (!target) throw new Error('demo-f has readings');
        for (const [, change] of refusals) {
          const call = await post(app, api(paths.bloodPressureUpdate), { ...valid, ...change, id: target.id }, as(token));
          expect(call.body.resultCode).toBe(ResultCode.VALIDATION_FAILED);
        }
        expect((await list(token, { pageNum: 1, pageSize: 1 })).rows[0]).toEqual(target);
      });

      it("answers not-found for another resident's reading and changes nothing", async () => {
        const owner = await login('demo-f');
        const intruder = await login('demo-m');
        const [theirs] = (await list(owner, { pageNum: 1, pageSize: 1 })).rows;
        if (!theirs) throw new Error('demo-f has readings');
        const before = await storedCount();
        const update = await post(app, api(paths.bloodPressureUpdate), { ...valid, id: theirs.id }, as(intruder));
        const remove = await post(app, api(paths.bloodPressureDelete), { id: theirs.id }, as(intruder));
        expect(update.body).toMatchObject({ resultCode: ResultCode.NOT_FOUND, data: null });
        expect(remove.body).toEqual(update.body);
        expect((await list(owner, { pageNum: 1, pageSize: 1 })).rows[0]).toEqual(theirs);
        expect(await storedCount()).toBe(before);
        // Its id is not in the intruder's list either.
        expect((await list(intruder)).rows.map((r) => r.id)).not.toContain(theirs.id);
      });

      it('treats hostile ids as refused or not found, never as a server error', async () => {
        const token = await login();
        for (const id of ['1', 'abc', "1; drop table blood_pressure", -1, 0, 1.5, 2_147_483_648, 1e300, null, [], {}, true]) {
          const call = await post(app, api(paths.bloodPressureDelete), { id }, as(token));
          expect(call.status).toBe(200);
          expect(call.body.resultCode).toBe(ResultCode.VALIDATION_FAILED);
        }
        const huge = await post(app, api(paths.bloodPressureDelete), '{"id": 123456789012345678901234567890}', as(token));
        expect(huge.body.resultCode).toBe(ResultCode.VALIDATION_FAILED);
        const max = await post(app, api(paths.bloodPressureDelete), { id: 2_147_483_647 }, as(token));
        expect(max.body.resultCode).toBe(ResultCode.NOT_FOUND);
      });

      it('refuses hostile paging', async () => {
        const token = await login();
        for (const page of [{ pageNum: 0 }, { pageSize: 101 }, { pageNum: 1e12 }, { pageSize: -1 }, 'all']) {
          const call = await post(app, api(paths.bloodPressureList), { page }, as(token));
          expect(call.body.resultCode).toBe(ResultCode.VALIDATION_FAILED);
        }
      });

      it('writes the access log without clinical values', async () => {
        const token = await login();
        await list(token);
        const rows = await database.db.select().from(accessLog).where(eq(accessLog.recordType, 'blood_pressure'));
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.some((r) => r.action === 'list' && r.outcome === 'ok')).toBe(true);
        expect(rows.some((r) => r.action === 'update' && r.outcome === 'not_found')).toBe(true);
        expect(Object.keys(rows[0] ?? {}).sort()).toEqual(
          ['action', 'actorId', 'actorOrg', 'at', 'correlationId', 'id', 'outcome', 'recordId', 'recordType', 'subjectId'].sort(),
        );
      });
    });

    describe('guardians and wards (docs/product/roles.md)', () => {
      const MINOR_PATID = 'MO-1000004';

      it("lets a verified guardian read and write the ward's readings through the Subject header", async () => {
        const guardian = await login('demo-guardian');
        const info = await post(app, api(paths.personalInfo), {}, as(guardian));
        expect(dataOf<PersonalInfo>(info).wards).toEqual([expect.objectContaining({ patid: MINOR_PATID, name: expect.objectContaining({ en: 'WONG SIU MENG' }) })]);
        const forWard = { ...as(guardian), subject: MINOR_PATID };
        const wardInfo = await post(app, api(paths.personalInfo), {}, forWard);
        expect(dataOf<PersonalInfo>(wardInfo)).toMatchObject({ patid: MINOR_PATID, adult: false });
        const added = await post(app, api(paths.bloodPressureAdd), valid, forWard);
        expect(added.body.resultCode).toBe(ResultCode.SUCCESS);
        const id = dataOf<BloodPressureRow>(added).id;
        const minor = await login('demo-minor');
        expect((await list(minor)).rows.map((r) => r.id)).toContain(id);
        expect((await list(guardian)).rows.map((r) => r.id)).not.toContain(id);
        expect((await post(app, api(paths.bloodPressureDelete), { id }, forWard)).body.resultCode).toBe(ResultCode.SUCCESS);
        const [entry] = await database.db.select().from(accessLog).where(eq(accessLog.recordId, id)).limit(1);
        expect(entry).toMatchObject({ recordType: 'blood_pressure', action: 'add' });
        expect(entry?.actorId).not.toBe(entry?.subjectId);
      });

      it('refuses anyone else, unverified links and unknown patids alike', async () => {
        const stranger = await login('demo-m');
        for (const subject of [MINOR_PATID, 'MO-1000002', 'MO-9999999', 'x'.repeat(200)]) {
          const call = await post(app, api(paths.bloodPressureList), {}, { ...as(stranger), subject });
          expect(call.body).toEqual({ resultCode: ResultCode.NOT_AUTHORIZED, resultMsg: 'The current account is not authorized to access', data: null });
        }
        // One's own patid is the same as no header.
        const own = await post(app, api(paths.bloodPressureList), {}, { ...as(stranger), subject: 'MO-1000001' });
        expect(own.body.resultCode).toBe(ResultCode.SUCCESS);
        // A ward cannot act for the guardian.
        const minor = await login('demo-minor');
        const reverse = await post(app, api(paths.personalInfo), {}, { ...as(minor), subject: 'MO-1000003' });
        expect(reverse.body.resultCode).toBe(ResultCode.NOT_AUTHORIZED);
      });

      it('signs out the caller whatever the Subject header says', async () => {
        const guardian = await login('demo-guardian');
        const out = await post(app, api(paths.loginOut), {}, { authorization: guardian, subject: 'MO-9999999' });
        expect(out.body.resultCode).toBe(ResultCode.SUCCESS);
        expect((await post(app, api(paths.personalInfo), {}, { authorization: guardian })).body.resultCode).toBe(ResultCode.SESSION_REVOKED);
      });
    });

    describe('HTTP edges', () => {
      it('answers malformed JSON and non-object bodies with a 400 envelope', async () => {
        const token = await login();
        for (const raw of ['{"page":', '[1,2]', '"text"', 'null', '']) {
          const call = await post(app, api(paths.bloodPressureList), raw, as(token));
          expect(call.status).toBe(400);
          expect(call.body).toEqual({ resultCode: ResultCode.MALFORMED_REQUEST, resultMsg: 'The request is malformed', data: null });
          expect(call.response.body).not.toMatch(/at .*\.(ts|js):\d+/);
        }
        const text = await app.inject({ method: 'POST', url: api(paths.bloodPressureList), headers: { ...as(token), 'content-type': 'text/plain' }, payload: 'hi' });
        expect(text.statusCode).toBe(400);
        expect(text.json()).toMatchObject({ resultCode: ResultCode.MALFORMED_REQUEST });
        const xml = await app.inject({ method: 'POST', url: api(paths.bloodPressureList), headers: { ...as(token), 'content-type': 'application/xml' }, payload: '<a/>' });
        expect(xml.statusCode).toBe(415);
        expect(xml.json()).toMatchObject({ resultCode: ResultCode.MALFORMED_REQUEST });
      });

      it('answers an oversized body with a 413 envelope', async () => {
        const token = await login();
        const call = await post(app, api(paths.bloodPressureAdd), { ...valid, note: 'x'.repeat(1_100_000) }, as(token));
        expect(call.status).toBe(413);
        expect(call.body).toMatchObject({ resultCode: ResultCode.PAYLOAD_TOO_LARGE, data: null });
      });

      it('ignores prototype keys in a body', async () => {
        const token = await login('demo-minor');
        const call = await post(app, api(paths.bloodPressureAdd), `{"__proto__":{"systolic":999},"systolic":120,"diastolic":80,"pulse":70,"recordTime":"2025-01-01T00:00:00Z"}`, as(token));
        expect(call.body.resultCode).toBe(ResultCode.SUCCESS);
        expect(dataOf<BloodPressureRow>(call).systolic).toBe(120);
        await post(app, api(paths.bloodPressureDelete), { id: dataOf<BloodPressureRow>(call).id }, as(token));
      });

      it('answers unknown API routes with a 404 envelope', async () => {
        const get = await app.inject({ method: 'GET', url: '/api/nothing/here', headers: { language: 'en' } });
        expect(get.statusCode).toBe(404);
        expect(get.json()).toEqual({ resultCode: ResultCode.ROUTE_NOT_FOUND, resultMsg: 'No such service', data: null });
        const wrongMethod = await app.inject({ method: 'GET', url: api(paths.login) });
        expect(wrongMethod.statusCode).toBe(404);
        expect(wrongMethod.json()).toMatchObject({ resultCode: ResultCode.ROUTE_NOT_FOUND });
      });

      it('answers in the Language header, zh-Hant by default and for unknown values', async () => {
        const zh = await post(app, api(paths.personalInfo), {});
        const pt = await post(app, api(paths.personalInfo), {}, { language: 'pt' });
        const odd = await post(app, api(paths.personalInfo), {}, { language: 'fr' });
        expect(zh.body.resultMsg).toBe(resultMessages[ResultCode.SESSION_MISSING]['zh-Hant']);
        expect(pt.body.resultMsg).toBe(resultMessages[ResultCode.SESSION_MISSING].pt);
        expect(odd.body.resultMsg).toBe(zh.body.resultMsg);
      });

      it('sends security headers and no-store, and no X-Powered-By', async () => {
        const res = await app.inject({ method: 'GET', url: api(paths.health) });
        expect(res.json()).toMatchObject({ resultCode: ResultCode.SUCCESS, data: { status: 'ok' } });
        const csp = String(res.headers['content-security-policy']);
        expect(csp).toContain("object-src 'none'");
        expect(csp).toContain("base-uri 'none'");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toMatch(/script-src 'self'(;|$)/);
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.headers['referrer-policy']).toBe('no-referrer');
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers['x-powered-by']).toBeUndefined();
      });

      it('describes every endpoint in /api/openapi.json', async () => {
        const res = await app.inject({ method: 'GET', url: api(paths.openapi) });
        expect(res.statusCode).toBe(200);
        const doc = res.json<{ openapi: string; paths: Record<string, Record<string, { requestBody?: unknown }>> }>();
        expect(doc.openapi).toBe('3.1.0');
        for (const e of Object.values(endpoints)) {
          expect(doc.paths[api(e.path)]?.[e.method.toLowerCase()]).toBeDefined();
        }
        for (const p of Object.values(paths)) expect(Object.keys(doc.paths)).toContain(api(p));
        expect(doc.paths[api(paths.bloodPressureAdd)]?.post?.requestBody).toBeDefined();
      });
    });

    describe('demo seed', () => {
      it('is idempotent: seeding again adds nothing', async () => {
        const countOf = async () => {
          const [r] = await database.db.select({ n: count() }).from(residents);
          return [Number(r?.n), await storedCount()];
        };
        const before = await countOf();
        await seedDemo(database.db, new Date(clock));
        expect(await countOf()).toEqual(before);
      });
    });
  });
}

onEachDatabase(apiSuite, adminUrl);
