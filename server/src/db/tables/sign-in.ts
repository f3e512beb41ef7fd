import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions } from '../schema.ts';

/**
 * OpenID Connect sign-in attempts (docs/product/sign-in.md): started by POST /personal/authorizeStart, finished by
 * POST /personal/authorizedCodeLogin. Kept in the database, not in memory, so that any instance can finish an attempt
 * another one started. Keyed by the SHA-256 of `state` (the state travels through the browser; its hash alone
 * finds nothing). The PKCE code_verifier and the nonce never leave the server. An attempt lives
 * SIGN_IN_ATTEMPT_SECONDS and is spent by the first answer whatever its outcome (used_at); session_id is the
 * session it opened, which presenting the same answer again revokes (RFC 6749 4.1.2).
 */
export const signInAttempts = pgTable('sign_in_attempts', {
  stateHash: text('state_hash').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  accountType: text('account_type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'set null' }),
}, (t) => [
  check('sign_in_attempts_account_type', sql`${t.accountType} in ('PERSONAL', 'GOV_ENTITY')`),
  index('sign_in_attempts_expires').on(t.expiresAt),
]);

/** Sessions opened through the identity provider: their sign-out also ends the provider's session (RP-initiated logout). */
export const providerSessions = pgTable('provider_sessions', {
  sessionId: integer('session_id').primaryKey().references(() => sessions.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
