import type { FastifyPluginAsync } from 'fastify';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  ResultCode,
  endpoints,
  type DrugFrequency,
  type DrugLine,
  type DrugRoute,
  type MedicationLine,
  type OrganisationCode,
  type PrescriptionRow,
} from '@macao-phr/contract';
import type { AppContext } from '../http/context.ts';
import { prescriptionDrugs, prescriptions } from '../db/tables/prescriptions.ts';
import { fail, ok, registerEndpoint } from '../http/endpoint.ts';
import { macaoDate, recordList, qualified, totalOver, withLines } from '../http/record-list.ts';

/** The columns of a prescription that its row in the list and its detail show. */
const prescriptionColumns = {
  id: prescriptions.id,
  orgCode: prescriptions.orgCode,
  visitNo: prescriptions.visitNo,
  prescribedAt: prescriptions.prescribedAt,
  followedAt: prescriptions.followedAt,
};
type StoredPrescription = { [K in keyof typeof prescriptionColumns]: (typeof prescriptions.$inferSelect)[K] };
type StoredDrug = typeof prescriptionDrugs.$inferSelect;
const DAY_MS = 86_400_000;

/** The last day of a course of `days` days that starts on the prescription's (Macao) day. */
const courseEndOf = (at: Date, days: number) => macaoDate(new Date(at.getTime() + (days - 1) * DAY_MS));

function lineOf(d: StoredDrug): DrugLine {
  return {
    gnameTra: d.gnameTra,
    gnameEng: d.gnameEng,
    gnamePor: d.gnamePor,
    totalAmount: d.totalAmount,
    totalAmountUnit: d.totalAmountUnit,
    totalAmountUnitEng: d.totalAmountUnitEng,
    totalAmountUnitPor: d.totalAmountUnitPor,
    frequency: d.frequency as DrugFrequency,
    route: d.route as DrugRoute,
    dose: d.dose,
    doseUnit: d.doseUnit,
    doseUnitEng: d.doseUnitEng,
    doseUnitPor: d.doseUnitPor,
    days: d.days,
    premark: d.premark,
    premarkEng: d.premarkEng,
    premarkPor: d.premarkPor,
  };
}

/**
 * docs/product/calls.md /drugInfo/*: the resident's prescriptions and medication. Every statement filters on the subject (the
 * resident, or a verified ward through Subject), so another resident's prescription id answers NOT_FOUND,
 * exactly as an unknown id, for reading and for following. Each call runs in its transaction
 * (registerEndpoint) with its access-log entry (record type prescription).
 */
