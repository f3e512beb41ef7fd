import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ResultCode, paths } from '@macao-phr/contract';
import { buildApp } from '../src/app.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { accessLog, sessions } from '../src/db/schema.ts';
import { labReports } from '../src/db/tables/lab-reports.ts';
import { hashToken } from '../src/auth/sessions.ts';
import { MINOR_PATID, api, as, loginAs, onEachDatabase, post, postgresAdminUrl, type OpenedDatabase } from './support.ts';

/**
 * docs/architecture.md#budgets: a signed-in read costs at most 3 database round trips (the session checked
 * and touched in one statement, the page and its total in one query, the access-log entry in one insert),
 * and its access-log entry is written all the same. Every statement sent is counted per call.
 */
const READ_BUDGET = 3;
/**
 * The reads residents make most write their access-log entry in their read's own statement (loggedRead in
 * server/src/http/access-log.ts): the session, then that statement.
 */
const LOGGED_READ = 2;

const page = { page: { pageNum: 1, pageSize: 10 } };

/** The signed-in reads a resident makes most: the home screen, every record list, a filter count. */
const LISTS: [string, Record<string, unknown>][] = [
  [paths.healthHomeData, {}],
  [paths.bloodPressureList, page],
  [paths.bmiList, page],
  [paths.bloodGlucoseList, page],
  [paths.visitList, page],
  [paths.labReportList, page],
  [paths.labReportFilterNum, {}],
  [paths.prescriptionList, page],
  [paths.surgeryList, page],
  [paths.inspectionList, page],
  [paths.vaccinationList, {}],
];

