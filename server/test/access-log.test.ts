import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  API_BASE,
  ResultCode,
  paths,
  type AccessLogDownloadResult,
  type AccessLogListResult,
  type BloodPressureListResult,
  type LoginResult,
} from '@macao-phr/contract';
import { buildApp } from '../src/app.ts';
import { DEMO_PASSWORD } from '../src/seed/demo.ts';
import { toCsv } from '../src/routes/access-log.ts';
import { dataOf, post } from './support.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const api = (p: string) => API_BASE + p;
const MINOR_PATID = 'MO-1000004';

describe('the resident access log', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ demo: true, loginRateLimit: 1000 });
  });
  afterAll(() => app.close());

  async function login(username: string): Promise<string> {
    return dataOf<LoginResult>(await post(app, api(paths.login), { username, password: DEMO_PASSWORD })).tokenId;
  }
  const as = (token: string, extra: Record<string, string> = {}) => ({ authorization: token, language: 'en', ...extra });
  const logOf = async (token: string, body: Record<string, unknown> = {}, extra: Record<string, string> = {}) => {
    const call = await post(app, api(paths.accessLogList), { page: { pageNum: 1, pageSize: 100 }, ...body }, as(token, extra));
    expect(call.body.resultCode).toBe(ResultCode.SUCCESS);
    return dataOf<AccessLogListResult>(call);
  };

  it('records a view with the correlation id of the answer, newest first, without clinical values', async () => {
    const token = await login('demo-m');
    const view = await post(app, api(paths.bloodPressureList), {}, as(token));
    const correlationId = String(view.response.headers['x-correlation-id']);
    const log = await logOf(token);
    expect(log.rows[0]).toMatchObject({ action: 'list', recordType: 'blood_pressure', outcome: 'ok', actorType: 'self', actorName: 'CHAN TAI MAN', correlationId });
    const times = log.rows.map((r) => Date.parse(r.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(log.rows.every((r) => r.at.endsWith('Z'))).toBe(true);
    const readings = dataOf<BloodPressureListResult>(view).rows;
    const text = JSON.stringify(log);
    expect(text).not.toContain(token);
    expect(text).not.toContain('MO-1000001');
    expect(Object.keys(log.rows[0] ?? {}).sort()).toEqual(['action', 'actorName', 'actorType', 'at', 'correlationId', 'id', 'outcome', 'recordId', 'recordType']);
    expect(readings.length).toBeGreaterThan(0);
  });

  it("shows a guardian's access in the ward's log, and a refused stranger without a name", async () => {
    const guardian = await login('demo-guardian');
    const stranger = await login('demo-f');
    await post(app, api(paths.bloodPressureList), {}, as(guardian, { subject: MINOR_PATID }));
    const refused = await post(app, api(paths.bloodPressureList), {}, as(stranger, { subject: MINOR_PATID }));
    expect(refused.body.resultCode).toBe(ResultCode.NOT_AUTHORIZED);
    const minor = await login('demo-minor');
    const log = await logOf(minor);
    expect(log.rows).toContainEqual(expect.objectContaining({ actorType: 'guardian', actorName: 'WONG CHI KEONG', action: 'list', outcome: 'ok' }));
    expect(log.rows).toContainEqual(expect.objectContaining({ actorType: 'other', actorName: null, outcome: 'refused' }));
    // The guardian reads the same log for the ward.
    expect((await logOf(guardian, {}, { subject: MINOR_PATID })).total).toBe(log.total);
    // Filters: actor type, action, time.
    const onlyGuardian = await logOf(minor, { actorTypes: ['guardian'] });
    expect(onlyGuardian.rows.length).toBeGreaterThan(0);
    expect(onlyGuardian.rows.every((r) => r.actorType === 'guardian')).toBe(true);
    const onlyLogin = await logOf(minor, { actions: ['login'] });
    expect(onlyLogin.rows.every((r) => r.action === 'login')).toBe(true);
    expect((await logOf(minor, { selectTime: { end: '2001-01-01T00:00:00Z' } })).total).toBe(0);
    expect((await logOf(minor, { selectTime: { start: '2001-01-01T00:00:00Z' } })).total).toBe(log.total);
  });

  it("never shows another resident's entries", async () => {
    const f = await login('demo-f');
    const m = await login('demo-m');
    await post(app, api(paths.bloodPressureList), {}, as(m));
    const mine = await logOf(f);
    expect(mine.rows.every((r) => r.actorName === null || r.actorName === 'LEI MEI LENG')).toBe(true);
  });

  it('refuses bad filters with field errors', async () => {
    const token = await login('demo-m');
    for (const body of [{ actions: ['steal'] }, { actorTypes: 'self' }, { selectTime: { start: '2025-02-01T00:00:00Z', end: '2025-01-01T00:00:00Z' } }, { selectTime: { start: 'yesterday' } }]) {
      const call = await post(app, api(paths.accessLogList), body, as(token));
      expect(call.body.resultCode, JSON.stringify(body)).toBe(ResultCode.VALIDATION_FAILED);
    }
  });

  it('downloads the own log as CSV or JSON, and logs the download', async () => {
    const token = await login('demo-f');
    const csv = dataOf<AccessLogDownloadResult>(await post(app, api(paths.accessLogDownload), { format: 'csv' }, as(token)));
    expect(csv.contentType).toBe('text/csv');
    expect(csv.fileName).toMatch(/^access-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.content.trim().split('\r\n');
    expect(lines[0]).toBe('at,actorType,actorName,recordType,recordId,action,outcome,correlationId');
    expect(lines.length - 1).toBe(csv.rows);
    const json = dataOf<AccessLogDownloadResult>(await post(app, api(paths.accessLogDownload), { format: 'json' }, as(token)));
    const parsed = JSON.parse(json.content) as unknown[];
    expect(parsed.length).toBe(json.rows);
    expect(json.rows).toBe(csv.rows + 1);
    const log = await logOf(token, { actions: ['download'] });
    expect(log.total).toBe(2);
    expect(log.rows[0]).toMatchObject({ recordType: 'access_log', outcome: 'ok' });
  });

  it('writes CSV cells a spreadsheet will not run as formulas', () => {
    const csv = toCsv([{ id: 1, at: '2026-01-01T00:00:00.000Z', actorType: 'self', actorName: '=HYPERLINK("x")', recordType: 'bmi', recordId: null, action: 'read', outcome: 'ok', correlationId: 'c,1' }]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain('"c,1"');
  });
});