export const prescriptionRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const records = recordList(db, 'prescription', {
    table: prescriptions,
    id: prescriptions.id,
    residentId: prescriptions.residentId,
    at: prescriptions.prescribedAt,
    orgCode: prescriptions.orgCode,
  });
  const { log } = records;
  const today = () => macaoDate(ctx.now());

  // Per prescription, in the list query itself (one round trip): how many drug lines and the longest course.
  const drugsOf = sql<number>`(select count(*) from ${prescriptionDrugs} where ${prescriptionDrugs.prescriptionId} = ${qualified(prescriptions.id)})`.mapWith(Number);
  const daysOf = sql<number | null>`(select max(${prescriptionDrugs.days}) from ${prescriptionDrugs} where ${prescriptionDrugs.prescriptionId} = ${qualified(prescriptions.id)})`.mapWith((v: unknown) => (v === null ? null : Number(v)));

  function rowOf(p: StoredPrescription, course: { drugs: number; days: number } | undefined): PrescriptionRow {
    const courseEnd = courseEndOf(p.prescribedAt, course?.days ?? 1);
    return {
      id: p.id,
      indexOrgCode: p.orgCode as OrganisationCode,
      visitNo: p.visitNo,
      visitDate: macaoDate(p.prescribedAt),
      courseEnd,
      inUse: courseEnd >= today(),
      drugCount: course?.drugs ?? 0,
      isFollow: p.followedAt ? 1 : 0,
      followId: p.followedAt ? p.id : null,
    };
  }

  const listPage = records.pageStatement(records.filterConditions, (start) =>
    start.select({ ...prescriptionColumns, total: totalOver, lastTime: records.lastDay, drugs: drugsOf, days: daysOf }).from(prescriptions).$dynamic(),
  );

  registerEndpoint(app, ctx, endpoints.prescriptionList, async ({ body, subjectId, residentId, correlationId }) => {
    const { found, total } = await listPage({ residentId, subjectId, correlationId }, body, body.page);
    // Every row carries the newest record's day; an empty page carries none (lastTimeOfEmpty).
    const lastTime = found[0] ? found[0].lastTime : await records.lastTimeOfEmpty(subjectId, body, body.page.pageNum);
    return ok({ rows: found.map((row) => rowOf(row, { drugs: row.drugs, days: row.days ?? 1 })), total, lastTime });
  });

  // The prescription and its drugs in one query (one row per drug), which also writes the access-log entry, 'ok' or
  // 'not_found': with the session, two round trips (docs/architecture.md#budgets).
  const detail = records.detailStatement((start) =>
    start
      .select({ record: prescriptionColumns, line: prescriptionDrugs })
      .from(prescriptions)
      .leftJoin(prescriptionDrugs, eq(prescriptionDrugs.prescriptionId, prescriptions.id))
      .orderBy(asc(prescriptionDrugs.seq), asc(prescriptionDrugs.id))
      .$dynamic(),
  );

  registerEndpoint(app, ctx, endpoints.prescriptionDetail, async ({ body, subjectId, residentId, correlationId }) => {
    const found = withLines(await detail({ residentId, subjectId, correlationId }, body.id));
    if (!found) return fail(ResultCode.NOT_FOUND);
    const { record: p, lines: drugs } = found;
    return ok({ ...rowOf(p, { drugs: drugs.length, days: Math.max(1, ...drugs.map((d) => d.days)) }), drugInfo: drugs.map(lineOf) });
  });

  registerEndpoint(app, ctx, endpoints.updatePrescriptionFollow, async ({ body, subjectId, residentId, correlationId }) => {
    const [p] = await db
      .update(prescriptions)
      .set({ followedAt: body.isFollow === 1 ? ctx.now() : null })
      .where(and(eq(prescriptions.id, body.id), eq(prescriptions.residentId, subjectId)))
      .returning({ id: prescriptions.id });
    if (!p) {
      await log({ residentId, subjectId, correlationId }, 'update', 'not_found', body.id);
      return fail(ResultCode.NOT_FOUND);
    }
    await log({ residentId, subjectId, correlationId }, 'update', 'ok', p.id);
    return ok({ isFollow: body.isFollow, followId: body.isFollow === 1 ? p.id : null });
  });

  registerEndpoint(app, ctx, endpoints.medicationList, async ({ body, subjectId, residentId, correlationId }) => {
    const stored = await db
      .select({ p: prescriptions, d: prescriptionDrugs })
      .from(prescriptionDrugs)
      .innerJoin(prescriptions, eq(prescriptions.id, prescriptionDrugs.prescriptionId))
      .where(eq(prescriptions.residentId, subjectId))
      .orderBy(desc(prescriptions.prescribedAt), desc(prescriptions.id), asc(prescriptionDrugs.seq));
    const now = today();
    // In use: a course that has not ended, or a prescription the resident follows (even once its course ended).
    // Followed ones come first, the most recently followed first; the rest keep the newest-prescription order.
    const followedAt = new Map(stored.map(({ p }) => [p.id, p.followedAt?.getTime() ?? 0]));
    const lines: MedicationLine[] = stored
      .map(({ p, d }) => ({
        ...lineOf(d),
        prescriptionId: p.id,
        indexOrgCode: p.orgCode as OrganisationCode,
        visitDate: macaoDate(p.prescribedAt),
        courseEnd: courseEndOf(p.prescribedAt, d.days),
        followed: p.followedAt !== null,
      }))
      .filter((line) => body.scope === 'all' || line.courseEnd >= now || line.followed);
    const rows = body.scope === 'all' ? lines : [...lines].sort((a, b) => (followedAt.get(b.prescriptionId) ?? 0) - (followedAt.get(a.prescriptionId) ?? 0));
    await log({ residentId, subjectId, correlationId }, 'list', 'ok', null);
    return ok({ rows });
  });

  registerEndpoint(app, ctx, endpoints.prescriptionFilterInfo, async ({ subjectId, residentId, correlationId }) =>
    ok({ orgCodes: await records.organisations({ residentId, subjectId, correlationId }) }),
  );

  registerEndpoint(app, ctx, endpoints.prescriptionFilterNum, async ({ body, subjectId, residentId, correlationId }) =>
    ok(await records.countByOrganisation({ residentId, subjectId, correlationId }, body)),
  );
};
