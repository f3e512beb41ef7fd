import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  API_BASE,
  ResultCode,
  classifyBmi,
  classifyGestationalGlucose,
  classifyGlucose,
  computeBmi,
  paths,
  validationMessages,
  type BloodGlucoseListResult,
  type BloodGlucoseRow,
  type BmiListResult,
  type BmiRow,
  type HealthHomeData,
  type LoginResult,
  type PregnancyGlucoseListResult,
  type PregnancyHomeData,
} from '@macao-phr/contract';
import type { DatabaseHandle } from '../src/db/client.ts';
import { bmiReadings, glucoseReadings, residents } from '../src/db/schema.ts';
import { DEMO_PASSWORD } from '../src/seed/demo.ts';
import { dataOf, post, postgresAdminUrl, onEachDatabase, startProduct, type OpenDatabase } from './support.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const api = (path: string) => API_BASE + path;
const TIME = '2025-06-01T08:15:00+08:00';
const validBmi = { height: 170, weight: 65, recordTime: TIME };
const validGlucose = { value: 5.2, timing: 'fasting', sample: 'capillary', recordTime: TIME };
const adminUrl = await postgresAdminUrl();

type Key = keyof (typeof validationMessages)['pt'];

const bmiRefusals: [string, Record<string, unknown>, string, Key][] = [
  ['height below 30.0', { height: 29.99 }, 'height', 'height.range'],
  ['height above 200.0', { height: 200.01 }, 'height', 'height.range'],
  ['height as text', { height: '170' }, 'height', 'height.range'],
  ['missing height', { height: undefined }, 'height', 'height.required'],
  ['weight below 0.1', { weight: 0.09 }, 'weight', 'weight.range'],
  ['weight above 200.0', { weight: 200.01 }, 'weight', 'weight.range'],
  ['null weight', { weight: null }, 'weight', 'weight.required'],
  ['year 1900', { recordTime: '1900-12-31T12:00:00+08:00' }, 'recordTime', 'recordTime.year'],
  ['time in the future', { recordTime: '2099-01-01T00:00:00Z' }, 'recordTime', 'recordTime.future'],
];

const glucoseRefusals: [string, Record<string, unknown>, string, Key][] = [
  ['glucose below 0.1', { value: 0.09 }, 'value', 'glucose.range'],
  ['glucose above 30.0', { value: 30.01 }, 'value', 'glucose.range'],
  ['glucose as text', { value: '5.2' }, 'value', 'glucose.range'],
  ['missing glucose', { value: undefined }, 'value', 'glucose.required'],
  ['unknown timing', { timing: 'brunch' }, 'timing', 'glucose.timing.invalid'],
  ['missing timing', { timing: undefined }, 'timing', 'glucose.timing.required'],
  ['after a meal without hours', { timing: 'afterLunch' }, 'hoursAfterMeal', 'glucose.hours.required'],
  ['hours after the meal above 4', { timing: 'afterLunch', hoursAfterMeal: 5 }, 'hoursAfterMeal', 'glucose.hours.range'],
  ['fractional hours', { timing: 'afterDinner', hoursAfterMeal: 1.5 }, 'hoursAfterMeal', 'glucose.hours.range'],
  ['unknown sample', { sample: 'arterial' }, 'sample', 'glucose.sample.invalid'],
  ['missing sample', { sample: undefined }, 'sample', 'glucose.sample.required'],
  ['year 2100', { recordTime: '2100-01-01T00:00:00Z' }, 'recordTime', 'recordTime.year'],
];

