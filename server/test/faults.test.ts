import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_BASE, ResultCode, bloodPressureListResultSchema, paths, type Envelope } from '@macao-phr/contract';
import { buildApp } from '../src/app.ts';
import { freePort, postgresBinaries, startPrivatePostgres, startProxy, type PrivatePostgres } from './private-postgres.ts';

/**
 * docs/security.md: faults injected into a running server and what the resident would see. Each test
 * counts its requests and faults; the closing assertions are that nothing acknowledged is lost, nothing
 * half-written remains, and no answer is a 500 or a success with partial data.
 */

const bin = postgresBinaries();
const serverMain = path.resolve(import.meta.dirname, '../src/main.ts');
const DEMO = { username: 'demo-m', password: 'demo-pass-2026' };
/** The answers a resident may get while the database is away: clear, retryable, nothing changed. */
const RETRYABLE = new Set<string>([ResultCode.SERVICE_UNAVAILABLE, ResultCode.TIMEOUT]);

type Answer = { status: number; envelope: Envelope<unknown> };

async function call(base: string, apiPath: string, body: unknown, token?: string, timeoutMs = 15_000): Promise<Answer> {
  const response = await fetch(base + API_BASE + apiPath, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: 'en', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  return { status: response.status, envelope: (await response.json()) as Envelope<unknown> };
}

async function signIn(base: string): Promise<string> {
  const answer = await call(base, paths.login, DEMO);
  expect(answer.envelope.resultCode).toBe(ResultCode.SUCCESS);
  return (answer.envelope.data as { tokenId: string }).tokenId;
}

/** A reading whose minute identifies the request that sent it, so the database can be matched to answers. */
function reading(n: number) {
  const recordTime = new Date(Date.UTC(2001, 0, 1) + n * 60_000).toISOString();
  return { systolic: 100 + (n % 80), diastolic: 60 + (n % 20), pulse: 60 + (n % 40), recordTime };
}

type Stored = { id: number; systolic: number; diastolic: number; pulse: number; record_time: Date; entries: number };

/** Every blood-pressure row with the number of 'add ok' access-log entries that name it. */
async function storedReadings(url: string): Promise<{ rows: Stored[]; orphanEntries: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = await client.query<Stored>(`
      select b.id, b.systolic, b.diastolic, b.pulse, b.record_time,
        (select count(*)::int from access_log a where a.record_type = 'blood_pressure' and a.action = 'add' and a.outcome = 'ok' and a.record_id = b.id) as entries
      from blood_pressure b order by b.id`);
    const orphans = await client.query<{ n: number }>(`
      select count(*)::int as n from access_log a
      where a.record_type = 'blood_pressure' and a.action = 'add' and a.outcome = 'ok'
        and not exists (select 1 from blood_pressure b where b.id = a.record_id)`);
    return { rows: rows.rows, orphanEntries: orphans.rows[0]?.n ?? -1 };
  } finally {
    await client.end();
  }
}

function minuteOf(row: Stored): number {
  return Math.round((row.record_time.getTime() - Date.UTC(2001, 0, 1)) / 60_000);
}

/** The demo seed writes its own readings; only those this test sent (in 2001) are compared. */
function ours(rows: Stored[]): Stored[] {
  return rows.filter((row) => row.record_time.getUTCFullYear() === 2001 && minuteOf(row) < 1_000_000);
}

async function waitUntilHealthy(base: string, child?: ChildProcess): Promise<void> {
  // Generous: the demo seed of a fresh database takes a while on a loaded 2-core machine.
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy');
}

