/**
 * `npm run bench:api`: what a signed-in call costs the server (docs/scale.md, docs/architecture.md#budgets).
 * Starts the server as a child process on a PostgreSQL bench database, signs in many different residents
 * (sessions written straight to the database, as many as `--sessions`), and loads each call with autocannon
 * on loopback: the home, the catalogue, every record list, a filter count and a lab report detail, each
 * beside the floor measured in the same run: a signed-in call that makes one PostgreSQL round trip through the same
 * pool, its session check, and answers a fixed list through the same envelope (GET organisations). Prints
 * requests/s, the ratio to the floor, p50, p97.5, p99, errors and timeouts, and exits non-zero when a read is under
 * 0.35 of the floor's rate or anything failed. A bare in-memory route (GET /api/portal/config, no database) is
 * printed beside it for reference. Beside them, the CPU time one call cost the server process and
 * the PostgreSQL backends serving the bench database (read from /proc, so on Linux with PostgreSQL on the same
 * machine; '-' otherwise): on a shared machine these move much less with the neighbours' load than the rates.
 *
 * Options: `--requests 3000` (calls per measurement: the loops are bounded and the bench stops by itself; `--duration
 * 15` loads each for that many seconds instead), `--connections 50`, `--sessions 500`,
 * `--residents 2000` (residents seeded into a throw-away database, dropped afterwards), `--demo` (the demo
 * residents and their records instead, the small data the population is compared with), or
 * `--scale` with BENCH_DATABASE_URL (or `--database-url`): an existing database filled by
 * `npm run seed:scale`, kept. `--only home,labList` runs some calls. BENCH_ADMIN_URL: the PostgreSQL to
 * create the throw-away database on (default postgres://postgres@127.0.0.1:5432/postgres). `--cpu-prof DIR` writes a
 * CPU profile of the server child into DIR when it stops (Node refuses --cpu-prof in NODE_OPTIONS).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { API_BASE, ResultCode, paths } from '@macao-phr/contract';
import { hashToken, newToken } from '../src/auth/sessions.ts';
import { seedScale } from '../src/seed/scale.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { openDatabase } from '../src/db/client.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const at = args.indexOf(`--${name}`);
  if (at >= 0) return args[at + 1];
  return args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}
const has = (name: string) => process.argv.includes(`--${name}`);

const duration = option('duration') === undefined ? null : Number(option('duration'));
const amount = Number(option('requests') ?? 3000);
/** A read must reach this share of the floor's rate (docs/scale.md "Measuring the API"). */
const TARGET_RATIO = 0.35;
const connections = Number(option('connections') ?? 50);
const sessionCount = Number(option('sessions') ?? 500);
const seedResidents = Number(option('residents') ?? 2000);
const scale = has('scale');
const demo = has('demo');
const only = option('only')?.split(',');
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const profileDir = option('cpu-prof');

type Session = { token: string; residentId: number; labReportId: number | null };
type Call = { name: string; method: 'GET' | 'POST'; path: string; body?: (s: Session) => unknown; read: boolean };

const page = () => ({ page: { pageNum: 1, pageSize: 10 } });
const CALLS: Call[] = [
  { name: 'home', method: 'POST', path: paths.healthHomeData, body: () => ({}), read: true },
  { name: 'catalogue', method: 'POST', path: paths.serviceList, body: () => ({ terminal: 'mobile' }), read: true },
  { name: 'bloodPressureList', method: 'POST', path: paths.bloodPressureList, body: page, read: true },
  { name: 'bmiList', method: 'POST', path: paths.bmiList, body: page, read: true },
  { name: 'glucoseList', method: 'POST', path: paths.bloodGlucoseList, body: page, read: true },
  { name: 'labList', method: 'POST', path: paths.labReportList, body: page, read: true },
  { name: 'visitList', method: 'POST', path: paths.visitList, body: page, read: true },
  { name: 'prescriptionList', method: 'POST', path: paths.prescriptionList, body: page, read: true },
  { name: 'surgeryList', method: 'POST', path: paths.surgeryList, body: page, read: true },
  { name: 'imagingList', method: 'POST', path: paths.inspectionList, body: page, read: true },
  { name: 'vaccinationList', method: 'POST', path: paths.vaccinationList, body: () => ({}), read: true },
  { name: 'accessLogList', method: 'POST', path: paths.accessLogList, body: page, read: true },
  { name: 'labFilterCount', method: 'POST', path: paths.labReportFilterNum, body: () => ({}), read: true },
  { name: 'labDetail', method: 'POST', path: paths.labReportDetail, body: (s) => ({ id: s.labReportId }), read: true },
];
const BARE: Call = { name: 'bare GET /api/portal/config', method: 'GET', path: paths.portalConfig, read: true };
/**
 * The floor: signed in, one PostgreSQL round trip (the session check, the same statement and pool as every read), then
 * a fixed answer (the eight organisations, 1.2 KiB) through the same registerEndpoint, envelope and serializer. Every
 * read costs this plus its own query and its access-log insert (docs/architecture.md#budgets: at most three).
 */
