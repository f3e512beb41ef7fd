import type { FastifyPluginAsync } from 'fastify';
import { and, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  DEFAULT_SEARCH_START,
  INDICATORS,
  NORMALIZATIONS,
  NORMALIZATION_CODES,
  ORGANISATIONS,
  ResultCode,
  TREND_POINTS_MAX,
  classifyBmi,
  classifyGestationalGlucose,
  classifyGlucose,
  classifyIndicator,
  computeBmi,
  endpoints,
  glucoseIndicator,
  isAfterMeal,
  type GlucoseSample,
  type GlucoseTiming,
  type IndicatorCode,
  type IndicatorContext,
  type IndicatorPoint,
  type LabCode,
  type NormalizationCode,
  type ResultDetail,
  type TrendGroupInfo,
} from '@macao-phr/contract';
import type { AppContext } from '../http/context.ts';
import { bloodPressure, bmiReadings, glucoseReadings, residents } from '../db/schema.ts';
import { labResults } from '../db/tables/lab-results.ts';
import { fail, ok, registerEndpoint } from '../http/endpoint.ts';
import { logAccess } from '../http/access-log.ts';

/** Calendar dates of a selectTime are Macao days (UTC+8, no daylight saving): both ends inclusive. */
const MACAO_OFFSET = '+08:00';
const dayStart = (date: string) => new Date(`${date}T00:00:00${MACAO_OFFSET}`);
const dayEnd = (date: string) => new Date(`${date}T23:59:59.999${MACAO_OFFSET}`);

/** The tables a trend reads its points from. */
type ReadingTable = typeof labResults | typeof glucoseReadings | typeof bmiReadings | typeof bloodPressure;
type Period = { start?: string | undefined; end?: string | undefined } | undefined;

function inRange(column: ReadingTable['recordTime'], selectTime: Period): SQL | undefined {
  return and(gte(column, dayStart(selectTime?.start ?? DEFAULT_SEARCH_START)), selectTime?.end ? lte(column, dayEnd(selectTime.end)) : undefined);
}

/** A reading's id, time and source as a result detail gives them: an organisation's (its code), or the resident's own. */
const measured = (r: { id: number; recordTime: Date; orgCode: string | null }) => ({
  id: r.id,
  recordTime: r.recordTime.toISOString(),
  source: r.orgCode === null ? ('self' as const) : ('org' as const),
  orgCode: r.orgCode,
});

const labCodesOf = (group: NormalizationCode) => NORMALIZATIONS[group].codes.filter((c): c is LabCode => c === 'TC' || c === 'LDL' || c === 'HDL' || c === 'HBA1C');

/**
 * Trends and organisations (docs/product/calls.md /organizationInfo/chooseOrganization, /trendInfo/*; docs/product/routes.md behaviour 6).
 * Every read filters on the subject (the resident or a verified ward), so another resident's record id
 * answers NOT_FOUND exactly like an id that never existed. Organisation results are read-only.
 */
