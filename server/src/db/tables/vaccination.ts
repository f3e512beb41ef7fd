import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { residents } from '../schema.ts';

/**
 * Doses given to a resident (docs/product/overview.md, docs/product/entities.md "Vaccine list") as the organisations report them, and the records of
 * type 5 (a reaction after a dose). Read-only to the resident. vaccine_code names an entry of the vaccine
 * catalogue (server/src/seed/vaccine-catalogue.ts), which holds the names in three languages and the type.
 */
export const vaccinations = pgTable('vaccinations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  residentId: integer('resident_id').notNull().references(() => residents.id, { onDelete: 'cascade' }),
  vaccineType: smallint('vaccine_type').notNull(),
  vaccineCode: text('vaccine_code').notNull(),
  doseNo: smallint('dose_no'),
  vaccinationDate: date('vaccination_date', { mode: 'string' }).notNull(),
  orgCode: text('org_code').notNull(),
  batchNo: text('batch_no'),
  site: text('site'),
  /** Type 5 only: what was observed, in three languages. */
  reactionZhHant: text('reaction_zh_hant'),
  reactionEn: text('reaction_en'),
  reactionPt: text('reaction_pt'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('vaccinations_resident_type_date').on(t.residentId, t.vaccineType, t.vaccinationDate),
  check('vaccinations_type', sql`${t.vaccineType} between 1 and 5`),
  check('vaccinations_dose', sql`${t.doseNo} is null or ${t.doseNo} between 1 and 20`),
  check('vaccinations_org', sql`${t.orgCode} in ('SS', 'KWH', 'UH', 'YKH', 'COUAO', 'CCSI', 'CCIC', 'CRO')`),
  check('vaccinations_reaction', sql`(${t.vaccineType} = 5) = (${t.reactionEn} is not null)`),
]);

/** Booked vaccination appointments (docs/product/overview.md); the portal lists the upcoming ones. */
export const vaccinationAppointments = pgTable('vaccination_appointments', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  residentId: integer('resident_id').notNull().references(() => residents.id, { onDelete: 'cascade' }),
  vaccineType: smallint('vaccine_type').notNull(),
  vaccineCode: text('vaccine_code').notNull(),
  doseNo: smallint('dose_no'),
  appointmentTime: timestamp('appointment_time', { withTimezone: true }).notNull(),
  orgCode: text('org_code').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('vaccination_appointments_resident_time').on(t.residentId, t.appointmentTime),
  check('vaccination_appointments_type', sql`${t.vaccineType} between 1 and 4`),
  check('vaccination_appointments_org', sql`${t.orgCode} in ('SS', 'KWH', 'UH', 'YKH', 'COUAO', 'CCSI', 'CCIC', 'CRO')`),
]);
