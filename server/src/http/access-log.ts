import { AsyncLocalStorage } from 'node:async_hooks';
import type { AccessAction, AccessRecordType } from '@macao-phr/contract';
import { lt } from 'drizzle-orm';
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
