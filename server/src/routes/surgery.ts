import type { FastifyPluginAsync } from 'fastify';
import { and, count, desc, eq, gte, inArray, lt, max, type SQL } from 'drizzle-orm';
import { ORGANISATIONS, ResultCode, endpoints, type OrganisationCode, type SelectTime, type SurgeryRow } from '@mhp/contract';
import type { AppContext } from '../context.ts';
import { surgeries } from '../db/tables/surgery.ts';
import { fail, ok, registerEndpoint } from '../http.ts';
import { logAccess, type AccessEntry } from '../access-log.ts';

type Stored = typeof surgeries.$inferSelect;
type Filter = { selectTime?: SelectTime | undefined; orgCodes?: OrganisationCode[] | undefined };
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' in Macao time (UTC+8, no daylight saving). */
const macaoDate = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

const rowOf = (s: Stored): SurgeryRow => ({
  id: s.id,
  orgCode: s.orgCode as OrganisationCode,
  surgeryName: s.surgeryName,
  surgeryNameEn: s.surgeryNameEn,
  surgeryNamePt: s.surgeryNamePt,
  surgeryDate: macaoDate(s.operatedAt),
});

/**
 * SPEC 7 /surgeryInfo/*: the resident's surgery records. Every statement filters on the subject (the resident,
 * or a verified ward through Subject), so another resident's id answers NOT_FOUND, exactly as an unknown id.
 * Each call runs in its transaction (registerEndpoint) with its access-log entry (record type surgery).
 */
export const surgeryRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  type Who = { residentId: number | null; subjectId: number; correlationId: string };
  const log = (who: Who, action: AccessEntry['action'], outcome: AccessEntry['outcome'], recordId: number | null) =>
    logAccess(db, { actorId: who.residentId, subjectId: who.subjectId, recordType: 'surgery', recordId, action, outcome, correlationId: who.correlationId });

  function whereOf(subjectId: number, filter: Filter): SQL | undefined {
    const parts: SQL[] = [eq(surgeries.residentId, subjectId)];
    if (filter.selectTime?.start) parts.push(gte(surgeries.operatedAt, new Date(`${filter.selectTime.start}T00:00:00+08:00`)));
    if (filter.selectTime?.end) parts.push(lt(surgeries.operatedAt, new Date(new Date(`${filter.selectTime.end}T00:00:00+08:00`).getTime() + DAY_MS)));
    if (filter.orgCodes && filter.orgCodes.length > 0) parts.push(inArray(surgeries.orgCode, filter.orgCodes));
    return and(...parts);
  }

  registerEndpoint(app, ctx, endpoints.surgeryList, async ({ body, subjectId, residentId, correlationId }) => {
    const { pageNum, pageSize } = body.page;
    const where = whereOf(subjectId, body);
    const [rows, totals, newest] = await Promise.all([
      db.select().from(surgeries).where(where).orderBy(desc(surgeries.operatedAt), desc(surgeries.id)).limit(pageSize).offset((pageNum - 1) * pageSize),
      db.select({ total: count() }).from(surgeries).where(where),
      db.select({ at: max(surgeries.operatedAt) }).from(surgeries).where(eq(surgeries.residentId, subjectId)),
    ]);
    await log({ residentId, subjectId, correlationId }, 'list', 'ok', null);
    const last = newest[0]?.at;
    return ok({ rows: rows.map(rowOf), total: Number(totals[0]?.total ?? 0), lastTime: last ? macaoDate(new Date(last)) : null });
  });

  registerEndpoint(app, ctx, endpoints.surgeryDetail, async ({ body, subjectId, residentId, correlationId }) => {
    const [s] = await db.select().from(surgeries).where(and(eq(surgeries.id, body.id), eq(surgeries.residentId, subjectId))).limit(1);
    if (!s) {
      await log({ residentId, subjectId, correlationId }, 'read', 'not_found', body.id);
      return fail(ResultCode.NOT_FOUND);
    }
    await log({ residentId, subjectId, correlationId }, 'read', 'ok', s.id);
    return ok({ ...rowOf(s), surgeryDiagId: s.surgeryDiagId, surgeryDiagName: s.surgeryDiagName, department: s.department, departmentEn: s.departmentEn, departmentPt: s.departmentPt });
  });

  registerEndpoint(app, ctx, endpoints.surgeryFilterInfo, async ({ subjectId, residentId, correlationId }) => {
    const rows = await db.selectDistinct({ orgCode: surgeries.orgCode }).from(surgeries).where(eq(surgeries.residentId, subjectId));
    const have = new Set(rows.map((r) => r.orgCode));
    await log({ residentId, subjectId, correlationId }, 'list', 'ok', null);
    return ok({ orgCodes: [...ORGANISATIONS].sort((a, b) => a.sort - b.sort).filter((o) => have.has(o.orgCode)).map((o) => o.orgCode) });
  });

  registerEndpoint(app, ctx, endpoints.surgeryFilterNum, async ({ body, subjectId, residentId, correlationId }) => {
    const rows = await db.select({ orgCode: surgeries.orgCode, n: count() }).from(surgeries).where(whereOf(subjectId, body)).groupBy(surgeries.orgCode);
    const byOrg = [...ORGANISATIONS]
      .sort((a, b) => a.sort - b.sort)
      .flatMap((o) => {
        const n = rows.find((r) => r.orgCode === o.orgCode)?.n;
        return n === undefined ? [] : [{ orgCode: o.orgCode, count: Number(n) }];
      });
    await log({ residentId, subjectId, correlationId }, 'list', 'ok', null);
    return ok({ total: byOrg.reduce((s, o) => s + o.count, 0), byOrg });
  });
};
