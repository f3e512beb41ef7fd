import type { Db } from './db/client.ts';
import { accessLog } from './db/schema.ts';

export type AccessEntry = {
  actorId: number | null;
  subjectId: number | null;
  recordType: 'blood_pressure' | 'bmi' | 'blood_glucose' | 'pregnancy_glucose' | 'health_home' | 'personal_info' | 'session';
  recordId?: number | null;
  action: 'list' | 'read' | 'add' | 'update' | 'delete' | 'login' | 'logout';
  outcome: 'ok' | 'not_found' | 'refused' | 'failed';
  correlationId: string;
};

/** ARCHITECTURE 4: reads and changes of clinical records are logged; values never are. */
export async function logAccess(db: Db, entry: AccessEntry): Promise<void> {
  await db.insert(accessLog).values({ ...entry, recordId: entry.recordId ?? null });
}
