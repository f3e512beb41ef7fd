import type { FastifyPluginAsync } from 'fastify';
import { and, count, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  ResultCode,
  classifyBloodPressure,
  classifyBmi,
  classifyGestationalGlucose,
  classifyGlucose,
  computeBmi,
  endpoints,
  isAfterMeal,
  truncateDecimals,
  type BloodGlucoseInput,
  type BloodGlucoseRow,
  type BmiRow,
  type GlucoseLevel,
  type HealthSourceFilter,
  type PregnancyGlucoseRow,
} from '@macao-phr/contract';
import type { AppContext } from '../http/context.ts';
import { bloodPressure, bmiReadings, glucoseReadings, residents } from '../db/schema.ts';
import { fail, ok, registerEndpoint } from '../http/endpoint.ts';
import { ENTRY, entryValues, entryWith, logAccess, preparedRead, type AccessEntry } from '../http/access-log.ts';
import { PAGE, newestFirst, pageValues, totalOver } from '../http/record-list.ts';
import { byShape, preparedOnce } from '../db/prepared.ts';

type StoredBmi = typeof bmiReadings.$inferSelect;
type StoredGlucose = typeof glucoseReadings.$inferSelect;

/** The columns of a reading that its row shows. */
const bmiColumns = { id: bmiReadings.id, height: bmiReadings.height, weight: bmiReadings.weight, recordTime: bmiReadings.recordTime, orgCode: bmiReadings.orgCode };
const glucoseColumns = {
  id: glucoseReadings.id,
  value: glucoseReadings.value,
  timing: glucoseReadings.timing,
  hoursAfterMeal: glucoseReadings.hoursAfterMeal,
  sample: glucoseReadings.sample,
  recordTime: glucoseReadings.recordTime,
  orgCode: glucoseReadings.orgCode,
};
type GlucoseKind = 'general' | 'pregnancy';

function bmiRow(r: Pick<StoredBmi, keyof typeof bmiColumns>, race: number): BmiRow {
  const bmi = computeBmi(r.height, r.weight);
  return {
    id: r.id,
    height: r.height,
    weight: r.weight,
    bmi,
    level: classifyBmi(bmi, race),
    recordTime: r.recordTime.toISOString(),
    source: r.orgCode === null ? 'self' : 'org',
    orgCode: r.orgCode,
  };
}

function pregnancyRow(r: Pick<StoredGlucose, Exclude<keyof typeof glucoseColumns, 'orgCode'>>): PregnancyGlucoseRow {
  const timing = r.timing as BloodGlucoseRow['timing'];
  const sample = r.sample as BloodGlucoseRow['sample'];
  return {
    id: r.id,
    value: r.value,
    timing,
    hoursAfterMeal: r.hoursAfterMeal,
    sample,
    level: classifyGestationalGlucose(r.value, sample, timing, r.hoursAfterMeal),
    recordTime: r.recordTime.toISOString(),
  };
}

function glucoseRow(r: Pick<StoredGlucose, keyof typeof glucoseColumns>): BloodGlucoseRow {
  const base = pregnancyRow(r);
  return { ...base, level: classifyGlucose(r.value, base.sample, base.timing), source: r.orgCode === null ? 'self' : 'org', orgCode: r.orgCode };
}

/** The stored values of a validated glucose reading: two-decimal truncation (docs/product/validation.md), hours only after a meal. */
function glucoseValues(body: Required<Pick<BloodGlucoseInput, 'value' | 'timing' | 'sample' | 'recordTime'>> & { hoursAfterMeal?: number | null | undefined }) {
  const afterMeal = isAfterMeal(body.timing);
  return {
    value: truncateDecimals(body.value),
    timing: body.timing,
    hoursAfterMeal: afterMeal ? (body.hoursAfterMeal ?? null) : null,
    sample: body.sample,
    recordTime: new Date(body.recordTime),
  };
}

function sourceFilter(column: typeof bmiReadings.orgCode | typeof glucoseReadings.orgCode, source: HealthSourceFilter): SQL | undefined {
  if (source === 'org') return isNotNull(column);
  if (source === 'self') return isNull(column);
  return undefined;
}

type JsonRow = Record<string, unknown>;

function jsonOf(value: unknown): JsonRow | null {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as JsonRow;
}

