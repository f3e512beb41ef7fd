import { describe, expect, it, vi } from 'vitest';
import { Writable } from 'node:stream';
import { API_BASE, paths, type BloodPressureRow, type LoginResult } from '@macao-phr/contract';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { accessLog } from '../src/db/schema.ts';
import { ACCESS_LOG_RETENTION_DAYS, purgeAccessLog } from '../src/http/access-log.ts';
import { DEMO_PASSWORD } from '../src/seed/demo.ts';
import { dataOf, post } from './support.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const DAY = 86_400_000;

describe('logs hold no secrets and no clinical values (pino redaction)', () => {
  it('a whole session at trace level, including failures and direct log calls, leaks nothing', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const app = await buildApp({ demo: true, logger: { level: 'trace', stream } });
    try {
      const login = await post(app, API_BASE + paths.login, { username: 'demo-m', password: DEMO_PASSWORD });
      const token = dataOf<LoginResult>(login).tokenId;
      const auth = { authorization: `Bearer ${token}` };
      const reading = { systolic: 173, diastolic: 97, pulse: 61, recordTime: '2025-06-01T08:15:00Z' };
      const added = dataOf<BloodPressureRow>(await post(app, API_BASE + paths.bloodPressureAdd, reading, auth));
      await post(app, API_BASE + paths.bloodPressureList, {}, auth);
      await post(app, API_BASE + paths.bloodPressureAdd, '{"systolic": 173, broken', auth);
      await post(app, API_BASE + paths.login, { username: 'demo-m', password: 'wrong-Secret-991' });
      // What a careless future log call might pass: all of it must come out redacted.
      app.log.error({ req: { headers: { authorization: token, cookie: `sid=${token}` } }, body: reading, password: DEMO_PASSWORD, tokenId: token }, 'careless');
      app.log.error({ err: { body: reading, systolic: 173 }, patid: 'MO-1000001' }, 'careless nested');
      await post(app, API_BASE + paths.bloodPressureDelete, { id: added.id }, auth);

      const output = lines.join('');
      expect(lines.length).toBeGreaterThan(8);
      expect(output).toContain('[redacted]');
      for (const secret of [token, DEMO_PASSWORD, 'wrong-Secret-991', 'MO-1000001', '"systolic":173', '"diastolic":97', '"pulse":61']) {
        expect(output, secret).not.toContain(secret);
      }
      expect(output).not.toMatch(/authorization"\s*:\s*"(?!\[redacted\])/i);
    } finally {
      await app.close();
    }
  });
});

describe('access-log retention', () => {
  it(`keeps ${ACCESS_LOG_RETENTION_DAYS} days by default and purges older entries (also at start)`, async () => {
    const database = await openDatabase({ memory: true });
    try {
      const now = new Date('2026-11-23T12:00:00Z');
      const entry = (daysAgo: number, correlationId: string) => ({
        at: new Date(now.getTime() - daysAgo * DAY),
        actorId: 1,
        subjectId: 1,
        recordType: 'blood_pressure',
        action: 'list',
        outcome: 'ok',
        correlationId,
      });
      await database.db.insert(accessLog).values([entry(ACCESS_LOG_RETENTION_DAYS + 1, 'old'), entry(ACCESS_LOG_RETENTION_DAYS - 1, 'kept'), entry(0, 'new')]);
      expect(await purgeAccessLog(database.db, now, ACCESS_LOG_RETENTION_DAYS)).toBe(1);
      const left = (await database.db.select({ c: accessLog.correlationId }).from(accessLog)).map((r) => r.c).sort();
      expect(left).toEqual(['kept', 'new']);
      // A shorter configured period is applied by the app when it starts.
      const app = await buildApp({ database, now: () => now, accessLogRetentionDays: 30 });
      await app.close();
      expect((await database.db.select({ c: accessLog.correlationId }).from(accessLog)).map((r) => r.c)).toEqual(['new']);
    } finally {
      await database.close();
    }
  });
});
