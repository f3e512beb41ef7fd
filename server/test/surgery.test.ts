import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_BASE, ResultCode, paths, splitDiagnoses, type LoginResult, type SurgeryDetail, type SurgeryListResult } from '@mhp/contract';
import { buildApp } from '../src/app.ts';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from '../src/db/client.ts';
import { accessLog, residents } from '../src/db/schema.ts';
import { surgeries } from '../src/db/tables/surgery.ts';
import { DEMO_PASSWORD } from '../src/seed.ts';
import { createThrowawayDatabase, dataOf, post, postgresAdminUrl } from './support.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const api = (p: string) => API_BASE + p;
const adminUrl = await postgresAdminUrl();
const MINOR_PATID = 'MO-1000004';

function suite(label: string, open: () => Promise<{ options: DatabaseOptions; cleanup: () => Promise<void> }>) {
  describe(`surgery records on ${label}`, () => {
    let app: FastifyInstance;
    let database: DatabaseHandle;
    let cleanup: () => Promise<void>;
    const clock = Date.parse('2026-06-01T08:00:00Z');
    let m: string;
    let f: string;
    let mId: number;

    beforeAll(async () => {
      const opened = await open();
      cleanup = opened.cleanup;
      database = await openDatabase(opened.options);
      app = await buildApp({ database, demo: true, loginRateLimit: 1000, now: () => new Date(clock) });
      m = await login('demo-m');
      f = await login('demo-f');
      const [row] = await database.db.select({ id: residents.id }).from(residents).where(eq(residents.username, 'demo-m'));
      mId = row?.id ?? 0;
    }, 60_000);

    afterAll(async () => {
      await app?.close();
      await database?.close();
      await cleanup?.();
    });

    async function login(username: string): Promise<string> {
      const res = await post(app, api(paths.login), { username, password: DEMO_PASSWORD });
      const token = dataOf<LoginResult>(res).tokenId;
      expect(token).toBeTruthy();
      return token;
    }

    const as = (token: string, extra: Record<string, string> = {}) => ({ authorization: token, language: 'en', ...extra });
    const listOf = async (token: string, body: Record<string, unknown> = {}) =>
      dataOf<SurgeryListResult>(await post(app, api(paths.surgeryList), { page: { pageNum: 1, pageSize: 100 }, ...body }, as(token)));

    it('lists the resident’s operations newest first with lastTime, and details one with its diagnoses in pairs', async () => {
      const list = await listOf(m);
      expect(list.total).toBe(3);
      expect(list.rows.map((r) => r.surgeryNameEn)).toEqual(['Laparoscopic cholecystectomy', 'Cataract extraction with lens implant (right eye)', 'Arthroscopic meniscus repair']);
      expect(list.lastTime).toBe('2026-02-26');
      expect(list.rows[0]?.surgeryDate).toBe('2026-02-26');
      const detail = dataOf<SurgeryDetail>(await post(app, api(paths.surgeryDetail), { id: list.rows[0]?.id }, as(m)));
      expect(detail).toMatchObject({ orgCode: 'KWH', departmentEn: 'General surgery', surgeryDiagId: 'K80.2;K81.0' });
      expect(splitDiagnoses(detail.surgeryDiagId, detail.surgeryDiagName)).toEqual([
        { id: 'K80.2', name: '膽囊結石' },
        { id: 'K81.0', name: '急性膽囊炎' },
      ]);
    });

    it('filters by organisation and dates; getFilterInfo and getFilterInfoNum agree with the list', async () => {
      const orgs = dataOf<{ orgCodes: string[] }>(await post(app, api(paths.surgeryFilterInfo), {}, as(m)));
      expect(new Set(orgs.orgCodes)).toEqual(new Set(['KWH', 'SS', 'UH']));
      expect((await listOf(m, { orgCodes: ['SS'] })).rows.map((r) => r.orgCode)).toEqual(['SS']);
      expect((await listOf(m, { selectTime: { start: '2026-01-01', end: '2026-06-01' } })).total).toBe(1);
      const num = dataOf<{ total: number }>(await post(app, api(paths.surgeryFilterNum), { orgCodes: ['KWH', 'UH'] }, as(m)));
      expect(num.total).toBe(2);
      expect((await post(app, api(paths.surgeryList), { orgCodes: ['NOPE'] }, as(m))).body.resultCode).toBe(ResultCode.VALIDATION_FAILED);
    });

    it('answers another resident’s record as an unknown id, and logs every call as surgery', async () => {
      const mine = (await listOf(m)).rows[0]?.id ?? 0;
      const theirs = await post(app, api(paths.surgeryDetail), { id: mine }, as(f));
      const unknown = await post(app, api(paths.surgeryDetail), { id: 2_000_000_000 }, as(f));
      expect(theirs.body).toEqual(unknown.body);
      expect(theirs.body).toMatchObject({ resultCode: ResultCode.NOT_FOUND, data: null });
      expect((await listOf(f)).rows.map((r) => r.surgeryNameEn)).toEqual(['Laparoscopic appendicectomy']);
      await post(app, api(paths.surgeryDetail), { id: mine }, as(m));
      const entries = await database.db.select().from(accessLog).where(eq(accessLog.recordType, 'surgery'));
      expect(entries.some((e) => e.subjectId === mId && e.action === 'read' && e.outcome === 'ok' && e.recordId === mine)).toBe(true);
      expect(entries.some((e) => e.subjectId !== mId && e.action === 'read' && e.outcome === 'not_found' && e.recordId === mine)).toBe(true);
    });

    it('lets a verified guardian see a ward’s record, and refuses a ward who is not theirs', async () => {
      const [ward] = await database.db.select({ id: residents.id }).from(residents).where(eq(residents.patid, MINOR_PATID));
      const [s] = await database.db
        .insert(surgeries)
        .values({ residentId: ward?.id ?? 0, orgCode: 'KWH', surgeryName: '扁桃體切除術', surgeryNameEn: 'Tonsillectomy', surgeryNamePt: 'Amigdalectomia', department: '耳鼻喉科', departmentEn: 'ENT', departmentPt: 'Otorrinolaringologia', surgeryDiagId: 'J35.0', surgeryDiagName: '慢性扁桃體炎', operatedAt: new Date(clock - 86_400_000) })
        .returning();
      const guardian = await login('demo-guardian');
      expect((await listOf(guardian)).total).toBe(0);
      const forWard = dataOf<SurgeryListResult>(await post(app, api(paths.surgeryList), {}, as(guardian, { subject: MINOR_PATID })));
      expect(forWard.rows.map((r) => r.id)).toEqual([s?.id]);
      expect((await post(app, api(paths.surgeryDetail), { id: s?.id }, as(guardian))).body.resultCode).toBe(ResultCode.NOT_FOUND);
      const mPatid = (await database.db.select({ patid: residents.patid }).from(residents).where(eq(residents.id, mId)))[0]?.patid ?? '';
      expect((await post(app, api(paths.surgeryList), {}, as(guardian, { subject: mPatid }))).body.resultCode).toBe(ResultCode.NOT_AUTHORIZED);
    });
  });
}

suite('PGlite (in memory)', async () => ({ options: { memory: true }, cleanup: async () => {} }));

describe.skipIf(adminUrl === null)('PostgreSQL', () => {
  suite('PostgreSQL (throw-away database)', async () => {
    const created = await createThrowawayDatabase(adminUrl ?? '');
    return { options: { databaseUrl: created.url }, cleanup: created.drop };
  });
});
