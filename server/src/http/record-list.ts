import { and, count, eq, getTableName, gte, inArray, lt, max, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { AccessRecordType } from '@macao-phr/contract';
import { ORGANISATIONS, type OrganisationCode, type PageRequest, type SelectTime } from '@macao-phr/contract';
import { ENTRY, entryValues, logAccess, preparedRead, type AccessEntry, type LoggedRead } from './access-log.ts';
import type { Db } from '../db/client.ts';
import { byShape, preparedOnce, type Prepared } from '../db/prepared.ts';

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' in Macao time (UTC+8, no daylight saving). */
export const macaoDate = (at: Date): string => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** 'YYYY-MM-DD' and 'HH:mm' in Macao time (UTC+8, no daylight saving): the date and time a record's row shows. */
export function macaoDateTime(at: Date): { date: string; time: string } {
  const iso = new Date(at.getTime() + 8 * 3_600_000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

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
 * `column desc nulls last`: newest first in the order of the (resident, time desc, id desc) indexes, which drizzle-kit
 * writes NULLS LAST, so PostgreSQL reads a resident's rows from the index in that order (a newest reading: one row)
 * instead of reading them all and sorting them: a bare `desc` means NULLS FIRST in PostgreSQL, which those indexes do
 * not serve. The time and id columns are never null, so the order is the same.
 */
export const newestFirst = (column: AnyPgColumn): SQL => sql`${column} desc nulls last`;

/** The placeholder of a detail's record id, which the function of detailStatement fills in. */
export const RECORD_ID = sql.placeholder('id');

/**
 * A record read with its lines by a left join (a row per line, the record's columns on each; one row without a line
 * when it has none): the record and its lines in the rows' order, or null when no row came back (not the subject's).
 */
export function withLines<R, L>(joined: readonly { record: R; line: L | null }[]): { record: R; lines: L[] } | null {
  const first = joined[0];
  return first === undefined ? null : { record: first.record, lines: joined.flatMap(({ line }) => (line ? [line] : [])) };
}

/** The placeholders of a prepared page's size and offset, and their values for a call's page. */
export const PAGE = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };
export const pageValues = ({ pageNum, pageSize }: PageRequest) => ({ limit: pageSize, offset: (pageNum - 1) * pageSize });

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
 * One optional condition of a list's filter, for statements prepared once per shape (pageStatement): its SQL, with a
 * placeholder named `name`, and its value in a call's filter (undefined when the call's filter does not have it).
 */
export type Condition<F> = { name: string; sql: SQL; valueOf: (filter: F) => unknown };

/** The conditions a call's filter has: the shape of its statement (their names) and their placeholders' values. */
function partsOf<F>(conditions: readonly Condition<F>[], filter: F): { shape: string; present: Condition<F>[]; values: Record<string, unknown> } {
  const present: Condition<F>[] = [];
  const values: Record<string, unknown> = {};
  for (const condition of conditions) {
    const value = condition.valueOf(filter);
    if (value === undefined) continue;
    present.push(condition);
    values[condition.name] = value;
  }
  return { shape: present.map((c) => c.name).join(','), present, values };
}

/**
 * The shared half of a subject's record list routes (lab reports, visits, prescriptions, surgery): every
 * statement filters on the subject, and every call writes its access-log entry with `recordType`. The reads residents
 * make most are statements built once and prepared (preparedOnce): a call fills in its values and runs it.
 */
export function recordList(db: Db, recordType: AccessRecordType, columns: RecordColumns) {
  const log = (who: Who, action: AccessEntry['action'], outcome: AccessEntry['outcome'], recordId: number | null) =>
    logAccess(db, { actorId: who.residentId, subjectId: who.subjectId, recordType, recordId, action, outcome, correlationId: who.correlationId });

  /**
   * The conditions of the filter every record list takes: the subject's records on or after the first Macao day, before
   * the day after the last (both ends inclusive), at the organisations chosen. `= any(list)` is `in (...)` for a list
   * given as one value, so one statement serves any number of organisations.
   */
  const filterConditions: Condition<RecordFilter>[] = [
    {
      name: 'start',
      sql: gte(columns.at, sql.placeholder('start')),
      valueOf: (f) => (f.selectTime?.start ? new Date(`${f.selectTime.start}T00:00:00+08:00`).toISOString() : undefined),
    },
    {
      name: 'end',
      sql: lt(columns.at, sql.placeholder('end')),
      valueOf: (f) => (f.selectTime?.end ? new Date(new Date(`${f.selectTime.end}T00:00:00+08:00`).getTime() + DAY_MS).toISOString() : undefined),
    },
    {
      name: 'orgCodes',
      sql: sql`${columns.orgCode} = any(${sql.placeholder('orgCodes')})`,
      valueOf: (f) => (f.orgCodes && f.orgCodes.length > 0 ? f.orgCodes : undefined),
    },
  ];

  /** Whether a call's filter selects fewer than all of the subject's records. */
  const filtered = (filter: RecordFilter) => filterConditions.some((c) => c.valueOf(filter) !== undefined);

  /** The subject's records (ENTRY.subjectId) with the conditions present, for a prepared statement. */
  const prepareWhere = <F>(present: readonly Condition<F>[]): SQL | undefined => and(eq(columns.residentId, ENTRY.subjectId), ...present.map((c) => c.sql));

  /** The subject's records matching a filter (dates are Macao calendar days, both ends inclusive), and any further conditions, for a statement built for one call. */
  function whereOf(subjectId: number, filter: RecordFilter, ...more: SQL[]): SQL | undefined {
    const parts: SQL[] = [eq(columns.residentId, subjectId)];
    if (filter.selectTime?.start) parts.push(gte(columns.at, new Date(`${filter.selectTime.start}T00:00:00+08:00`)));
    if (filter.selectTime?.end) parts.push(lt(columns.at, new Date(new Date(`${filter.selectTime.end}T00:00:00+08:00`).getTime() + DAY_MS)));
    parts.push(...more);
    if (filter.orgCodes && filter.orgCodes.length > 0) parts.push(inArray(columns.orgCode, filter.orgCodes));
    return and(...parts);
  }

  /**
   * A list's page statement: one page of the subject's records that the conditions present in a call's filter select,
   * newest first, and how many they select in all (`select` takes `total: totalOver` beside its columns, so every row
   * carries the count), in one statement that also writes the list's access-log entry (docs/architecture.md#budgets).
   * Prepared on first use per shape of the filter (which conditions a call has); a call only fills in its values. The
   * function it answers runs it for a call: the stored rows and the total.
   */
  function pageStatement<F, Q extends PgSelect>(conditions: readonly Condition<F>[], select: (start: LoggedRead) => Q) {
    const pages = byShape<Prepared<Awaited<Q>>>();
    const counts = byShape<Prepared<{ total: number }[]>>();
    return async (who: Who, filter: F, { pageNum, pageSize }: PageRequest): Promise<{ found: Awaited<Q>; total: number }> => {
      const { shape, present, values } = partsOf(conditions, filter);
      const page = pages(shape, () =>
        preparedOnce(select(preparedRead(db, { recordType, action: 'list' })).where(prepareWhere(present)).orderBy(newestFirst(columns.at), newestFirst(columns.id)).limit(PAGE.limit).offset(PAGE.offset)) as unknown as Prepared<Awaited<Q>>,
      );
      const found = await page.execute({ ...entryValues(who), ...values, ...pageValues({ pageNum, pageSize }) });
      let total = Number((found[0] as { total?: unknown } | undefined)?.total ?? 0);
      // A page past the end has no row to carry the total; only then is it counted on its own.
      if (found.length === 0 && pageNum > 1) {
        const counted = counts(shape, () => preparedOnce(db.select({ total: count() }).from(columns.table).where(prepareWhere(present))));
        total = Number((await counted.execute({ subjectId: who.subjectId, ...values }))[0]?.total ?? 0);
      }
      return { found, total };
    };
  }

  /**
   * A record's detail statement, prepared once: `select` reads from the start it is given, and the statement keeps only
   * the record RECORD_ID of the subject ENTRY.subjectId; the start writes the entry 'ok' when the record is the subject's
   * and 'not_found' otherwise (an unknown id and somebody else's alike), decided by the same statement. The function it
   * answers runs it for a call's record.
   */
  function detailStatement<Q extends PgSelect>(select: (start: LoggedRead) => Q): (who: Who, id: number) => Promise<Awaited<Q>> {
    const outcome = sql<AccessEntry['outcome']>`case when exists (select 1 from ${columns.table} where ${columns.id} = ${RECORD_ID} and ${columns.residentId} = ${ENTRY.subjectId}) then 'ok' else 'not_found' end`;
    const statement = preparedOnce(
      select(preparedRead(db, { recordType, action: 'read', recordId: RECORD_ID, outcome })).where(and(eq(columns.id, RECORD_ID), eq(columns.residentId, ENTRY.subjectId))),
    ) as unknown as Prepared<Awaited<Q>>;
    return (who, id) => statement.execute({ ...entryValues(who), id });
  }

  /** lastTime as a column of a list query: 'YYYY-MM-DD' in Macao time (UTC+8, no daylight saving) of the subject's newest record, or null. */
  const lastDay = sql<string | null>`(select to_char(max(${columns.at}) at time zone 'UTC' + interval '8 hours', 'YYYY-MM-DD') from ${columns.table} where ${columns.residentId} = ${ENTRY.subjectId})`;

  /**
   * The Macao day of the subject's newest record, whatever the filter, for a list whose page came back empty (no row
   * carried lastDay): without a filter an empty first page means the subject has no record, so there is none and
   * nothing is asked; otherwise it is looked up on its own.
   */
  async function lastTimeOfEmpty(subjectId: number, filter: RecordFilter, pageNum: number): Promise<string | null> {
    if (pageNum === 1 && !filtered(filter)) return null;
    const [newest] = await db.select({ at: max(columns.at) }).from(columns.table).where(eq(columns.residentId, subjectId));
    return newest?.at ? macaoDate(new Date(newest.at)) : null;
  }

  const organisationsRead = preparedOnce(preparedRead(db, { recordType, action: 'list' }).selectDistinct({ orgCode: columns.orgCode }).from(columns.table).where(prepareWhere([])));

  /** getFilterInfo: the organisations holding any of the subject's records, in their display order. */
  async function organisations(who: Who): Promise<OrganisationCode[]> {
    const rows = await organisationsRead.execute(entryValues(who));
    const have = new Set(rows.map((r) => r.orgCode));
    return [...ORGANISATIONS].sort((a, b) => a.sort - b.sort).filter((o) => have.has(o.orgCode)).map((o) => o.orgCode);
  }

  const countsRead = byShape<Prepared<{ orgCode: string | null; n: number }[]>>();

  /** getFilterInfoNum: how many of the subject's records match the filter, per organisation holding any, and in all. */
  async function countByOrganisation(who: Who, filter: RecordFilter): Promise<{ total: number; byOrg: { orgCode: OrganisationCode; count: number }[] }> {
    const { shape, present, values } = partsOf(filterConditions, filter);
    const statement = countsRead(shape, () =>
      preparedOnce(preparedRead(db, { recordType, action: 'list' }).select({ orgCode: columns.orgCode, n: count() }).from(columns.table).where(prepareWhere(present)).groupBy(columns.orgCode)),
    );
    const rows = await statement.execute({ ...entryValues(who), ...values });
    const byOrg = [...ORGANISATIONS]
      .sort((a, b) => a.sort - b.sort)
      .flatMap((o) => {
        const n = rows.find((r) => r.orgCode === o.orgCode)?.n;
        return n === undefined ? [] : [{ orgCode: o.orgCode, count: Number(n) }];
      });
    return { total: byOrg.reduce((s, o) => s + o.count, 0), byOrg };
  }

  return { log, whereOf, filterConditions, pageStatement, detailStatement, lastDay, lastTimeOfEmpty, organisations, countByOrganisation };
}
