import { sql } from 'drizzle-orm';
import { check, customType, date, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { residents } from '../schema.ts';

/**
 * The resident's own reports from institutions that do not take part (docs/product/entities.md Upload record) and their files.
 * The bytes live on disk under UPLOAD_DIR (server/src/uploads/storage.ts); a row names its file by a random
 * storage key, never by the resident's file name.
 */
export const uploadReports = pgTable('upload_reports', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  residentId: integer('resident_id').notNull().references(() => residents.id, { onDelete: 'cascade' }),
  institution: text('institution').notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  recordType: smallint('record_type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('upload_reports_resident_created').on(t.residentId, t.createdAt.desc(), t.id.desc()),
  check('upload_reports_record_type', sql`${t.recordType} between 1 and 8`),
  check('upload_reports_dates', sql`${t.startDate} <= ${t.endDate}`),
]);

/** One file; report_id null while it is uploaded but not yet attached (purged after a day). */
export const uploadFiles = pgTable('upload_files', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  residentId: integer('resident_id').notNull().references(() => residents.id, { onDelete: 'cascade' }),
  reportId: integer('report_id').references(() => uploadReports.id, { onDelete: 'cascade' }),
  storageKey: text('storage_key').notNull().unique(),
  name: text('name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('upload_files_resident').on(t.residentId),
  index('upload_files_report').on(t.reportId),
  check('upload_files_type', sql`${t.contentType} in ('application/pdf', 'image/jpeg', 'image/png')`),
  check('upload_files_size', sql`${t.size} > 0 and ${t.size} <= 20971520`),
]);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers a Buffer, PGlite a Uint8Array.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The bytes of uploaded files when the server runs on PostgreSQL (DATABASE_URL) and no UPLOAD_DIR is set: every
 * instance then reads what any instance stored (docs/operations.md). Keyed like the files on disk; a blob is kept
 * only while an upload_files row names it (see routes/uploads.ts).
 */
export const uploadBlobs = pgTable('upload_blobs', {
  storageKey: text('storage_key').primaryKey(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
