import { AsyncLocalStorage } from 'node:async_hooks';
import type { AccessAction, AccessRecordType } from '@macao-phr/contract';
import { lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accessLog } from '../db/schema.ts';

/**
 * Macao Law 8/2005 (data kept no longer than needed): access-log entries are kept this many days by
 * default (2 years: long enough for a resident to notice and ask about an access, short enough not to
 * become a permanent tracking record), then purged. ACCESS_LOG_RETENTION_DAYS overrides it.
 */
export const ACCESS_LOG_RETENTION_DAYS = 730;

/** Deletes entries older than the retention period; answers how many went. */
export async function purgeAccessLog(db: Db, now: Date, retentionDays: number): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
  const gone = await db.delete(accessLog).where(lt(accessLog.at, cutoff)).returning({ id: accessLog.id });
  return gone.length;
}

export type AccessEntry = {
  actorId: number | null;
  subjectId: number | null;
  recordType: AccessRecordType;
  recordId?: number | null;
  /** The organisation that sent the record (docs/product/ingest.md), for an entry of a record received over FHIR. */
  actorOrg?: string | null;
  action: AccessAction;
  outcome: 'ok' | 'not_found' | 'refused' | 'failed';
  correlationId: string;
};

/** The entries of the call running in this async context, written together when it ends (withAccessLog). */
const pending = new AsyncLocalStorage<AccessEntry[]>();

/**
 * docs/architecture.md#server: reads and changes of clinical records are logged; values never are.
 * Inside a call (withAccessLog) the entry joins the call's batch; elsewhere it is written at once.
 */
export async function logAccess(db: Db, entry: AccessEntry): Promise<void> {
  const batch = pending.getStore();
  if (batch) {
    batch.push(entry);
    return;
  }
  await db.insert(accessLog).values({ ...entry, recordId: entry.recordId ?? null });
}

/**
 * Runs one call's work and then writes every entry it logged in one statement, before the answer can
 * leave: one round trip however many entries (docs/architecture.md#budgets), and no entry lost, because
 * a call whose entries cannot be written fails instead of answering. Run inside the call's transaction,
 * the entries commit or roll back with its changes.
 */
export async function withAccessLog<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const batch: AccessEntry[] = [];
  const result = await pending.run(batch, work);
  if (batch.length > 0) await db.insert(accessLog).values(batch.map((entry) => ({ ...entry, recordId: entry.recordId ?? null })));
  return result;
}

/** What loggedRead gives: `db.with(...)`, from which the read's select starts. */
export type LoggedRead = ReturnType<Db['with']>;

/**
 * A read's entry, whose outcome may be decided by the statement itself (an SQL expression giving one of the outcomes),
 * and whose actor, subject, record and correlation id may be placeholders of a statement prepared once (preparedRead).
 */
export type ReadEntry = Omit<AccessEntry, 'outcome' | 'actorId' | 'subjectId' | 'recordId' | 'correlationId'> & {
  actorId: number | null | Placeholder;
  subjectId: number | null | Placeholder;
  recordId?: number | null | Placeholder;
  correlationId: string | Placeholder;
  outcome: AccessEntry['outcome'] | SQL<AccessEntry['outcome']>;
};

/**
 * The start of a read's one statement that also writes its access-log entry: `db.with(...)` with the insert of the
 * entry as a data-modifying WITH, which PostgreSQL runs exactly once whether or not the select reads it. A read then
 * costs two round trips, the session and this statement, instead of a third for the entry after it
 * (docs/architecture.md#budgets). The entry lands with the read or not at all: a statement that fails writes neither,
 * and the call fails (its 'failed' entry is logged as for any failure), so no read is served without its entry. A
 * detail's outcome is an SQL expression of the same statement ('ok' when the record is the subject's, 'not_found'
 * otherwise). The entry does not go through the call's batch (withAccessLog): it is already written.
 */
export function loggedRead(db: Db, entry: ReadEntry): LoggedRead {
  return db.with(db.$with('access_entry', {}).as(insertOf(entry)));
}

/**
 * The placeholders of a prepared read's entry, named as the values `entryValues` gives them; `subjectId` is the one the
 * read's own conditions use too (every statement filters on the subject).
 */
export const ENTRY = { actorId: sql.placeholder('actorId'), subjectId: sql.placeholder('subjectId'), correlationId: sql.placeholder('correlationId') };

/** Who a read is for, as the values of ENTRY's placeholders. */
export const entryValues = (who: { residentId: number | null; subjectId: number; correlationId: string }) => ({
  actorId: who.residentId,
  subjectId: who.subjectId,
  correlationId: who.correlationId,
});

/**
 * loggedRead for a statement built once and prepared (preparedOnce in server/src/db/prepared.ts): the entry's actor,
 * subject and correlation id are ENTRY's placeholders, filled in on every call from `entryValues(who)`; a detail's
 * record id and outcome are placeholders or expressions of the statement. The entry is written by the same statement,
 * exactly as loggedRead's.
 */
export function preparedRead(db: Db, entry: Pick<ReadEntry, 'recordType' | 'action'> & Partial<Pick<ReadEntry, 'recordId' | 'outcome'>>): LoggedRead {
  return loggedRead(db, { ...ENTRY, recordId: null, outcome: 'ok', ...entry });
}

/** The same for a read written as SQL of its own: `with access_entry as (insert ...)`, to put before its select. */
export function entryWith(entry: ReadEntry): SQL {
  return sql`with access_entry as (${insertOf(entry)})`;
}

function insertOf(entry: ReadEntry): SQL {
  const outcome = typeof entry.outcome === 'string' ? sql`${entry.outcome}` : entry.outcome;
  const columns = [accessLog.actorId, accessLog.subjectId, accessLog.actorOrg, accessLog.recordType, accessLog.recordId, accessLog.action, accessLog.outcome, accessLog.correlationId];
  return sql`insert into ${accessLog} (${sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  )}) values (${entry.actorId}::int, ${entry.subjectId}::int, ${entry.actorOrg ?? null}::text, ${entry.recordType}::text, ${entry.recordId ?? null}::int, ${entry.action}::text, ${outcome}::text, ${entry.correlationId}::text)`;
}
