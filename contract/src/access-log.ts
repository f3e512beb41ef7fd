import { z } from './z.ts';
import { optionalPageSchema, pageResultSchema } from './page.ts';

/**
 * The resident's access log (docs/security.md): who viewed, changed, downloaded or shared which health record,
 * when, for whom, with what outcome. Never clinical values, tokens or full identity numbers.
 */
export const ACCESS_ACTIONS = ['list', 'read', 'add', 'update', 'delete', 'download', 'share', 'login', 'logout', 'export', 'receive'] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];
/**
 * What an access-log entry is about: the record types the server writes, one per kind of record (the endpoint table's
 * `accessLog.recordType` names one of them for each call that reads or changes records). The resident's log screen
 * names each of them, and the older names below.
 */
export const ACCESS_RECORD_TYPES = [
  'blood_pressure', 'bmi', 'blood_glucose', 'pregnancy_glucose', 'health_home', 'personal_info', 'session', 'access_log',
  'trend', 'doctor_access', 'blood_queue', 'qr_consent', 'guardian_check', 'guardian_wards', 'vaccination',
  'vaccination_book', 'vaccination_appointment', 'summary', 'imaging', 'lab_report', 'prescription', 'surgery', 'visit',
  'upload_report', 'upload_file',
] as const;
export type AccessRecordType = (typeof ACCESS_RECORD_TYPES)[number];
/**
 * Names that entries written before the endpoint table declared its record types may hold (refusals and failures were
 * named after the call's address then), with the record type each stands for. Never written any more; kept so that
 * older entries keep their names.
 */
export const OLDER_ACCESS_RECORD_TYPES = {
  export: 'summary',
  inspection_info: 'imaging',
  patient_test_info: 'lab_report',
  drug_info: 'prescription',
  surgery_info: 'surgery',
  record_info: 'visit',
} as const satisfies Record<string, AccessRecordType>;
export type OlderAccessRecordType = keyof typeof OLDER_ACCESS_RECORD_TYPES;
export const ACCESS_OUTCOMES = ['ok', 'not_found', 'refused', 'failed'] as const;
export type AccessOutcome = (typeof ACCESS_OUTCOMES)[number];
/**
 * self: the resident; guardian: a verified guardian acting for them; doctor: through QR consent (later);
 * other: somebody else who tried and was refused; organisation: a participating organisation that sent a record
 * (docs/product/ingest.md); unknown: no signed-in actor.
 */
export const ACTOR_TYPES = ['self', 'guardian', 'doctor', 'organisation', 'other', 'unknown'] as const;
export type ActorType = (typeof ACTOR_TYPES)[number];
export const ACCESS_LOG_FORMATS = ['csv', 'json'] as const;
export type AccessLogFormat = (typeof ACCESS_LOG_FORMATS)[number];

const instant = z.iso.datetime({ offset: true, error: 'invalid' });

export const accessLogFilterShape = {
  /** Inclusive range of the entry's time; either end may be left open. */
  selectTime: z
    .object({ start: instant.optional(), end: instant.optional() })
    .refine((t) => !t.start || !t.end || Date.parse(t.start) <= Date.parse(t.end), { error: 'date.endBeforeStart', path: ['end'] })
    .optional(),
  actions: z.array(z.enum(ACCESS_ACTIONS, { error: 'invalid' })).max(ACCESS_ACTIONS.length, { error: 'invalid' }).optional(),
  actorTypes: z.array(z.enum(ACTOR_TYPES, { error: 'invalid' })).max(ACTOR_TYPES.length, { error: 'invalid' }).optional(),
};

export const accessLogListRequestSchema = z.object({ page: optionalPageSchema, ...accessLogFilterShape });
export const accessLogDownloadRequestSchema = z.object({ format: z.enum(ACCESS_LOG_FORMATS, { error: 'invalid' }).default('csv'), ...accessLogFilterShape });

export const accessLogRowSchema = z.object({
  id: z.int(),
  /** ISO 8601 UTC. */
  at: z.iso.datetime({ offset: true }),
  actorType: z.enum(ACTOR_TYPES),
  /** The actor's name as the resident knows it (their own, or their guardian's); null when unknown. */
  actorName: z.string().nullable(),
  recordType: z.string(),
  recordId: z.int().nullable(),
  action: z.enum(ACCESS_ACTIONS),
  outcome: z.enum(ACCESS_OUTCOMES),
  correlationId: z.string(),
});
export const accessLogListResultSchema = pageResultSchema(accessLogRowSchema);

/** The download travels in the envelope like every answer; the portal saves `content` as `fileName`. */
export const accessLogDownloadResultSchema = z.object({
  fileName: z.string(),
  contentType: z.enum(['text/csv', 'application/json']),
  content: z.string(),
  rows: z.int().min(0),
});

export type AccessLogListRequest = z.input<typeof accessLogListRequestSchema>;
export type AccessLogDownloadRequest = z.input<typeof accessLogDownloadRequestSchema>;
export type AccessLogRow = z.output<typeof accessLogRowSchema>;
export type AccessLogListResult = z.output<typeof accessLogListResultSchema>;
export type AccessLogDownloadResult = z.output<typeof accessLogDownloadResultSchema>;
