import type { FastifyPluginAsync } from 'fastify';
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  ORGANISATIONS,
  ResultCode,
  VISIT_TYPES,
  endpoints,
  type OrganisationCode,
  type TestResultType,
  type VisitDiagnosis,
  type VisitRow,
  type VisitType,
} from '@macao-phr/contract';
import type { AppContext } from '../http/context.ts';
import { visitEntries, visits } from '../db/tables/visits.ts';
import { fail, ok, registerEndpoint } from '../http/endpoint.ts';
import { ENTRY } from '../http/access-log.ts';
import { macaoDateTime, qualified, recordList, totalOver, withLines, type Condition, type RecordFilter } from '../http/record-list.ts';

/** The columns of a visit that its row in the list and its detail show. */
const visitColumns = {
  id: visits.id,
  orgCode: visits.orgCode,
  typeCode: visits.typeCode,
  visitedAt: visits.visitedAt,
  dischargeDate: visits.dischargeDate,
  department: visits.department,
  departmentEn: visits.departmentEn,
  departmentPt: visits.departmentPt,
  doctor: visits.doctor,
};
type StoredVisit = { [K in keyof typeof visitColumns]: (typeof visits.$inferSelect)[K] };
type StoredEntry = typeof visitEntries.$inferSelect;
type Filter = RecordFilter & { typeCodeList?: VisitType[] | undefined };

const diagnosisOf = (e: StoredEntry): VisitDiagnosis => ({ name: e.name, nameEn: e.nameEn, namePt: e.namePt, code: e.code });

function rowOf(v: StoredVisit, diagnoses: VisitDiagnosis[]): VisitRow {
  const { date, time } = macaoDateTime(v.visitedAt);
  return {
    id: v.id,
    orgCode: v.orgCode as OrganisationCode,
    typeCode: v.typeCode as VisitType,
    visitDate: date,
    visitTime: time,
    dischargeDate: v.dischargeDate,
    department: v.department,
    departmentEn: v.departmentEn,
    departmentPt: v.departmentPt,
    doctor: v.doctor,
    diagnoses,
  };
}

/**
 * docs/product/calls.md /recordInfo/*: the resident's visit records. Every statement filters on the subject (the resident, or
 * a verified ward through Subject), so another resident's visit id answers NOT_FOUND, exactly as an unknown id.
 * Each call runs in its transaction (registerEndpoint) with its access-log entry (recordType visit).
 */
