import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ResultCode,
  paths,
  type LabReportDetail,
  type VisitDetail,
  type VisitFilterInfo,
  type VisitFilterNum,
  type VisitListResult,
} from '@macao-phr/contract';
import { accessLog, residents } from '../src/db/schema.ts';
import { imagingReports } from '../src/db/tables/imaging.ts';
import { MINOR_PATID, api, as, dataOf, onEachDatabase, post, postgresAdminUrl, useSignedInDemo, type OpenDatabase } from './support.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const adminUrl = await postgresAdminUrl();

function suite(label: string, open: OpenDatabase) {
  describe(`visit records on ${label}`, () => {
    const clock = Date.parse('2026-06-01T08:00:00Z');
    const demo = useSignedInDemo(open, { loginRateLimit: 1000, now: () => new Date(clock) });
    const listOf = (token: string, body: Record<string, unknown> = {}, extra: Record<string, string> = {}) => demo.list<VisitListResult>(paths.visitList, token, body, extra);
    const detailOf = (token: string, id: number, extra: Record<string, string> = {}) => demo.detail<VisitDetail>(paths.visitDetail, id, token, extra);

    it('lists a two-year history of every type newest first, each with its organisation, department, doctor and diagnoses', async () => {
      const list = await listOf(demo.m);
      expect(list.total).toBeGreaterThanOrEqual(10);
      expect(list.rows).toHaveLength(list.total);
      const stamps = list.rows.map((r) => `${r.visitDate} ${r.visitTime}`);
      expect([...stamps].sort().reverse()).toEqual(stamps);
      expect(new Set(list.rows.map((r) => r.typeCode))).toEqual(new Set(['EMR', 'OUT', 'INP']));
      const oldest = list.rows.at(-1)?.visitDate ?? '';
      expect(oldest >= '2024-06-01' && oldest <= '2024-12-31').toBe(true);
      expect(list.rows.every((r) => r.diagnoses.length > 0 && r.department !== '' && r.departmentEn !== '' && r.departmentPt !== '' && r.doctor !== '')).toBe(true);
      const stay = list.rows.find((r) => r.typeCode === 'INP');
      expect(stay?.dischargeDate && stay.dischargeDate > stay.visitDate).toBe(true);
      expect(list.rows.filter((r) => r.typeCode !== 'INP').every((r) => r.dischargeDate === null)).toBe(true);
      const paged = dataOf<VisitListResult>(await post(demo.app, api(paths.visitList), { page: { pageNum: 2, pageSize: 5 } }, as(demo.m)));
      expect(paged.rows.map((r) => r.id)).toEqual(list.rows.slice(5, 10).map((r) => r.id));
    });

    it('details an outpatient visit with its tests linked to the resident’s own lab reports, checks to imaging reports, drugs and case notes', async () => {
      const list = await listOf(demo.m, { typeCodeList: ['OUT'] });
      const details = await Promise.all(list.rows.map((r) => detailOf(demo.m, r.id)));
      const withTest = details.find((d) => d.tests.some((t) => t.labReportId !== null));
      expect(withTest).toBeDefined();
      const test = withTest?.tests.find((t) => t.labReportId !== null);
      const report = dataOf<LabReportDetail>(await post(demo.app, api(paths.labReportDetail), { id: test?.labReportId }, as(demo.m)));
      expect(report.testNameEn).toBe(test?.nameEn);
      expect(report.visitDate).toBe(withTest?.visitDate);
      expect(report.orgCode).toBe(withTest?.orgCode);
      expect(withTest?.drugs.length).toBeGreaterThan(0);
      expect(withTest?.drugs.every((d) => d.dosageEn !== '' && d.dosagePt !== '' && d.dosage !== '')).toBe(true);
      expect(withTest?.caseList.map((c) => c.nameEn)).toContain('Presenting complaint');
      expect(withTest?.diagnoses.map((d) => d.code)).toEqual(['E78.5', 'E11.9']);
      const withCheck = details.find((d) => d.checks.some((c) => c.imagingReportId !== null));
      const check = withCheck?.checks.find((c) => c.imagingReportId !== null);
      const [imaging] = await demo.database.db.select().from(imagingReports).where(eq(imagingReports.id, check?.imagingReportId ?? 0));
      expect(imaging?.residentId).toBe(demo.mId);
      expect(imaging?.examNameEn).toBe(check?.nameEn);
      // The culture's visit: a urinary tract infection, its test a bacteria one.
      const culture = details.find((d) => d.tests.some((t) => t.testResultType === 'bacteria'));
      expect(culture?.diagnoses[0]?.code).toBe('N39.0');
    });

    it('filters by types, dates and organisations; getFilterInfo names what there is, getFilterInfoNum counts per type like the list', async () => {
      const all = await listOf(demo.m);
      const info = dataOf<VisitFilterInfo>(await post(demo.app, api(paths.visitFilterInfo), {}, as(demo.m)));
      expect(info.typeCodes).toEqual(['EMR', 'OUT', 'INP']);
      expect(new Set(info.orgCodes)).toEqual(new Set(all.rows.map((r) => r.orgCode)));
      const urgent = await listOf(demo.m, { typeCodeList: ['EMR', 'INP'] });
      expect(urgent.rows.map((r) => r.id)).toEqual(all.rows.filter((r) => r.typeCode !== 'OUT').map((r) => r.id));
      const day = all.rows[2]?.visitDate ?? '';
      const ranged = await listOf(demo.m, { selectTime: { start: day, end: day } });
      expect(ranged.rows.map((r) => r.id).sort()).toEqual(all.rows.filter((r) => r.visitDate === day).map((r) => r.id).sort());
      const org = info.orgCodes[0] ?? 'SS';
      expect((await listOf(demo.m, { orgCodes: [org] })).rows.every((r) => r.orgCode === org)).toBe(true);

      const num = dataOf<VisitFilterNum>(await post(demo.app, api(paths.visitFilterNum), { typeCodeList: ['EMR', 'INP'] }, as(demo.m)));
      expect(num.total).toBe(urgent.total);
      for (const t of num.byType) expect(t.count).toBe(all.rows.filter((r) => r.typeCode === t.typeCode).length);
      const numAll = dataOf<VisitFilterNum>(await post(demo.app, api(paths.visitFilterNum), {}, as(demo.m)));
      expect(numAll.total).toBe(all.total);
    });

    it('refuses an end before the start and an unknown visit type', async () => {
      const backwards = await post(demo.app, api(paths.visitList), { selectTime: { start: '2025-05-01', end: '2025-01-01' } }, as(demo.m));
      expect(backwards.body.resultCode).toBe(ResultCode.VALIDATION_FAILED);
      const unknown = await post(demo.app, api(paths.visitFilterNum), { typeCodeList: ['ICU'] }, as(demo.m));
      expect(unknown.body.resultCode).toBe(ResultCode.VALIDATION_FAILED);
    });

    it('answers another resident’s visit as an unknown id, and logs every call as visit', async () => {
      const mine = (await listOf(demo.m)).rows[0]?.id ?? 0;
      expect((await detailOf(demo.m, mine)).id).toBe(mine);
      const theirs = await post(demo.app, api(paths.visitDetail), { id: mine }, as(demo.f));
      const unknown = await post(demo.app, api(paths.visitDetail), { id: 2_000_000_000 }, as(demo.f));
      expect(theirs.body).toEqual(unknown.body);
      expect(theirs.body).toMatchObject({ resultCode: ResultCode.NOT_FOUND, data: null });
      expect((await listOf(demo.f)).rows.some((r) => r.id === mine)).toBe(false);

      const entries = await demo.database.db.select().from(accessLog).where(eq(accessLog.recordType, 'visit'));
      expect(entries.some((e) => e.subjectId === demo.mId && e.actorId === demo.mId && e.action === 'read' && e.outcome === 'ok' && e.recordId === mine)).toBe(true);
      expect(entries.some((e) => e.subjectId !== demo.mId && e.action === 'read' && e.outcome === 'not_found' && e.recordId === mine)).toBe(true);
      expect(entries.some((e) => e.subjectId === demo.mId && e.action === 'list' && e.outcome === 'ok')).toBe(true);
    });

    it('lets a verified guardian see the ward’s visits, and refuses a resident who is not their ward', async () => {
      const guardian = await demo.login('demo-guardian');
      expect((await listOf(guardian)).total).toBe(0);
      const forWard = await listOf(guardian, {}, { subject: MINOR_PATID });
      expect(forWard.total).toBeGreaterThanOrEqual(5);
      expect(forWard.rows.map((r) => r.departmentEn)).toContain('Paediatrics');
      const stay = forWard.rows.find((r) => r.typeCode === 'INP');
      const detail = await detailOf(guardian, stay?.id ?? 0, { subject: MINOR_PATID });
      expect(detail.diagnoses[0]?.nameEn).toBe('Pneumonia');
      expect(detail.tests.map((t) => t.testResultType).sort()).toEqual(['bacteria', 'normal']);
      expect(detail.tests.every((t) => t.labReportId === null)).toBe(true);
      // Without the Subject header the guardian acts for themself: the ward's visit is unknown.
      expect((await post(demo.app, api(paths.visitDetail), { id: stay?.id }, as(guardian))).body.resultCode).toBe(ResultCode.NOT_FOUND);
      const mPatid = (await demo.database.db.select({ patid: residents.patid }).from(residents).where(eq(residents.id, demo.mId)))[0]?.patid ?? '';
      expect((await post(demo.app, api(paths.visitList), {}, as(guardian, { subject: mPatid }))).body.resultCode).toBe(ResultCode.NOT_AUTHORIZED);
    });
  });
}

onEachDatabase(suite, adminUrl);
