import type { FastifyPluginAsync } from 'fastify';
import { inArray, sql } from 'drizzle-orm';
import {
  LAB_FLAGS,
  ResultCode,
  endpoints,
  isOutOfRange,
  type LabReportItem,
  type LabReportRow,
  type OrganisationCode,
  type TestResultType,
} from '@macao-phr/contract';
import type { AppContext } from '../http/context.ts';
import { labReportItems, labReports } from '../db/tables/lab-reports.ts';
import { fail, ok, registerEndpoint } from '../http/endpoint.ts';
import { macaoDateTime, qualified, recordList, totalOver } from '../http/record-list.ts';

const OUT_OF_RANGE = LAB_FLAGS.filter(isOutOfRange);

/** The columns of a report that its row in the list and its detail show. */
const reportColumns = {
  id: labReports.id,
  orgCode: labReports.orgCode,
  testName: labReports.testName,
  testNameEn: labReports.testNameEn,
  testNamePt: labReports.testNamePt,
  testResultType: labReports.testResultType,
  sampledAt: labReports.sampledAt,
};
type StoredReport = { [K in keyof typeof reportColumns]: (typeof labReports.$inferSelect)[K] };

function rowOf(r: StoredReport, items: number, abnormal: number): LabReportRow {
  const { date, time } = macaoDateTime(r.sampledAt);
  return {
    id: r.id,
    orgCode: r.orgCode as OrganisationCode,
    testName: r.testName,
    testNameEn: r.testNameEn,
    testNamePt: r.testNamePt,
    testResultType: r.testResultType as TestResultType,
    visitDate: date,
    visitTime: time,
    itemCount: items,
    abnormalCount: abnormal,
  };
}

/**
 * docs/product/calls.md /patientTestInfo/*: the resident's lab reports. Every statement filters on the subject (the resident,
 * or a verified ward through Subject), so another resident's report id answers NOT_FOUND, exactly as an
 * unknown id. Each call runs in its transaction (registerEndpoint) with its access-log entry.
 */
export const labReportRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const records = recordList(db, 'lab_report', { table: labReports, id: labReports.id, residentId: labReports.residentId, at: labReports.sampledAt, orgCode: labReports.orgCode });

  // Per report, in the list query itself (one round trip, docs/architecture.md#budgets): its items and the out-of-range ones.
  const itemsOf = sql<number>`(select count(*) from ${labReportItems} where ${labReportItems.reportId} = ${qualified(labReports.id)})`.mapWith(Number);
  const abnormalOf = sql<number>`(select count(*) from ${labReportItems} where ${labReportItems.reportId} = ${qualified(labReports.id)} and ${inArray(labReportItems.flag, OUT_OF_RANGE)})`.mapWith(Number);

  const listPage = records.pageStatement(records.filterConditions, (start) =>
    start.select({ ...reportColumns, total: totalOver, items: itemsOf, abnormal: abnormalOf }).from(labReports).$dynamic(),
  );

  registerEndpoint(app, ctx, endpoints.labReportList, async ({ body, subjectId, residentId, correlationId }) => {
    const { found, total } = await listPage({ residentId, subjectId, correlationId }, body, body.page);
    return ok({ rows: found.map((r) => rowOf(r, r.items, r.abnormal)), total });
  });

  // The report and its items in one row, the items as one JSON column already in the answer's shape, in their order
  // (no row per item to read and map); the same statement writes the access-log entry, 'ok' or 'not_found'
  // (docs/architecture.md#budgets).
  const itemsJson = sql<LabReportItem[] | string>`(select coalesce(json_agg(json_build_object('name', i.name, 'nameEn', i.name_en, 'namePt', i.name_pt, 'value', i.value,
      'unit', i.unit, 'referenceRange', i.reference_range, 'flag', i.flag, 'indicatorCode', i.indicator_code) order by i.seq, i.id), '[]'::json)
    from ${labReportItems} i where i.report_id = ${qualified(labReports.id)})`.mapWith((v: unknown): LabReportItem[] => (typeof v === 'string' ? JSON.parse(v) : v) as LabReportItem[]);
  const detail = records.detailStatement((start) =>
    start
      .select({
        ...reportColumns,
        specimen: labReports.specimen,
        specimenEn: labReports.specimenEn,
        specimenPt: labReports.specimenPt,
        organism: labReports.organism,
        colonyCount: labReports.colonyCount,
        items: itemsJson,
      })
      .from(labReports)
      .$dynamic(),
  );

  registerEndpoint(app, ctx, endpoints.labReportDetail, async ({ body, subjectId, residentId, correlationId }) => {
    const [report] = await detail({ residentId, subjectId, correlationId }, body.id);
    if (!report) return fail(ResultCode.NOT_FOUND);
    const { items } = report;
    let abnormal = 0;
    for (const item of items) if (isOutOfRange(item.flag)) abnormal += 1;
    return ok({
      ...rowOf(report, items.length, abnormal),
      specimen: report.specimen,
      specimenEn: report.specimenEn,
      specimenPt: report.specimenPt,
      organism: report.organism,
      colonyCount: report.colonyCount,
      items,
    });
  });

  registerEndpoint(app, ctx, endpoints.labReportFilterInfo, async ({ subjectId, residentId, correlationId }) =>
    ok({ orgCodes: await records.organisations({ residentId, subjectId, correlationId }) }),
  );

  registerEndpoint(app, ctx, endpoints.labReportFilterNum, async ({ body, subjectId, residentId, correlationId }) =>
    ok(await records.countByOrganisation({ residentId, subjectId, correlationId }, body)),
  );
};