onEachDatabase((label, open) => {
  describe(`round trips per signed-in read on ${label}`, () => {
    let opened: OpenedDatabase | undefined;
    let database: DatabaseHandle;
    let app: FastifyInstance;
    let token: string;
    let guardian: string;
    let clock = Date.parse('2026-03-01T02:00:00Z');
    let statements: string[] | null = null;

    beforeAll(async () => {
      opened = await open();
      database = await openDatabase({ ...opened.options, onQuery: (text) => statements?.push(text) });
      // No push delivery rounds: every two seconds they write to the notices, and on a busy machine one landed among a
      // call's counted statements.
      app = await buildApp({ database, demo: true, loginRateLimit: 1000, now: () => new Date(clock), push: { intervalMs: 0 } });
      token = await loginAs(app, 'demo-m');
      guardian = await loginAs(app, 'demo-guardian');
    }, 180_000);

    afterAll(async () => {
      // Undefined when beforeAll failed: close what was opened only.
      await (app as FastifyInstance | undefined)?.close();
      await (database as DatabaseHandle | undefined)?.close();
      await opened?.cleanup();
    });

    /** One call, the statements it sent, and the access-log entries written under its correlation id. */
    async function measured(path: string, body: unknown, headers: Record<string, string> = as(token)) {
      statements = [];
      const call = await post(app, api(path), body, headers);
      const sent = statements;
      statements = null;
      const correlationId = String(call.response.headers['x-correlation-id']);
      const entries = await database.db.select().from(accessLog).where(eq(accessLog.correlationId, correlationId));
      return { call, sent, entries };
    }

    it.each(LISTS)('%s: two round trips (the session, then the read with its access-log entry), and the entry', async (path, body) => {
      const { call, sent, entries } = await measured(path, body);
      expect(call.body.resultCode, JSON.stringify(call.body)).toBe(ResultCode.SUCCESS);
      expect(sent.length, sent.join('\n---\n')).toBe(LOGGED_READ);
      // The entry rides in the read's statement, not in an insert of its own.
      expect(sent.filter((s) => /^\s*insert\b/i.test(s))).toEqual([]);
      // No transaction for a read: BEGIN and COMMIT would be two more trips.
      expect(sent.some((s) => /^\s*(begin|commit)\b/i.test(s))).toBe(false);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ outcome: 'ok', actorId: expect.any(Number) });
    });

    it('a lab report detail: two round trips, logged with its id; an id not the subject\'s is logged not_found the same way', async () => {
      const list = await measured(paths.labReportList, page);
      const first = (list.call.body.data as { rows: { id: number }[] }).rows[0];
      expect(first).toBeDefined();
      const { call, sent, entries } = await measured(paths.labReportDetail, { id: first?.id });
      expect(call.body.resultCode).toBe(ResultCode.SUCCESS);
      expect((call.body.data as { items: unknown[] }).items.length).toBeGreaterThan(0);
      expect(sent.length, sent.join('\n---\n')).toBe(LOGGED_READ);
      expect(entries).toEqual([expect.objectContaining({ action: 'read', outcome: 'ok', recordId: first?.id, recordType: 'lab_report' })]);
      // Another resident's report and an id that does not exist: not found, logged as such.
      const [theirs] = await database.db.select({ id: labReports.id }).from(labReports).where(ne(labReports.residentId, entries[0]?.subjectId ?? 0)).limit(1);
      expect(theirs).toBeDefined();
      for (const id of [theirs?.id ?? 0, 2_000_000_000]) {
        const refused = await measured(paths.labReportDetail, { id });
        expect(refused.call.body.resultCode).toBe(ResultCode.NOT_FOUND);
        expect(refused.call.body.data).toBeNull();
        expect(refused.sent.length).toBe(LOGGED_READ);
        expect(refused.entries).toEqual([expect.objectContaining({ action: 'read', outcome: 'not_found', recordId: id })]);
      }
    });

    it('an operations list of a resident who has none: two round trips, no newest day', async () => {
      const { call, sent, entries } = await measured(paths.surgeryList, page, as(guardian));
      expect(call.body).toMatchObject({ resultCode: ResultCode.SUCCESS, data: { rows: [], total: 0, lastTime: null } });
      expect(sent.length, sent.join('\n---\n')).toBe(LOGGED_READ);
      expect(entries).toEqual([expect.objectContaining({ action: 'list', outcome: 'ok', recordType: 'surgery' })]);
    });

    it("a list's statement is one text per shape of its filter, whatever the filter's values (they go in as parameters)", async () => {
      const read = async (path: string, body: Record<string, unknown>) => {
        const { call, sent } = await measured(path, body);
        expect(call.body.resultCode).toBe(ResultCode.SUCCESS);
        return { text: sent[1], rows: (call.body.data as { rows: Record<string, unknown>[] }).rows };
      };
      const one = await read(paths.visitList, { ...page, orgCodes: ['SS'], typeCodeList: ['OUT'] });
      const three = await read(paths.visitList, { ...page, orgCodes: ['SS', 'KWH', 'UH'], typeCodeList: ['EMR', 'INP'] });
      expect(three.text).toBe(one.text);
      expect(three.rows.length).toBeGreaterThan(0);
      expect(three.rows.every((r) => ['SS', 'KWH', 'UH'].includes(String(r.orgCode)) && ['EMR', 'INP'].includes(String(r.typeCode)))).toBe(true);
      expect(one.rows.every((r) => r.orgCode === 'SS' && r.typeCode === 'OUT')).toBe(true);
      // Another shape (no filter) is another statement.
      expect((await read(paths.visitList, page)).text).not.toBe(one.text);
      // The access log: any lists of actions and actor types, one statement.
      const self = await read(paths.accessLogList, { ...page, actions: ['list'], actorTypes: ['self'] });
      const others = await read(paths.accessLogList, { ...page, actions: ['read', 'add', 'login'], actorTypes: ['guardian', 'other', 'doctor'] });
      expect(others.text).toBe(self.text);
      expect(self.rows.length).toBeGreaterThan(0);
      expect(self.rows.every((r) => r.action === 'list' && r.actorType === 'self')).toBe(true);
      expect(others.rows.every((r) => ['read', 'add', 'login'].includes(String(r.action)) && ['guardian', 'other', 'doctor'].includes(String(r.actorType)))).toBe(true);
    });

    it("the access log's list: its page and total in one query, two round trips", async () => {
      const { call, sent } = await measured(paths.accessLogList, page);
      expect(call.body.resultCode).toBe(ResultCode.SUCCESS);
      const data = call.body.data as { rows: unknown[]; total: number };
      expect(data.rows.length).toBe(10);
      expect(data.total).toBeGreaterThan(10);
      expect(sent.length, sent.join('\n---\n')).toBe(2);
      // A page past the end still says how many there are.
      const past = await measured(paths.accessLogList, { page: { pageNum: 1000, pageSize: 10 } });
      expect(past.call.body.data).toEqual({ rows: [], total: expect.any(Number) });
      expect((past.call.body.data as { total: number }).total).toBeGreaterThanOrEqual(data.total);
    });

    it('the catalogue: read and written once per sex, terminal and language, then the session statement only and the same bytes', async () => {
      const call = (headers: Record<string, string>, terminal = 'mobile') =>
        app.inject({ method: 'POST', url: api(paths.serviceList), headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify({ terminal }) });
      statements = [];
      const first = await call(as(token));
      const firstSent = statements.length;
      statements = [];
      const again = await call(as(token));
      const againSent = statements;
      statements = null;
      expect(first.statusCode).toBe(200);
      expect(firstSent).toBeGreaterThanOrEqual(1);
      expect(againSent, againSent.join('\n---\n')).toHaveLength(1);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(again.headers['content-type']).toBe(first.headers['content-type']);
      expect(again.headers['cache-control']).toBe('no-store');
      // Another language: its own message, the same catalogue.
      const pt = await call(as(token, { language: 'pt' }));
      expect(pt.json<{ resultMsg: string }>().resultMsg).not.toBe(first.json<{ resultMsg: string }>().resultMsg);
      expect(pt.json<{ data: unknown }>().data).toEqual(first.json<{ data: unknown }>().data);
      // Another sex and another terminal see another catalogue (catalogue.test.ts checks which services).
      const woman = await loginAs(app, 'demo-f');
      expect((await call(as(woman))).json<{ data: unknown }>().data).not.toEqual(first.json<{ data: unknown }>().data);
      expect((await call(as(token), 'web')).json<{ data: unknown }>().data).not.toEqual(first.json<{ data: unknown }>().data);
      expect((await call(as(token))).rawPayload.equals(first.rawPayload)).toBe(true);
    });

    /** Record details: the record, its lines and its access-log entry in one statement, whatever the area. */
    const DETAILS: [string, string, string][] = [
      ['visit', paths.visitList, paths.visitDetail],
      ['prescription', paths.prescriptionList, paths.prescriptionDetail],
      ['surgery', paths.surgeryList, paths.surgeryDetail],
      ['imaging report', paths.inspectionList, paths.inspectionDetail],
    ];

    it.each(DETAILS)('a %s detail: two round trips, logged with its id, an unknown id logged not_found', async (_area, listPath, detailPath) => {
      const list = await measured(listPath, page);
      const first = (list.call.body.data as { rows: { id: number }[] }).rows[0];
      expect(first).toBeDefined();
      const { call, sent, entries } = await measured(detailPath, { id: first?.id });
      expect(call.body.resultCode).toBe(ResultCode.SUCCESS);
      expect(sent.length, sent.join('\n---\n')).toBe(LOGGED_READ);
      expect(entries).toEqual([expect.objectContaining({ action: 'read', outcome: 'ok', recordId: first?.id })]);
      const unknown = await measured(detailPath, { id: 2_000_000_000 });
      expect(unknown.call.body.resultCode).toBe(ResultCode.NOT_FOUND);
      expect(unknown.sent.length).toBe(LOGGED_READ);
      expect(unknown.entries).toEqual([expect.objectContaining({ action: 'read', outcome: 'not_found', recordId: 2_000_000_000 })]);
    });

    it("a pregnant resident's glucose home (newest reading, count, last week and the access-log entry in one statement): two round trips", async () => {
      const pregnant = await loginAs(app, 'demo-f');
      const { call, sent, entries } = await measured(paths.pregnancyGlucoseHomeData, {}, as(pregnant));
      expect(call.body.resultCode).toBe(ResultCode.SUCCESS);
      expect(call.body.data).toMatchObject({ pregnant: true, total: expect.any(Number) });
      expect((call.body.data as { total: number }).total).toBeGreaterThan(0);
      expect(sent.length, sent.join('\n---\n')).toBe(LOGGED_READ);
      expect(entries).toHaveLength(1);
      // The last week's counts are of the readings of the last seven days, by level.
      const rows: { recordTime: string; level: string }[] = [];
      for (let pageNum = 1; ; pageNum++) {
        const next = await post(app, api(paths.pregnancyGlucoseList), { page: { pageNum, pageSize: 50 } }, as(pregnant));
        const found = (next.body.data as { rows: { recordTime: string; level: string }[] }).rows;
        rows.push(...found);
        if (found.length < 50) break;
      }
      expect(rows.length).toBe((call.body.data as { total: number }).total);
      const recent = rows.filter((r) => Date.parse(r.recordTime) >= clock - 7 * 24 * 3_600_000);
      expect(recent.length).toBeGreaterThan(0);
      const byLevel: Record<string, number> = { low: 0, notIdealLow: 0, normal: 0, notIdealHigh: 0, high: 0 };
      for (const r of recent) byLevel[r.level] = (byLevel[r.level] ?? 0) + 1;
      expect((call.body.data as { lastWeek: Record<string, number> }).lastWeek).toEqual(byLevel);
    });

    it('a guardian reading a ward: the Subject header is judged in the session statement', async () => {
      const { call, sent, entries } = await measured(paths.bloodPressureList, page, as(guardian, { subject: MINOR_PATID }));
      expect(call.body.resultCode).toBe(ResultCode.SUCCESS);
      expect(sent.length).toBeLessThanOrEqual(READ_BUDGET);
      expect(entries).toEqual([expect.objectContaining({ outcome: 'ok' })]);
      expect(entries[0]?.actorId).not.toBe(entries[0]?.subjectId);
      // Somebody who is not their ward: refused, logged to the resident named.
      const refused = await measured(paths.bloodPressureList, page, as(guardian, { subject: 'MO-1000001' }));
      expect(refused.call.body.resultCode).toBe(ResultCode.NOT_AUTHORIZED);
      expect(refused.entries).toEqual([expect.objectContaining({ outcome: 'refused' })]);
    });

    it('touches last_seen_at at most once a minute, in the same statement', async () => {
      const seen = async () => (await database.db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.tokenHash, hashToken(token))))[0]?.at.getTime();
      await measured(paths.bloodPressureList, page);
      const before = await seen();
      clock += 30_000;
      await measured(paths.bloodPressureList, page);
      expect(await seen()).toBe(before);
      clock += 31_000;
      const { sent } = await measured(paths.bloodPressureList, page);
      expect(sent.length).toBeLessThanOrEqual(READ_BUDGET);
      expect(await seen()).toBe(clock);
    });

    it('a change still runs in one transaction with its access-log entry', async () => {
      const { call, sent, entries } = await measured(paths.bloodPressureAdd, { systolic: 120, diastolic: 80, pulse: 70, recordTime: new Date(clock - 60_000).toISOString() });
      expect(call.body.resultCode).toBe(ResultCode.SUCCESS);
      expect(sent.some((s) => /^\s*begin\b/i.test(s))).toBe(true);
      expect(sent.some((s) => /^\s*commit\b/i.test(s))).toBe(true);
      expect(entries).toEqual([expect.objectContaining({ action: 'add', outcome: 'ok' })]);
    });
  });
}, await postgresAdminUrl());
