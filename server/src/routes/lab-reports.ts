import type { FastifyPluginAsync } from 'fastify';
import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  ORGANISATIONS,
  ResultCode,
  endpoints,
  isOutOfRange,
  type LabCode,
  type LabFlag,
  type LabReportItem,
  type LabReportRow,
  type OrganisationCode,
  type SelectTime,
  type TestResultType,
} from '@mhp/contract';
import type { AppContext } from '../context.ts';
import { labReportItems, labReports } from '../db/tables/lab-reports.ts';
import { fail, ok, registerEndpoint } from '../http.ts';
import { logAccess, type AccessEntry } from '../access-log.ts';

type StoredReport = typeof labReports.$inferSelect;
type Filter = { selectTime?: SelectTime | undefined; orgCodes?: OrganisationCode[] | undefined };

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
 * SPEC 7 /patientTestInfo/*: the resident's lab reports. Every statement filters on the subject (the resident,
 * or a verified ward through Subject), so another resident's report id answers NOT_FOUND, exactly as an
 * unknown id. Each call runs in its transaction (registerEndpoint) with its access-log entry.
 */
export const labReportRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  type Who = { residentId: number | null; subjectId: number; correlationId: string };
  const log = (who: Who, action: AccessEntry['action'], outcome: AccessEntry['outcome'], recordId: number | null) =>
    logAccess(db, { actorId: who.residentId, subjectId: who.subjectId, recordType: 'lab_report', recordId, action, outcome, correlationId: who.correlationId });

  /** The subject's reports matching a filter (dates are Macao calendar days, both ends inclusive). */
  function whereOf(subjectId: number, filter: Filter): SQL | undefined {
    const parts: SQL[] = [eq(labReports.residentId, subjectId)];
    if (filter.selectTime?.start) parts.push(gte(labReports.sampledAt, new Date(`${filter.selectTime.start}T00:00:00+08:00`)));
    if (filter.selectTime?.end) parts.push(lt(labReports.sampledAt, new Date(new Date(`${filter.selectTime.end}T00:00:00+08:00`).getTime() + 86_400_000)));
    if (filter.orgCodes && filter.orgCodes.length > 0) parts.push(inArray(labReports.orgCode, filter.orgCodes));
    return and(...parts);
  }

  async function itemCounts(reportIds: number[]): Promise<Map<number, { items: number; abnormal: number }>> {
    if (reportIds.length === 0) return new Map();
    const rows = await db
      .select({ reportId: labReportItems.reportId, n: count(), abnormal: sql<number>`count(*) filter (where ${labReportItems.flag} in ('H', 'L', 'R'))` })
      .from(labReportItems)
      .where(inArray(labReportItems.reportId, reportIds))
      .groupBy(labReportItems.reportId);
    return new Map(rows.map((r) => [r.reportId, { items: Number(r.n), abnormal: Number(r.abnormal) }]));
  }

  registerEndpoint(app, ctx, endpoints.labReportList, async ({ body, subjectId, residentId, correlationId }) => {
    const { pageNum, pageSize } = body.page;
    const where = whereOf(subjectId, body);
    const [rows, totals] = await Promise.all([
      db.select().from(labReports).where(where).orderBy(desc(labReports.sampledAt), desc(labReports.id)).limit(pageSize).offset((pageNum - 1) * pageSize),
      db.select({ total: count() }).from(labReports).where(where),
    ]);
    const counts = await itemCounts(rows.map((r) => r.id));
    await log({ residentId, subjectId, correlationId }, 'list', 'ok', null);
    return ok({ rows: rows.map((r) => rowOf(r, counts.get(r.id))), total: Number(totals[0]?.total ?? 0) });
  });

  registerEndpoint(app, ctx, endpoints.labReportDetail, async ({ body, subjectId, residentId, correlationId }) => {
    const [report] = await db.select().from(labReports).where(and(eq(labReports.id, body.id), eq(labReports.residentId, subjectId))).limit(1);
    if (!report) {
      await log({ residentId, subjectId, correlationId }, 'read', 'not_found', body.id);
      return fail(ResultCode.NOT_FOUND);
    }
    const stored = await db.select().from(labReportItems).where(eq(labReportItems.reportId, report.id)).orderBy(asc(labReportItems.seq), asc(labReportItems.id));
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
    await log({ residentId, subjectId, correlationId }, 'read', 'ok', report.id);
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

  registerEndpoint(app, ctx, endpoints.labReportFilterInfo, async ({ subjectId, residentId, correlationId }) => {
    const rows = await db.selectDistinct({ orgCode: labReports.orgCode }).from(labReports).where(eq(labReports.residentId, subjectId));
    const have = new Set(rows.map((r) => r.orgCode));
    await log({ residentId, subjectId, correlationId }, 'list', 'ok', null);
    return ok({ orgCodes: [...ORGANISATIONS].sort((a, b) => a.sort - b.sort).filter((o) => have.has(o.orgCode)).map((o) => o.orgCode) });
  });

  registerEndpoint(app, ctx, endpoints.labReportFilterNum, async ({ body, subjectId, residentId, correlationId }) => {
    const rows = await db.select({ orgCode: labReports.orgCode, n: count() }).from(labReports).where(whereOf(subjectId, body)).groupBy(labReports.orgCode);
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