describe.skipIf(bin === null)('fault tests (docs/security.md): a private PostgreSQL server that the tests stop, kill under and hang', () => {
  let postgres: PrivatePostgres;

  beforeAll(async () => {
    postgres = await startPrivatePostgres(bin as string);
  }, 60_000);

  afterAll(() => postgres?.destroy());

  it('the database restarted under load: the server recovers by itself; no 500, no partial answer, nothing acknowledged lost', async () => {
    const url = postgres.createDatabase('restart_under_load');
    const app = await buildApp({ database: { databaseUrl: url }, demo: true, loginRateLimit: 10_000 });
    try {
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const token = await signIn(base);
      const answers: { kind: 'add' | 'list'; n: number; answer: Answer }[] = [];
      let next = 0;
      let running = true;
      const worker = async () => {
        while (running) {
          const n = next++;
          const kind = n % 2 === 0 ? 'add' : 'list';
          const answer =
            kind === 'add'
              ? await call(base, paths.bloodPressureAdd, reading(n), token)
              : await call(base, paths.bloodPressureList, { page: { pageNum: 1, pageSize: 50 } }, token);
          answers.push({ kind, n, answer });
        }
      };
      const workers = Array.from({ length: 6 }, worker);
      // Each phase lasts until what it is for has happened (on a busy machine a fixed time may see no call at all):
      // calls served before the fault, calls refused while the database is down, calls served after it is back.
      const waitFor = (what: () => boolean) => vi.waitFor(() => expect(what()).toBe(true), { timeout: 60_000, interval: 50 });
      await waitFor(() => answers.filter(({ answer }) => answer.envelope.resultCode === ResultCode.SUCCESS).length >= 12);
      postgres.stop('fast'); // fault 1: every session ended, open transactions rolled back
      const downAt = answers.length;
      await waitFor(() => answers.slice(downAt).some(({ answer }) => RETRYABLE.has(answer.envelope.resultCode)));
      postgres.start();
      const upAt = answers.length;
      await waitFor(() => answers.slice(upAt).filter(({ answer }) => answer.envelope.resultCode === ResultCode.SUCCESS).length >= 12);
      running = false;
      await Promise.all(workers);

      const codes = answers.map(({ answer }) => answer.envelope.resultCode);
      // Some calls met the stopped database and some were served after it came back, without restarting the server.
      expect(codes.filter((code) => RETRYABLE.has(code)).length).toBeGreaterThan(0);
      expect(answers.slice(downAt).some(({ answer }) => answer.envelope.resultCode === ResultCode.SUCCESS)).toBe(true);
      const after = await call(base, paths.bloodPressureList, { page: { pageNum: 1, pageSize: 10 } }, token);
      expect(after.envelope.resultCode).toBe(ResultCode.SUCCESS);
      // No connection was lost to the outage: more calls at once than the pool holds (10) are all served.
      const burst = await Promise.all(Array.from({ length: 12 }, () => call(base, paths.bloodPressureList, { page: { pageNum: 1, pageSize: 1 } }, token)));
      expect(burst.map((answer) => answer.envelope.resultCode)).toEqual(Array(12).fill(ResultCode.SUCCESS));

      for (const { answer } of answers) {
        // Either served in full or refused with a retryable code and HTTP 503; never a 500 or anything else.
        if (answer.envelope.resultCode === ResultCode.SUCCESS) expect(answer.status).toBe(200);
        else {
          expect(RETRYABLE.has(answer.envelope.resultCode), JSON.stringify(answer.envelope)).toBe(true);
          expect(answer.status).toBe(503);
          expect(answer.envelope.data).toBeNull();
        }
      }
      // A list that succeeded is whole: it satisfies the contract and its rows add up to what it says.
      for (const { kind, answer } of answers) {
        if (kind !== 'list' || answer.envelope.resultCode !== ResultCode.SUCCESS) continue;
        const page = bloodPressureListResultSchema.parse(answer.envelope.data);
        expect(page.rows.length).toBe(Math.min(50, page.total));
      }

      const { rows, orphanEntries } = await storedReadings(url);
      const stored = new Map(ours(rows).map((row) => [minuteOf(row), row]));
      const acknowledged = answers.filter(({ kind, answer }) => kind === 'add' && answer.envelope.resultCode === ResultCode.SUCCESS);
      const refused = answers.filter(({ kind, answer }) => kind === 'add' && answer.envelope.resultCode !== ResultCode.SUCCESS);
      // Nothing acknowledged was lost, and each is stored as sent.
      for (const { n } of acknowledged) {
        const row = stored.get(n);
        expect(row, `acknowledged reading ${n}`).toBeDefined();
        expect({ systolic: row?.systolic, diastolic: row?.diastolic, pulse: row?.pulse }).toEqual({
          systolic: reading(n).systolic,
          diastolic: reading(n).diastolic,
          pulse: reading(n).pulse,
        });
      }
      // A refused add may only be stored if its commit raced the stop (bounded by the refusals).
      expect(stored.size - acknowledged.length).toBeLessThanOrEqual(refused.length);
      // Nothing half-written: every reading sent here has its access-log entry and every entry its reading
      // (the demo seed writes history without entries: it was never "added" by anyone).
      expect(ours(rows).filter((row) => row.entries !== 1)).toEqual([]);
      expect(orphanEntries).toBe(0);
      console.info(`restart under load: ${answers.length} requests, 1 restart, ${acknowledged.length} adds acknowledged, ${codes.filter((c) => RETRYABLE.has(c)).length} answered 503, 0 lost`);
    } finally {
      await app.close();
    }
    // Seeding the demo accounts into a fresh database is most of this time on a loaded machine.
  }, 300_000);

  for (const store of ['PostgreSQL', 'PGlite'] as const) {
    it(`the server killed during writes (${store}): after a restart nothing acknowledged is lost and nothing is half-written`, async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'mhp-kill-'));
      const url = store === 'PostgreSQL' ? postgres.createDatabase('killed_during_writes') : null;
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const env = {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DEMO: '1',
        LOGIN_RATE_LIMIT: '10000',
        LOG_LEVEL: 'silent',
        PORTAL_DIST: path.join(dataDir, 'no-portal'),
        ...(url ? { DATABASE_URL: url } : { DATA_DIR: dataDir, DATABASE_URL: '' }),
      };
      let output = '';
      const startServer = () => {
        const started = spawn(process.execPath, [serverMain], { env, stdio: ['ignore', 'ignore', 'pipe'] });
        started.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
        return started;
      };
      let child = startServer();
      try {
        await waitUntilHealthy(base, child).catch((error: unknown) => {
          throw new Error(`${String(error)}\n${output}`);
        });
        const token = await signIn(base);
        const acknowledged: number[] = [];
        let next = 0;
        let alive = true;
        const worker = async () => {
          while (alive) {
            const n = next++;
            try {
              const answer = await call(base, paths.bloodPressureAdd, reading(n), token, 5_000);
              if (answer.envelope.resultCode === ResultCode.SUCCESS) acknowledged.push(n);
            } catch {
              // the connection died with the server: this write was never acknowledged
            }
          }
        };
        const workers = Array.from({ length: 8 }, worker);
        // Writes acknowledged before the kill, whatever the machine's speed (a fixed time may see none on a busy one).
        await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(20), { timeout: 60_000, interval: 20 });
        child.kill('SIGKILL'); // fault: no shutdown, in-flight transactions cut
        alive = false;
        await Promise.all(workers);
        await new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));
        expect(acknowledged.length).toBeGreaterThan(0);

        child = startServer();
        await waitUntilHealthy(base, child).catch((error: unknown) => {
          throw new Error(`after the kill: ${String(error)}\n${output}`);
        });
        const again = await signIn(base);
        const list = await call(base, paths.bloodPressureList, { page: { pageNum: 1, pageSize: 100 } }, again);
        expect(list.envelope.resultCode).toBe(ResultCode.SUCCESS);
        const page = bloodPressureListResultSchema.parse(list.envelope.data);
        const listed = new Set(page.rows.map((row) => row.recordTime));
        expect(page.total).toBeGreaterThanOrEqual(acknowledged.length);

        if (url) {
          child.kill('SIGTERM');
          const { rows, orphanEntries } = await storedReadings(url);
          const stored = new Map(ours(rows).map((row) => [minuteOf(row), row]));
          for (const n of acknowledged) expect(stored.get(n)?.systolic, `acknowledged reading ${n}`).toBe(reading(n).systolic);
          expect(ours(rows).filter((row) => row.entries !== 1)).toEqual([]);
          expect(orphanEntries).toBe(0);
        } else {
          // PGlite lives in the server process: read back through the API after the restart.
          const all: string[] = [];
          for (let pageNum = 1; pageNum <= Math.ceil(page.total / 100); pageNum++) {
            const more = await call(base, paths.bloodPressureList, { page: { pageNum, pageSize: 100 } }, again);
            all.push(...bloodPressureListResultSchema.parse(more.envelope.data).rows.map((row) => row.recordTime));
          }
          const times = new Set(all.map((t) => new Date(t).getTime()));
          for (const n of acknowledged) expect(times.has(new Date(reading(n).recordTime).getTime()), `acknowledged reading ${n}`).toBe(true);
          expect(listed.size).toBeGreaterThan(0);
        }
        console.info(`killed during writes (${store}): ${next} writes sent, 1 kill, ${acknowledged.length} acknowledged, 0 lost`);
      } finally {
        child.kill('SIGKILL');
        rmSync(dataDir, { recursive: true, force: true });
      }
    }, 420_000);
  }

  it('a hanging database: calls answer a clear error within 9 s, and the server serves again once it is back', async () => {
    const url = postgres.createDatabase('hanging_dependency');
    const proxy = await startProxy(postgres.port);
    // A deadline shorter than the product's 8 s, so that the 9 s bound below leaves room for a busy machine's late
    // timers (with the default, the answers came at 8.2 s of the 9 on an idle machine).
    const app = await buildApp({ database: { databaseUrl: url.replace(`:${postgres.port}/`, `:${proxy.port}/`) }, demo: true, loginRateLimit: 10_000, requestDeadlineMs: 3_000 });
    try {
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const token = await signIn(base);
      proxy.freeze(); // fault: connections stay open, nothing answers
      // The bound is the requirement itself: a call that is not answered within 9 s fails here (AbortSignal).
      const answers = await Promise.all([
        call(base, paths.bloodPressureList, { page: { pageNum: 1, pageSize: 10 } }, token, 9_000),
        call(base, paths.bloodPressureAdd, reading(1_000), token, 9_000),
        call(base, paths.login, DEMO, undefined, 9_000),
      ]);
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(RETRYABLE.has(answer.envelope.resultCode)).toBe(true);
        expect(answer.envelope.resultMsg.length).toBeGreaterThan(0);
      }
      proxy.thaw();
      const list = await call(base, paths.bloodPressureList, { page: { pageNum: 1, pageSize: 100 } }, token);
      expect(list.envelope.resultCode).toBe(ResultCode.SUCCESS);
      // The add that hung was rolled back or never reached the database: not stored.
      const { rows } = await storedReadings(url);
      expect(ours(rows).map(minuteOf)).not.toContain(1_000);
    } finally {
      await app.close();
      await proxy.close();
    }
  }, 300_000);
});
