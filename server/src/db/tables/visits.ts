import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { residents } from '../schema.ts';
import { imagingReports } from './imaging.ts';
import { labReports } from './lab-reports.ts';

/**
 * Visit records (docs/product/overview.md, docs/product/validation.md Outpatient detail, docs/product/calls.md /recordInfo/*): one emergency (EMR), outpatient (OUT) or
 * inpatient (INP) attendance at one participating organisation. Read-only to the resident: visits arrive from
 * the organisations (here, the demo seed).
 */
export const visits = pgTable('visits', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  residentId: integer('resident_id').notNull().references(() => residents.id, { onDelete: 'cascade' }),
  orgCode: text('org_code').notNull(),
  typeCode: text('type_code').notNull(),
  /** Attendance, or admission for an inpatient stay. */
  visitedAt: timestamp('visited_at', { withTimezone: true }).notNull(),
  /** Discharge day (Macao calendar) of an inpatient stay. */
  dischargeDate: date('discharge_date', { mode: 'string' }),
  department: text('department').notNull(),
  departmentEn: text('department_en').notNull(),
  departmentPt: text('department_pt').notNull(),
  doctor: text('doctor').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('visits_resident_time').on(t.residentId, t.visitedAt.desc(), t.id.desc()),
  check('visits_org', sql`${t.orgCode} in ('SS', 'KWH', 'UH', 'YKH', 'COUAO', 'CCSI', 'CCIC', 'CRO')`),
  check('visits_type', sql`${t.typeCode} in ('EMR', 'OUT', 'INP')`),
]);

/**
 * One entry of a visit, in the organisation's order: a diagnosis (code: ICD-10), a test (detail: normal or
 * bacteria; linked to its lab report when one exists), a check (linked to its imaging report when one exists),
 * a drug (detail: dosage instruction) or a case note (name: heading, detail: text).
 */
export const visitEntries = pgTable('visit_entries', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  residentId: integer('resident_id').notNull().references(() => residents.id, { onDelete: 'cascade' }),
  visitId: integer('visit_id').notNull().references(() => visits.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  seq: smallint('seq').notNull(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  namePt: text('name_pt').notNull(),
  code: text('code').notNull().default(''),
  detail: text('detail').notNull().default(''),
  detailEn: text('detail_en').notNull().default(''),
  detailPt: text('detail_pt').notNull().default(''),
  labReportId: integer('lab_report_id').references(() => labReports.id, { onDelete: 'set null' }),
  imagingReportId: integer('imaging_report_id').references(() => imagingReports.id, { onDelete: 'set null' }),
}, (t) => [
  index('visit_entries_visit').on(t.visitId, t.kind, t.seq),
  index('visit_entries_resident').on(t.residentId),
  check('visit_entries_kind', sql`${t.kind} in ('diagnosis', 'test', 'check', 'drug', 'note')`),
]);
