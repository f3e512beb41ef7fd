import path from 'node:path';
import { AsyncLocalStorage } from 'node:async_hooks';
import { cpSync, mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { holdsDatabase, pgliteTemplate, removeThrowawayFolder, throwawayFolder } from './pglite-template.ts';
import { statementName } from './prepared.ts';

/** The drizzle API both drivers share; routes only see this, so the same queries run on both. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Readiness probe for /api/health. */
  ping: () => Promise<void>;
  /**
   * Runs `work` in one transaction: every query made through `db` inside it (also by code that captured
   * `db` earlier) joins the transaction, so a change and its access-log entry are written together or not
   * at all (docs/security.md: the server killed during writes leaves nothing half-written).
   */
  transaction: <T>(work: () => Promise<T>) => Promise<T>;
  /**
   * Runs `work`, a call that only reads, outside any transaction: every statement goes straight to the
   * pool. Asking `db` for insert, update, delete or a transaction inside it throws, so a call wrongly
   * declared a read fails its tests instead of silently losing its atomicity.
   */
  readOnly: <T>(work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
  /** PostgreSQL pool use for /metrics (docs/operations.md): connections open, idle, and calls waiting for one. */
  poolStats?: () => { total: number; idle: number; waiting: number };
};

/** Sees every statement sent to the database and its parameters (the round-trip tests count them, the plan test explains them). */
export type QueryObserver = (text: string, params?: readonly unknown[]) => void;

export type DatabaseOptions =
  /** PostgreSQL server (docs/architecture.md#server: DATABASE_URL). */
  | { databaseUrl: string }
  /** PGlite persisted in a folder. */
  | { dataDir: string }
  /**
   * PGlite that nobody keeps (tests): in memory, or, where the tests configured a template (pglite-template.ts), in a
   * throw-away copy of it, removed when the database closes.
   */
  | { memory: true };

/** Options of openDatabase beyond where the data lives. */
export type DatabaseExtras = { onQuery?: QueryObserver };

const MIGRATIONS = path.join(import.meta.dirname, '../../drizzle');

/**
 * PostgreSQL client limits: a dependency that hangs answers an error well within the 9 s of docs/security.md
 * (a query is given up after 7 s, a connection after 5 s; the request deadline in deadline.ts is 8 s).
 */
export const QUERY_TIMEOUT_MS = 7_000;
export const CONNECT_TIMEOUT_MS = 5_000;

/** Runs `work` with a database bound to one open transaction; commits when it resolves, rolls back otherwise. */
type TransactionRunner = <T>(work: (tx: Db) => Promise<T>) => Promise<T>;

/**
 * The database the routes see: a stand-in for `db` that sends each call to the transaction running in
 * the current async context, if any, else to `db` itself.
 */
const WRITES = new Set<PropertyKey>(['insert', 'update', 'delete', 'transaction']);

function transactional(db: Db, runInTransaction: TransactionRunner): Pick<DatabaseHandle, 'db' | 'transaction' | 'readOnly'> {
  const current = new AsyncLocalStorage<Db>();
  const reading = new AsyncLocalStorage<true>();
  const proxy = new Proxy(db, {
    get(target, property) {
      if (reading.getStore() && WRITES.has(property)) {
        throw new Error(`a read-only call asked for ${String(property)}: declare it a change (its endpoint row's reads: false)`);
      }
      const inside = current.getStore();
      // `db.transaction(fn)` inside a call's transaction joins it (one BEGIN per call, never nested).
      if (property === 'transaction' && inside !== undefined) return <T>(fn: (tx: Db) => Promise<T>) => fn(inside);
      const active = inside ?? target;
      const value: unknown = Reflect.get(active, property, active);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(active) : value;
    },
  });
  return {
    db: proxy,
    transaction: (work) => {
      // Nested: join the outer transaction rather than opening a savepoint per call.
      if (current.getStore() !== undefined) return work();
      return runInTransaction((tx) => current.run(tx, work));
    },
    readOnly: (work) => reading.run(true, work),
  };
}

/** Most distinct statements one connection keeps prepared; past it, new texts go unnamed (parsed each time). */
export const PREPARED_PER_CONNECTION = 500;

/**
 * Every statement with parameters is sent as a named prepared statement, its name derived from its text: the
 * first call on a connection parses it, every later one only binds and runs it, so PostgreSQL does not parse
 * and plan the same text again on every call (the session check, a list's page, the access-log insert). A statement
 * drizzle prepared itself (preparedOnce) comes with its name, made from its text the same way, and goes out as it is.
 */
function preparedByText(client: pg.PoolClient): void {
  const send = client.query.bind(client) as (...args: unknown[]) => unknown;
  const names = new Map<string, string>();
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const config = args[0] as { text?: unknown; name?: unknown; values?: unknown } | null;
    const values = Array.isArray(args[1]) ? args[1] : config?.values;
    if (typeof config === 'object' && config !== null && typeof config.text === 'string' && config.name === undefined && Array.isArray(values) && values.length > 0) {
      let name = names.get(config.text);
      if (name === undefined && names.size < PREPARED_PER_CONNECTION) {
        name = statementName(config.text);
        names.set(config.text, name);
      }
      if (name !== undefined) args[0] = { ...config, name };
    }
    return send(...args);
  };
}

