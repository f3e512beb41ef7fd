import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { residents } from '../schema.ts';

/**
 * Organisation lab results that trends draw beside self-entered readings (docs/product/overview.md, docs/product/entities.md): total, LDL and HDL
 * cholesterol (mmol/L) and HbA1c (%), each from one participating organisation. Read-only to the resident:
 * results arrive from the organisations (here, the demo seed), never from the portal.
 */
export const labResults = pgTable('lab_results', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  residentId: integer('resident_id').notNull().references(() => residents.id, { onDelete: 'cascade' }),
  indicatorCode: text('indicator_code').notNull(),
  value: numeric('value', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  orgCode: text('org_code').notNull(),
  recordTime: timestamp('record_time', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  // A trend is "one resident, one set of codes, a time range", oldest first.
  index('lab_results_resident_code_time').on(t.residentId, t.indicatorCode, t.recordTime),
  check('lab_results_code', sql`${t.indicatorCode} in ('TC', 'LDL', 'HDL', 'HBA1C')`),
  check('lab_results_org', sql`${t.orgCode} in ('SS', 'KWH', 'UH', 'YKH', 'COUAO', 'CCSI', 'CCIC', 'CRO')`),
  check('lab_results_value', sql`${t.value} > 0 and ${t.value} <= 20`),
]);
