import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { residents } from '../schema.ts';

/**
 * Lab reports (docs/product/overview.md, docs/product/entities.md Lab test record): one sample or test occasion at one participating organisation.
 * lab_results (the trends' cholesterol and HbA1c values) has no grouping into reports, no units, ranges or
 * other items, and no culture results; a report here lists its items, and an item that is a trend indicator
 * names its code. Read-only to the resident: reports arrive from the organisations (here, the demo seed).
 */
export const labReports = pgTable('lab_reports', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  residentId: integer('resident_id').notNull().references(() => residents.id, { onDelete: 'cascade' }),
  orgCode: text('org_code').notNull(),
  testName: text('test_name').notNull(),
  testNameEn: text('test_name_en').notNull(),
  testNamePt: text('test_name_pt').notNull(),
  /** docs/product/entities.md testResultType: normal, or bacteria (a culture: organism and susceptibility). */
  testResultType: text('test_result_type').notNull(),
  specimen: text('specimen').notNull(),
  specimenEn: text('specimen_en').notNull(),
  specimenPt: text('specimen_pt').notNull(),
  organism: text('organism'),
  colonyCount: text('colony_count'),
  /** docs/product/entities.md sampOrTestDate / sampOrTestTime. */
  sampledAt: timestamp('sampled_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('lab_reports_resident_time').on(t.residentId, t.sampledAt.desc(), t.id.desc()),
  check('lab_reports_org', sql`${t.orgCode} in ('SS', 'KWH', 'UH', 'YKH', 'COUAO', 'CCSI', 'CCIC', 'CRO')`),
  check('lab_reports_type', sql`${t.testResultType} in ('normal', 'bacteria')`),
]);

/** One item of a report, in the laboratory's order. */
export const labReportItems = pgTable('lab_report_items', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  residentId: integer('resident_id').notNull().references(() => residents.id, { onDelete: 'cascade' }),
  reportId: integer('report_id').notNull().references(() => labReports.id, { onDelete: 'cascade' }),
  seq: smallint('seq').notNull(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  namePt: text('name_pt').notNull(),
  value: text('value').notNull(),
  unit: text('unit').notNull().default(''),
  referenceRange: text('reference_range').notNull().default(''),
  flag: text('flag').notNull(),
  /** The trend indicator (TC, LDL, HDL, HBA1C) this item is drawn in, or null. */
  indicatorCode: text('indicator_code'),
}, (t) => [
  index('lab_report_items_report').on(t.reportId, t.seq),
  index('lab_report_items_resident').on(t.residentId),
  check('lab_report_items_flag', sql`${t.flag} in ('N', 'H', 'L', 'S', 'I', 'R')`),
  check('lab_report_items_code', sql`${t.indicatorCode} is null or ${t.indicatorCode} in ('TC', 'LDL', 'HDL', 'HBA1C')`),
]);
