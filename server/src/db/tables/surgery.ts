import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { residents } from '../schema.ts';

/**
 * Surgery records (docs/product/overview.md, docs/product/entities.md Surgery record): one operation at one participating organisation, with its
 * diagnoses as the organisation sends them (codes and names, semicolon-separated, paired by position).
 * Read-only to the resident: records arrive from the organisations (here, the demo seed).
 */
export const surgeries = pgTable('surgeries', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  residentId: integer('resident_id').notNull().references(() => residents.id, { onDelete: 'cascade' }),
  orgCode: text('org_code').notNull(),
  surgeryName: text('surgery_name').notNull(),
  surgeryNameEn: text('surgery_name_en').notNull(),
  surgeryNamePt: text('surgery_name_pt').notNull(),
  department: text('department').notNull(),
  departmentEn: text('department_en').notNull(),
  departmentPt: text('department_pt').notNull(),
  surgeryDiagId: text('surgery_diag_id').notNull().default(''),
  surgeryDiagName: text('surgery_diag_name').notNull().default(''),
  operatedAt: timestamp('operated_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('surgeries_resident_time').on(t.residentId, t.operatedAt.desc(), t.id.desc()),
  check('surgeries_org', sql`${t.orgCode} in ('SS', 'KWH', 'UH', 'YKH', 'COUAO', 'CCSI', 'CCIC', 'CRO')`),
]);
