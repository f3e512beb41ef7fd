import type { FastifyPluginAsync } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import { ResultCode, classifyBloodPressure, endpoints, type BloodPressureRow } from '@macao-phr/contract';
import type { AppContext } from '../http/context.ts';
import { bloodPressure } from '../db/schema.ts';
import { fail, ok, registerEndpoint } from '../http/endpoint.ts';
import { ENTRY, entryValues, logAccess, preparedRead } from '../http/access-log.ts';
import { PAGE, newestFirst, pageValues, totalOver } from '../http/record-list.ts';
import { preparedOnce } from '../db/prepared.ts';

type Stored = typeof bloodPressure.$inferSelect;

/** The columns of a reading that its row shows. */
const rowColumns = { id: bloodPressure.id, systolic: bloodPressure.systolic, diastolic: bloodPressure.diastolic, pulse: bloodPressure.pulse, recordTime: bloodPressure.recordTime };

function toRow(r: Pick<Stored, keyof typeof rowColumns>): BloodPressureRow {
  return {
    id: r.id,
    systolic: r.systolic,
    diastolic: r.diastolic,
    pulse: r.pulse,
    recordTime: r.recordTime.toISOString(),
    level: classifyBloodPressure(r.systolic, r.diastolic),
  };
}

/**
 * Self-entered health data (docs/product/calls.md /healthRecord/*). Every statement filters on the subject (the session's
 * resident, or a ward of a verified guardian):
 * another resident's id matches no row and answers NOT_FOUND, exactly like an id that never existed.
 */
export const healthRecordRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  type Who = { residentId: number; subjectId: number; correlationId: string };
  const log = ({ residentId, subjectId, correlationId }: Who, action: 'list' | 'add' | 'update' | 'delete', outcome: 'ok' | 'not_found', recordId: number | null) =>
    logAccess(db, { actorId: residentId, subjectId, recordType: 'blood_pressure', recordId, action, outcome, correlationId });

  // The page, its total and the list's access-log entry in one statement (docs/architecture.md#budgets), prepared once;
  // a page past the end counts on its own.
  const listPage = preparedOnce(
    preparedRead(db, { recordType: 'blood_pressure', action: 'list' })
      .select({ ...rowColumns, total: totalOver })
      .from(bloodPressure)
      .where(eq(bloodPressure.residentId, ENTRY.subjectId))
      .orderBy(newestFirst(bloodPressure.recordTime), newestFirst(bloodPressure.id))
      .limit(PAGE.limit)
      .offset(PAGE.offset),
  );

  registerEndpoint(app, ctx, endpoints.bloodPressureList, async ({ body, subjectId, ...who }) => {
    const { pageNum } = body.page;
    const rows = await listPage.execute({ ...entryValues({ ...who, subjectId }), ...pageValues(body.page) });
    const total = rows[0]?.total ?? (pageNum > 1 ? Number((await db.select({ n: count() }).from(bloodPressure).where(eq(bloodPressure.residentId, subjectId)))[0]?.n ?? 0) : 0);
    return ok({ rows: rows.map(toRow), total });
  });

  registerEndpoint(app, ctx, endpoints.bloodPressureAdd, async ({ body, subjectId, ...who }) => {
    const [row] = await db
      .insert(bloodPressure)
      .values({ residentId: subjectId, systolic: body.systolic, diastolic: body.diastolic, pulse: body.pulse, recordTime: new Date(body.recordTime) })
      .returning();
    if (!row) return fail(ResultCode.UNKNOWN_ERROR);
    await log({ ...who, subjectId }, 'add', 'ok', row.id);
    return ok(toRow(row));
  });

  registerEndpoint(app, ctx, endpoints.bloodPressureUpdate, async ({ body, subjectId, ...who }) => {
    const [row] = await db
      .update(bloodPressure)
      .set({ systolic: body.systolic, diastolic: body.diastolic, pulse: body.pulse, recordTime: new Date(body.recordTime), updatedAt: ctx.now() })
      .where(and(eq(bloodPressure.id, body.id), eq(bloodPressure.residentId, subjectId)))
      .returning();
    await log({ ...who, subjectId }, 'update', row ? 'ok' : 'not_found', body.id);
    return row ? ok(toRow(row)) : fail(ResultCode.NOT_FOUND);
  });

  registerEndpoint(app, ctx, endpoints.bloodPressureDelete, async ({ body, subjectId, ...who }) => {
    const deleted = await db
      .delete(bloodPressure)
      .where(and(eq(bloodPressure.id, body.id), eq(bloodPressure.residentId, subjectId)))
      .returning({ id: bloodPressure.id });
    await log({ ...who, subjectId }, 'delete', deleted.length > 0 ? 'ok' : 'not_found', body.id);
    return deleted.length > 0 ? ok(null) : fail(ResultCode.NOT_FOUND);
  });
};
