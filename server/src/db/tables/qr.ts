import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { residents } from '../schema.ts';

/**
 * QR codes issued by this server (docs/product/calls.md /qrApi/scanQr, /qrCode/*): the printed text carries only a
 * random nonce, the kind and the expiry, signed (server/src/auth/qr-signing.ts); everything else is here.
 *
 * kind 'queue': a blood-collection queue ticket (docs/product/states.md queue messages); status is what the room's
 * queue system reports. kind 'consent': a doctor's request to see one record type of a patient.
 */
export const qrCodes = pgTable('qr_codes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  nonce: text('nonce').notNull().unique(),
  kind: text('kind').notNull(),
  /** The ticket's holder or the doctor's patient; null for a ticket not registered to anybody yet. */
  patientId: integer('patient_id').references(() => residents.id, { onDelete: 'cascade' }),
  recordType: text('record_type').notNull(),
  // queue tickets
  ticketNo: integer('ticket_no'),
  serviceDate: date('service_date', { mode: 'string' }),
  queueStatus: text('queue_status'),
  calledNo: integer('called_no'),
  // consent requests
  doctorNameZhHant: text('doctor_name_zh_hant'),
  doctorNameEn: text('doctor_name_en'),
  doctorNamePt: text('doctor_name_pt'),
  departmentZhHant: text('department_zh_hant'),
  departmentEn: text('department_en'),
  departmentPt: text('department_pt'),
  orgCode: text('org_code'),
  scanCount: smallint('scan_count').notNull().default(0),
  /** A consent request answered (agreed or declined): scanning it again is 'Do not scan again'. */
  usedAt: timestamp('used_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('qr_codes_kind', sql`${t.kind} in ('queue', 'consent')`),
  check('qr_codes_queue_status', sql`${t.queueStatus} is null or ${t.queueStatus} in ('waiting', 'called', 'passed', 'done', 'finished', 'unregistered')`),
]);

/** docs/product/overview.md/docs/product/roles.md: a resident's answer to a doctor's request (who, which doctor, when), withdrawable. */
export const qrConsents = pgTable('qr_consents', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** Whose records the doctor may see. */
  residentId: integer('resident_id').notNull().references(() => residents.id, { onDelete: 'cascade' }),
  /** Who answered: the resident, or their verified guardian. */
  actorId: integer('actor_id').notNull().references(() => residents.id, { onDelete: 'cascade' }),
  requestId: integer('request_id').notNull().references(() => qrCodes.id, { onDelete: 'cascade' }),
  decision: text('decision').notNull(),
  decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
}, (t) => [
  index('qr_consents_resident_time').on(t.residentId, t.decidedAt.desc(), t.id.desc()),
  check('qr_consents_decision', sql`${t.decision} in ('agreed', 'declined')`),
]);