const numberOf = (v: unknown): number => Number(v);
const dateOf = (v: unknown): Date => new Date(String(v));
const textOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/** The columns of the home's newest readings (homeRead), snake_case as row_to_json writes them. */
const HOME_COLUMNS = {
  bloodPressure: 'id, systolic, diastolic, pulse, record_time',
  bmi: 'id, height, weight, record_time, org_code',
  glucose: 'id, value, timing, hours_after_meal, sample, record_time, org_code',
};

/** row_to_json of a reading (snake_case, timestamps as text) read back into the stored shape its row is made from. */
function storedBloodPressure(j: JsonRow | null) {
  if (!j) return null;
  return { id: numberOf(j.id), systolic: numberOf(j.systolic), diastolic: numberOf(j.diastolic), pulse: numberOf(j.pulse), recordTime: dateOf(j.record_time) };
}

function storedBmi(j: JsonRow | null): Pick<StoredBmi, keyof typeof bmiColumns> | null {
  if (!j) return null;
  return { id: numberOf(j.id), height: numberOf(j.height), weight: numberOf(j.weight), recordTime: dateOf(j.record_time), orgCode: textOrNull(j.org_code) };
}

function storedGlucose(j: JsonRow | null): Pick<StoredGlucose, keyof typeof glucoseColumns> | null {
  if (!j) return null;
  return {
    id: numberOf(j.id),
    value: numberOf(j.value),
    timing: String(j.timing),
    hoursAfterMeal: j.hours_after_meal === null || j.hours_after_meal === undefined ? null : numberOf(j.hours_after_meal),
    sample: String(j.sample),
    recordTime: dateOf(j.record_time),
    orgCode: textOrNull(j.org_code),
  };
}

/**
 * Height/weight/BMI, blood glucose and gestational glucose (docs/product/calls.md /healthRecord/*, /pregnancyBloodSugar/*).
 * Same rules as the blood-pressure routes: every statement filters on the subject, so another resident's
 * id answers NOT_FOUND; only self-entered readings (org_code null) can be changed or deleted.
 */
