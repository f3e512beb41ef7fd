import { describe, expect, it, vi } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  INDICATOR_CODES,
  NORMALIZATION_CODES,
  ORGANISATION_CODES,
  ResultCode,
  classifyIndicator,
  paths,
  validationMessages,
  type Organisation,
  type ResultDetail,
  type TrendDetail,
  type TrendGroupInfo,
} from '@macao-phr/contract';
import { buildApp } from '../src/app.ts';
import { labResults } from '../src/db/tables/lab-results.ts';
import { api, as, onEachDatabase, post, postgresAdminUrl, useProduct, type OpenDatabase } from './support.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const adminUrl = await postgresAdminUrl();

function suite(label: string, open: OpenDatabase) {
  describe(`trends and organisation results on ${label}`, () => {
    const product = useProduct(open, { demo: true, loginRateLimit: 1000 });
    const labCount = async () => Number((await product.database.db.select({ n: count() }).from(labResults))[0]?.n ?? 0);

    it('seeds two years of cholesterol and HbA1c from the participating organisations for demo-m and demo-f', async () => {
      for (const username of ['demo-m', 'demo-f']) {
        const id = await product.residentId(username);
        const rows = await product.database.db.select().from(labResults).where(eq(labResults.residentId, id));
        const codes = new Set(rows.map((r) => r.indicatorCode));
        expect([...codes].sort()).toEqual(['HBA1C', 'HDL', 'LDL', 'TC']);
        expect(rows.every((r) => (ORGANISATION_CODES as readonly string[]).includes(r.orgCode))).toBe(true);
        const times = rows.map((r) => r.recordTime.getTime());
        expect(Date.now() - Math.min(...times)).toBeGreaterThan(600 * 86_400_000);
        // The newest results fall within the default three months of the trend screens.
        expect(Date.now() - Math.max(...times)).toBeLessThan(60 * 86_400_000);
        expect(rows.filter((r) => r.indicatorCode === 'TC').length).toBeGreaterThanOrEqual(5);
      }
      expect(await labCount()).toBeGreaterThan(40);
      // A second seeding changes nothing.
      const before = await labCount();
      await product.app.close();
      product.app = await buildApp({ database: product.database, demo: true, loginRateLimit: 1000 });
      expect(await labCount()).toBe(before);
    });

    it('lists the eight organisations and the indicator groups with names in three languages', async () => {
      const token = await product.login('demo-m');
      const orgs = await product.app.inject({ method: 'GET', url: api(paths.organisations), headers: as(token) });
      const list = orgs.json<{ resultCode: string; data: Organisation[] }>();
      expect(list.resultCode).toBe(ResultCode.SUCCESS);
      expect(list.data.map((o) => o.orgCode)).toEqual([...ORGANISATION_CODES]);
      const groups = await product.call<TrendGroupInfo[]>(paths.trendGroups, {}, token);
      expect(groups.map((g) => g.normalizationCode)).toEqual([...NORMALIZATION_CODES]);
      expect(groups.flatMap((g) => g.normalizations.map((n) => n.newIndexCode)).sort()).toEqual([...INDICATOR_CODES].sort());
      for (const g of groups) expect(new Set([g.indexName, g.indexNameEn]).size).toBe(2);
      expect(groups.find((g) => g.normalizationCode === 'LIPID')?.count).toBeGreaterThan(10);
      expect(groups.find((g) => g.normalizationCode === 'GLU_CAP')?.count).toBeGreaterThan(10);
      const sex = await product.app.inject({ method: 'GET', url: api(paths.trendSex), headers: as(token) });
      expect(sex.json()).toMatchObject({ resultCode: ResultCode.SUCCESS, data: { sexcode: 'M' } });
    });

    it('answers a group trend oldest first, self-entered beside organisation values, levelled by the contract', async () => {
      const token = await product.login('demo-f');
      const lipid = await product.call<TrendDetail>(paths.trendDetail, { normalizationCode: 'LIPID' }, token);
      expect(lipid.sexcode).toBe('F');
      expect(lipid.points.length).toBeGreaterThan(10);
      expect(new Set(lipid.points.map((p) => p.newIndexCode))).toEqual(new Set(['TC', 'LDL', 'HDL']));
      const times = lipid.points.map((p) => Date.parse(p.recordTime));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      for (const p of lipid.points) {
        expect(p).toMatchObject({ recordType: 'lab', source: 'org' });
        expect(p.level).toBe(classifyIndicator(p.newIndexCode, p.value, { sexcode: 'F', race: 0 }));
      }
      const glucose = await product.call<TrendDetail>(paths.trendDetail, { normalizationCode: 'GLU_CAP' }, token);
      expect(new Set(glucose.points.map((p) => p.source))).toEqual(new Set(['self']));
      const venous = await product.call<TrendDetail>(paths.trendDetail, { normalizationCode: 'GLU_VEN' }, token);
      expect(new Set(venous.points.map((p) => p.source))).toEqual(new Set(['org']));
      const bmi = await product.call<TrendDetail>(paths.trendDetail, { normalizationCode: 'BMI' }, token);
      expect(new Set(bmi.points.map((p) => p.source))).toEqual(new Set(['self', 'org']));
    });

    it('keeps to the date range, both days inclusive (Macao days)', async () => {
      const token = await product.login('demo-m');
      const all = await product.call<TrendDetail>(paths.trendDetail, { normalizationCode: 'BP' }, token);
      const newest = all.points.at(-1);
      expect(newest).toBeDefined();
      const day = new Date(Date.parse(newest?.recordTime ?? '') + 8 * 3_600_000).toISOString().slice(0, 10);
      const one = await product.call<TrendDetail>(paths.trendDetail, { normalizationCode: 'BP', selectTime: { start: day, end: day } }, token);
      expect(one.points.length).toBeGreaterThan(0);
      expect(one.points.every((p) => new Date(Date.parse(p.recordTime) + 8 * 3_600_000).toISOString().slice(0, 10) === day)).toBe(true);
      const none = await product.call<TrendDetail>(paths.trendDetail, { normalizationCode: 'BP', selectTime: { start: '1901-01-01', end: '1901-12-31' } }, token);
      expect(none.points).toEqual([]);
    });

    it('refuses bad requests with translated messages and stores nothing', async () => {
      const token = await product.login('demo-m');
      const before = await labCount();
      const cases: [unknown, string, string][] = [
        [{ normalizationCode: 'CHOL' }, 'normalizationCode', validationMessages.pt.invalid],
        [{ normalizationCode: 'LIPID', selectTime: { start: '2024-05-02', end: '2024-05-01' } }, 'selectTime.end', validationMessages.pt['date.endBeforeStart']],
        [{ normalizationCode: 'LIPID', selectTime: { end: '2024-05-01' } }, 'selectTime.start', validationMessages.pt['date.startFirst']],
        [{ normalizationCode: 'LIPID', selectTime: { start: '1900-01-01' } }, 'selectTime.start', validationMessages.pt['date.year']],
      ];
      for (const [body, field, message] of cases) {
        const answer = await post(product.app, api(paths.trendDetail), body, as(token, { language: 'pt' }));
        expect(answer.body.resultCode).toBe(ResultCode.VALIDATION_FAILED);
        expect((answer.body.data as { fieldErrors: Record<string, string[]> }).fieldErrors[field]).toEqual([message]);
      }
      const stray = await post(product.app, api(paths.trendDetail), { normalizationCode: 'LIPID', value: 9 }, as(token));
      expect(stray.body.resultCode).toBe(ResultCode.VALIDATION_FAILED);
      for (const body of [{ recordType: 'lab', id: 0 }, { recordType: 'lab', id: 'x' }, { recordType: 'vaccine', id: 1 }, { recordType: 'lab', id: 2 ** 31 }]) {
        expect((await post(product.app, api(paths.trendResultDetail), body, as(token))).body.resultCode).toBe(ResultCode.VALIDATION_FAILED);
      }
      expect(await labCount()).toBe(before);
    });

    it("answers another resident's result ids as unknown, and a verified ward's through Subject", async () => {
      const m = await product.login('demo-m');
      const f = await product.login('demo-f');
      const guardian = await product.login('demo-guardian');
      const fLab = (await product.call<TrendDetail>(paths.trendDetail, { normalizationCode: 'LIPID' }, f)).points;
      const fGlucose = (await product.call<TrendDetail>(paths.trendDetail, { normalizationCode: 'GLU_CAP' }, f)).points;
      const fBp = (await product.call<TrendDetail>(paths.trendDetail, { normalizationCode: 'BP' }, f)).points;
      const fBmi = (await product.call<TrendDetail>(paths.trendDetail, { normalizationCode: 'BMI' }, f)).points;
      const unknown = await post(product.app, api(paths.trendResultDetail), { recordType: 'lab', id: 2_147_483_647 }, as(m));
      expect(unknown.body.resultCode).toBe(ResultCode.NOT_FOUND);
      for (const p of [fLab[0], fLab.at(-1), fGlucose[0], fBp[0], fBmi[0]]) {
        expect(p).toBeDefined();
        const body = { recordType: p?.recordType, id: p?.id };
        const own = await product.call<ResultDetail>(paths.trendResultDetail, body, f);
        expect(own).toMatchObject({ recordType: p?.recordType, id: p?.id, recordTime: p?.recordTime });
        for (const [who, extra] of [[m, {}], [guardian, {}], [guardian, { subject: 'MO-1000004' }]] as const) {
          const answer = await post(product.app, api(paths.trendResultDetail), body, as(who, extra));
          expect(answer.body).toEqual(unknown.body);
        }
      }
      // Another resident's patid in Subject is refused outright.
      const refused = await post(product.app, api(paths.trendDetail), { normalizationCode: 'LIPID' }, as(m, { subject: 'MO-1000002' }));
      expect(refused.body.resultCode).toBe(ResultCode.NOT_AUTHORIZED);
      // The guardian sees the ward's (empty) trends, not their own.
      const ward = await product.call<TrendDetail>(paths.trendDetail, { normalizationCode: 'LIPID' }, guardian, { subject: 'MO-1000004' });
      expect(ward.points).toEqual([]);
      // A ward's own result is visible to the guardian acting for them.
      const wardId = await product.residentId('demo-minor');
      const [row] = await product.database.db.insert(labResults).values({ residentId: wardId, indicatorCode: 'HDL', value: 1.42, orgCode: 'KWH', recordTime: new Date('2025-03-01T01:00:00Z') }).returning();
      try {
        const detail = await product.call<ResultDetail>(paths.trendResultDetail, { recordType: 'lab', id: row?.id }, guardian, { subject: 'MO-1000004' });
        expect(detail).toMatchObject({ orgCode: 'KWH', values: [{ newIndexCode: 'HDL', value: 1.42, level: 'normal' }] });
        expect((await post(product.app, api(paths.trendResultDetail), { recordType: 'lab', id: row?.id }, as(guardian))).body).toEqual(unknown.body);
      } finally {
        await product.database.db.delete(labResults).where(eq(labResults.id, row?.id ?? 0));
      }
    });
  });
}

onEachDatabase(suite, adminUrl);