export const trendRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const log = (who: { residentId: number; subjectId: number; correlationId: string }, action: 'list' | 'read', outcome: 'ok' | 'not_found', recordId: number | null) =>
    logAccess(db, { actorId: who.residentId, subjectId: who.subjectId, recordType: 'trend', recordId, action, outcome, correlationId: who.correlationId });

  async function contextOf(subjectId: number): Promise<IndicatorContext> {
    const [r] = await db.select({ sexcode: residents.sexcode, race: residents.race }).from(residents).where(eq(residents.id, subjectId)).limit(1);
    return { sexcode: r?.sexcode === 'M' ? 'M' : 'F', race: r?.race ?? 0 };
  }

  registerEndpoint(app, ctx, endpoints.organisations, async () =>
    ok([...ORGANISATIONS].sort((a, b) => a.sort - b.sort).map((o) => ({ ...o, logo: null }))),
  );

  registerEndpoint(app, ctx, endpoints.trendSex, async ({ subjectId }) => ok({ sexcode: (await contextOf(subjectId)).sexcode }));

  registerEndpoint(app, ctx, endpoints.trendGroups, async ({ subjectId, ...who }) => {
    const general = and(eq(glucoseReadings.residentId, subjectId), eq(glucoseReadings.kind, 'general'));
    const [labs, glucose, [bmi], [bp]] = await Promise.all([
      db.select({ code: labResults.indicatorCode, n: count() }).from(labResults).where(eq(labResults.residentId, subjectId)).groupBy(labResults.indicatorCode),
      db.select({ sample: glucoseReadings.sample, n: count() }).from(glucoseReadings).where(general).groupBy(glucoseReadings.sample),
      db.select({ n: count() }).from(bmiReadings).where(eq(bmiReadings.residentId, subjectId)),
      db.select({ n: count() }).from(bloodPressure).where(eq(bloodPressure.residentId, subjectId)),
    ]);
    const labCount = (codes: readonly string[]) => labs.filter((l) => codes.includes(l.code)).reduce((sum, l) => sum + Number(l.n), 0);
    const counts: Record<NormalizationCode, number> = {
      LIPID: labCount(['TC', 'LDL', 'HDL']),
      HBA1C: labCount(['HBA1C']),
      GLU_CAP: Number(glucose.find((g) => g.sample === 'capillary')?.n ?? 0),
      GLU_VEN: Number(glucose.find((g) => g.sample === 'venous')?.n ?? 0),
      BMI: Number(bmi?.n ?? 0),
      BP: Number(bp?.n ?? 0),
    };
    await log({ ...who, subjectId }, 'list', 'ok', null);
    const groups: TrendGroupInfo[] = NORMALIZATION_CODES.map((code) => {
      const { codes, ...names } = NORMALIZATIONS[code];
      return { normalizationCode: code, ...names, count: counts[code], normalizations: codes.map((c) => ({ newIndexCode: c, ...INDICATORS[c] })) };
    });
    return ok(groups);
  });

  /**
   * The subject's rows of a reading table in the period asked, with the `more` conditions of the group: the newest
   * TREND_POINTS_MAX, oldest first, and whether there were more (one row more is read to tell).
   */
  async function newestOf<T extends ReadingTable>(table: T, subjectId: number, selectTime: Period, ...more: SQL[]): Promise<{ rows: T['$inferSelect'][]; truncated: boolean }> {
    // Drizzle cannot type a select from a table given as a type parameter: the rows are that table's own.
    const rows = (await db
      .select()
      .from(table as PgTable)
      .where(and(eq(table.residentId, subjectId), ...more, inRange(table.recordTime, selectTime)))
      .orderBy(desc(table.recordTime), desc(table.id))
      .limit(TREND_POINTS_MAX + 1)) as T['$inferSelect'][];
    return { rows: rows.slice(0, TREND_POINTS_MAX).reverse(), truncated: rows.length > TREND_POINTS_MAX };
  }

  /** The subject's reading `id` of a reading table, or undefined: an unknown id and another resident's alike. */
  async function readingOf<T extends ReadingTable>(table: T, subjectId: number, id: number): Promise<T['$inferSelect'] | undefined> {
    // As in newestOf: the row is that table's own.
    const [r] = (await db.select().from(table as PgTable).where(and(eq(table.id, id), eq(table.residentId, subjectId))).limit(1)) as T['$inferSelect'][];
    return r;
  }

  registerEndpoint(app, ctx, endpoints.trendDetail, async ({ body, subjectId, ...who }) => {
    const context = await contextOf(subjectId);
    const group = body.normalizationCode;
    const point = (p: Omit<IndicatorPoint, 'level' | 'recordTime'> & { recordTime: Date }): IndicatorPoint => ({
      ...p,
      recordTime: p.recordTime.toISOString(),
      level: classifyIndicator(p.newIndexCode, p.value, context),
    });
    let points: IndicatorPoint[];
    let truncated: boolean;
    if (group === 'LIPID' || group === 'HBA1C') {
      const found = await newestOf(labResults, subjectId, body.selectTime, inArray(labResults.indicatorCode, labCodesOf(group)));
      truncated = found.truncated;
      points = found.rows.map((r) => point({ recordType: 'lab', id: r.id, newIndexCode: r.indicatorCode as IndicatorCode, value: r.value, recordTime: r.recordTime, source: 'org', orgCode: r.orgCode }));
    } else if (group === 'GLU_CAP' || group === 'GLU_VEN') {
      const sample: GlucoseSample = group === 'GLU_CAP' ? 'capillary' : 'venous';
      const found = await newestOf(glucoseReadings, subjectId, body.selectTime, eq(glucoseReadings.kind, 'general'), eq(glucoseReadings.sample, sample));
      truncated = found.truncated;
      points = found.rows.map((r) =>
        point({
          recordType: 'glucose',
          id: r.id,
          newIndexCode: glucoseIndicator(sample, isAfterMeal(r.timing as GlucoseTiming)),
          value: r.value,
          recordTime: r.recordTime,
          source: r.orgCode === null ? 'self' : 'org',
          orgCode: r.orgCode,
        }),
      );
    } else if (group === 'BMI') {
      const found = await newestOf(bmiReadings, subjectId, body.selectTime);
      truncated = found.truncated;
      points = found.rows.flatMap((r) => {
        const base = { recordType: 'bmi' as const, id: r.id, recordTime: r.recordTime, source: r.orgCode === null ? ('self' as const) : ('org' as const), orgCode: r.orgCode };
        return [point({ ...base, newIndexCode: 'BMI', value: computeBmi(r.height, r.weight) }), point({ ...base, newIndexCode: 'WEIGHT', value: r.weight })];
      });
    } else {
      const found = await newestOf(bloodPressure, subjectId, body.selectTime);
      truncated = found.truncated;
      points = found.rows.flatMap((r) => {
        const base = { recordType: 'bloodPressure' as const, id: r.id, recordTime: r.recordTime, source: 'self' as const, orgCode: null };
        return [point({ ...base, newIndexCode: 'SBP', value: r.systolic }), point({ ...base, newIndexCode: 'DBP', value: r.diastolic })];
      });
    }
    await log({ ...who, subjectId }, 'list', 'ok', null);
    return ok({ normalizationCode: group, sexcode: context.sexcode, race: context.race, points, truncated });
  });

  registerEndpoint(app, ctx, endpoints.trendResultDetail, async ({ body, subjectId, ...who }) => {
    const context = await contextOf(subjectId);
    const none = { timing: null, hoursAfterMeal: null, sample: null };
    let detail: ResultDetail | null = null;
    if (body.recordType === 'lab') {
      const r = await readingOf(labResults, subjectId, body.id);
      if (r) {
        const code = r.indicatorCode as IndicatorCode;
        detail = { recordType: 'lab', ...measured(r), values: [{ newIndexCode: code, value: r.value, level: classifyIndicator(code, r.value, context) }], ...none };
      }
    } else if (body.recordType === 'glucose') {
      const r = await readingOf(glucoseReadings, subjectId, body.id);
      if (r) {
        const timing = r.timing as GlucoseTiming;
        const sample = r.sample as GlucoseSample;
        const level = r.kind === 'pregnancy' ? classifyGestationalGlucose(r.value, sample, timing, r.hoursAfterMeal) : classifyGlucose(r.value, sample, timing);
        detail = {
          recordType: 'glucose',
          ...measured(r),
          values: [{ newIndexCode: glucoseIndicator(sample, isAfterMeal(timing)), value: r.value, level }],
          timing,
          hoursAfterMeal: r.hoursAfterMeal,
          sample,
        };
      }
    } else if (body.recordType === 'bmi') {
      const r = await readingOf(bmiReadings, subjectId, body.id);
      if (r) {
        const bmi = computeBmi(r.height, r.weight);
        detail = {
          recordType: 'bmi',
          ...measured(r),
          values: [
            { newIndexCode: 'HEIGHT', value: r.height, level: null },
            { newIndexCode: 'WEIGHT', value: r.weight, level: null },
            { newIndexCode: 'BMI', value: bmi, level: classifyBmi(bmi, context.race) },
          ],
          ...none,
        };
      }
    } else {
      const r = await readingOf(bloodPressure, subjectId, body.id);
      if (r) {
        detail = {
          recordType: 'bloodPressure',
          ...measured({ ...r, orgCode: null }),
          values: [
            { newIndexCode: 'SBP', value: r.systolic, level: classifyIndicator('SBP', r.systolic, context) },
            { newIndexCode: 'DBP', value: r.diastolic, level: classifyIndicator('DBP', r.diastolic, context) },
            { newIndexCode: 'PULSE', value: r.pulse, level: null },
          ],
          ...none,
        };
      }
    }
    await log({ ...who, subjectId }, 'read', detail ? 'ok' : 'not_found', body.id);
    return detail ? ok(detail) : fail(ResultCode.NOT_FOUND);
  });
};
