import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { residents } from '../schema.ts';

/**
 * Records sent by organisations over FHIR (docs/product/ingest.md), and what the resident is told of them
 * (docs/product/notices.md).
 */

/**
 * An organisation registered to send records: a SMART Backend Services client (docs/product/ingest.md). Its
 * public keys are kept inline as a JWKS; `resource_types` are the FHIR resource types it may write (never read).
 * `org_code` is the participating organisation its records are shown under.
 */
export const ingestClients = pgTable('ingest_clients', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clientId: text('client_id').notNull().unique(),
  orgCode: text('org_code').notNull(),
  name: text('name').notNull(),
  jwks: jsonb('jwks').$type<{ keys: Record<string, unknown>[] }>().notNull(),
  resourceTypes: text('resource_types').array().notNull(),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [check('ingest_clients_org', sql`${t.orgCode} in ('SS', 'KWH', 'UH', 'YKH', 'COUAO', 'CCSI', 'CCIC', 'CRO')`)]);

/**
 * The `jti` of every client assertion accepted, kept until it expires, so that a replayed assertion is refused by
 * every instance (the primary key makes a second insert fail).
 */
export const ingestAssertions = pgTable('ingest_assertions', {
  clientId: integer('client_id').notNull().references(() => ingestClients.id, { onDelete: 'cascade' }),
  jti: text('jti').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [primaryKey({ columns: [t.clientId, t.jti] }), index('ingest_assertions_expires').on(t.expiresAt)]);

/** Access tokens issued to organisations: only their SHA-256, short-lived, with the scopes granted. */
export const ingestTokens = pgTable('ingest_tokens', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  tokenHash: text('token_hash').notNull().unique(),
  clientId: integer('client_id').notNull().references(() => ingestClients.id, { onDelete: 'cascade' }),
  scopes: text('scopes').array().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [index('ingest_tokens_expires').on(t.expiresAt)]);

/**
 * Which portal record a sent resource became: one row per (organisation, resource type, identifier system,
 * identifier value). Sending the same identifier again updates that record instead of adding one.
 * `trend_result_ids` are the lab_results rows a lab report's trend items were written to (replaced on update).
 */
export const ingestSources = pgTable('ingest_sources', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clientId: integer('client_id').notNull().references(() => ingestClients.id, { onDelete: 'cascade' }),
  resourceType: text('resource_type').notNull(),
  identifierSystem: text('identifier_system').notNull(),
  identifierValue: text('identifier_value').notNull(),
  residentId: integer('resident_id').notNull().references(() => residents.id, { onDelete: 'cascade' }),
  recordType: text('record_type').notNull(),
  recordId: integer('record_id').notNull(),
  trendResultIds: integer('trend_result_ids').array().notNull().default(sql`'{}'::integer[]`),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('ingest_sources_identifier').on(t.clientId, t.resourceType, t.identifierSystem, t.identifierValue),
  index('ingest_sources_resident').on(t.residentId),
]);

/**
 * What the resident is told (docs/product/notices.md), written in the same transaction as the record it is about,
 * so that no record arrives untold and no notice names a record that was rolled back. `pushed_at` marks the rows
 * a push delivery has handled (the outbox).
 */
export const notices = pgTable('notices', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  residentId: integer('resident_id').notNull().references(() => residents.id, { onDelete: 'cascade' }),
  /** received (a new record), updated (a record sent again), new_browser (a sign-in), share_created (a share link). */
  kind: text('kind').notNull(),
  /** A record type, or sign_in / share (contract NOTICE_TYPES). */
  recordType: text('record_type').notNull(),
  /** The record (a share: the imaging report shared); null for a sign-in. */
  recordId: integer('record_id'),
  /** Who sent the record (a share: who made the report); null for a sign-in. */
  orgCode: text('org_code'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  readAt: timestamp('read_at', { withTimezone: true }),
  pushedAt: timestamp('pushed_at', { withTimezone: true }),
  /**
   * What the push delivery did with it (server/src/push/delivery.ts): sending (claimed, not finished), sent (at least
   * one subscription took it), failed (every try failed), none (no subscription wanted it). Null until claimed.
   */
  pushStatus: text('push_status'),
}, (t) => [
  index('notices_resident_time').on(t.residentId, t.createdAt.desc(), t.id.desc()),
  index('notices_resident_unread').on(t.residentId).where(sql`${t.readAt} is null`),
  check('notices_kind', sql`${t.kind} in ('received', 'updated', 'new_browser', 'share_created')`),
  check('notices_push_status', sql`${t.pushStatus} in ('sending', 'sent', 'failed', 'none')`),
  // The outbox: the rows a delivery has yet to claim, oldest first.
  index('notices_unpushed').on(t.id).where(sql`${t.pushedAt} is null`),
]);

/**
 * The browsers a resident has signed in from (docs/product/notices.md#sign-ins-from-a-new-browser): the SHA-256 of the
 * random id the portal keeps in that browser's localStorage, never anything read from the browser itself. A sign-in
 * with an id not listed here for the resident writes a `new_browser` notice and adds the row.
 */
export const signInBrowsers = pgTable('sign_in_browsers', {
  residentId: integer('resident_id').notNull().references(() => residents.id, { onDelete: 'cascade' }),
  browserHash: text('browser_hash').notNull(),
  firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
}, (t) => [primaryKey({ columns: [t.residentId, t.browserHash] })]);

/**
 * A browser's Web Push subscription (docs/product/notices.md#push), for the signed-in resident who made it: the push
 * service's address, the browser's P-256 public key and auth secret, the kinds of record it is told of, and the
 * language its texts are written in. The endpoint is unique: a browser signed in as somebody else takes it over.
 */
export const pushSubscriptions = pgTable('push_subscriptions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  residentId: integer('resident_id').notNull().references(() => residents.id, { onDelete: 'cascade' }),
  endpoint: text('endpoint').notNull().unique(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  kinds: text('kinds').array().notNull(),
  language: text('language').notNull(),
  /** The tree its link opens (mob or web). */
  tree: text('tree').notNull().default('mob'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }),
}, (t) => [index('push_subscriptions_resident').on(t.residentId), check('push_subscriptions_tree', sql`${t.tree} in ('mob', 'web')`)]);

/** DEMO ONLY: the VAPID key pair the demo made for itself at its first start, when none is set (docs/operations.md). */
export const pushDemoKeys = pgTable('push_demo_keys', {
  id: integer('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [check('push_demo_keys_one', sql`${t.id} = 1`)]);
