import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions } from '../schema.ts';

/**
 * Government-entity verifications (docs/product/roles.md/docs/product/calls.md/docs/product/result-codes.md, docs/product/sign-in.md): an entity signs in under one of these
 * (accountType GOV_ENTITY + informationVerificationId). Past expires_at it answers 100046 (expired);
 * without `granted` (or unknown) 100047 (no access). `verification_id` is the opaque id the entity holds.
 */
export const informationVerifications = pgTable('information_verifications', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  verificationId: text('verification_id').notNull().unique(),
  entityName: text('entity_name').notNull(),
  granted: boolean('granted').notNull().default(true),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [check('information_verifications_id_length', sql`length(${t.verificationId}) between 8 and 128`)]);

/** A session opened under a verification: every call of it is checked against the verification again. */
export const govSessions = pgTable('gov_sessions', {
  sessionId: integer('session_id').primaryKey().references(() => sessions.id, { onDelete: 'cascade' }),
  verificationId: integer('verification_id').notNull().references(() => informationVerifications.id, { onDelete: 'cascade' }),
}, (t) => [index('gov_sessions_verification').on(t.verificationId)]);
