import { createConnection } from 'node:net';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { API_BASE, ResultCode, paths, type Envelope, type LoginResult } from '@mhp/contract';
import { buildApp, type AppOptions } from '../src/app.ts';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from '../src/db/client.ts';
import { DEMO_PASSWORD } from '../src/seed.ts';

/** A local PostgreSQL to test against: DATABASE_URL, or one answering on 127.0.0.1:5432 (TOOLCHAIN). */
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
  suite('PGlite (in memory)', async () => ({ options: { memory: true }, cleanup: async () => {} }));
  describe.skipIf(adminUrl === null)('PostgreSQL', () => {
    suite('PostgreSQL (throw-away database)', async () => {
      const created = await createThrowawayDatabase(adminUrl ?? '');
      return { options: { databaseUrl: created.url }, cleanup: created.drop };
    });
  });
}

/** The product as a suite uses it: the app over its own database, and one call that closes both and drops the database. */
export type Product = { app: FastifyInstance; database: DatabaseHandle; close: () => Promise<void> };

export async function startProduct(open: OpenDatabase, options: Omit<AppOptions, 'database'>): Promise<Product> {
  const opened = await open();
  let database: DatabaseHandle | undefined;
  try {
    database = await openDatabase(opened.options);
    const app = await buildApp({ ...options, database });
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
