import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { residents } from '../schema.ts';

/**
 * Imaging and examination reports from the participating organisations (docs/product/overview.md, docs/product/entities.md Imaging record).
 * Read-only to the resident: reports arrive from the organisations (here, the demo seed).
 */
export const imagingReports = pgTable('imaging_reports', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  residentId: integer('resident_id').notNull().references(() => residents.id, { onDelete: 'cascade' }),
  orgCode: text('org_code').notNull(),
  modality: text('modality').notNull(),
  examName: text('exam_name').notNull(),
  examNameEn: text('exam_name_en').notNull(),
  examNamePt: text('exam_name_pt').notNull(),
  findings: text('findings').notNull(),
  impression: text('impression').notNull(),
  reportedBy: text('reported_by').notNull(),
  reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('imaging_reports_resident_time').on(t.residentId, t.reportedAt.desc(), t.id.desc()),
  check('imaging_reports_org', sql`${t.orgCode} in ('SS', 'KWH', 'UH', 'YKH', 'COUAO', 'CCSI', 'CCIC', 'CRO')`),
]);

/**
 * One picture of a report. The bytes are drawn by server/src/imaging/pictures.ts from `variant` (a
 * deterministic greyscale radiograph-like PNG), so the repository carries no picture files.
 */
export const imagingImages = pgTable('imaging_images', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  residentId: integer('resident_id').notNull().references(() => residents.id, { onDelete: 'cascade' }),
  reportId: integer('report_id').notNull().references(() => imagingReports.id, { onDelete: 'cascade' }),
  seq: smallint('seq').notNull(),
  variant: integer('variant').notNull(),
  /** docs/product/entities.md isTrue: false when the organisation has not released the picture (not shown, not shareable). */
  released: boolean('released').notNull().default(true),
}, (t) => [
  index('imaging_images_report').on(t.reportId, t.seq),
  index('imaging_images_resident').on(t.residentId),
]);

/**
 * A share link (docs/product/states.md, docs/product/limits.md): only the SHA-256 of the share id is stored. One live link per report:
 * sharing again revokes the previous one. Valid until expires_at (72 hours) unless revoked.
 */
export const imagingShares = pgTable('imaging_shares', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  residentId: integer('resident_id').notNull().references(() => residents.id, { onDelete: 'cascade' }),
  reportId: integer('report_id').notNull().references(() => imagingReports.id, { onDelete: 'cascade' }),
  shareHash: text('share_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  /**
   * 'pictures': chosen pictures for the share viewer; 'dicom': the whole study for a DICOM viewer (its
   * released pictures are listed in imaging_share_images too, for the demo viewer). One live link per
   * report and kind.
   */
  kind: text('kind').notNull().default('pictures'),
}, (t) => [
  uniqueIndex('imaging_shares_hash').on(t.shareHash),
  index('imaging_shares_report').on(t.reportId),
  check('imaging_shares_kind', sql`${t.kind} in ('pictures', 'dicom')`),
]);

/** The pictures a link shows. */
export const imagingShareImages = pgTable('imaging_share_images', {
  shareId: integer('share_id').notNull().references(() => imagingShares.id, { onDelete: 'cascade' }),
  imageId: integer('image_id').notNull().references(() => imagingImages.id, { onDelete: 'cascade' }),
}, (t) => [uniqueIndex('imaging_share_images_pk').on(t.shareId, t.imageId)]);
