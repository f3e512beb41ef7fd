import type { FastifyPluginAsync } from 'fastify';
import { and, count, desc, eq } from 'drizzle-orm';
import { ResultCode, classifyBloodPressure, endpoints, type BloodPressureRow } from '@mhp/contract';
import type { AppContext } from '../context.ts';
import { bloodPressure } from '../db/schema.ts';
import { fail, ok, registerEndpoint } from '../http.ts';
import { logAccess } from '../access-log.ts';

type Stored = typeof bloodPressure.$inferSelect;

function toRow(r: Stored): BloodPressureRow {
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
 * Self-entered health data (SPEC 7 /healthRecord/*). Every statement filters on the session's resident:
 * another resident's id matches no row and answers NOT_FOUND, exactly like an id that never existed.
 */
export const healthRecordRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const log = (residentId: number, correlationId: string, action: 'list' | 'add' | 'update' | 'delete', outcome: 'ok' | 'not_found', recordId: number | null) =>
    logAccess(db, { actorId: residentId, subjectId: residentId, recordType: 'blood_pressure', recordId, action, outcome, correlationId });

  registerEndpoint(app, ctx, endpoints.bloodPressureList, async ({ body, residentId, correlationId }) => {
    const { pageNum, pageSize } = body.page;
    const mine = eq(bloodPressure.residentId, residentId);
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(bloodPressure)
        .where(mine)
        .orderBy(desc(bloodPressure.recordTime), desc(bloodPressure.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize),
      db.select({ total: count() }).from(bloodPressure).where(mine),
    ]);
    await log(residentId, correlationId, 'list', 'ok', null);
    return ok({ rows: rows.map(toRow), total: Number(totals[0]?.total ?? 0) });
  });

  registerEndpoint(app, ctx, endpoints.bloodPressureAdd, async ({ body, residentId, correlationId }) => {
    const [row] = await db
      .insert(bloodPressure)
      .values({ residentId, systolic: body.systolic, diastolic: body.diastolic, pulse: body.pulse, recordTime: new Date(body.recordTime) })
      .returning();
    if (!row) return fail(ResultCode.UNKNOWN_ERROR);
    await log(residentId, correlationId, 'add', 'ok', row.id);
    return ok(toRow(row));
  });

  registerEndpoint(app, ctx, endpoints.bloodPressureUpdate, async ({ body, residentId, correlationId }) => {
    const [row] = await db
      .update(bloodPressure)
      .set({ systolic: body.systolic, diastolic: body.diastolic, pulse: body.pulse, recordTime: new Date(body.recordTime), updatedAt: ctx.now() })
      .where(and(eq(bloodPressure.id, body.id), eq(bloodPressure.residentId, residentId)))
      .returning();
    await log(residentId, correlationId, 'update', row ? 'ok' : 'not_found', body.id);
    return row ? ok(toRow(row)) : fail(ResultCode.NOT_FOUND);
  });

  registerEndpoint(app, ctx, endpoints.bloodPressureDelete, async ({ body, residentId, correlationId }) => {
    const deleted = await db
      .delete(bloodPressure)
      .where(and(eq(bloodPressure.id, body.id), eq(bloodPressure.residentId, residentId)))
      .returning({ id: bloodPressure.id });
    await log(residentId, correlationId, 'delete', deleted.length > 0 ? 'ok' : 'not_found', body.id);
    return deleted.length > 0 ? ok(null) : fail(ResultCode.NOT_FOUND);
  });
};
