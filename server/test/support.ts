import { createConnection } from 'node:net';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { API_BASE, ResultCode, paths, type Envelope, type LoginResult } from '@macao-phr/contract';
import { buildApp, type AppOptions } from '../src/app.ts';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from '../src/db/client.ts';
import { residents } from '../src/db/schema.ts';
import { DEMO_PASSWORD } from '../src/seed/demo.ts';

/** The address of an API path. */
export const api = (path: string): string => API_BASE + path;

/** demo-minor's patid: the ward demo-guardian may act for. */
export const MINOR_PATID = 'MO-1000004';

/** The headers of a signed-in resident's call, in English, plus any extra ones (a Subject for a ward). */
export const as = (token: string, extra: Record<string, string> = {}): Record<string, string> => ({ authorization: token, language: 'en', ...extra });

/** A local PostgreSQL to test against: DATABASE_URL, or one answering on 127.0.0.1:5432 (docs/architecture.md#tests). */
export async function postgresAdminUrl(): Promise<string | null> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const answers = await new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port: 5432 });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
  return answers ? 'postgres://postgres@127.0.0.1:5432/postgres' : null;
}

/** A throw-away database per run, dropped afterwards, so runs never see each other's rows. */
export async function createThrowawayDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `mhp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export type Call = {
  status: number;
  body: Envelope<unknown>;
  response: LightMyRequestResponse;
};

/** POST a JSON body (or a raw string) through app.inject. */
export async function post(
  app: FastifyInstance,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Call> {
  const raw = typeof body === 'string';
  const response = await app.inject({
    method: 'POST',
    url,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    payload: body === undefined ? undefined : raw ? body : JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json<Envelope<unknown>>(), response };
}

export function dataOf<T>(call: Call): T {
  return call.body.data as T;
}

/** What a suite's `open` gives: how to reach its database, and how to remove it afterwards. */
export type OpenedDatabase = { options: DatabaseOptions; cleanup: () => Promise<void> };
export type OpenDatabase = () => Promise<OpenedDatabase>;

/**
 * Runs a server suite on PGlite in memory and, when a PostgreSQL answers (DATABASE_URL or 127.0.0.1:5432), on a
 * throw-away PostgreSQL database dropped afterwards.
 */
export function onEachDatabase(suite: (label: string, open: OpenDatabase) => void, adminUrl: string | null): void {
  suite(PGLITE_LABEL, openPglite);
  describe.skipIf(adminUrl === null)('PostgreSQL', () => {
    suite(POSTGRES_LABEL, openThrowawayPostgres(adminUrl ?? ''));
  });
}

const PGLITE_LABEL = 'PGlite (in memory)';
const POSTGRES_LABEL = 'PostgreSQL (throw-away database)';
const openPglite: OpenDatabase = async () => ({ options: { memory: true }, cleanup: async () => {} });
function openThrowawayPostgres(adminUrl: string): OpenDatabase {
  return async () => {
    const created = await createThrowawayDatabase(adminUrl);
    return { options: { databaseUrl: created.url }, cleanup: created.drop };
  };
}

/**
 * Runs a server suite once: on a throw-away PostgreSQL database when one answers (the database a deployment runs),
 * on PGlite in memory otherwise. For suites about what the server does with a request whatever stores it (the
 * security suite's thousands of hostile calls), where the suites on each database already cover both stores.
 */
export function onOneDatabase(suite: (label: string, open: OpenDatabase) => void, adminUrl: string | null): void {
  if (adminUrl === null) suite(PGLITE_LABEL, openPglite);
  else suite(POSTGRES_LABEL, openThrowawayPostgres(adminUrl));
}

/** The product as a suite uses it: the app over its own database, and one call that closes both and drops the database. */
export type Product = { app: FastifyInstance; database: DatabaseHandle; close: () => Promise<void> };

export async function startProduct(open: OpenDatabase, options: Omit<AppOptions, 'database'>): Promise<Product> {
  const opened = await open();
  let database: DatabaseHandle | undefined;
  try {
    database = await openDatabase(opened.options);
    // No push delivery rounds unless a suite asks for them: they change notices while a suite compares the tables.
    const app = await buildApp({ push: { intervalMs: 0 }, ...options, database });
    const handle = database;
    return {
      app,
      database: handle,
      close: async () => {
        await app.close();
        await handle.close();
        await opened.cleanup();
      },
    };
  } catch (error) {
    await database?.close();
    await opened.cleanup();
    throw error;
  }
}

/** Signs a demo resident in with the demo password and answers the session token. */
export async function loginAs(app: FastifyInstance, username: string): Promise<string> {
  const answer = await post(app, `${API_BASE}${paths.login}`, { username, password: DEMO_PASSWORD });
  const token = (answer.body.data as LoginResult | null)?.tokenId;
  if (answer.body.resultCode !== ResultCode.SUCCESS || !token) throw new Error(`sign-in of ${username} failed: ${JSON.stringify(answer.body)}`);
  return token;
}

/** POSTs to an API path as a signed-in resident, expects SUCCESS (naming the answer if not) and answers the data. */
export async function successData<T>(app: FastifyInstance, path: string, body: unknown, token: string, extra: Record<string, string> = {}): Promise<T> {
  const answer = await post(app, api(path), body, as(token, extra));
  expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe(ResultCode.SUCCESS);
  return dataOf<T>(answer);
}

/**
 * A suite's product, started in its beforeAll and closed in its afterAll: read it inside tests and hooks only.
 * `app` may be replaced by a test (a second start over the same database); closing closes the first.
 */
export type SuiteProduct = {
  app: FastifyInstance;
  readonly database: DatabaseHandle;
  login: (username: string) => Promise<string>;
  /** The data of a record list's first page of 100, as `token` (and `extra` headers); the answer's code is the test's to check. */
  list: <T>(path: string, token: string, body?: Record<string, unknown>, extra?: Record<string, string>) => Promise<T>;
  /** The data of a record's detail by id, as `token` (and `extra` headers). */
  detail: <T>(path: string, id: number, token: string, extra?: Record<string, string>) => Promise<T>;
  /** A resident's id by username (0 when there is none). */
  residentId: (username: string) => Promise<number>;
  /** successData against this product. */
  call: <T>(path: string, body: unknown, token: string, extra?: Record<string, string>) => Promise<T>;
};

/** demo-m and demo-f signed in, and demo-m's resident id. */
export type SignedInDemo = SuiteProduct & { readonly m: string; readonly f: string; readonly mId: number };

/**
 * How long a suite's product may take to start (its database opened, the demo seeded, residents signed in) before the
 * hook fails as hung. About two seconds on an idle two-core machine; in CI the server tests run beside the journeys,
 * the component tests and the package installs, and with a CPU-heavy process beside all of them (a load of 12 on two
 * cores) a start took over a minute. The hook waits for the start itself; this only stops one that hangs.
 */
const PRODUCT_START_LIMIT_MS = 180_000;

/** The product of a describe block, and what its residents' sign-in answered, once its beforeAll has run. */
class StartedSuite<SignedIn> implements SuiteProduct {
  #product: Product | undefined;
  #signedIn: SignedIn | undefined;

  constructor(open: OpenDatabase, options: Omit<AppOptions, 'database'>, signIn: (product: Product) => Promise<SignedIn>) {
    beforeAll(async () => {
      this.#product = await startProduct(open, options);
      this.#signedIn = await signIn(this.#product);
    }, PRODUCT_START_LIMIT_MS);
    afterAll(async () => {
      await this.#product?.close();
    });
  }

  protected get started(): Product {
    if (!this.#product) throw new Error('the product starts in beforeAll: use it inside tests and hooks');
    return this.#product;
  }

  protected get signedIn(): SignedIn {
    if (this.#signedIn === undefined) throw new Error('residents sign in in beforeAll: use them inside tests and hooks');
    return this.#signedIn;
  }

  get app(): FastifyInstance {
    return this.started.app;
  }

  set app(app: FastifyInstance) {
    this.started.app = app;
  }

  get database(): DatabaseHandle {
    return this.started.database;
  }

  login = (username: string): Promise<string> => loginAs(this.app, username);

  list = async <T>(path: string, token: string, body: Record<string, unknown> = {}, extra: Record<string, string> = {}): Promise<T> =>
    dataOf<T>(await post(this.app, api(path), { page: { pageNum: 1, pageSize: 100 }, ...body }, as(token, extra)));

  detail = async <T>(path: string, id: number, token: string, extra: Record<string, string> = {}): Promise<T> =>
    dataOf<T>(await post(this.app, api(path), { id }, as(token, extra)));

  residentId = (username: string): Promise<number> => residentIdOf(this.database, username);

  call = <T>(path: string, body: unknown, token: string, extra: Record<string, string> = {}): Promise<T> => successData<T>(this.app, path, body, token, extra);
}

async function residentIdOf(database: DatabaseHandle, username: string): Promise<number> {
  const [row] = await database.db.select({ id: residents.id }).from(residents).where(eq(residents.username, username));
  return row?.id ?? 0;
}

type DemoTokens = { m: string; f: string; mId: number };

class SignedInDemoSuite extends StartedSuite<DemoTokens> implements SignedInDemo {
  constructor(open: OpenDatabase, options: Omit<AppOptions, 'database' | 'demo'>) {
    super(open, { ...options, demo: true }, async (product): Promise<DemoTokens> => {
      const m = await loginAs(product.app, 'demo-m');
      const f = await loginAs(product.app, 'demo-f');
      return { m, f, mId: await residentIdOf(product.database, 'demo-m') };
    });
  }

  get m(): string {
    return this.signedIn.m;
  }

  get f(): string {
    return this.signedIn.f;
  }

  get mId(): number {
    return this.signedIn.mId;
  }
}

/** Starts the product for a describe block's tests (beforeAll) and closes it after them (afterAll). */
export function useProduct(open: OpenDatabase, options: Omit<AppOptions, 'database'>): SuiteProduct {
  return new StartedSuite(open, options, async () => null);
}

/** useProduct over demo data, with demo-m and demo-f signed in and demo-m's resident id looked up. */
export function useSignedInDemo(open: OpenDatabase, options: Omit<AppOptions, 'database' | 'demo'>): SignedInDemo {
  return new SignedInDemoSuite(open, options);
}
