import type { FastifyPluginAsync } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { ResultCode, endpoints, type OrganisationCode, type SurgeryRow } from '@macao-phr/contract';
import type { AppContext } from '../http/context.ts';
import { surgeries } from '../db/tables/surgery.ts';
import { fail, ok, registerEndpoint } from '../http/endpoint.ts';
import { macaoDate, recordList, totalOver } from '../http/record-list.ts';

type Stored = typeof surgeries.$inferSelect;

const rowOf = (s: Stored): SurgeryRow => ({
  id: s.id,
  orgCode: s.orgCode as OrganisationCode,
  surgeryName: s.surgeryName,
  surgeryNameEn: s.surgeryNameEn,
  surgeryNamePt: s.surgeryNamePt,
  surgeryDate: macaoDate(s.operatedAt),
});

/**
 * docs/product/calls.md /surgeryInfo/*: the resident's surgery records. Every statement filters on the subject (the resident,
 * or a verified ward through Subject), so another resident's id answers NOT_FOUND, exactly as an unknown id.
 * Each call runs in its transaction (registerEndpoint) with its access-log entry (record type surgery).
 */
export const surgeryRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const records = recordList(db, 'surgery', { table: surgeries, id: surgeries.id, residentId: surgeries.residentId, at: surgeries.operatedAt, orgCode: surgeries.orgCode });

  registerEndpoint(app, ctx, endpoints.surgeryList, async ({ body, subjectId, residentId, correlationId }) => {
    let lastTime: string | null = null;
    const page = await records.page(
      { residentId, subjectId, correlationId },
      (start) => start.select({ r: surgeries, total: totalOver, lastTime: records.lastDay(subjectId) }).from(surgeries).$dynamic(),
      records.whereOf(subjectId, body),
      body.page,
      (rows) => rows.map((row) => ((lastTime = row.lastTime), rowOf(row.r))),
    );
    // An empty page carries no row: only then is the newest record looked up on its own.
    return ok({ ...page, lastTime: page.rows.length > 0 ? lastTime : await records.lastTime(subjectId) });
  });

  registerEndpoint(app, ctx, endpoints.surgeryDetail, async ({ body, subjectId, residentId, correlationId }) => {
    // The operation and its access-log entry, 'ok' or 'not_found', in one statement (docs/architecture.md#budgets).
    const [s] = await records
      .detailRead({ residentId, subjectId, correlationId }, body.id)
      .select()
      .from(surgeries)
      .where(and(eq(surgeries.id, body.id), eq(surgeries.residentId, subjectId)))
      .limit(1);
    if (!s) return fail(ResultCode.NOT_FOUND);
    return ok({ ...rowOf(s), surgeryDiagId: s.surgeryDiagId, surgeryDiagName: s.surgeryDiagName, department: s.department, departmentEn: s.departmentEn, departmentPt: s.departmentPt });
  });

  registerEndpoint(app, ctx, endpoints.surgeryFilterInfo, async ({ subjectId, residentId, correlationId }) =>
    ok({ orgCodes: await records.organisations({ residentId, subjectId, correlationId }) }),
  );

  registerEndpoint(app, ctx, endpoints.surgeryFilterNum, async ({ body, subjectId, residentId, correlationId }) =>
    ok(await records.countByOrganisation({ residentId, subjectId, correlationId }, body)),
  );
};
