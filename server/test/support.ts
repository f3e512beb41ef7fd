import { createConnection } from 'node:net';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Envelope } from '@mhp/contract';

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
