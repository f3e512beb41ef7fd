import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * One schema for PGlite and PostgreSQL (docs/architecture.md#server). Migrations in ../drizzle are generated from this
 * file by drizzle-kit and run at start.
 */

export const residents = pgTable('residents', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  username: text('username').notNull().unique(),
  /** `scrypt$N$r$p$salt$hash` (base64url), see password.ts; never the password. */
  passwordHash: text('password_hash').notNull(),
  nameZhHant: text('name_zh_hant').notNull(),
  nameEn: text('name_en').notNull(),
  namePt: text('name_pt').notNull(),
  /** docs/product/entities.md: M or other; F here. */
  sexcode: text('sexcode').notNull(),
  birthDate: date('birth_date', { mode: 'string' }).notNull(),
  patid: text('patid').notNull().unique(),
  /** docs/product/entities.md: 0 Asian, 1 other (selects the BMI bands of docs/product/limits.md). */
  race: smallint('race').notNull(),
  pregnant: boolean('pregnant').notNull().default(false),
  macauUser: boolean('macau_user').notNull().default(true),
  /** Set when the account is disabled: its sessions answer 100021. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('residents_sexcode', sql`${t.sexcode} in ('M', 'F')`),
  check('residents_race', sql`${t.race} in (0, 1)`),
]);

/** docs/product/roles.md: a guardian may act for a ward once the relation is verified. */
export const guardianships = pgTable('guardianships', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  guardianId: integer('guardian_id').notNull().references(() => residents.id, { onDelete: 'cascade' }),
  wardId: integer('ward_id').notNull().references(() => residents.id, { onDelete: 'cascade' }),
  verified: boolean('verified').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('guardianships_pair').on(t.guardianId, t.wardId), index('guardianships_ward').on(t.wardId)]);

/**
 * Only the SHA-256 of a token is stored: a copy of this table does not let anybody sign in.
 * expires_at is the absolute limit; last_seen_at drives the idle limit.
 */
export const sessions = pgTable('sessions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  tokenHash: text('token_hash').notNull().unique(),
  residentId: integer('resident_id').notNull().references(() => residents.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
}, (t) => [index('sessions_resident').on(t.residentId)]);

export const bloodPressure = pgTable('blood_pressure', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  residentId: integer('resident_id').notNull().references(() => residents.id, { onDelete: 'cascade' }),
  systolic: smallint('systolic').notNull(),
  diastolic: smallint('diastolic').notNull(),
  pulse: smallint('pulse').notNull(),
  recordTime: timestamp('record_time', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  // The list is always "one resident, newest first" (docs/product/states.md lists), so this index serves it whole.
  index('blood_pressure_resident_time').on(t.residentId, t.recordTime.desc(), t.id.desc()),
  // docs/product/validation.md ranges, enforced again by the database in case a future writer skips the contract.
  check('blood_pressure_systolic', sql`${t.systolic} between 20 and 300`),
  check('blood_pressure_diastolic', sql`${t.diastolic} between 20 and 300`),
  check('blood_pressure_pulse', sql`${t.pulse} between 20 and 200`),
  check('blood_pressure_order', sql`${t.systolic} >= ${t.diastolic}`),
]);

/**
 * Height (cm) and weight (kg), docs/product/validation.md ranges, stored truncated to two decimals; BMI and its band are
 * computed on read (the band depends on the resident's race). org_code null = self-entered.
 */
export const bmiReadings = pgTable('bmi_readings', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  residentId: integer('resident_id').notNull().references(() => residents.id, { onDelete: 'cascade' }),
  height: numeric('height', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  weight: numeric('weight', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  recordTime: timestamp('record_time', { withTimezone: true }).notNull(),
  orgCode: text('org_code'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('bmi_readings_resident_time').on(t.residentId, t.recordTime.desc(), t.id.desc()),
  check('bmi_readings_height', sql`${t.height} between 30 and 200`),
  check('bmi_readings_weight', sql`${t.weight} between 0.1 and 200`),
]);

/**
 * Blood glucose (mmol/L, two decimals). kind 'general' is /healthRecord/bloodSugar, 'pregnancy' is
 * /pregnancyBloodSugar (gestational, banded by the pregnancy targets); one table, one index.
 */
export const glucoseReadings = pgTable('glucose_readings', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  residentId: integer('resident_id').notNull().references(() => residents.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  value: numeric('value', { precision: 4, scale: 2, mode: 'number' }).notNull(),
  timing: text('timing').notNull(),
  hoursAfterMeal: smallint('hours_after_meal'),
  sample: text('sample').notNull(),
  recordTime: timestamp('record_time', { withTimezone: true }).notNull(),
  orgCode: text('org_code'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('glucose_readings_resident_kind_time').on(t.residentId, t.kind, t.recordTime.desc(), t.id.desc()),
  check('glucose_readings_kind', sql`${t.kind} in ('general', 'pregnancy')`),
  check('glucose_readings_value', sql`${t.value} between 0.1 and 30`),
  check('glucose_readings_sample', sql`${t.sample} in ('capillary', 'venous')`),
  check('glucose_readings_hours', sql`${t.hoursAfterMeal} is null or ${t.hoursAfterMeal} between 1 and 4`),
]);

/**
 * Who touched which clinical record, when and with what outcome (docs/architecture.md#server). No clinical values:
 * the log must be shareable with an auditor without becoming a second copy of the record.
 */
export const accessLog = pgTable('access_log', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  /** The signed-in resident; null for a failed sign-in of an unknown user name. */
  actorId: integer('actor_id'),
  /** Whose record: the actor, or a ward of a verified guardian. */
  subjectId: integer('subject_id'),
  /** An organisation that sent the record over FHIR (its code; docs/product/ingest.md), when the actor is one. */
  actorOrg: text('actor_org'),
  recordType: text('record_type').notNull(),
  recordId: integer('record_id'),
  action: text('action').notNull(),
  outcome: text('outcome').notNull(),
  correlationId: text('correlation_id').notNull(),
}, (t) => [
  index('access_log_subject_at').on(t.subjectId, t.at),
  // The retention purge deletes by time alone (access-log.ts).
  index('access_log_at').on(t.at),
]);
