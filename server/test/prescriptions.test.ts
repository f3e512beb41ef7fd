import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ResultCode,
  paths,
  type MedicationList,
  type PrescriptionDetail,
  type PrescriptionFollowResult,
  type PrescriptionListResult,
} from '@macao-phr/contract';
import { accessLog, residents } from '../src/db/schema.ts';
import { prescriptionDrugs, prescriptions } from '../src/db/tables/prescriptions.ts';
import { MINOR_PATID, api, as, dataOf, onEachDatabase, post, postgresAdminUrl, useSignedInDemo, type OpenDatabase } from './support.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const adminUrl = await postgresAdminUrl();

function suite(label: string, open: OpenDatabase) {
  describe(`prescriptions on ${label}`, () => {
    // 16:00 Macao time on 2026-06-01.
    const clock = Date.parse('2026-06-01T08:00:00Z');
    const demo = useSignedInDemo(open, { loginRateLimit: 1000, now: () => new Date(clock) });
    const listOf = (token: string, body: Record<string, unknown> = {}) => demo.list<PrescriptionListResult>(paths.prescriptionList, token, body);
    const detailOf = (token: string, id: number) => demo.detail<PrescriptionDetail>(paths.prescriptionDetail, id, token);

    it('lists the resident’s prescriptions newest first with lastTime, organisation, visit number, course end and follow state', async () => {
      const list = await listOf(demo.m);
      expect(list.total).toBe(12);
      const dates = list.rows.map((r) => r.visitDate);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(list.lastTime).toBe(dates[0]);
      expect(list.lastTime).toBe('2026-05-22');
      expect(list.rows[0]).toMatchObject({ indexOrgCode: 'SS', drugCount: 4, courseEnd: '2026-07-20', inUse: true, isFollow: 0, followId: null });
      expect(list.rows[0]?.visitNo).toMatch(/^SS20260522\d{3}$/);
      // The two newest courses have not ended (60 days from 10 days ago, 45 from 40 days ago); the rest have.
      expect(list.rows.filter((r) => r.inUse).map((r) => r.indexOrgCode)).toEqual(['SS', 'UH']);
      const paged = dataOf<PrescriptionListResult>(await post(demo.app, api(paths.prescriptionList), { page: { pageNum: 2, pageSize: 5 } }, as(demo.m)));
      expect(paged.rows.map((r) => r.id)).toEqual(list.rows.slice(5, 10).map((r) => r.id));
      expect(paged.lastTime).toBe(list.lastTime);
    });

    it('details a prescription’s drug lines: names in three languages, amounts (-1 none), frequency, route, dose (ADQ, fractions), remark', async () => {
      const list = await listOf(demo.m);
      const newest = await detailOf(demo.m, list.rows[0]?.id ?? 0);
      expect(newest.drugInfo.map((d) => d.gnameEng)).toEqual(['Amlodipine 5 mg', 'Atorvastatin 20 mg', 'Metformin 500 mg', 'Bisoprolol 5 mg']);
      expect(newest.drugInfo.map((d) => d.dose)).toEqual(['1', '0.5', '1.5', '0.25']);
      // Metformin 1.5 twice a day for 60 days: 180 tablets.
      expect(newest.drugInfo[2]).toMatchObject({ frequency: 'BID', route: 'PO', totalAmount: 180, totalAmountUnitEng: 'tablet', doseUnitEng: 'tablet', days: 60, gnameTra: '二甲雙胍', gnamePor: 'Metformina 500 mg' });
      const uh = await detailOf(demo.m, list.rows.find((r) => r.indexOrgCode === 'UH' && r.inUse)?.id ?? 0);
      expect(uh.drugInfo[0]).toMatchObject({ dose: 'ADQ', route: 'TOP', totalAmount: 1, totalAmountUnitEng: 'tube' });
      // The remark in each language on its own, never 'Chinese / English' in one field.
      expect(uh.drugInfo[0]).toMatchObject({ premark: '外用，勿入口', premarkEng: 'For external use only', premarkPor: 'Apenas para uso externo' });
      for (const d of newest.drugInfo) for (const remark of [d.premark, d.premarkEng, d.premarkPor]) expect(remark).not.toContain(' / ');
      expect(newest.drugInfo[1]).toMatchObject({ premark: '睡前服用', premarkEng: 'At bedtime', premarkPor: 'Ao deitar' });
      const inhaler = (await Promise.all(list.rows.map((r) => detailOf(demo.m, r.id)))).flatMap((d) => d.drugInfo).find((d) => d.route === 'INH');
      expect(inhaler).toMatchObject({ totalAmount: -1, frequency: 'PRN', dose: '2' });
    });

    it('lists the drugs in use (courses not ended) and every drug taken', async () => {
      const inUse = dataOf<MedicationList>(await post(demo.app, api(paths.medicationList), {}, as(demo.m)));
      expect(inUse.rows.map((r) => r.gnameEng)).toEqual(['Amlodipine 5 mg', 'Atorvastatin 20 mg', 'Metformin 500 mg', 'Bisoprolol 5 mg', 'Hydrocortisone cream 1%', 'Warfarin 1 mg']);
      expect(inUse.rows.every((r) => r.courseEnd >= '2026-06-01')).toBe(true);
      const all = dataOf<MedicationList>(await post(demo.app, api(paths.medicationList), { scope: 'all' }, as(demo.m)));
      const stored = await demo.database.db.select().from(prescriptionDrugs).where(eq(prescriptionDrugs.residentId, demo.mId));
      expect(all.rows).toHaveLength(stored.length);
      expect(all.rows.some((r) => r.courseEnd < '2026-06-01')).toBe(true);
      expect((await post(demo.app, api(paths.medicationList), { scope: 'later' }, as(demo.m))).body.resultCode).toBe(ResultCode.VALIDATION_FAILED);
    });

    it('follows a prescription and stops following it, kept on the list and the detail', async () => {
      const id = (await listOf(demo.m)).rows[1]?.id ?? 0;
      const followed = dataOf<PrescriptionFollowResult>(await post(demo.app, api(paths.updatePrescriptionFollow), { id, isFollow: 1 }, as(demo.m)));
      expect(followed).toEqual({ isFollow: 1, followId: id });
      expect((await listOf(demo.m)).rows[1]).toMatchObject({ id, isFollow: 1, followId: id });
      expect(await detailOf(demo.m, id)).toMatchObject({ isFollow: 1, followId: id });
      const stopped = dataOf<PrescriptionFollowResult>(await post(demo.app, api(paths.updatePrescriptionFollow), { id, isFollow: 0 }, as(demo.m)));
      expect(stopped).toEqual({ isFollow: 0, followId: null });
      expect((await detailOf(demo.m, id)).isFollow).toBe(0);
      for (const isFollow of [2, '1', true]) {
        expect((await post(demo.app, api(paths.updatePrescriptionFollow), { id, isFollow }, as(demo.m))).body.resultCode).toBe(ResultCode.VALIDATION_FAILED);
      }
    });

    it('brings followed medicines to the top of those in use, with the reason, and keeps a finished followed course there', async () => {
      const rows = (await listOf(demo.m)).rows;
      const running = rows.find((r) => r.inUse && r.indexOrgCode === 'UH');
      const finished = rows.find((r) => !r.inUse);
      if (!running || !finished) throw new Error('seed changed');
      const inUse = async () => dataOf<MedicationList>(await post(demo.app, api(paths.medicationList), {}, as(demo.m))).rows;
      const follow = (id: number, isFollow: 0 | 1) => post(demo.app, api(paths.updatePrescriptionFollow), { id, isFollow }, as(demo.m));
      const before = await inUse();
      expect(before.some((r) => r.followed)).toBe(false);
      expect(before.some((r) => r.prescriptionId === finished.id)).toBe(false);
      try {
        await follow(running.id, 1);
        await follow(finished.id, 1);
        const after = await inUse();
        const firstOther = after.findIndex((r) => !r.followed);
        // Followed ones first (both prescriptions), every line of each; then the rest in their old order.
        expect(after.slice(0, firstOther).every((r) => r.followed)).toBe(true);
        expect(after.slice(firstOther).every((r) => !r.followed)).toBe(true);
        expect(new Set(after.slice(0, firstOther).map((r) => r.prescriptionId))).toEqual(new Set([running.id, finished.id]));
        expect(after.filter((r) => r.prescriptionId === finished.id).every((r) => r.courseEnd < '2026-06-01')).toBe(true);
        expect(after.slice(firstOther).map((r) => r.gnameEng)).toEqual(before.filter((r) => r.prescriptionId !== running.id).map((r) => r.gnameEng));
        // All medicines keep their order; they only say whether they are followed.
        const all = dataOf<MedicationList>(await post(demo.app, api(paths.medicationList), { scope: 'all' }, as(demo.m))).rows;
        expect(all.filter((r) => r.followed).map((r) => r.prescriptionId).sort()).toEqual(after.slice(0, firstOther).map((r) => r.prescriptionId).sort());
      } finally {
        await follow(running.id, 0);
        await follow(finished.id, 0);
      }
      expect(await inUse()).toEqual(before);
    });

    it('filters by organisations and dates; getFilterInfo names the organisations, getFilterInfoNum counts like the list', async () => {
      const all = await listOf(demo.m);
      const orgs = dataOf<{ orgCodes: string[] }>(await post(demo.app, api(paths.prescriptionFilterInfo), {}, as(demo.m)));
      expect(new Set(orgs.orgCodes)).toEqual(new Set(['SS', 'KWH', 'UH', 'YKH']));
      const some = await listOf(demo.m, { orgCodes: ['KWH', 'UH'] });
      expect(some.total).toBe(all.rows.filter((r) => r.indexOrgCode === 'KWH' || r.indexOrgCode === 'UH').length);
      const day = all.rows[3]?.visitDate ?? '';
      const ranged = await listOf(demo.m, { selectTime: { start: day, end: day } });
      expect(ranged.rows.map((r) => r.id)).toEqual([all.rows[3]?.id]);
      const num = dataOf<{ total: number; byOrg: { orgCode: string; count: number }[] }>(await post(demo.app, api(paths.prescriptionFilterNum), { orgCodes: ['KWH', 'UH'] }, as(demo.m)));
      expect(num.total).toBe(some.total);
      expect((await post(demo.app, api(paths.prescriptionList), { selectTime: { start: '2025-05-01', end: '2025-01-01' } }, as(demo.m))).body.resultCode).toBe(ResultCode.VALIDATION_FAILED);
    });

    it('answers another resident’s prescription as an unknown id for reading and following, changes nothing, and logs every call as prescription', async () => {
      const mine = (await listOf(demo.m)).rows[0]?.id ?? 0;
      const theirs = await post(demo.app, api(paths.prescriptionDetail), { id: mine }, as(demo.f));
      const unknown = await post(demo.app, api(paths.prescriptionDetail), { id: 2_000_000_000 }, as(demo.f));
      expect(theirs.body).toEqual(unknown.body);
      expect(theirs.body).toMatchObject({ resultCode: ResultCode.NOT_FOUND, data: null });
      const follow = await post(demo.app, api(paths.updatePrescriptionFollow), { id: mine, isFollow: 1 }, as(demo.f));
      expect(follow.body).toMatchObject({ resultCode: ResultCode.NOT_FOUND, data: null });
      const [stored] = await demo.database.db.select().from(prescriptions).where(eq(prescriptions.id, mine));
      expect(stored?.followedAt).toBeNull();
      expect((await listOf(demo.f)).rows.some((r) => r.id === mine)).toBe(false);

      await post(demo.app, api(paths.updatePrescriptionFollow), { id: mine, isFollow: 1 }, as(demo.m));
      const entries = await demo.database.db.select().from(accessLog).where(eq(accessLog.recordType, 'prescription'));
      expect(entries.some((e) => e.subjectId === demo.mId && e.actorId === demo.mId && e.action === 'read' && e.outcome === 'ok')).toBe(true);
      expect(entries.some((e) => e.subjectId === demo.mId && e.action === 'update' && e.outcome === 'ok' && e.recordId === mine)).toBe(true);
      expect(entries.some((e) => e.subjectId !== demo.mId && e.action === 'update' && e.outcome === 'not_found' && e.recordId === mine)).toBe(true);
      expect(entries.some((e) => e.subjectId === demo.mId && e.action === 'list' && e.outcome === 'ok')).toBe(true);
    });

    it('lets a verified guardian see a ward’s prescription, and refuses a ward who is not theirs', async () => {
      const [ward] = await demo.database.db.select({ id: residents.id }).from(residents).where(eq(residents.patid, MINOR_PATID));
      const wardId = ward?.id ?? 0;
      const [p] = await demo.database.db.insert(prescriptions).values({ residentId: wardId, orgCode: 'KWH', visitNo: 'KWH1', prescribedAt: new Date(clock - 86_400_000) }).returning();
      await demo.database.db.insert(prescriptionDrugs).values({ residentId: wardId, prescriptionId: p?.id ?? 0, seq: 1, gnameTra: '撲熱息痛糖漿', gnameEng: 'Paracetamol syrup', gnamePor: 'Xarope de paracetamol', totalAmount: 1, totalAmountUnit: '瓶', totalAmountUnitEng: 'bottle', totalAmountUnitPor: 'frasco', frequency: 'PRN', route: 'PO', dose: '5', doseUnit: '毫升', doseUnitEng: 'mL', doseUnitPor: 'mL', days: 3 });
      const guardian = await demo.login('demo-guardian');
      expect((await listOf(guardian)).total).toBe(0);
      const forWard = dataOf<PrescriptionListResult>(await post(demo.app, api(paths.prescriptionList), {}, as(guardian, { subject: MINOR_PATID })));
      expect(forWard.rows.map((r) => r.id)).toEqual([p?.id]);
      expect(forWard.rows[0]).toMatchObject({ inUse: true, drugCount: 1 });
      expect((await post(demo.app, api(paths.prescriptionDetail), { id: p?.id }, as(guardian))).body.resultCode).toBe(ResultCode.NOT_FOUND);
      const mPatid = (await demo.database.db.select({ patid: residents.patid }).from(residents).where(eq(residents.id, demo.mId)))[0]?.patid ?? '';
      expect((await post(demo.app, api(paths.prescriptionList), {}, as(guardian, { subject: mPatid }))).body.resultCode).toBe(ResultCode.NOT_AUTHORIZED);
    });
  });
}

onEachDatabase(suite, adminUrl);