function suite(label: string, open: OpenDatabase) {
  describe(`health readings on ${label}`, () => {
    let app: FastifyInstance;
    let database: DatabaseHandle;
    let close: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      ({ app, database, close } = await startProduct(open, { demo: true, loginRateLimit: 1000 }));
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
    async function call<T>(path: string, body: unknown, token: string): Promise<T> {
      const answer = await post(app, api(path), body, as(token));
      expect(answer.body.resultCode).toBe(ResultCode.SUCCESS);
      return dataOf<T>(answer);
    }
    const bmiCount = async () => Number((await database.db.select({ n: count() }).from(bmiReadings))[0]?.n ?? 0);
    const glucoseCount = async () => Number((await database.db.select({ n: count() }).from(glucoseReadings))[0]?.n ?? 0);

    describe('seed', () => {
      it('gives demo-m and demo-f two years of BMI and glucose, banded as the contract says', async () => {
        for (const username of ['demo-m', 'demo-f']) {
          const token = await login(username);
          const bmi = await call<BmiListResult>(paths.bmiList, { page: { pageNum: 1, pageSize: 100 } }, token);
          expect(bmi.total).toBeGreaterThan(30);
          for (const r of bmi.rows) {
            expect(r.bmi).toBe(computeBmi(r.height, r.weight));
            expect(r.level).toBe(classifyBmi(r.bmi, 0));
          }
          const glucose = await call<BloodGlucoseListResult>(paths.bloodGlucoseList, { page: { pageNum: 1, pageSize: 100 } }, token);
          expect(glucose.total).toBeGreaterThan(100);
          for (const r of glucose.rows) expect(r.level).toBe(classifyGlucose(r.value, r.sample, r.timing));
          const first = glucose.rows.at(-1);
          const oldest = (await call<BloodGlucoseListResult>(paths.bloodGlucoseList, { page: { pageNum: Math.ceil(glucose.total / 100), pageSize: 100 } }, token)).rows.at(-1);
          expect(first).toBeDefined();
          expect(Date.now() - Date.parse(oldest?.recordTime ?? '')).toBeGreaterThan(700 * 86_400_000);
        }
      });

      it('gives demo-o (race other) BMI read against the other bands, some of them banded differently from the Asian ones', async () => {
        const token = await login('demo-o');
        const home = await call<HealthHomeData>(paths.healthHomeData, {}, token);
        expect(home).toMatchObject({ race: 1, pregnant: false });
        const bmi = await call<BmiListResult>(paths.bmiList, { page: { pageNum: 1, pageSize: 100 } }, token);
        expect(bmi.total).toBeGreaterThan(30);
        for (const r of bmi.rows) expect(r.level).toBe(classifyBmi(r.bmi, 1));
        expect(bmi.rows.some((r) => classifyBmi(r.bmi, 1) !== classifyBmi(r.bmi, 0))).toBe(true);
        expect(new Set(bmi.rows.map((r) => r.level))).toEqual(new Set(['normal', 'overweight']));
      });

      it('gives pregnant demo-f gestational glucose, and demo-m none', async () => {
        const f = await login('demo-f');
        const home = await call<PregnancyHomeData>(paths.pregnancyGlucoseHomeData, {}, f);
        expect(home.pregnant).toBe(true);
        expect(home.total).toBeGreaterThan(100);
        expect(home.latest).not.toBeNull();
        const rows = (await call<PregnancyGlucoseListResult>(paths.pregnancyGlucoseList, { page: { pageNum: 1, pageSize: 50 } }, f)).rows;
        for (const r of rows) expect(r.level).toBe(classifyGestationalGlucose(r.value, r.sample, r.timing, r.hoursAfterMeal));
        const m = await login('demo-m');
        expect(await call<PregnancyHomeData>(paths.pregnancyGlucoseHomeData, {}, m)).toMatchObject({ pregnant: false, total: 0, latest: null });
      });

      it('filters by source: all = org + self', async () => {
        const token = await login();
        const total = async (source: string) => (await call<BmiListResult>(paths.bmiList, { source }, token)).total;
        const [all, org, self] = [await total('all'), await total('org'), await total('self')];
        expect(org).toBeGreaterThan(0);
        expect(org + self).toBe(all);
        const orgRows = (await call<BmiListResult>(paths.bmiList, { source: 'org' }, token)).rows;
        expect(orgRows.every((r) => r.source === 'org' && r.orgCode !== null)).toBe(true);
      });

      it('answers home data with the newest of each kind', async () => {
        const token = await login('demo-f');
        const home = await call<HealthHomeData>(paths.healthHomeData, {}, token);
        expect(home).toMatchObject({ race: 0, pregnant: true });
        expect(home.bloodPressure).not.toBeNull();
        expect(home.bmi).not.toBeNull();
        expect(home.bloodGlucose).not.toBeNull();
        expect(home.pregnancyGlucose).not.toBeNull();
      });
    });

    describe('BMI', () => {
      it('adds (two-decimal truncation), updates and deletes, banded by race', async () => {
        const token = await login('demo-minor');
        const added = await call<BmiRow>(paths.bmiAdd, { ...validBmi, height: 170.129, weight: 66.999 }, token);
        expect(added).toMatchObject({ height: 170.12, weight: 66.99, bmi: computeBmi(170.12, 66.99), level: 'overweight', source: 'self' });
        await database.db.update(residents).set({ race: 1 }).where(eq(residents.username, 'demo-minor'));
        try {
          const listed = await call<BmiListResult>(paths.bmiList, {}, token);
          expect(listed.rows).toEqual([{ ...added, level: 'normal' }]);
        } finally {
          await database.db.update(residents).set({ race: 0 }).where(eq(residents.username, 'demo-minor'));
        }
        const updated = await call<BmiRow>(paths.bmiUpdate, { ...validBmi, id: added.id, weight: 80 }, token);
        expect(updated).toMatchObject({ id: added.id, weight: 80, level: 'obese' });
        expect(await call(paths.bmiDelete, { id: added.id }, token)).toBeNull();
        expect((await post(app, api(paths.bmiDelete), { id: added.id }, as(token))).body.resultCode).toBe(ResultCode.NOT_FOUND);
      });

      for (const [name, change, field, key] of bmiRefusals) {
        it(`refuses ${name} on add and update, stores and changes nothing`, async () => {
          const token = await login('demo-f');
          const before = await bmiCount();
          const added = await post(app, api(paths.bmiAdd), { ...validBmi, ...change }, as(token, 'pt'));
          expect(added.body.resultCode).toBe(ResultCode.VALIDATION_FAILED);
          expect(dataOf<{ fieldErrors: Record<string, string[]> }>(added).fieldErrors[field]).toEqual([validationMessages.pt[key]]);
          const [target] = (await call<BmiListResult>(paths.bmiList, { source: 'self', page: { pageNum: 1, pageSize: 1 } }, token)).rows;
          const updated = await post(app, api(paths.bmiUpdate), { ...validBmi, ...change, id: target?.id }, as(token));
          expect(updated.body.resultCode).toBe(ResultCode.VALIDATION_FAILED);
          expect(await bmiCount()).toBe(before);
          expect((await call<BmiListResult>(paths.bmiList, { source: 'self', page: { pageNum: 1, pageSize: 1 } }, token)).rows[0]).toEqual(target);
        });
      }

      it("answers not-found for another resident's reading or an organisation's, and changes nothing", async () => {
        const owner = await login('demo-f');
        const intruder = await login('demo-m');
        const [theirs] = (await call<BmiListResult>(paths.bmiList, { page: { pageNum: 1, pageSize: 1 } }, owner)).rows;
        const [orgs] = (await call<BmiListResult>(paths.bmiList, { source: 'org', page: { pageNum: 1, pageSize: 1 } }, intruder)).rows;
        const before = await bmiCount();
        for (const id of [theirs?.id, orgs?.id]) {
          expect((await post(app, api(paths.bmiUpdate), { ...validBmi, id }, as(intruder))).body).toMatchObject({ resultCode: ResultCode.NOT_FOUND, data: null });
          expect((await post(app, api(paths.bmiDelete), { id }, as(intruder))).body.resultCode).toBe(ResultCode.NOT_FOUND);
        }
        expect(await bmiCount()).toBe(before);
        expect((await call<BmiListResult>(paths.bmiList, { page: { pageNum: 1, pageSize: 1 } }, owner)).rows[0]).toEqual(theirs);
      });
    });

    describe('blood glucose and gestational glucose', () => {
      it('adds with labels by sample and timing, keeps hours only after a meal, updates and deletes', async () => {
        const token = await login('demo-minor');
        const fasting = await call<BloodGlucoseRow>(paths.bloodGlucoseAdd, { ...validGlucose, value: 5.519, hoursAfterMeal: 2 }, token);
        expect(fasting).toMatchObject({ value: 5.51, level: 'notIdealHigh', hoursAfterMeal: null, source: 'self' });
        const after = await call<BloodGlucoseRow>(paths.bloodGlucoseUpdate, { ...validGlucose, id: fasting.id, value: 5.51, timing: 'afterLunch', hoursAfterMeal: 2 }, token);
        expect(after).toMatchObject({ id: fasting.id, level: 'normal', hoursAfterMeal: 2, timing: 'afterLunch' });
        // Gestational readings need a pregnancy: this account without readings of its own gets one for the test.
        await database.db.update(residents).set({ pregnant: true }).where(eq(residents.username, 'demo-minor'));
        const pregnancy = await call<BloodGlucoseRow>(paths.pregnancyGlucoseAdd, { ...validGlucose, value: 5.4 }, token).finally(() =>
          database.db.update(residents).set({ pregnant: false }).where(eq(residents.username, 'demo-minor')),
        );
        expect(pregnancy.level).toBe('notIdealHigh');
        expect((await call<BloodGlucoseListResult>(paths.bloodGlucoseList, {}, token)).rows.map((r) => r.id)).toEqual([fasting.id]);
        expect((await call<PregnancyGlucoseListResult>(paths.pregnancyGlucoseList, {}, token)).rows.map((r) => r.id)).toEqual([pregnancy.id]);
        // The two kinds do not reach each other's rows.
        expect((await post(app, api(paths.bloodGlucoseDelete), { id: pregnancy.id }, as(token))).body.resultCode).toBe(ResultCode.NOT_FOUND);
        expect(await call(paths.pregnancyGlucoseDelete, { id: pregnancy.id }, token)).toBeNull();
        expect(await call(paths.bloodGlucoseDelete, { id: fasting.id }, token)).toBeNull();
      });

      it('refuses a gestational reading from a resident who is not pregnant (a man, a woman who is not), and stores nothing', async () => {
        for (const username of ['demo-m', 'demo-o']) {
          const token = await login(username);
          const before = await glucoseCount();
          const answer = await post(app, api(paths.pregnancyGlucoseAdd), validGlucose, as(token));
          expect(answer.body.resultCode).toBe(ResultCode.NOT_AUTHORIZED);
          expect(await glucoseCount()).toBe(before);
        }
        const f = await login('demo-f');
        expect((await call<BloodGlucoseRow>(paths.pregnancyGlucoseAdd, validGlucose, f)).value).toBe(validGlucose.value);
      });

      for (const [path, pathName] of [[paths.bloodGlucoseAdd, 'bloodSugar'], [paths.pregnancyGlucoseAdd, 'pregnancyBloodSugar']] as const) {
        for (const [name, change, field, key] of glucoseRefusals) {
          it(`${pathName}: refuses ${name} with its message and stores nothing`, async () => {
            const token = await login('demo-f');
            const before = await glucoseCount();
            const answer = await post(app, api(path), { ...validGlucose, ...change }, as(token, 'zh-Hant'));
            expect(answer.body.resultCode).toBe(ResultCode.VALIDATION_FAILED);
            const errors = dataOf<{ fieldErrors: Record<string, string[]> }>(answer).fieldErrors;
            expect(errors[field]).toEqual([validationMessages['zh-Hant'][key]]);
            expect(await glucoseCount()).toBe(before);
          });
        }
      }

      it("answers not-found for another resident's glucose on update and delete, and changes nothing", async () => {
        const owner = await login('demo-f');
        const intruder = await login('demo-m');
        const [theirs] = (await call<BloodGlucoseListResult>(paths.bloodGlucoseList, { source: 'self', page: { pageNum: 1, pageSize: 1 } }, owner)).rows;
        const [gestational] = (await call<PregnancyGlucoseListResult>(paths.pregnancyGlucoseList, { page: { pageNum: 1, pageSize: 1 } }, owner)).rows;
        const before = await glucoseCount();
        for (const [update, remove, id] of [
          [paths.bloodGlucoseUpdate, paths.bloodGlucoseDelete, theirs?.id],
          [paths.pregnancyGlucoseUpdate, paths.pregnancyGlucoseDelete, gestational?.id],
        ] as const) {
          expect((await post(app, api(update), { ...validGlucose, id }, as(intruder))).body.resultCode).toBe(ResultCode.NOT_FOUND);
          expect((await post(app, api(remove), { id }, as(intruder))).body.resultCode).toBe(ResultCode.NOT_FOUND);
        }
        expect(await glucoseCount()).toBe(before);
        expect((await call<BloodGlucoseListResult>(paths.bloodGlucoseList, { source: 'self', page: { pageNum: 1, pageSize: 1 } }, owner)).rows[0]).toEqual(theirs);
      });

      it('needs a session', async () => {
        for (const path of [paths.healthHomeData, paths.bmiList, paths.bloodGlucoseList, paths.pregnancyGlucoseHomeData]) {
          expect((await post(app, api(path), {})).body.resultCode).toBe(ResultCode.SESSION_MISSING);
        }
      });
    });
  });
}

onEachDatabase(suite, adminUrl);
