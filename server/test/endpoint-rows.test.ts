import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_BASE, ResultCode, endpoints, type Endpoint } from '@macao-phr/contract';
import { buildApp } from '../src/app.ts';

/**
 * docs/architecture.md#how-a-call-travels: every row of the endpoint table is served through registerEndpoint, byte
 * and stream answers included, so one session check and one access-log path stand before every handler.
 */
const rows = Object.entries(endpoints as Record<string, Endpoint>);

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ database: { memory: true }, demo: false, logger: false });
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app.close();
});

describe('the endpoint table on the server', () => {
  it('registers every row, and nothing else, through registerEndpoint', () => {
    const expected = rows.map(([, e]) => `${e.method} ${e.path}`).sort();
    expect([...app.endpointRoutes].filter((r) => !r.startsWith('HEAD ')).sort()).toEqual(expected);
    for (const [name, e] of rows) expect(app.hasRoute({ method: e.method, url: API_BASE + e.path }), name).toBe(true);
  });

  it('refuses a byte or stream row without a session exactly as a JSON row: the envelope, before its query is read', async () => {
    const refusal = async (e: Endpoint) => {
      const res = await app.inject({ method: e.method, url: `${API_BASE}${e.path}?id=not-a-number`, headers: { language: 'en' }, ...(e.method === 'POST' ? { payload: {} } : {}) });
      return { status: res.statusCode, type: res.headers['content-type'], body: res.json<unknown>() };
    };
    const json = await refusal(endpoints.personalInfo);
    expect(json.body).toMatchObject({ resultCode: ResultCode.SESSION_MISSING, data: null });
    const files = rows.filter(([, e]) => e.answer !== 'json' && e.auth);
    expect(files.map(([n]) => n).sort()).toEqual(['exportPdf', 'inspectionImage', 'uploadFileDownload', 'vaccinationHandbook']);
    for (const [name, e] of files) expect(await refusal(e), name).toEqual(json);
  });

  it('checks a byte row’s query like a body: a field it does not know is refused', async () => {
    const res = await app.inject({ method: 'GET', url: `${API_BASE}${endpoints.shareImage.path}?shareId=x&id=1&size=full&extra=1`, headers: { language: 'en' } });
    expect(res.json()).toMatchObject({ resultCode: ResultCode.VALIDATION_FAILED, data: { fieldErrors: { extra: ['This value is not valid'] } } });
  });
});
