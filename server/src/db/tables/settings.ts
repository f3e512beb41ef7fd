import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { residents } from '../schema.ts';

/**
 * The resident's own settings (docs/product/states.md settings), kept with them rather than on one device: the colour
 * theme. A resident without a row has chosen nothing ("device").
 */
export const residentSettings = pgTable('resident_settings', {
  residentId: integer('resident_id').primaryKey().references(() => residents.id, { onDelete: 'cascade' }),
  theme: text('theme').notNull().default('device'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [check('resident_settings_theme', sql`${t.theme} in ('device', 'light', 'dark', 'contrast')`)]);