/** Every statement a pg client sends passes `observe` first. */
function observePg(client: pg.PoolClient, observe: QueryObserver): void {
  const send = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const first = args[0];
    if (typeof first === 'string') observe(first, Array.isArray(args[1]) ? (args[1] as unknown[]) : undefined);
    else {
      const config = first as { text?: unknown; values?: unknown } | null;
      // drizzle passes the values beside the config, pg's own callers inside it.
      const values = Array.isArray(config?.values) ? config.values : args[1];
      observe(String(config?.text ?? ''), Array.isArray(values) ? (values as unknown[]) : undefined);
    }
    return send(...args);
  };
}

/** Every statement sent through a PGlite handle (or one of its transactions) passes `observe` first. */
function observePglite(client: PGlite, observe: QueryObserver): void {
  const wrap = <C extends { query: PGlite['query']; exec: PGlite['exec'] }>(target: C) => {
    const query = target.query.bind(target);
    const exec = target.exec.bind(target);
    target.query = ((text: string, ...rest: unknown[]) => (observe(text, Array.isArray(rest[0]) ? (rest[0] as unknown[]) : undefined), (query as (...a: unknown[]) => unknown)(text, ...rest))) as C['query'];
    target.exec = ((text: string, ...rest: unknown[]) => (observe(text), (exec as (...a: unknown[]) => unknown)(text, ...rest))) as C['exec'];
  };
  wrap(client);
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: Parameters<PGlite['transaction']>[0]) =>
    transaction(async (tx) => {
      // PGlite sends BEGIN and COMMIT itself; they are statements all the same.
      observe('begin');
      wrap(tx);
      const result = await callback(tx);
      observe('commit');
      return result;
    })) as PGlite['transaction'];
}

/**
 * A PostgreSQL transaction on a client of its own. Not drizzle's `db.transaction`: its BEGIN runs outside
 * its try, so a BEGIN refused by a restarting database never gives the client back, and after a few
 * such calls the pool is empty and the server hangs until restarted (a fault test found it). Here
 * the client always goes back, and a client whose ROLLBACK failed is destroyed, not reused.
 */
function pgTransactions(pool: pg.Pool): TransactionRunner {
  return async (work) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('begin');
      const result = await work(drizzlePg({ client, schema }) as unknown as Db);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch((rollbackError: unknown) => {
        broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      });
      throw error;
    } finally {
      client.release(broken);
    }
  };
}

/** Any fixed number: the advisory lock every instance takes to apply migrations (docs/operations.md). */
const MIGRATION_LOCK = 74_115_012;

/**
 * Applies the migrations under a PostgreSQL advisory lock: several instances starting at once apply them one after
 * another (the first does the work, the others find nothing left to do) instead of racing on the same tables.
 */
async function migrateLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** Opens the database and applies the committed migrations (idempotent: the migrator records what ran). */
export async function openDatabase(options: DatabaseOptions & DatabaseExtras): Promise<DatabaseHandle> {
  const { onQuery } = options;
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // Client side: a server that stops answering (network partition, frozen host) releases the request.
      query_timeout: QUERY_TIMEOUT_MS,
      // Server side: a statement stuck behind a lock is cancelled by PostgreSQL itself.
      statement_timeout: QUERY_TIMEOUT_MS,
    });
    // An idle client dropped by the server (restart, failover, admin kill) emits 'error' on the pool;
    // unhandled, that would crash the process. The pool replaces the client on the next query.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL idle client error: ${error.message}`));
    // A client checked out for a transaction has no pool listener: a restart of the database between two
    // of its statements would be an uncaught 'error' and end the process (a fault test found it).
    // Its pending query fails and the transaction rolls back; the pool then discards the client.
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
      preparedByText(client);
      if (onQuery) observePg(client, onQuery);
    });
    const db = drizzlePg({ client: pool, schema });
    try {
      await migrateLocked(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      ...transactional(db as unknown as Db, pgTransactions(pool)),
      kind: 'postgres',
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  let client: PGlite;
  // A fresh database starts as a copy of the migrated template where the tests configured one (pglite-template.ts):
  // in the folder asked for, or, for a database nobody keeps, in a throw-away folder removed when it closes.
  const fresh = !('dataDir' in options) || !holdsDatabase(options.dataDir);
  const template = fresh ? await pgliteTemplate(MIGRATIONS) : undefined;
  let throwaway: string | undefined;
  if (template !== undefined) {
    const folder = 'dataDir' in options ? options.dataDir : (throwaway = throwawayFolder(template));
    cpSync(template, folder, { recursive: true });
    client = new PGlite(folder);
  } else if ('dataDir' in options) {
    mkdirSync(options.dataDir, { recursive: true });
    client = new PGlite(options.dataDir);
  } else {
    client = new PGlite();
  }
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  if (onQuery) observePglite(client, onQuery);
  return {
    ...transactional(db as unknown as Db, (work) => db.transaction((tx) => work(tx as unknown as Db))),
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: async () => {
      await client.close();
      if (throwaway !== undefined) removeThrowawayFolder(throwaway);
    },
  };
}