export const visitRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const records = recordList(db, 'visit', { table: visits, id: visits.id, residentId: visits.residentId, at: visits.visitedAt, orgCode: visits.orgCode });
  const { log } = records;

  /** The subject's visits matching a filter, of the chosen types unless `withTypes` is false. */
  function whereOf(subjectId: number, filter: Filter, withTypes = true): SQL | undefined {
    const types = withTypes && filter.typeCodeList && filter.typeCodeList.length > 0 ? [inArray(visits.typeCode, filter.typeCodeList)] : [];
    return records.whereOf(subjectId, filter, ...types);
  }

  /** The list's filter: the record lists' conditions and the chosen types. */
  const listConditions: Condition<Filter>[] = [
    ...records.filterConditions,
    { name: 'typeCodes', sql: sql`${visits.typeCode} = any(${sql.placeholder('typeCodes')})`, valueOf: (f) => (f.typeCodeList && f.typeCodeList.length > 0 ? f.typeCodeList : undefined) },
  ];

  /** Each visit's diagnoses, in order, as a JSON column of the list query (one round trip, docs/architecture.md#budgets). */
  const diagnosesOf = sql<VisitDiagnosis[] | string>`(select coalesce(json_agg(json_build_object('name', e.name, 'nameEn', e.name_en, 'namePt', e.name_pt, 'code', e.code) order by e.seq, e.id), '[]'::json)
      from ${visitEntries} e where e.visit_id = ${qualified(visits.id)} and e.resident_id = ${ENTRY.subjectId} and e.kind = 'diagnosis')`.mapWith(
    (v: unknown): VisitDiagnosis[] => (typeof v === 'string' ? JSON.parse(v) : v) as VisitDiagnosis[],
  );

  const listPage = records.pageStatement(listConditions, (start) => start.select({ ...visitColumns, total: totalOver, diagnoses: diagnosesOf }).from(visits).$dynamic());

  registerEndpoint(app, ctx, endpoints.visitList, async ({ body, subjectId, residentId, correlationId }) => {
    const { found, total } = await listPage({ residentId, subjectId, correlationId }, body, body.page);
    return ok({ rows: found.map((v) => rowOf(v, v.diagnoses)), total });
  });

  // The visit and its entries in one query (one row per entry, the visit's columns on each), which also writes the
  // access-log entry, 'ok' or 'not_found': with the session, two round trips (docs/architecture.md#budgets).
  const detail = records.detailStatement((start) =>
    start
      .select({ record: visitColumns, line: visitEntries })
      .from(visits)
      .leftJoin(visitEntries, and(eq(visitEntries.visitId, visits.id), eq(visitEntries.residentId, ENTRY.subjectId)))
      .orderBy(asc(visitEntries.seq), asc(visitEntries.id))
      .$dynamic(),
  );

  registerEndpoint(app, ctx, endpoints.visitDetail, async ({ body, subjectId, residentId, correlationId }) => {
    const found = withLines(await detail({ residentId, subjectId, correlationId }, body.id));
    if (!found) return fail(ResultCode.NOT_FOUND);
    const { record: visit, lines: entries } = found;
    const of = (kind: string) => entries.filter((e) => e.kind === kind);
    const names = (e: StoredEntry) => ({ name: e.name, nameEn: e.nameEn, namePt: e.namePt });
    return ok({
      ...rowOf(visit, of('diagnosis').map(diagnosisOf)),
      tests: of('test').map((e) => ({ ...names(e), testResultType: (e.detail === 'bacteria' ? 'bacteria' : 'normal') as TestResultType, labReportId: e.labReportId })),
      checks: of('check').map((e) => ({ ...names(e), imagingReportId: e.imagingReportId })),
      drugs: of('drug').map((e) => ({ ...names(e), dosage: e.detail, dosageEn: e.detailEn, dosagePt: e.detailPt })),
      caseList: of('note').map((e) => ({ ...names(e), text: e.detail, textEn: e.detailEn, textPt: e.detailPt })),
    });
  });

  registerEndpoint(app, ctx, endpoints.visitFilterInfo, async ({ subjectId, residentId, correlationId }) => {
    const [orgs, types] = await Promise.all([
      db.selectDistinct({ orgCode: visits.orgCode }).from(visits).where(eq(visits.residentId, subjectId)),
      db.selectDistinct({ typeCode: visits.typeCode }).from(visits).where(eq(visits.residentId, subjectId)),
    ]);
    const haveOrg = new Set(orgs.map((r) => r.orgCode));
    const haveType = new Set(types.map((r) => r.typeCode));
    await log({ residentId, subjectId, correlationId }, 'list', 'ok', null);
    return ok({
      orgCodes: [...ORGANISATIONS].sort((a, b) => a.sort - b.sort).filter((o) => haveOrg.has(o.orgCode)).map((o) => o.orgCode),
      typeCodes: VISIT_TYPES.filter((t) => haveType.has(t)),
    });
  });

  registerEndpoint(app, ctx, endpoints.visitFilterNum, async ({ body, subjectId, residentId, correlationId }) => {
    // Per type over the date range and organisations (every type, so the filter shows what unticking adds);
    // the total over the chosen types.
    const rows = await db.select({ typeCode: visits.typeCode, n: count() }).from(visits).where(whereOf(subjectId, body, false)).groupBy(visits.typeCode);
    const byType = VISIT_TYPES.map((t) => ({ typeCode: t, count: Number(rows.find((r) => r.typeCode === t)?.n ?? 0) }));
    const chosen = body.typeCodeList && body.typeCodeList.length > 0 ? new Set<VisitType>(body.typeCodeList) : new Set<VisitType>(VISIT_TYPES);
    await log({ residentId, subjectId, correlationId }, 'list', 'ok', null);
    return ok({ total: byType.filter((t) => chosen.has(t.typeCode)).reduce((s, t) => s + t.count, 0), byType });
  });
};
