import type { FastifyPluginAsync } from 'fastify';
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  ACCESS_ACTIONS,
  ACCESS_OUTCOMES,
  ACTOR_TYPES,
  ORGANISATIONS,
  endpoints,
  type AccessAction,
  type AccessLogRow,
  type AccessOutcome,
  type ActorType,
  type Language,
} from '@macao-phr/contract';
import type { AppContext } from '../http/context.ts';
import { accessLog, residents } from '../db/schema.ts';
import { ok, registerEndpoint } from '../http/endpoint.ts';
import { logAccess } from '../http/access-log.ts';
import { PAGE, pageValues, qualified } from '../http/record-list.ts';
import { byShape, preparedOnce } from '../db/prepared.ts';

/** A download holds at most this many entries (newest first); older ones are past the retention period anyway. */
export const ACCESS_LOG_DOWNLOAD_MAX = 10_000;

type Filters = {
  selectTime?: { start?: string | undefined; end?: string | undefined } | undefined;
  actions?: AccessAction[] | undefined;
  actorTypes?: ActorType[] | undefined;
};

/** The record type routes/qr.ts writes for a doctor's access after the resident's QR consent. */
const DOCTOR_ACCESS = 'doctor_access';

function actorCondition(type: ActorType): SQL {
  switch (type) {
    case 'self':
      return eq(accessLog.actorId, accessLog.subjectId);
    case 'guardian':
      // Today the only way to act for somebody else is a verified guardianship (subject.ts).
      return and(ne(accessLog.actorId, accessLog.subjectId), ne(accessLog.outcome, 'refused')) as SQL;
    case 'other':
      return and(ne(accessLog.actorId, accessLog.subjectId), eq(accessLog.outcome, 'refused')) as SQL;
    case 'unknown':
      return and(isNull(accessLog.actorId), isNull(accessLog.actorOrg), ne(accessLog.recordType, DOCTOR_ACCESS)) as SQL;
    case 'organisation':
      return isNotNull(accessLog.actorOrg);
    case 'doctor':
      // A doctor's access through QR consent (routes/qr.ts) has no resident actor.
      return and(isNull(accessLog.actorId), eq(accessLog.recordType, DOCTOR_ACCESS)) as SQL;
  }
}

/**
 * The values of a call's filter for a statement prepared once per shape (preparedWhere): the subject, and those of the
 * filter's parts the call has (the shape is their names); a chosen actor type is `actor_<type>` true, the others false.
 */
function valuesOf(subjectId: number, f: Filters): { shape: string; values: Record<string, unknown> } {
  const values: Record<string, unknown> = { subjectId };
  if (f.selectTime?.start) values.start = new Date(f.selectTime.start).toISOString();
  if (f.selectTime?.end) values.end = new Date(f.selectTime.end).toISOString();
  if (f.actions && f.actions.length > 0) values.actions = f.actions;
  const shape = Object.keys(values).join(',');
  const chosen = f.actorTypes && f.actorTypes.length > 0 ? new Set(f.actorTypes) : null;
  if (chosen) for (const type of ACTOR_TYPES) values[`actor_${type}`] = chosen.has(type);
  return { shape: chosen ? `${shape},actorTypes` : shape, values };
}

/**
 * The list's conditions with placeholders for the parts of the filter a call has (valuesOf): a few statements in all,
 * whatever the values, so a resident cannot make the server prepare a new one per list of actions or actor types.
 */
function preparedWhere(f: Filters): SQL {
  const parts: SQL[] = [eq(accessLog.subjectId, sql.placeholder('subjectId'))];
  if (f.selectTime?.start) parts.push(gte(accessLog.at, sql.placeholder('start')));
  if (f.selectTime?.end) parts.push(lte(accessLog.at, sql.placeholder('end')));
  if (f.actions && f.actions.length > 0) parts.push(sql`${accessLog.action} = any(${sql.placeholder('actions')})`);
  if (f.actorTypes && f.actorTypes.length > 0) parts.push(or(...ACTOR_TYPES.map((type) => and(sql`${sql.placeholder(`actor_${type}`)}::boolean`, actorCondition(type)))) as SQL);
  return and(...parts) as SQL;
}

function where(subjectId: number, f: Filters): SQL {
  const parts: SQL[] = [eq(accessLog.subjectId, subjectId)];
  if (f.selectTime?.start) parts.push(gte(accessLog.at, new Date(f.selectTime.start)));
  if (f.selectTime?.end) parts.push(lte(accessLog.at, new Date(f.selectTime.end)));
  if (f.actions && f.actions.length > 0) parts.push(inArray(accessLog.action, f.actions));
  if (f.actorTypes && f.actorTypes.length > 0) parts.push(or(...f.actorTypes.map(actorCondition)) as SQL);
  return and(...parts) as SQL;
}

/** An entry and the name of the resident who acted (in the reader's language), null when no resident did. */
type Joined = { entry: typeof accessLog.$inferSelect; actorName: string | null };

