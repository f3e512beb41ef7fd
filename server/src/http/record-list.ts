import { and, count, desc, eq, getTableName, gte, inArray, lt, max, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { AccessRecordType } from '@macao-phr/contract';
import { ORGANISATIONS, type OrganisationCode, type PageRequest, type SelectTime } from '@macao-phr/contract';
import { logAccess, loggedRead, type AccessEntry, type LoggedRead } from './access-log.ts';
import type { Db } from '../db/client.ts';

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' in Macao time (UTC+8, no daylight saving). */
export const macaoDate = (at: Date): string => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** The columns a record list reads: whose record it is, when it happened, where, and its id (the tie-break). */
export type RecordColumns = {
  table: PgTable;
  id: AnyPgColumn;
  residentId: AnyPgColumn;
  at: AnyPgColumn<{ data: Date }>;
  orgCode: AnyPgColumn<{ data: string }>;
};

/**
 * count(*) over (): how many rows the query's where selects, on every row of its page, so a page and its
 * total are one query (docs/architecture.md#budgets). Select it as `total` in a list passed to page().
 */
export const totalOver = sql<number>`count(*) over ()`.mapWith(Number);

/**
 * `"table"."column"`: drizzle leaves the table out of a one-table query's columns, so a correlated
 * subquery would read its own table's column of the same name; outer columns are named in full with this.
 */
export const qualified = (column: AnyPgColumn): SQL => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** The filter every record list takes (docs/product/calls.md): a Macao date range and organisations. */
export type RecordFilter = { selectTime?: SelectTime | undefined; orgCodes?: OrganisationCode[] | undefined };

/** Who a call is for: the signed-in resident (null before sign-in), the subject whose records it reads, and the request. */
export type Who = { residentId: number | null; subjectId: number; correlationId: string };

/**
 * The shared half of a subject's record list routes (lab reports, visits, prescriptions, surgery): every
 * statement filters on the subject, and every call writes its access-log entry with `recordType`.
 */
export function recordList(db: Db, recordType: AccessRecordType, columns: RecordColumns) {
  const log = (who: Who, action: AccessEntry['action'], outcome: AccessEntry['outcome'], recordId: number | null) =>
    logAccess(db, { actorId: who.residentId, subjectId: who.subjectId, recordType, recordId, action, outcome, correlationId: who.correlationId });

  /** The subject's records matching a filter (dates are Macao calendar days, both ends inclusive), and any further conditions. */
  function whereOf(subjectId: number, filter: RecordFilter, ...more: SQL[]): SQL | undefined {
    const parts: SQL[] = [eq(columns.residentId, subjectId)];
    if (filter.selectTime?.start) parts.push(gte(columns.at, new Date(`${filter.selectTime.start}T00:00:00+08:00`)));
    if (filter.selectTime?.end) parts.push(lt(columns.at, new Date(new Date(`${filter.selectTime.end}T00:00:00+08:00`).getTime() + DAY_MS)));
    parts.push(...more);
    if (filter.orgCodes && filter.orgCodes.length > 0) parts.push(inArray(columns.orgCode, filter.orgCodes));
    return and(...parts);
  }

  /** The start of a read's statement that also writes its entry (loggedRead), `outcome` decided by the statement or not. */
  const logged = (who: Who, action: AccessEntry['action'], recordId: number | null = null, outcome: Parameters<typeof loggedRead>[1]['outcome'] = 'ok') =>
    loggedRead(db, { actorId: who.residentId, subjectId: who.subjectId, recordType, recordId, action, outcome, correlationId: who.correlationId });

  /**
   * The start of a record's detail statement that also writes its entry: 'ok' when the record is the subject's,
   * 'not_found' otherwise (an unknown id and somebody else's alike), decided by the same statement.
   */
  const detailRead = (who: Who, recordId: number) =>
    logged(
      who,
      'read',
      recordId,
      sql<AccessEntry['outcome']>`case when exists (select 1 from ${columns.table} where ${columns.id} = ${recordId} and ${columns.residentId} = ${who.subjectId}) then 'ok' else 'not_found' end`,
    );

  /**
   * One page of the records `where` selects, newest first, and how many it selects in all, in one query that also
   * writes the list's access-log entry (docs/architecture.md#budgets): `stored` selects `total: totalOver` beside its
   * columns from the start it is given (loggedRead), so every row carries the count. `rowsOf` turns the stored rows
   * into the answer's.
   */
  async function page<Q extends PgSelect, Row>(
    who: Who,
    stored: (start: LoggedRead) => Q,
    where: SQL | undefined,
    { pageNum, pageSize }: PageRequest,
    rowsOf: (rows: Awaited<Q>) => Row[] | Promise<Row[]>,
  ): Promise<{ rows: Row[]; total: number }> {
    const found = await stored(logged(who, 'list'))
      .where(where)
      .orderBy(desc(columns.at), desc(columns.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize);
    let total = Number((found[0] as { total?: unknown } | undefined)?.total ?? 0);
    // A page past the end has no row to carry the total; only then is it counted on its own.
    if (found.length === 0 && pageNum > 1) {
      const [counted] = await db.select({ total: count() }).from(columns.table).where(where);
      total = Number(counted?.total ?? 0);
    }
    const rows = await rowsOf(found as Awaited<Q>);
    return { rows, total };
  }

  /** lastTime as a column of a list query: 'YYYY-MM-DD' in Macao time (UTC+8, no daylight saving), or null. */
  const lastDay = (subjectId: number) =>
    sql<string | null>`(select to_char(max(${columns.at}) at time zone 'UTC' + interval '8 hours', 'YYYY-MM-DD') from ${columns.table} where ${columns.residentId} = ${subjectId})`;

  /** The Macao day of the subject's newest record, whatever the filter; null when there is none. */
  async function lastTime(subjectId: number): Promise<string | null> {
    const [newest] = await db.select({ at: max(columns.at) }).from(columns.table).where(eq(columns.residentId, subjectId));
    return newest?.at ? macaoDate(new Date(newest.at)) : null;
  }

  /** getFilterInfo: the organisations holding any of the subject's records, in their display order. */
  async function organisations(who: Who): Promise<OrganisationCode[]> {
    const rows = await logged(who, 'list').selectDistinct({ orgCode: columns.orgCode }).from(columns.table).where(eq(columns.residentId, who.subjectId));
    const have = new Set(rows.map((r) => r.orgCode));
    return [...ORGANISATIONS].sort((a, b) => a.sort - b.sort).filter((o) => have.has(o.orgCode)).map((o) => o.orgCode);
  }

  /** getFilterInfoNum: how many of the subject's records match the filter, per organisation holding any, and in all. */
  async function countByOrganisation(who: Who, filter: RecordFilter): Promise<{ total: number; byOrg: { orgCode: OrganisationCode; count: number }[] }> {
    const rows = await logged(who, 'list').select({ orgCode: columns.orgCode, n: count() }).from(columns.table).where(whereOf(who.subjectId, filter)).groupBy(columns.orgCode);
    const byOrg = [...ORGANISATIONS]
      .sort((a, b) => a.sort - b.sort)
      .flatMap((o) => {
        const n = rows.find((r) => r.orgCode === o.orgCode)?.n;
        return n === undefined ? [] : [{ orgCode: o.orgCode, count: Number(n) }];
      });
    return { total: byOrg.reduce((s, o) => s + o.count, 0), byOrg };
  }

  return { log, logged, detailRead, whereOf, page, lastTime, lastDay, organisations, countByOrganisation };
}