const FLOOR: Call = { name: 'floor: 1 round trip', method: 'GET', path: paths.organisations, read: true };

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Sessions for `count` different residents (spread over the whole population), each with a lab report of theirs. */
async function signIn(databaseUrl: string, count: number, usernames: string): Promise<Session[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; lab: number | null }>(
      `select r.id, (select l.id from lab_reports l where l.resident_id = r.id order by l.sampled_at desc limit 1) as lab
       from residents r where r.username like $2 order by random() limit $1`,
      [count, usernames],
    );
    const now = new Date();
    const sessions = rows.map((r) => ({ token: newToken(), residentId: r.id, labReportId: r.lab }));
    await client.query(
      `insert into sessions (token_hash, resident_id, created_at, last_seen_at, expires_at)
       select unnest($1::text[]), unnest($2::int[]), $3, $3, $4`,
      [sessions.map((s) => hashToken(s.token)), sessions.map((s) => s.residentId), now, new Date(now.getTime() + 12 * 3_600_000)],
    );
    return sessions;
  } finally {
    await client.end();
  }
}

async function startServer(databaseUrl: string, port: number): Promise<ChildProcess> {
  const profile = profileDir === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`];
  const child = spawn(process.execPath, [...profile, path.join(root, 'server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', DEMO: '0', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      const answer = await fetch(`http://127.0.0.1:${port}${API_BASE}${paths.portalConfig}`);
      if (answer.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not answer within 120 s');
}

function requestOf(call: Call, session: Session | null): { method: Call['method']; headers: Record<string, string>; body?: string } {
  const headers: Record<string, string> = { language: 'en' };
  if (session) headers.authorization = session.token;
  if (call.method === 'GET' || !call.body) return { method: call.method, headers };
  headers['content-type'] = 'application/json';
  return { method: call.method, headers, body: JSON.stringify(call.body(session ?? { token: '', residentId: 0, labReportId: null })) };
}

/**
 * Waits (up to 30 s) until the server takes calls again: after a loaded run, its overload guard may still
 * refuse new calls with 503 for a moment (docs/operations.md), which would make the next call's check fail.
 */
async function settle(base: string): Promise<void> {
  const until = Date.now() + 30_000;
  let calm = 0;
  while (Date.now() < until && calm < 3) {
    const answer = await fetch(`${base}${API_BASE}${paths.portalConfig}`).catch(() => null);
    calm = answer?.status === 200 ? calm + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** A few calls by hand first: a call that does not answer SUCCESS would measure only its refusal. */
async function preflight(base: string, call: Call, sessions: Session[]): Promise<string | null> {
  for (const session of sessions.slice(0, 3)) {
    const request = requestOf(call, session);
    const answer = await fetch(`${base}${API_BASE}${call.path}`, request);
    const body = (await answer.json()) as { resultCode?: string };
    if (answer.status !== 200 || body.resultCode !== ResultCode.SUCCESS) return `HTTP ${answer.status} ${JSON.stringify(body).slice(0, 200)}`;
  }
  return null;
}

type Measured = {
  name: string;
  rps: number;
  p50: number;
  p975: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** CPU ms per call of the server process and of the PostgreSQL backends; null where /proc cannot tell. */
  serverMs: number | null;
  postgresMs: number | null;
};

/** CPU time (ms) a process has used so far, from /proc (Linux; user + system at 100 ticks a second); null when unreadable. */
function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : null;
  } catch {
    return null;
  }
}

/** The CPU time of every PostgreSQL backend serving the bench database (the server's pool), by process id. */
async function postgresCpu(client: pg.Client | null): Promise<Map<number, number> | null> {
  if (client === null) return null;
  const { rows } = await client.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`,
  );
  const used = new Map<number, number>();
  for (const { pid } of rows) {
    const ms = cpuMs(pid);
    if (ms === null) return null;
    used.set(pid, ms);
  }
  return used;
}

/**
 * Unmeasured calls first, so that a measurement starts warm: the handler's code compiled, every pooled connection
 * open with the call's statements prepared (docs/scale.md). Without it the first call measured paid for all that.
 */
async function warmUp(base: string, call: Call, sessions: Session[]): Promise<void> {
  let next = 0;
  await autocannon({
    url: base,
    connections,
    amount: Math.min(500, amount),
    requests: [
      {
        method: call.method,
        path: `${API_BASE}${call.path}`,
        setupRequest: (request) => ({ ...request, ...requestOf(call, call === BARE ? null : (sessions[next++ % sessions.length] ?? null)) }),
      },
    ],
  });
}

async function load(base: string, call: Call, sessions: Session[], serverPid?: number, watch: pg.Client | null = null): Promise<Measured> {
  await warmUp(base, call, sessions);
  let next = 0;
  const server0 = cpuMs(serverPid);
  const postgres0 = await postgresCpu(watch);
  // The measurement's own time, from its start to its last answer: autocannon reports its duration only at its next
  // one-second tick, so a run of 2000 calls that took 1.2 s counted as 2 s, and rates came out as 2000 / n.
  let lastAnswer = 0;
  const started = performance.now();
  const result = await autocannon({
    url: base,
    connections,
    ...(duration === null ? { amount } : { duration }),
    requests: [
      {
        method: call.method,
        path: `${API_BASE}${call.path}`,
        // Every request as the next resident in turn: the load is spread over all the sessions.
        setupRequest: (request) => {
          const session = call === BARE ? null : (sessions[next++ % sessions.length] ?? null);
          return { ...request, ...requestOf(call, session) };
        },
        onResponse: () => {
          lastAnswer = performance.now();
        },
      },
    ],
  });
  const elapsed = duration === null && lastAnswer > started ? (lastAnswer - started) / 1000 : result.duration;
  const server1 = cpuMs(serverPid);
  const postgres1 = await postgresCpu(watch);
  const calls = Math.max(1, result.requests.total);
  let postgresUsed: number | null = null;
  if (postgres0 !== null && postgres1 !== null) {
    // A backend the pool opened during the run counts from zero.
    postgresUsed = 0;
    for (const [pid, ms] of postgres1) postgresUsed += ms - (postgres0.get(pid) ?? 0);
  }
  return {
    name: call.name,
    serverMs: server0 !== null && server1 !== null ? (server1 - server0) / calls : null,
    postgresMs: postgresUsed === null ? null : postgresUsed / calls,
    // Calls over the measurement's own time: autocannon's per-second average is coarse over a few seconds.
    rps: result.requests.total / Math.max(0.001, elapsed),
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

const databaseUrl = scale ? (option('database-url') ?? process.env.BENCH_DATABASE_URL) : null;
if (scale && !databaseUrl) {
  console.error('--scale needs BENCH_DATABASE_URL or --database-url: a database filled by npm run seed:scale');
  process.exit(2);
}
const throwaway = scale ? null : `mhp_bench_${randomBytes(4).toString('hex')}`;
let url = databaseUrl ?? '';
let server: ChildProcess | null = null;
let failed = 0;
const cleanup = async () => {
  server?.kill('SIGTERM');
  if (server && server.exitCode === null) await new Promise((resolve) => server?.once('exit', resolve));
  if (throwaway) await admin(`drop database if exists ${throwaway} with (force)`);
};
process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));

try {
  if (throwaway) {
    await admin(`create database ${throwaway}`);
    const target = new URL(adminUrl);
    target.pathname = `/${throwaway}`;
    url = target.toString();
    if (demo) {
      // The schema through the product's own opening, then the demo residents as `DEMO=1` seeds them.
      const handle = await openDatabase({ databaseUrl: url });
      await seedDemo(handle.db, new Date());
      await handle.close();
      console.log('seeded the demo residents');
    } else {
      const seeded = await seedScale(url, seedResidents);
      console.log(`seeded ${seeded.residents} residents (${seeded.rows} rows) in ${(seeded.ms / 1000).toFixed(1)} s`);
    }
  }
  const pgClient = new pg.Client({ connectionString: url });
  await pgClient.connect();
  const { rows: population } = await pgClient.query<{ residents: string; readings: string }>(
    `select (select count(*) from residents) as residents, (select count(*) from blood_pressure) + (select count(*) from glucose_readings) + (select count(*) from bmi_readings) as readings`,
  );
  await pgClient.end();
  const sessions = await signIn(url, sessionCount, demo ? 'demo-%' : 'scale-%');
  const port = await freePort();
  server = await startServer(url, port);
  const base = `http://127.0.0.1:${port}`;
  // Reads the CPU time of the server's PostgreSQL backends between calls (it never runs during a measurement).
  const watch = new pg.Client({ connectionString: url });
  await watch.connect();
  const measure = (call: Call) => load(base, call, sessions, server?.pid, watch);
  console.log(
    `PostgreSQL ${scale ? 'scale' : demo ? 'throw-away demo' : 'throw-away'} database: ${population[0]?.residents} residents, ${population[0]?.readings} readings; ` +
      `${sessions.length} residents signed in; ${connections} connections, ${duration === null ? `${amount} calls` : `${duration} s`} per measurement, loopback`,
  );
  const calls = CALLS.filter((c) => !only || only.includes(c.name));
  const results: Measured[] = [];
  const bare = await measure(BARE);
  await settle(base);
  const floorProblem = await preflight(base, FLOOR, sessions);
  if (floorProblem) throw new Error(`the floor does not answer SUCCESS: ${floorProblem}`);
  const floorBefore = await measure(FLOOR);
  for (const call of calls) {
    await settle(base);
    const problem = await preflight(base, call, sessions);
    if (problem) {
      console.log(`SKIP ${call.name}: ${problem}`);
      failed += 1;
      continue;
    }
    results.push(await measure(call));
  }
  await settle(base);
  const floorAfter = await measure(FLOOR);
  await watch.end();
  const floorRps = (floorBefore.rps + floorAfter.rps) / 2;
  const row = (cells: (string | number)[]) => console.log(cells.map((c, i) => (i === 0 ? String(c).padEnd(28) : String(c).padStart(9))).join(' '));
  console.log('');
  const cpu = (ms: number | null) => (ms === null ? '-' : ms.toFixed(2));
  row(['call', 'req/s', 'ratio', 'p50 ms', 'p97.5 ms', 'p99 ms', 'errors', 'timeouts', 'non-2xx', 'srv ms', 'pg ms', 'cpu ratio', '']);
  const cpuOf = (r: Measured) => (r.serverMs === null || r.postgresMs === null ? null : r.serverMs + r.postgresMs);
  const floorCpu = [floorBefore, floorAfter].map(cpuOf);
  const floorCpuMean = floorCpu.every((ms) => ms !== null) ? ((floorCpu[0] ?? 0) + (floorCpu[1] ?? 0)) / 2 : null;
  // The floor's CPU per call over the call's: what the rate ratio tends to on a machine whose cores are the limit,
  // and much steadier than it under the neighbours' load.
  const cpuRatio = (r: Measured) => {
    const ms = cpuOf(r);
    return ms === null || floorCpuMean === null || ms === 0 ? '-' : (floorCpuMean / ms).toFixed(2);
  };
  const line = (r: Measured, note: string) =>
    row([r.name, r.rps.toFixed(0), (r.rps / floorRps).toFixed(2), r.p50, r.p975, r.p99, r.errors, r.timeouts, r.non2xx, cpu(r.serverMs), cpu(r.postgresMs), cpuRatio(r), note]);
  line(bare, 'no database; for reference');
  for (const floor of [floorBefore, floorAfter]) {
    const ok = floor.errors === 0 && floor.timeouts === 0 && floor.non2xx === 0;
    if (!ok) failed += 1;
    line(floor, ok ? 'the floor (start, end)' : 'FAILED');
  }
  for (const r of results) {
    const ratio = r.rps / floorRps;
    const ok = ratio >= TARGET_RATIO && r.errors === 0 && r.timeouts === 0 && r.non2xx === 0;
    if (!ok) failed += 1;
    line(r, ok ? 'ok' : 'UNDER TARGET');
  }
  console.log('ratio: req/s to the floor\'s (mean of its start and end); srv ms, pg ms: CPU time per call of the server process and of its');
  console.log('PostgreSQL backends; cpu ratio: the floor\'s CPU per call (srv + pg) over the call\'s');
  console.log(`answers checked against the contract: ${process.env.CHECK_ANSWERS ?? 'no (NODE_ENV=production)'}`);
  console.log(`\ntarget: ratio >= ${TARGET_RATIO} for reads, no errors, timeouts or non-2xx answers; ${failed === 0 ? 'met' : `${failed} call(s) not`}`);
} catch (error) {
  console.error(error);
  failed += 1;
} finally {
  await cleanup();
}
process.exit(failed === 0 ? 0 : 1);
