import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema.ts';
import * as catalogueTables from '../src/db/tables/catalogue.ts';
import * as guardianTables from '../src/db/tables/guardian.ts';
import * as imagingTables from '../src/db/tables/imaging.ts';
import * as labReportTables from '../src/db/tables/lab-reports.ts';
import * as labResultTables from '../src/db/tables/lab-results.ts';
import * as prescriptionTables from '../src/db/tables/prescriptions.ts';
import * as qrTables from '../src/db/tables/qr.ts';
import * as signInTables from '../src/db/tables/sign-in.ts';
import * as surgeryTables from '../src/db/tables/surgery.ts';
import * as uploadTables from '../src/db/tables/uploads.ts';
import * as vaccinationTables from '../src/db/tables/vaccination.ts';
import * as ingestTables from '../src/db/tables/ingest.ts';
import * as visitTables from '../src/db/tables/visits.ts';
import * as verificationTables from '../src/db/tables/verification.ts';
import * as settingsTables from '../src/db/tables/settings.ts';

/**
 * Security suites are generated from GET /api/openapi.json, so a new endpoint is covered the day it is
 * added to the contract's table: no list of calls to keep in step here.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
};

export type Operation = {
  operationId: string;
  method: 'GET' | 'POST';
  url: string;
  auth: boolean;
  body: JsonSchema | null;
};

type OpenApiDocument = {
  paths: Record<string, Record<string, { operationId: string; security?: unknown[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
};

export async function operationsOf(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  const doc = res.json<OpenApiDocument>();
  const out: Operation[] = [];
  for (const [url, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      out.push({
        operationId: op.operationId,
        method: method.toUpperCase() as Operation['method'],
        url,
        auth: (op.security?.length ?? 0) > 0,
        body: op.requestBody?.content['application/json']?.schema ?? null,
      });
    }
  }
  return out;
}

const ID_KEY = /^(id|.*Id)$/;

/** Property paths in a body schema that carry record ids (`id`, `…Id`, or arrays of them: `ids`). */
export function idFields(body: JsonSchema | null): string[][] {
  const found: string[][] = [];
  const walk = (s: JsonSchema, at: string[]) => {
    for (const [key, prop] of Object.entries(s.properties ?? {})) {
      const t = prop.type;
      if (t === 'integer' && ID_KEY.test(key)) found.push([...at, key]);
      else if (t === 'array' && prop.items?.type === 'integer' && /ids$/i.test(key)) found.push([...at, key]);
      else if (t === 'object') walk(prop, [...at, key]);
    }
  };
  if (body) walk(body, []);
  return found;
}

/**
 * A body that passes validation, built from the schema alone: required and optional properties filled
 * with the smallest allowed value. Cross-field rules (systolic >= diastolic) hold because equal minimums
 * are chosen. When a future schema defeats this, add its operationId to `examples` in the test.
 */
export function exampleOf(s: JsonSchema, key = ''): unknown {
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  const variants = s.anyOf ?? s.oneOf;
  if (variants?.[0]) return exampleOf(variants[0], key);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, prop] of Object.entries(s.properties ?? {})) out[k] = exampleOf(prop, k);
      return out;
    }
    case 'array':
      return [];
    case 'integer':
      return Math.max(1, s.minimum ?? 1);
    case 'number':
      return s.minimum ?? 1;
    case 'boolean':
      return false;
    case 'string':
      if (s.format === 'date-time') return '2025-06-01T08:00:00Z';
      if (s.format === 'date') return '2025-06-01';
      return 'x'.repeat(Math.max(1, s.minLength ?? 1));
    default:
      return null;
  }
}

export function setAt(body: unknown, at: readonly string[], value: unknown): unknown {
  if (at.length === 0) return value;
  const [head, ...rest] = at as [string, ...string[]];
  const obj = typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...(body as Record<string, unknown>) } : {};
  obj[head] = setAt(obj[head], rest, value);
  return obj;
}