export const healthReadingRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  type Who = { residentId: number; subjectId: number; correlationId: string };
  const log = ({ residentId, subjectId, correlationId }: Who, recordType: AccessEntry['recordType'], action: AccessEntry['action'], outcome: AccessEntry['outcome'], recordId: number | null) =>
    logAccess(db, { actorId: residentId, subjectId, recordType, recordId, action, outcome, correlationId });

  /** A read's entry, written by the read's own statement (loggedRead, entryWith). */
  const entry = ({ residentId, subjectId, correlationId }: Who, recordType: AccessEntry['recordType'], action: 'list' | 'read') =>
    ({ actorId: residentId, subjectId, recordType, recordId: null, action, outcome: 'ok', correlationId }) as const;

  async function countOf(table: typeof bmiReadings | typeof glucoseReadings, where: SQL | undefined): Promise<number> {
    const [row] = await db.select({ n: count() }).from(table).where(where);
    return Number(row?.n ?? 0);
  }

  async function profileOf(subjectId: number): Promise<{ race: number; pregnant: boolean }> {
    const [r] = await db.select({ race: residents.race, pregnant: residents.pregnant }).from(residents).where(eq(residents.id, subjectId)).limit(1);
    return r ?? { race: 0, pregnant: false };
  }

  // ---- home data ----
  // The profile and the four newest readings in one statement, which also writes the home's access-log entry
  // (docs/architecture.md#budgets: with the session, two round trips), prepared once; each newest reading comes back
  // as a JSON row of the columns its answer needs.
  const latest = (table: typeof bloodPressure | typeof bmiReadings | typeof glucoseReadings, columns: string, kind?: GlucoseKind) =>
    sql<unknown>`(select row_to_json(x) from (select ${sql.raw(columns)} from ${table} where resident_id = ${ENTRY.subjectId} ${kind ? sql`and kind = ${kind}` : sql``} order by record_time desc nulls last, id desc nulls last limit 1) x)`;
  const homeRead = preparedOnce(
    preparedRead(db, { recordType: 'health_home', action: 'read' })
      .select({
        race: residents.race,
        pregnant: residents.pregnant,
        bp: latest(bloodPressure, HOME_COLUMNS.bloodPressure),
        bmi: latest(bmiReadings, HOME_COLUMNS.bmi),
        glucose: latest(glucoseReadings, HOME_COLUMNS.glucose, 'general'),
        pregnancy: latest(glucoseReadings, HOME_COLUMNS.glucose, 'pregnancy'),
      })
      .from(residents)
      .where(eq(residents.id, ENTRY.subjectId)),
  );

  registerEndpoint(app, ctx, endpoints.healthHomeData, async ({ subjectId, ...who }) => {
    const [home] = await homeRead.execute(entryValues({ ...who, subjectId }));
    const profile = { race: Number(home?.race ?? 0), pregnant: home?.pregnant === true };
    const bp = storedBloodPressure(jsonOf(home?.bp));
    const bmi = storedBmi(jsonOf(home?.bmi));
    const glucose = storedGlucose(jsonOf(home?.glucose));
    const pregnancy = storedGlucose(jsonOf(home?.pregnancy));
    return ok({
      race: profile.race,
      pregnant: profile.pregnant,
      bloodPressure: bp
        ? { id: bp.id, systolic: bp.systolic, diastolic: bp.diastolic, pulse: bp.pulse, recordTime: bp.recordTime.toISOString(), level: classifyBloodPressure(bp.systolic, bp.diastolic) }
        : null,
      bmi: bmi ? bmiRow(bmi, profile.race) : null,
      bloodGlucose: glucose ? glucoseRow(glucose) : null,
      pregnancyGlucose: pregnancy ? pregnancyRow(pregnancy) : null,
    });
  });

  // ---- BMI ----
  // The page, its total and the subject's race (for the BMI bands) in one query that also writes the list's entry
  // (docs/architecture.md#budgets), prepared once per source filter.
  const bmiPages = byShape<ReturnType<typeof bmiPage>>();
  const bmiPage = (source: HealthSourceFilter) =>
    preparedOnce(
      preparedRead(db, { recordType: 'bmi', action: 'list' })
        .select({ ...bmiColumns, total: totalOver, race: sql<number>`(select race from ${residents} where id = ${ENTRY.subjectId})`.mapWith(Number) })
        .from(bmiReadings)
        .where(and(eq(bmiReadings.residentId, ENTRY.subjectId), sourceFilter(bmiReadings.orgCode, source)))
        .orderBy(newestFirst(bmiReadings.recordTime), newestFirst(bmiReadings.id))
        .limit(PAGE.limit)
        .offset(PAGE.offset),
    );

  registerEndpoint(app, ctx, endpoints.bmiList, async ({ body, subjectId, ...who }) => {
    const { pageNum } = body.page;
    const rows = await bmiPages(body.source, () => bmiPage(body.source)).execute({ ...entryValues({ ...who, subjectId }), ...pageValues(body.page) });
    const total = rows[0]?.total ?? (pageNum > 1 ? await countOf(bmiReadings, and(eq(bmiReadings.residentId, subjectId), sourceFilter(bmiReadings.orgCode, body.source))) : 0);
    return ok({ rows: rows.map((r) => bmiRow(r, r.race)), total });
  });

  registerEndpoint(app, ctx, endpoints.bmiAdd, async ({ body, subjectId, ...who }) => {
    const [row] = await db
      .insert(bmiReadings)
      .values({ residentId: subjectId, height: truncateDecimals(body.height), weight: truncateDecimals(body.weight), recordTime: new Date(body.recordTime) })
      .returning();
    if (!row) return fail(ResultCode.UNKNOWN_ERROR);
    await log({ ...who, subjectId }, 'bmi', 'add', 'ok', row.id);
    return ok(bmiRow(row, (await profileOf(subjectId)).race));
  });

  registerEndpoint(app, ctx, endpoints.bmiUpdate, async ({ body, subjectId, ...who }) => {
    const [row] = await db
      .update(bmiReadings)
      .set({ height: truncateDecimals(body.height), weight: truncateDecimals(body.weight), recordTime: new Date(body.recordTime), updatedAt: ctx.now() })
      .where(and(eq(bmiReadings.id, body.id), eq(bmiReadings.residentId, subjectId), isNull(bmiReadings.orgCode)))
      .returning();
    await log({ ...who, subjectId }, 'bmi', 'update', row ? 'ok' : 'not_found', body.id);
    return row ? ok(bmiRow(row, (await profileOf(subjectId)).race)) : fail(ResultCode.NOT_FOUND);
  });

  registerEndpoint(app, ctx, endpoints.bmiDelete, async ({ body, subjectId, ...who }) => {
    const deleted = await db
      .delete(bmiReadings)
      .where(and(eq(bmiReadings.id, body.id), eq(bmiReadings.residentId, subjectId), isNull(bmiReadings.orgCode)))
      .returning({ id: bmiReadings.id });
    await log({ ...who, subjectId }, 'bmi', 'delete', deleted.length > 0 ? 'ok' : 'not_found', body.id);
    return deleted.length > 0 ? ok(null) : fail(ResultCode.NOT_FOUND);
  });

  // ---- glucose (general and pregnancy share the table, split by kind) ----
  function mine(subjectId: number, kind: GlucoseKind) {
    return and(eq(glucoseReadings.residentId, subjectId), eq(glucoseReadings.kind, kind));
  }
  const recordTypeOf = (kind: GlucoseKind): AccessEntry['recordType'] => (kind === 'general' ? 'blood_glucose' : 'pregnancy_glucose');

  // The page, its total and the list's access-log entry in one statement (docs/architecture.md#budgets), prepared once
  // per kind and source filter; a page past the end counts on its own.
  const glucosePages = byShape<ReturnType<typeof glucosePage>>();
  const glucosePage = (kind: GlucoseKind, source: HealthSourceFilter) =>
    preparedOnce(
      preparedRead(db, { recordType: recordTypeOf(kind), action: 'list' })
        .select({ ...glucoseColumns, total: totalOver })
        .from(glucoseReadings)
        .where(and(eq(glucoseReadings.residentId, ENTRY.subjectId), eq(glucoseReadings.kind, kind), sourceFilter(glucoseReadings.orgCode, source)))
        .orderBy(newestFirst(glucoseReadings.recordTime), newestFirst(glucoseReadings.id))
        .limit(PAGE.limit)
        .offset(PAGE.offset),
    );

  async function listGlucose(who: Who, kind: GlucoseKind, page: { pageNum: number; pageSize: number }, source: HealthSourceFilter) {
    const found = await glucosePages(`${kind},${source}`, () => glucosePage(kind, source)).execute({ ...entryValues(who), ...pageValues(page) });
    const total = found[0]?.total ?? (page.pageNum > 1 ? await countOf(glucoseReadings, and(mine(who.subjectId, kind), sourceFilter(glucoseReadings.orgCode, source))) : 0);
    return { rows: found, total };
  }

  async function addGlucose(subjectId: number, kind: GlucoseKind, body: Parameters<typeof glucoseValues>[0]) {
    const [row] = await db.insert(glucoseReadings).values({ residentId: subjectId, kind, ...glucoseValues(body) }).returning();
    return row;
  }

  async function updateGlucose(subjectId: number, kind: GlucoseKind, id: number, body: Parameters<typeof glucoseValues>[0]) {
    const [row] = await db
      .update(glucoseReadings)
      .set({ ...glucoseValues(body), updatedAt: ctx.now() })
      .where(and(eq(glucoseReadings.id, id), mine(subjectId, kind), isNull(glucoseReadings.orgCode)))
      .returning();
    return row;
  }

  async function deleteGlucose(subjectId: number, kind: GlucoseKind, id: number) {
    const deleted = await db
      .delete(glucoseReadings)
      .where(and(eq(glucoseReadings.id, id), mine(subjectId, kind), isNull(glucoseReadings.orgCode)))
      .returning({ id: glucoseReadings.id });
    return deleted.length > 0;
  }

  registerEndpoint(app, ctx, endpoints.bloodGlucoseList, async ({ body, subjectId, ...who }) => {
    const { rows, total } = await listGlucose({ ...who, subjectId }, 'general', body.page, body.source);
    return ok({ rows: rows.map(glucoseRow), total });
  });
  registerEndpoint(app, ctx, endpoints.pregnancyGlucoseList, async ({ body, subjectId, ...who }) => {
    const { rows, total } = await listGlucose({ ...who, subjectId }, 'pregnancy', body.page, 'all');
    return ok({ rows: rows.map(pregnancyRow), total });
  });

  registerEndpoint(app, ctx, endpoints.bloodGlucoseAdd, async ({ body, subjectId, ...who }) => {
    const row = await addGlucose(subjectId, 'general', body);
    if (!row) return fail(ResultCode.UNKNOWN_ERROR);
    await log({ ...who, subjectId }, recordTypeOf('general'), 'add', 'ok', row.id);
    return ok(glucoseRow(row));
  });
  registerEndpoint(app, ctx, endpoints.pregnancyGlucoseAdd, async ({ body, subjectId, ...who }) => {
    // Gestational readings are for a pregnant resident only (docs/product/roles.md): the screen offers no entry to
    // anyone else, and an address or a hand-made request cannot add one either.
    if (!(await profileOf(subjectId)).pregnant) {
      await log({ ...who, subjectId }, recordTypeOf('pregnancy'), 'add', 'refused', null);
      return fail(ResultCode.NOT_AUTHORIZED);
    }
    const row = await addGlucose(subjectId, 'pregnancy', body);
    if (!row) return fail(ResultCode.UNKNOWN_ERROR);
    await log({ ...who, subjectId }, recordTypeOf('pregnancy'), 'add', 'ok', row.id);
    return ok(pregnancyRow(row));
  });

  registerEndpoint(app, ctx, endpoints.bloodGlucoseUpdate, async ({ body, subjectId, ...who }) => {
    const row = await updateGlucose(subjectId, 'general', body.id, body);
    await log({ ...who, subjectId }, recordTypeOf('general'), 'update', row ? 'ok' : 'not_found', body.id);
    return row ? ok(glucoseRow(row)) : fail(ResultCode.NOT_FOUND);
  });
  registerEndpoint(app, ctx, endpoints.pregnancyGlucoseUpdate, async ({ body, subjectId, ...who }) => {
    const row = await updateGlucose(subjectId, 'pregnancy', body.id, body);
    await log({ ...who, subjectId }, recordTypeOf('pregnancy'), 'update', row ? 'ok' : 'not_found', body.id);
    return row ? ok(pregnancyRow(row)) : fail(ResultCode.NOT_FOUND);
  });

  registerEndpoint(app, ctx, endpoints.bloodGlucoseDelete, async ({ body, subjectId, ...who }) => {
    const done = await deleteGlucose(subjectId, 'general', body.id);
    await log({ ...who, subjectId }, recordTypeOf('general'), 'delete', done ? 'ok' : 'not_found', body.id);
    return done ? ok(null) : fail(ResultCode.NOT_FOUND);
  });
  registerEndpoint(app, ctx, endpoints.pregnancyGlucoseDelete, async ({ body, subjectId, ...who }) => {
    const done = await deleteGlucose(subjectId, 'pregnancy', body.id);
    await log({ ...who, subjectId }, recordTypeOf('pregnancy'), 'delete', done ? 'ok' : 'not_found', body.id);
    return done ? ok(null) : fail(ResultCode.NOT_FOUND);
  });

  registerEndpoint(app, ctx, endpoints.pregnancyGlucoseHomeData, async ({ subjectId, ...who }) => {
    const weekAgo = new Date(ctx.now().getTime() - 7 * 24 * 60 * 60 * 1000);
    // Whether she is pregnant, the newest reading, the count and the last week's readings in one statement, which also
    // writes the access-log entry (docs/architecture.md#budgets: with the session, two round trips).
    const readings = sql`${glucoseReadings} g where g.resident_id = ${subjectId} and g.kind = 'pregnancy'`;
    const result = await db.execute(sql`
      ${entryWith(entry({ ...who, subjectId }, recordTypeOf('pregnancy'), 'read'))}
      select r.pregnant,
        (select row_to_json(x) from (select g.* from ${readings} order by g.record_time desc nulls last, g.id desc nulls last limit 1) x) as latest,
        (select count(*) from ${readings}) as total,
        (select coalesce(json_agg(row_to_json(w)), '[]'::json) from (select g.* from ${readings} and g.record_time >= ${weekAgo.toISOString()}) w) as week
      from ${residents} r where r.id = ${subjectId}
    `);
    const [row] = (result as unknown as { rows: { pregnant: boolean | null; latest: unknown; total: number | string | null; week: unknown }[] }).rows;
    const latest = storedGlucose(jsonOf(row?.latest));
    const week = ((jsonOf(row?.week) as unknown as JsonRow[] | null) ?? []).flatMap((j) => storedGlucose(j) ?? []);
    const lastWeek: Record<GlucoseLevel, number> = { low: 0, notIdealLow: 0, normal: 0, notIdealHigh: 0, high: 0 };
    for (const r of week) lastWeek[pregnancyRow(r).level] += 1;
    return ok({ pregnant: row?.pregnant === true, latest: latest ? pregnancyRow(latest) : null, total: Number(row?.total ?? 0), lastWeek });
  });
};
