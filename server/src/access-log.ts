import type { AccessAction } from '@macao-phr/contract';
import { lt } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { accessLog } from './db/schema.ts';

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
  recordType: 'blood_pressure' | 'bmi' | 'blood_glucose' | 'pregnancy_glucose' | 'health_home' | 'personal_info' | 'session' | 'access_log' | (string & {});
  recordId?: number | null;
  action: AccessAction;
  outcome: 'ok' | 'not_found' | 'refused' | 'failed';
  correlationId: string;
};

/** docs/architecture.md#server: reads and changes of clinical records are logged; values never are. */
export async function logAccess(db: Db, entry: AccessEntry): Promise<void> {
  await db.insert(accessLog).values({ ...entry, recordId: entry.recordId ?? null });
}

/** `/healthRecord/bloodPressure/list` -> `blood_pressure`: the record type of an entry written for any call. */
export function recordTypeOfPath(path: string): string {
  const segments = path.split('/').filter(Boolean);
  const segment = segments.length > 1 ? segments[segments.length - 2] ?? '' : segments[0] ?? '';
  return segment.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
