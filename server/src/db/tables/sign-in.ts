import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { residents, sessions } from '../schema.ts';

/**
 * One-time authorisation codes of the demo identity provider (docs/product/calls.md authorizedCodeLogin, docs/product/sign-in.md).
 * Only the SHA-256 of a code is kept; a code is bound to its redirect address and account type, lives
 * AUTH_CODE_TTL_SECONDS and is used once (used_at). session_id is the session it opened, which a replay
 * of the code revokes (RFC 6749 4.1.2).
 */
export const authCodes = pgTable('auth_codes', {
  codeHash: text('code_hash').primaryKey(),
  residentId: integer('resident_id').notNull().references(() => residents.id, { onDelete: 'cascade' }),
  redirectUri: text('redirect_uri').notNull(),
  accountType: text('account_type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'set null' }),
}, (t) => [
  check('auth_codes_account_type', sql`${t.accountType} in ('PERSONAL', 'GOV_ENTITY')`),
  index('auth_codes_expires').on(t.expiresAt),
]);
