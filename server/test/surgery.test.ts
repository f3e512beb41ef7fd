import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { ResultCode, paths, splitDiagnoses, type SurgeryDetail, type SurgeryListResult } from '@macao-phr/contract';
import { accessLog, residents } from '../src/db/schema.ts';
import { surgeries } from '../src/db/tables/surgery.ts';
import { MINOR_PATID, api, as, dataOf, onEachDatabase, post, postgresAdminUrl, useSignedInDemo, type OpenDatabase } from './support.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const adminUrl = await postgresAdminUrl();

function suite(label: string, open: OpenDatabase) {
  describe(`surgery records on ${label}`, () => {
    const clock = Date.parse('2026-06-01T08:00:00Z');
    const demo = useSignedInDemo(open, { loginRateLimit: 1000, now: () => new Date(clock) });
    const listOf = (token: string, body: Record<string, unknown> = {}) => demo.list<SurgeryListResult>(paths.surgeryList, token, body);

    it('lists the resident’s operations newest first with lastTime, and details one with its diagnoses in pairs', async () => {
      const list = await listOf(demo.m);
      expect(list.total).toBe(3);
      expect(list.rows.map((r) => r.surgeryNameEn)).toEqual(['Laparoscopic cholecystectomy', 'Cataract extraction with lens implant (right eye)', 'Arthroscopic meniscus repair']);
      expect(list.lastTime).toBe('2026-02-26');
      expect(list.rows[0]?.surgeryDate).toBe('2026-02-26');
      const detail = dataOf<SurgeryDetail>(await post(demo.app, api(paths.surgeryDetail), { id: list.rows[0]?.id }, as(demo.m)));
      expect(detail).toMatchObject({ orgCode: 'KWH', departmentEn: 'General surgery', surgeryDiagId: 'K80.2;K81.0' });
      expect(splitDiagnoses(detail.surgeryDiagId, detail.surgeryDiagName)).toEqual([
        { id: 'K80.2', name: '膽囊結石' },
        { id: 'K81.0', name: '急性膽囊炎' },
      ]);
    });

    it('filters by organisation and dates; getFilterInfo and getFilterInfoNum agree with the list', async () => {
      const orgs = dataOf<{ orgCodes: string[] }>(await post(demo.app, api(paths.surgeryFilterInfo), {}, as(demo.m)));
      expect(new Set(orgs.orgCodes)).toEqual(new Set(['KWH', 'SS', 'UH']));
      expect((await listOf(demo.m, { orgCodes: ['SS'] })).rows.map((r) => r.orgCode)).toEqual(['SS']);
      expect((await listOf(demo.m, { selectTime: { start: '2026-01-01', end: '2026-06-01' } })).total).toBe(1);
      const num = dataOf<{ total: number }>(await post(demo.app, api(paths.surgeryFilterNum), { orgCodes: ['KWH', 'UH'] }, as(demo.m)));
      expect(num.total).toBe(2);
      expect((await post(demo.app, api(paths.surgeryList), { orgCodes: ['NOPE'] }, as(demo.m))).body.resultCode).toBe(ResultCode.VALIDATION_FAILED);
    });

    it('says the newest operation’s day beside an empty page: a filter that selects none, a page past the end; none for a resident without any', async () => {
      expect(await listOf(demo.m, { selectTime: { start: '2000-01-01', end: '2000-01-02' } })).toEqual({ rows: [], total: 0, lastTime: '2026-02-26' });
      expect(await listOf(demo.m, { page: { pageNum: 9, pageSize: 10 } })).toEqual({ rows: [], total: 3, lastTime: '2026-02-26' });
      const guardian = await demo.login('demo-guardian');
      expect(await listOf(guardian)).toEqual({ rows: [], total: 0, lastTime: null });
    });

    it('answers another resident’s record as an unknown id, and logs every call as surgery', async () => {
      const mine = (await listOf(demo.m)).rows[0]?.id ?? 0;
      const theirs = await post(demo.app, api(paths.surgeryDetail), { id: mine }, as(demo.f));
      const unknown = await post(demo.app, api(paths.surgeryDetail), { id: 2_000_000_000 }, as(demo.f));
      expect(theirs.body).toEqual(unknown.body);
      expect(theirs.body).toMatchObject({ resultCode: ResultCode.NOT_FOUND, data: null });
      expect((await listOf(demo.f)).rows.map((r) => r.surgeryNameEn)).toEqual(['Laparoscopic appendicectomy']);
      await post(demo.app, api(paths.surgeryDetail), { id: mine }, as(demo.m));
      const entries = await demo.database.db.select().from(accessLog).where(eq(accessLog.recordType, 'surgery'));
      expect(entries.some((e) => e.subjectId === demo.mId && e.action === 'read' && e.outcome === 'ok' && e.recordId === mine)).toBe(true);
      expect(entries.some((e) => e.subjectId !== demo.mId && e.action === 'read' && e.outcome === 'not_found' && e.recordId === mine)).toBe(true);
    });

    it('lets a verified guardian see a ward’s record, and refuses a ward who is not theirs', async () => {
      const [ward] = await demo.database.db.select({ id: residents.id }).from(residents).where(eq(residents.patid, MINOR_PATID));
      const [s] = await demo.database.db
        .insert(surgeries)
        .values({ residentId: ward?.id ?? 0, orgCode: 'KWH', surgeryName: '扁桃體切除術', surgeryNameEn: 'Tonsillectomy', surgeryNamePt: 'Amigdalectomia', department: '耳鼻喉科', departmentEn: 'ENT', departmentPt: 'Otorrinolaringologia', surgeryDiagId: 'J35.0', surgeryDiagName: '慢性扁桃體炎', operatedAt: new Date(clock - 86_400_000) })
        .returning();
      const guardian = await demo.login('demo-guardian');
      expect((await listOf(guardian)).total).toBe(0);
      const forWard = dataOf<SurgeryListResult>(await post(demo.app, api(paths.surgeryList), {}, as(guardian, { subject: MINOR_PATID })));
      expect(forWard.rows.map((r) => r.id)).toEqual([s?.id]);
      expect((await post(demo.app, api(paths.surgeryDetail), { id: s?.id }, as(guardian))).body.resultCode).toBe(ResultCode.NOT_FOUND);
      const mPatid = (await demo.database.db.select({ patid: residents.patid }).from(residents).where(eq(residents.id, demo.mId)))[0]?.patid ?? '';
      expect((await post(demo.app, api(paths.surgeryList), {}, as(guardian, { subject: mPatid }))).body.resultCode).toBe(ResultCode.NOT_AUTHORIZED);
    });
  });
}

onEachDatabase(suite, adminUrl);
