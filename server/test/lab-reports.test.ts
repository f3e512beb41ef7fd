import { describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ResultCode,
  paths,
  type LabReportDetail,
  type LabReportFilterInfo,
  type LabReportFilterNum,
  type LabReportListResult,
} from '@macao-phr/contract';
import { accessLog, residents } from '../src/db/schema.ts';
import { labResults } from '../src/db/tables/lab-results.ts';
import { labReportItems, labReports } from '../src/db/tables/lab-reports.ts';
import { MINOR_PATID, api, as, dataOf, onEachDatabase, post, postgresAdminUrl, useSignedInDemo, type OpenDatabase } from './support.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const adminUrl = await postgresAdminUrl();

function suite(label: string, open: OpenDatabase) {
  describe(`lab reports on ${label}`, () => {
    const clock = Date.parse('2026-06-01T08:00:00Z');
    const demo = useSignedInDemo(open, { loginRateLimit: 1000, now: () => new Date(clock) });
    const listOf = (token: string, body: Record<string, unknown> = {}) => demo.list<LabReportListResult>(paths.labReportList, token, body);
    const detailOf = (token: string, id: number) => demo.detail<LabReportDetail>(paths.labReportDetail, id, token);

    it('lists the resident’s reports newest first, one per sample occasion, with visit date and time in Macao time and one bacteria culture', async () => {
      const list = await listOf(demo.m);
      expect(list.total).toBeGreaterThanOrEqual(10);
      expect(list.rows).toHaveLength(list.total);
      const stamps = list.rows.map((r) => `${r.visitDate} ${r.visitTime}`);
      expect([...stamps].sort().reverse()).toEqual(stamps);
      expect(list.rows.filter((r) => r.testResultType === 'bacteria')).toHaveLength(1);
      expect(new Set(list.rows.map((r) => r.testNameEn))).toEqual(new Set(['Lipid profile', 'Glycated haemoglobin (HbA1c)', 'Urine culture']));
      // Blood is drawn 08:30-11:00 Macao time.
      for (const r of list.rows.filter((x) => x.testResultType === 'normal')) expect(r.visitTime >= '08:30' && r.visitTime <= '11:00').toBe(true);
      const paged = dataOf<LabReportListResult>(await post(demo.app, api(paths.labReportList), { page: { pageNum: 2, pageSize: 5 } }, as(demo.m)));
      expect(paged.rows.map((r) => r.id)).toEqual(list.rows.slice(5, 10).map((r) => r.id));
    });

    it('details a lipid report with the trend’s own values, units, reference ranges and flags', async () => {
      const list = await listOf(demo.m);
      const lipid = list.rows.find((r) => r.testNameEn === 'Lipid profile');
      const detail = await detailOf(demo.m, lipid?.id ?? 0);
      expect(detail.items.map((i) => i.nameEn)).toEqual(['Total cholesterol', 'LDL cholesterol', 'HDL cholesterol', 'Triglycerides']);
      expect(detail.specimenEn).toBe('Serum');
      expect(detail.organism).toBeNull();
      // The same values the trend draws, from the same organisation at the same time.
      const results = await demo.database.db.select().from(labResults).where(and(eq(labResults.residentId, demo.mId), eq(labResults.orgCode, detail.orgCode)));
      for (const item of detail.items.filter((i) => i.indicatorCode !== null)) {
        const same = results.find((r) => r.indicatorCode === item.indicatorCode && Math.abs(r.value - Number(item.value)) < 0.001);
        expect(same, item.nameEn).toBeDefined();
      }
      for (const item of detail.items) {
        expect(item.unit).toBe('mmol/L');
        const v = Number(item.value);
        if (item.nameEn === 'HDL cholesterol') {
          expect(item.referenceRange).toBe('≥ 1.0');
          expect(item.flag).toBe(v < 1.0 ? 'L' : 'N');
        } else if (item.nameEn === 'Total cholesterol') {
          expect(item.referenceRange).toBe('< 5.2');
          expect(item.flag).toBe(v >= 5.2 ? 'H' : 'N');
        }
      }
      expect(detail.abnormalCount).toBe(detail.items.filter((i) => i.flag !== 'N').length);
      expect(lipid?.abnormalCount).toBe(detail.abnormalCount);
      // demo-m's newest lipids are high: some report carries an H flag.
      const flagged = await Promise.all(list.rows.filter((r) => r.testNameEn === 'Lipid profile').map((r) => detailOf(demo.m, r.id)));
      expect(flagged.some((d) => d.items.some((i) => i.flag === 'H'))).toBe(true);
    });

    it('details the culture with its organism and antibiotic susceptibility (R out of range)', async () => {
      const culture = (await listOf(demo.m)).rows.find((r) => r.testResultType === 'bacteria');
      const detail = await detailOf(demo.m, culture?.id ?? 0);
      expect(detail).toMatchObject({ testResultType: 'bacteria', organism: 'Escherichia coli', specimenEn: 'Midstream urine', orgCode: 'SS' });
      expect(detail.items.map((i) => i.flag).sort()).toEqual(['I', 'R', 'R', 'S', 'S', 'S']);
      expect(detail.items.every((i) => i.indicatorCode === null && i.value === i.flag)).toBe(true);
      expect(detail.abnormalCount).toBe(2);
    });

    it('filters by organisations and dates; getFilterInfo names the organisations, getFilterInfoNum counts like the list', async () => {
      const all = await listOf(demo.m);
      const orgs = dataOf<LabReportFilterInfo>(await post(demo.app, api(paths.labReportFilterInfo), {}, as(demo.m)));
      expect(new Set(orgs.orgCodes)).toEqual(new Set(all.rows.map((r) => r.orgCode)));
      const chosen = orgs.orgCodes.slice(0, 2);
      const some = await listOf(demo.m, { orgCodes: chosen });
      expect(some.total).toBe(all.rows.filter((r) => chosen.includes(r.orgCode)).length);
      expect(some.rows.every((r) => chosen.includes(r.orgCode))).toBe(true);

      const day = all.rows[3]?.visitDate ?? '';
      const ranged = await listOf(demo.m, { selectTime: { start: day, end: day } });
      expect(ranged.rows.map((r) => r.id).sort()).toEqual(all.rows.filter((r) => r.visitDate === day).map((r) => r.id).sort());

      const num = dataOf<LabReportFilterNum>(await post(demo.app, api(paths.labReportFilterNum), { orgCodes: chosen }, as(demo.m)));
      expect(num.total).toBe(some.total);
      expect(num.byOrg.map((o) => o.orgCode).sort()).toEqual([...new Set(some.rows.map((r) => r.orgCode))].sort());
      const numAll = dataOf<LabReportFilterNum>(await post(demo.app, api(paths.labReportFilterNum), {}, as(demo.m)));
      expect(numAll.total).toBe(all.total);
      expect(numAll.byOrg.reduce((s, o) => s + o.count, 0)).toBe(all.total);
    });

    it('refuses an end before the start and an unknown organisation', async () => {
      const backwards = await post(demo.app, api(paths.labReportList), { selectTime: { start: '2025-05-01', end: '2025-01-01' } }, as(demo.m));
      expect(backwards.body.resultCode).toBe(ResultCode.VALIDATION_FAILED);
      const unknown = await post(demo.app, api(paths.labReportFilterNum), { orgCodes: ['NOPE'] }, as(demo.m));
      expect(unknown.body.resultCode).toBe(ResultCode.VALIDATION_FAILED);
    });

    it('answers another resident’s report as an unknown id, and logs every call as lab_report', async () => {
      const mine = (await listOf(demo.m)).rows[0]?.id ?? 0;
      expect((await detailOf(demo.m, mine)).id).toBe(mine);
      const theirs = await post(demo.app, api(paths.labReportDetail), { id: mine }, as(demo.f));
      const unknown = await post(demo.app, api(paths.labReportDetail), { id: 2_000_000_000 }, as(demo.f));
      expect(theirs.body).toEqual(unknown.body);
      expect(theirs.body).toMatchObject({ resultCode: ResultCode.NOT_FOUND, data: null });
      expect((await listOf(demo.f)).rows.some((r) => r.id === mine)).toBe(false);

      const entries = await demo.database.db.select().from(accessLog).where(eq(accessLog.recordType, 'lab_report'));
      expect(entries.some((e) => e.subjectId === demo.mId && e.actorId === demo.mId && e.action === 'read' && e.outcome === 'ok' && e.recordId === mine)).toBe(true);
      expect(entries.some((e) => e.subjectId !== demo.mId && e.action === 'read' && e.outcome === 'not_found' && e.recordId === mine)).toBe(true);
      expect(entries.some((e) => e.subjectId === demo.mId && e.action === 'list' && e.outcome === 'ok')).toBe(true);
    });

    it('lets a verified guardian see a ward’s report, and refuses a ward who is not theirs', async () => {
      const [ward] = await demo.database.db.select({ id: residents.id }).from(residents).where(eq(residents.patid, MINOR_PATID));
      const wardId = ward?.id ?? 0;
      const [report] = await demo.database.db
        .insert(labReports)
        .values({ residentId: wardId, orgCode: 'KWH', testName: '全血細胞計數', testNameEn: 'Full blood count', testNamePt: 'Hemograma', testResultType: 'normal', specimen: '全血', specimenEn: 'Whole blood', specimenPt: 'Sangue total', sampledAt: new Date(clock - 86_400_000) })
        .returning();
      await demo.database.db.insert(labReportItems).values({ residentId: wardId, reportId: report?.id ?? 0, seq: 1, name: '血紅蛋白', nameEn: 'Haemoglobin', namePt: 'Hemoglobina', value: '10.1', unit: 'g/dL', referenceRange: '11.5-15.5', flag: 'L' });
      const guardian = await demo.login('demo-guardian');
      expect((await listOf(guardian)).total).toBe(0);
      const forWard = dataOf<LabReportListResult>(await post(demo.app, api(paths.labReportList), {}, as(guardian, { subject: MINOR_PATID })));
      expect(forWard.rows.map((r) => r.id)).toEqual([report?.id]);
      expect(forWard.rows[0]?.abnormalCount).toBe(1);
      const detail = dataOf<LabReportDetail>(await post(demo.app, api(paths.labReportDetail), { id: report?.id }, as(guardian, { subject: MINOR_PATID })));
      expect(detail.items[0]).toMatchObject({ value: '10.1', flag: 'L', referenceRange: '11.5-15.5' });
      // Without the Subject header the guardian acts for themself: the ward's report is unknown.
      expect((await post(demo.app, api(paths.labReportDetail), { id: report?.id }, as(guardian))).body.resultCode).toBe(ResultCode.NOT_FOUND);
      const mPatid = (await demo.database.db.select({ patid: residents.patid }).from(residents).where(eq(residents.id, demo.mId)))[0]?.patid ?? '';
      expect((await post(demo.app, api(paths.labReportList), {}, as(guardian, { subject: mPatid }))).body.resultCode).toBe(ResultCode.NOT_AUTHORIZED);
    });
  });
}

onEachDatabase(suite, adminUrl);
