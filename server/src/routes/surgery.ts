import type { FastifyPluginAsync } from 'fastify';
import { ResultCode, endpoints, type OrganisationCode, type SurgeryRow } from '@macao-phr/contract';
import type { AppContext } from '../http/context.ts';
import { surgeries } from '../db/tables/surgery.ts';
import { fail, ok, registerEndpoint } from '../http/endpoint.ts';
import { macaoDate, recordList, totalOver } from '../http/record-list.ts';

/** The columns of an operation that its row in the list shows. */
const rowColumns = {
  id: surgeries.id,
  orgCode: surgeries.orgCode,
  surgeryName: surgeries.surgeryName,
  surgeryNameEn: surgeries.surgeryNameEn,
  surgeryNamePt: surgeries.surgeryNamePt,
  operatedAt: surgeries.operatedAt,
};
type Stored = { [K in keyof typeof rowColumns]: (typeof surgeries.$inferSelect)[K] };

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

  const listPage = records.pageStatement(records.filterConditions, (start) =>
    start.select({ ...rowColumns, total: totalOver, lastTime: records.lastDay }).from(surgeries).$dynamic(),
  );

  registerEndpoint(app, ctx, endpoints.surgeryList, async ({ body, subjectId, residentId, correlationId }) => {
    const { found, total } = await listPage({ residentId, subjectId, correlationId }, body, body.page);
    // Every row carries the newest record's day; an empty page carries none (lastTimeOfEmpty).
    const lastTime = found[0] ? found[0].lastTime : await records.lastTimeOfEmpty(subjectId, body, body.page.pageNum);
    return ok({ rows: found.map(rowOf), total, lastTime });
  });

  // The operation and its access-log entry, 'ok' or 'not_found', in one statement (docs/architecture.md#budgets).
  const detail = records.detailStatement((start) =>
    start
      .select({
        ...rowColumns,
        surgeryDiagId: surgeries.surgeryDiagId,
        surgeryDiagName: surgeries.surgeryDiagName,
        department: surgeries.department,
        departmentEn: surgeries.departmentEn,
        departmentPt: surgeries.departmentPt,
      })
      .from(surgeries)
      .limit(1)
      .$dynamic(),
  );

  registerEndpoint(app, ctx, endpoints.surgeryDetail, async ({ body, subjectId, residentId, correlationId }) => {
    const [s] = await detail({ residentId, subjectId, correlationId }, body.id);
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
