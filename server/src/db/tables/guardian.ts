import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions } from '../schema.ts';

/**
 * The parent/guardian identity check (docs/product/roles.md): a one-time code per session (only its hash is kept)
 * and the sessions that passed the check. Both go with the session.
 */
export const guardianCodes = pgTable('guardian_codes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  sessionId: integer('session_id').notNull().references(() => sessions.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  tries: smallint('tries').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('guardian_codes_session').on(t.sessionId)]);

export const guardianChecks = pgTable('guardian_checks', {
  sessionId: integer('session_id').primaryKey().references(() => sessions.id, { onDelete: 'cascade' }),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
});
