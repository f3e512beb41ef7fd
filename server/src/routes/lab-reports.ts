import type { FastifyPluginAsync } from 'fastify';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  LAB_FLAGS,
  ResultCode,
  endpoints,
  isOutOfRange,
  type LabCode,
  type LabFlag,
  type LabReportItem,
  type LabReportRow,
  type OrganisationCode,
  type TestResultType,
} from '@macao-phr/contract';
import type { AppContext } from '../http/context.ts';
import { labReportItems, labReports } from '../db/tables/lab-reports.ts';
import { fail, ok, registerEndpoint } from '../http/endpoint.ts';
import { recordList, qualified, totalOver } from '../http/record-list.ts';

type StoredReport = typeof labReports.$inferSelect;

const OUT_OF_RANGE = LAB_FLAGS.filter(isOutOfRange);

/** 'YYYY-MM-DD' and 'HH:mm' in Macao time (UTC+8, no daylight saving). */
function macaoDateTime(at: Date): { date: string; time: string } {
  const iso = new Date(at.getTime() + 8 * 3_600_000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

function rowOf(r: StoredReport, counts: { items: number; abnormal: number } | undefined): LabReportRow {
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
    itemCount: counts?.items ?? 0,
    abnormalCount: counts?.abnormal ?? 0,
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

  registerEndpoint(app, ctx, endpoints.labReportList, async ({ body, subjectId, residentId, correlationId }) =>
    ok(
      await records.page(
        { residentId, subjectId, correlationId },
        (start) => start.select({ r: labReports, total: totalOver, items: itemsOf, abnormal: abnormalOf }).from(labReports).$dynamic(),
        records.whereOf(subjectId, body),
        body.page,
        (rows) => rows.map(({ r, items, abnormal }) => rowOf(r, { items, abnormal })),
      ),
    ),
  );

  registerEndpoint(app, ctx, endpoints.labReportDetail, async ({ body, subjectId, residentId, correlationId }) => {
    // The report and its items in one query (one row per item, the report's columns on each), which also writes the
    // access-log entry, 'ok' or 'not_found' (docs/architecture.md#budgets).
    const joined = await records
      .detailRead({ residentId, subjectId, correlationId }, body.id)
      .select({ report: labReports, item: labReportItems })
      .from(labReports)
      .leftJoin(labReportItems, eq(labReportItems.reportId, labReports.id))
      .where(and(eq(labReports.id, body.id), eq(labReports.residentId, subjectId)))
      .orderBy(asc(labReportItems.seq), asc(labReportItems.id));
    const report = joined[0]?.report;
    if (!report) return fail(ResultCode.NOT_FOUND);
    const stored = joined.flatMap(({ item }) => (item ? [item] : []));
    const items: LabReportItem[] = stored.map((i) => ({
      name: i.name,
      nameEn: i.nameEn,
      namePt: i.namePt,
      value: i.value,
      unit: i.unit,
      referenceRange: i.referenceRange,
      flag: i.flag as LabFlag,
      indicatorCode: (i.indicatorCode as LabCode | null) ?? null,
    }));
    const abnormal = items.filter((i) => isOutOfRange(i.flag)).length;
    return ok({
      ...rowOf(report, { items: items.length, abnormal }),
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
