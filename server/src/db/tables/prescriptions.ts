import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { residents } from '../schema.ts';

/**
 * Prescriptions (docs/product/overview.md, docs/product/entities.md Prescription list): one visit's medicines at one participating organisation.
 * Arrive from the organisations (here, the demo seed); the resident only follows one or stops following it
 * (docs/product/states.md: followedAt set or cleared; the followId answered is the prescription's id while followed).
 */
export const prescriptions = pgTable('prescriptions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  residentId: integer('resident_id').notNull().references(() => residents.id, { onDelete: 'cascade' }),
  orgCode: text('org_code').notNull(),
  visitNo: text('visit_no').notNull(),
  prescribedAt: timestamp('prescribed_at', { withTimezone: true }).notNull(),
  followedAt: timestamp('followed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('prescriptions_resident_time').on(t.residentId, t.prescribedAt.desc(), t.id.desc()),
  check('prescriptions_org', sql`${t.orgCode} in ('SS', 'KWH', 'UH', 'YKH', 'COUAO', 'CCSI', 'CCIC', 'CRO')`),
]);

/** docs/product/entities.md Drug line: one medicine of a prescription, in the prescriber's order. */
export const prescriptionDrugs = pgTable('prescription_drugs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  residentId: integer('resident_id').notNull().references(() => residents.id, { onDelete: 'cascade' }),
  prescriptionId: integer('prescription_id').notNull().references(() => prescriptions.id, { onDelete: 'cascade' }),
  seq: smallint('seq').notNull(),
  gnameTra: text('gname_tra').notNull(),
  gnameEng: text('gname_eng').notNull(),
  gnamePor: text('gname_por').notNull(),
  /** -1: none given. */
  totalAmount: doublePrecision('total_amount').notNull(),
  totalAmountUnit: text('total_amount_unit').notNull(),
  totalAmountUnitEng: text('total_amount_unit_eng').notNull(),
  totalAmountUnitPor: text('total_amount_unit_por').notNull(),
  frequency: text('frequency').notNull(),
  route: text('route').notNull(),
  /** A decimal number as text, or ADQ (an adequate amount). */
  dose: text('dose').notNull(),
  doseUnit: text('dose_unit').notNull(),
  doseUnitEng: text('dose_unit_eng').notNull(),
  doseUnitPor: text('dose_unit_por').notNull(),
  days: smallint('days').notNull(),
  /** The prescriber's remark in Traditional Chinese, English and Portuguese (each shown alone in its language). */
  premark: text('premark').notNull().default(''),
  premarkEng: text('premark_eng').notNull().default(''),
  premarkPor: text('premark_por').notNull().default(''),
}, (t) => [
  index('prescription_drugs_prescription').on(t.prescriptionId, t.seq),
  index('prescription_drugs_resident').on(t.residentId),
  check('prescription_drugs_frequency', sql`${t.frequency} in ('QD', 'BID', 'TID', 'QID', 'QN', 'PRN')`),
  check('prescription_drugs_route', sql`${t.route} in ('PO', 'TOP', 'INH', 'SC')`),
  check('prescription_drugs_days', sql`${t.days} >= 1`),
]);
