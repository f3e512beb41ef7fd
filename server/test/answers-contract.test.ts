import Fastify, { type FastifyInstance } from 'fastify';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_BASE, ResultCode, endpoints, type Endpoint } from '@macao-phr/contract';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import type { AppContext } from '../src/http/context.ts';
import { fail, ok, registerEndpoint } from '../src/http/endpoint.ts';
import { answersChecked, successEnvelopeSchema } from '../src/http/answer-serializer.ts';

/**
 * How an answer leaves the server (docs/scale.md "What an answer costs"): written by the serializer compiled from the
 * contract's schema, and in tests and development checked against that schema first.
 */
const answerSchema = z.object({ id: z.int(), name: z.string(), note: z.string().nullable(), tags: z.array(z.object({ code: z.string() })) });
const endpoint = { method: 'GET', path: '/test/answer/detail', auth: false, reads: true, answer: 'json', accessLog: null, request: null, response: answerSchema, summary: 'test', tag: 'test' } as const satisfies Endpoint;
const good = { id: 7, name: 'Chan Tai Man', note: null, tags: [{ code: 'SS' }] };

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ memory: true });
}, 60_000);
afterAll(async () => {
  await database.close();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

/** An app with the one test endpoint, whose handler answers `answer`; registered under the environment of the moment. */
async function appAnswering(answer: unknown): Promise<FastifyInstance> {
  const app = Fastify();
  // Only what an endpoint without a session uses; the rest of the context belongs to sign-in.
  const ctx = { database, now: () => new Date() } as Partial<AppContext> as AppContext;
  registerEndpoint(app, ctx, endpoint, async () => (answer === null ? fail(ResultCode.NOT_FOUND) : ok(answer as z.output<typeof answerSchema>)));
  await app.ready();
  return app;
}

async function call(app: FastifyInstance) {
  const answer = await app.inject({ method: 'GET', url: API_BASE + endpoint.path, headers: { language: 'en' } });
  return { status: answer.statusCode, body: answer.json() as { resultCode: string; data: unknown }, text: answer.body, type: answer.headers['content-type'] };
}

describe('answers and the contract (registerEndpoint)', () => {
  it('checks answers in tests and development, not in production, unless CHECK_ANSWERS says otherwise', () => {
    expect(answersChecked({ NODE_ENV: 'test' })).toBe(true);
    expect(answersChecked({})).toBe(true);
    expect(answersChecked({ NODE_ENV: 'production' })).toBe(false);
    expect(answersChecked({ NODE_ENV: 'production', CHECK_ANSWERS: '1' })).toBe(true);
    expect(answersChecked({ NODE_ENV: 'test', CHECK_ANSWERS: '0' })).toBe(false);
    // Vitest runs with NODE_ENV=test: these tests, and every other server test, check every answer.
    expect(answersChecked()).toBe(true);
  });

  it('under the test setting, an answer that breaks the contract is refused with a 500 and nothing of it goes out', async () => {
    for (const broken of [
      { ...good, id: 'seven' },
      { id: 7, name: 'Chan Tai Man', tags: [] },
      { ...good, tags: [{ code: 3 }] },
    ]) {
      const app = await appAnswering(broken);
      try {
        const answer = await call(app);
        expect(answer.status).toBe(500);
        expect(answer.body).toMatchObject({ resultCode: ResultCode.UNKNOWN_ERROR, data: null });
        expect(answer.text).not.toContain('Chan Tai Man');
      } finally {
        await app.close();
      }
    }
  });

  it('writes exactly the contract\'s fields, checked or not: a field the handler adds never leaves the server', async () => {
    for (const checked of ['1', '0']) {
      vi.stubEnv('CHECK_ANSWERS', checked);
      const app = await appAnswering({ ...good, passwordHash: 'x', tags: [{ code: 'SS', residentId: 9 }] });
      try {
        const answer = await call(app);
        expect(answer.status).toBe(200);
        expect(answer.type).toMatch(/^application\/json/);
        expect(answer.body).toEqual({ resultCode: ResultCode.SUCCESS, resultMsg: expect.any(String), data: good });
        expect(answer.text).not.toMatch(/passwordHash|residentId/);
      } finally {
        await app.close();
      }
    }
  });

  it('a refusal keeps its envelope (data null) whatever the setting', async () => {
    for (const checked of ['1', '0']) {
      vi.stubEnv('CHECK_ANSWERS', checked);
      const app = await appAnswering(null);
      try {
        const answer = await call(app);
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({ resultCode: ResultCode.NOT_FOUND, data: null });
      } finally {
        await app.close();
      }
    }
  });

  it('every endpoint\'s answer schema compiles to a serializer, which writes a valid answer as JSON.stringify does', () => {
    const table: Record<string, Endpoint> = endpoints;
    for (const [name, e] of Object.entries(table)) {
      const schema = e.response;
      if (schema) expect(() => fastJson(successEnvelopeSchema(schema)), name).not.toThrow();
    }
    const write = fastJson(successEnvelopeSchema(answerSchema));
    const envelope = { resultCode: ResultCode.SUCCESS, resultMsg: 'ok', data: good };
    expect(JSON.parse(write(envelope))).toEqual(envelope);
  });
});
