import type { AccessAction } from '@mhp/contract';
import type { Db } from './db/client.ts';
import { accessLog } from './db/schema.ts';

export type AccessEntry = {
  actorId: number | null;
  subjectId: number | null;
  recordType: 'blood_pressure' | 'bmi' | 'blood_glucose' | 'pregnancy_glucose' | 'health_home' | 'personal_info' | 'session' | 'access_log' | (string & {});
  recordId?: number | null;
  action: AccessAction;
  outcome: 'ok' | 'not_found' | 'refused' | 'failed';
  correlationId: string;
};

/** ARCHITECTURE 4: reads and changes of clinical records are logged; values never are. */
export async function logAccess(db: Db, entry: AccessEntry): Promise<void> {
  await db.insert(accessLog).values({ ...entry, recordId: entry.recordId ?? null });
}

/** `/healthRecord/bloodPressure/list` -> `blood_pressure`: the record type of an entry written for any call. */
export function recordTypeOfPath(path: string): string {
  const segments = path.split('/').filter(Boolean);
  const segment = segments.length > 1 ? segments[segments.length - 2] ?? '' : segments[0] ?? '';
  return segment.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