/** The acting resident's name in the reader's language, as a column: looked up for the rows that go out only. */
function actorNameIn(lang: Language) {
  const name = lang === 'en' ? residents.nameEn : lang === 'pt' ? residents.namePt : residents.nameZhHant;
  return sql<string | null>`(select ${name} from ${residents} where ${residents.id} = ${qualified(accessLog.actorId)})`;
}

/** An organisation's name in the reader's language (its code when it is not a participating organisation). */
function orgNameIn(code: string, lang: Language): string {
  const org = ORGANISATIONS.find((o) => o.orgCode === code);
  if (!org) return code;
  return lang === 'en' ? org.nameEn : lang === 'pt' ? org.namePt : org.name;
}

function toRow({ entry, actorName: name }: Joined, lang: Language): AccessLogRow {
  const actorType: ActorType =
    entry.actorOrg !== null ? 'organisation' : entry.actorId === null ? (entry.recordType === DOCTOR_ACCESS ? 'doctor' : 'unknown') : entry.actorId === entry.subjectId ? 'self' : entry.outcome === 'refused' ? 'other' : 'guardian';
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    actorType,
    // A refused stranger stays unnamed: the log must not become a directory of residents.
    actorName: entry.actorOrg !== null ? orgNameIn(entry.actorOrg, lang) : name !== null && actorType !== 'other' ? name : null,
    recordType: entry.recordType,
    recordId: entry.recordId,
    action: (ACCESS_ACTIONS as readonly string[]).includes(entry.action) ? (entry.action as AccessAction) : 'read',
    outcome: (ACCESS_OUTCOMES as readonly string[]).includes(entry.outcome) ? (entry.outcome as AccessOutcome) : 'failed',
    correlationId: entry.correlationId,
  };
}

const CSV_COLUMNS = ['at', 'actorType', 'actorName', 'recordType', 'recordId', 'action', 'outcome', 'correlationId'] as const;

/** RFC 4180 quoting; a cell that a spreadsheet would run as a formula is prefixed with an apostrophe. */
function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly AccessLogRow[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const row of rows) lines.push(CSV_COLUMNS.map((c) => csvCell(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** docs/security.md: the resident (or a guardian for a ward) reads and downloads who touched their records. */
export const accessLogRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;

  const select = (subjectId: number, f: Filters, lang: Language) =>
    db
      .select({ entry: accessLog, actorName: actorNameIn(lang) })
      .from(accessLog)
      .where(where(subjectId, f))
      .orderBy(desc(accessLog.at), desc(accessLog.id));

  // The page and its total in one query (docs/architecture.md#budgets), prepared once per language and shape of the
  // filter; a page past the end counts on its own. The total is a count of its own in the same statement, not a count
  // over the page's rows (count(*) over () would read every entry of the subject and sort them all for a page of ten):
  // the page reads its entries newest first from the (subject, at) index. The actor's name is a column of the rows
  // that go out, not a join, which would be made for every entry counted.
  const pages = byShape<ReturnType<typeof listPage>>();
  const listPage = (lang: Language, f: Filters) =>
    preparedOnce(
      db
        .select({ entry: accessLog, actorName: actorNameIn(lang), total: sql<number>`(select count(*) from ${accessLog} where ${preparedWhere(f)})`.mapWith(Number) })
        .from(accessLog)
        .where(preparedWhere(f))
        .orderBy(desc(accessLog.at), desc(accessLog.id))
        .limit(PAGE.limit)
        .offset(PAGE.offset),
    );

  registerEndpoint(app, ctx, endpoints.accessLogList, async ({ body, subjectId, lang }) => {
    const { pageNum } = body.page;
    const { shape, values } = valuesOf(subjectId, body);
    const rows = await pages(`${lang};${shape}`, () => listPage(lang, body)).execute({ ...values, ...pageValues(body.page) });
    const total = rows[0]?.total ?? (pageNum > 1 ? Number((await db.select({ total: count() }).from(accessLog).where(where(subjectId, body)))[0]?.total ?? 0) : 0);
    return ok({ rows: rows.map((r) => toRow(r, lang)), total });
  });

  registerEndpoint(app, ctx, endpoints.accessLogDownload, async ({ body, subjectId, residentId, lang, correlationId }) => {
    const rows = (await select(subjectId, body, lang).limit(ACCESS_LOG_DOWNLOAD_MAX)).map((r) => toRow(r, lang));
    await logAccess(db, { actorId: residentId, subjectId, recordType: 'access_log', action: 'download', outcome: 'ok', correlationId });
    const day = ctx.now().toISOString().slice(0, 10);
    return ok(
      body.format === 'json'
        ? { fileName: `access-log-${day}.json`, contentType: 'application/json' as const, content: JSON.stringify(rows, null, 2), rows: rows.length }
        : { fileName: `access-log-${day}.csv`, contentType: 'text/csv' as const, content: toCsv(rows), rows: rows.length },
    );
  });
};
