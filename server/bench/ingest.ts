/**
 * `npm run bench:ingest`: what taking lab reports over FHIR costs (docs/product/ingest.md), beside the demo seeder
 * writing the same rows. On a throw-away PostgreSQL database (BENCH_ADMIN_URL, default the local one), with the demo
 * residents: `--reports 1000` lab reports of five items each, sent one Bundle per report through the real endpoint
 * (token, validation, plan, one transaction with trend points, notice and access-log entry), `--concurrency 4` at a
 * time; then the same number of reports and items inserted the way server/src/seed/lab-reports.ts does (a report,
 * then its items). Prints reports per second of each and the ratio.
 *
 * Then the read budget (docs/scale.md, docs/architecture.md#budgets): `--reads 200` signed-in lab report list reads
 * (page 1, ten rows) by the resident who received the most reports, before the ingest and after it; prints the
 * database round trips of each read (budget: at most 3) and the p50 and p97.5 latency before and after, which
 * should not grow with the rows ingested.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { API_BASE, paths } from '@macao-phr/contract';
import { exportJWK, generateKeyPair } from 'jose';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { residents } from '../src/db/schema.ts';
import { labReportItems, labReports } from '../src/db/tables/lab-reports.ts';
import { loadFhirDefinitions } from '../src/export/ips.ts';
import { registerIngestClient } from '../src/ingest/clients.ts';
import { labReportBundle, lipidPanel, signAssertion, tokenRequestBody } from '../src/ingest/sender.ts';
import { DEMO_PASSWORD } from '../src/seed/demo.ts';

const { values } = parseArgs({ options: { reports: { type: 'string', default: '1000' }, concurrency: { type: 'string', default: '4' }, reads: { type: 'string', default: '200' } } });
const readCount = Number(values.reads);
/** docs/architecture.md#budgets: database round trips of one signed-in read. */
const READ_BUDGET = 3;
const reports = Number(values.reports);
const concurrency = Number(values.concurrency);
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const name = `mhp_bench_ingest_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;

loadFhirDefinitions();
let statements: string[] | null = null;
const database = await openDatabase({ databaseUrl: url.toString(), onQuery: (text) => statements?.push(text) });
// No push rounds: nobody subscribes here, and their statements would be counted against the reads.
const app = await buildApp({ database, demo: true, signIn: { publicOrigin: 'http://bench.local' }, push: { intervalMs: 0 } });
try {
  const pair = await generateKeyPair('ES384', { extractable: true });
  const privateJwk = { ...(await exportJWK(pair.privateKey)), kid: 'bench', alg: 'ES384' };
  await registerIngestClient(database.db, { clientId: 'bench-lab', orgCode: 'KWH', name: 'Bench laboratory', jwks: { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'bench', alg: 'ES384' }] }, resourceTypes: ['DiagnosticReport', 'Observation'] });
  const tokenUrl = 'http://bench.local/fhir/auth/token';
  const token = async () => {
    const answer = await app.inject({ method: 'POST', url: '/fhir/auth/token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: tokenRequestBody(await signAssertion(privateJwk, 'bench-lab', tokenUrl)) });
    return answer.json<{ access_token: string }>().access_token;
  };
  const people = await database.db.select({ id: residents.id, patid: residents.patid, username: residents.username }).from(residents);

  // The reader: the first resident, who receives every len(people)-th report.
  const login = await app.inject({ method: 'POST', url: `${API_BASE}${paths.login}`, headers: { 'content-type': 'application/json' }, payload: { username: people[0]?.username ?? '', password: DEMO_PASSWORD } });
  const reader = login.json<{ data: { tokenId: string } | null }>().data?.tokenId ?? '';
  if (!reader) throw new Error(`the reader could not sign in: ${login.body}`);
  /** `readCount` list reads one after another: the round trips of the worst, and the p50 and p97.5 in ms. */
  const listReads = async () => {
    const ms: number[] = [];
    let trips = 0;
    let total = 0;
    for (let i = 0; i < readCount; i++) {
      statements = [];
      const start = performance.now();
      const answer = await app.inject({ method: 'POST', url: `${API_BASE}${paths.labReportList}`, headers: { 'content-type': 'application/json', authorization: reader }, payload: { page: { pageNum: 1, pageSize: 10 } } });
      ms.push(performance.now() - start);
      trips = Math.max(trips, statements.length);
      statements = null;
      const body = answer.json<{ resultCode: number; data: { total: number } | null }>();
      if (answer.statusCode !== 200 || !body.data) throw new Error(`list read failed: ${answer.body}`);
      total = body.data.total;
    }
    ms.sort((a, b) => a - b);
    const at = (q: number) => (ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0).toFixed(2);
    return { trips, p50: at(0.5), p975: at(0.975), total };
  };
  const readsBefore = await listReads();

  // FHIR: one Bundle per report, a fresh token every 500 (they live five minutes).
  let bearer = await token();
  let sent = 0;
  let failed = 0;
  const fhirStart = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (;;) {
        const n = sent++;
        if (n >= reports) return;
        if (n > 0 && n % 500 === 0) bearer = await token();
        const person = people[n % people.length];
        const bundle = labReportBundle({ patid: person?.patid ?? '', accession: `BENCH-${n}`, values: lipidPanel((n % 7) / 10), effective: new Date(Date.now() - n * 60_000) });
        const answer = await app.inject({ method: 'POST', url: '/fhir/R4', headers: { 'content-type': 'application/fhir+json', authorization: `Bearer ${bearer}` }, payload: JSON.stringify(bundle) });
        if (answer.statusCode !== 200) failed++;
      }
    }),
  );
  const fhirSeconds = (performance.now() - fhirStart) / 1000;

  // The seeder's way: a report, then its five items, with the same concurrency.
  let seeded = 0;
  const seedStart = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (;;) {
        const n = seeded++;
        if (n >= reports) return;
        const residentId = people[n % people.length]?.id ?? 0;
        const [saved] = await database.db
          .insert(labReports)
          .values({ residentId, orgCode: 'KWH', testName: 'Lipid profile', testNameEn: 'Lipid profile', testNamePt: 'Lipid profile', testResultType: 'normal', specimen: 'Serum', specimenEn: 'Serum', specimenPt: 'Serum', sampledAt: new Date(Date.now() - n * 60_000) })
          .returning({ id: labReports.id });
        await database.db.insert(labReportItems).values(
          lipidPanel((n % 7) / 10).map((v, k) => ({ residentId, reportId: saved?.id ?? 0, seq: k + 1, name: v.name, nameEn: v.name, namePt: v.name, value: String(v.value), unit: v.unit, referenceRange: '', flag: 'N', indicatorCode: null })),
        );
      }
    }),
  );
  const seedSeconds = (performance.now() - seedStart) / 1000;

  const readsAfter = await listReads();

  const rate = (s: number) => (reports / s).toFixed(1);
  console.log(`${reports} lab reports of 5 items, concurrency ${concurrency}, PostgreSQL`);
  console.log(`FHIR ingest (validate, plan, write with trend points, notice, access log): ${fhirSeconds.toFixed(1)} s, ${rate(fhirSeconds)} reports/s, ${failed} refused`);
  console.log(`seeder inserts (report, then items):                                   ${seedSeconds.toFixed(1)} s, ${rate(seedSeconds)} reports/s`);
  console.log(`ingest / seeder: ${(seedSeconds / fhirSeconds).toFixed(2)}`);
  console.log(`lab report list (page 1 of 10), ${readCount} reads by one resident     round trips (budget ${READ_BUDGET})  p50 ms  p97.5 ms  reports listed`);
  for (const [label, r] of [['before the ingest', readsBefore], ['after the ingest and the seeder', readsAfter]] as const) {
    console.log(`  ${label.padEnd(64)} ${String(r.trips).padStart(10)}  ${r.p50.padStart(6)}  ${r.p975.padStart(8)}  ${String(r.total).padStart(14)}`);
  }
  if (failed > 0 || readsBefore.trips > READ_BUDGET || readsAfter.trips > READ_BUDGET) process.exitCode = 1;
} finally {
  await app.close();
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