/** The JSON type of a value, with integers and other numbers both 'number'. */
export function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'bigint' ? 'number' : typeof value;
}

/** The JSON types a schema allows at a property path ('integer' counts as 'number'); empty when unknown. */
export function jsonTypesAt(s: JsonSchema | null, at: readonly string[]): Set<string> {
  let node: JsonSchema | undefined = s ?? undefined;
  for (const key of at) node = node?.properties?.[key];
  const types = new Set<string>();
  const collect = (n: JsonSchema | undefined) => {
    if (!n) return;
    const declared = (n as { type?: string | string[] }).type;
    for (const t of Array.isArray(declared) ? declared : declared ? [declared] : []) types.add(t === 'integer' ? 'number' : t);
    for (const member of [...((n as { anyOf?: JsonSchema[] }).anyOf ?? []), ...((n as { oneOf?: JsonSchema[] }).oneOf ?? [])]) collect(member);
  };
  collect(node);
  return types;
}

/** Every leaf property path of a body schema (for "wrong type here" mutations). */
export function leafPaths(s: JsonSchema | null, at: string[] = []): string[][] {
  if (!s) return [];
  const props = Object.entries(s.properties ?? {});
  if (props.length === 0) return at.length ? [at] : [];
  const out: string[][] = at.length ? [at] : [];
  for (const [k, p] of props) out.push(...leafPaths(p, [...at, k]));
  return out;
}

/** Every table: the foundation's and each feature area's (server/src/db/tables; a new area is added here). */
const modules = [schema, catalogueTables, guardianTables, imagingTables, labReportTables, labResultTables, prescriptionTables, qrTables, signInTables, surgeryTables, uploadTables, vaccinationTables, verificationTables, visitTables, ingestTables, settingsTables];

export function allTables(): PgTable[] {
  return modules.flatMap((m) => Object.values(m) as unknown[]).filter((t): t is PgTable => t instanceof PgTable);
}

type Rows = { rows: Record<string, unknown>[] };

/**
 * One digest per table (every table of every module above), minus the ones that
 * legitimately move on any call: sessions (last seen) and the access log (it records the attempt).
 * With `residentId`, only that resident's rows of tables that have a resident_id column.
 */
export async function fingerprint(db: Db, residentId?: number): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of allTables()) {
    const config = getTableConfig(table);
    if (config.name === 'sessions' || config.name === 'access_log') continue;
    const hasResident = config.columns.some((c) => c.name === 'resident_id');
    if (residentId !== undefined && !hasResident) continue;
    const where = residentId !== undefined ? sql` where t.resident_id = ${residentId}` : sql``;
    const result = (await db.execute(
      sql`select count(*)::text as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as h from ${sql.identifier(config.name)} t${where}`,
    )) as unknown as Rows;
    const row = result.rows[0] ?? {};
    out[config.name] = `${String(row.n)}:${String(row.h)}`;
  }
  return out;
}

/** Record ids owned by a resident, across every table with a resident_id column. */
export async function idsOwnedBy(db: Db, residentId: number): Promise<number[]> {
  const ids = new Set<number>();
  for (const table of allTables()) {
    const config = getTableConfig(table);
    if (!config.columns.some((c) => c.name === 'resident_id') || !config.columns.some((c) => c.name === 'id')) continue;
    if (config.name === 'sessions') continue;
    const result = (await db.execute(sql`select id from ${sql.identifier(config.name)} where resident_id = ${residentId}`)) as unknown as Rows;
    for (const r of result.rows) ids.add(Number(r.id));
  }
  return [...ids].sort((a, b) => a - b);
}

/** What an answer must never show: stack frames, SQL, driver or library internals. */
export const INTERNALS = /\bat .+:\d+:\d+|\bstack\b|\bselect\b.+\bfrom\b|\binsert into\b|\bupdate\b.+\bset\b|\bsyntax error\b|\bpostgres|\bpglite\b|\bdrizzle\b|\bzod\b|node_modules|\.ts:\d+/i;
