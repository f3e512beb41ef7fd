import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { ResultCode, paths } from '@macao-phr/contract';
import { buildApp } from '../src/app.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { seedScale } from '../src/seed/scale.ts';
import { hashToken, newToken } from '../src/auth/sessions.ts';
import { api, as, createThrowawayDatabase, post, postgresAdminUrl } from './support.ts';

/**
 * docs/scale.md: no list, count or filter query reads a large table from end to end. The product is run
 * over a few thousand seeded residents (tables of 5,000 to 50,000 rows, analysed), every statement a
 * resident's reads send is captured with its parameters and EXPLAINed, and a sequential scan of any table
 * holding LARGE rows or more fails the test. At 700,000 residents those scans would read millions of rows.
 */
const RESIDENTS = 2_500;
const LARGE = 5_000;

const page = { page: { pageNum: 1, pageSize: 10 } };
const period = { selectTime: { start: '2024-01-01', end: '2026-11-01' } };
const filtered = { ...period, orgCodes: ['SS', 'KWH'] };

/** Every list, count and filter a resident can call, with and without filters, and the next page. */
const CALLS: [string, Record<string, unknown>][] = [
  [paths.healthHomeData, {}],
  [paths.bloodPressureList, page],
  [paths.bloodPressureList, { page: { pageNum: 2, pageSize: 5 } }],
  [paths.bmiList, page],
  [paths.bloodGlucoseList, page],
  [paths.pregnancyGlucoseList, page],
  [paths.pregnancyGlucoseHomeData, {}],
  [paths.labReportList, page],
  [paths.labReportList, { ...page, ...filtered }],
  [paths.labReportFilterInfo, {}],
  [paths.labReportFilterNum, filtered],
  [paths.visitList, { ...page, ...filtered, typeCodeList: ['OUT'] }],
  [paths.visitFilterInfo, {}],
  [paths.visitFilterNum, filtered],
  [paths.prescriptionList, { ...page, ...filtered }],
  [paths.prescriptionFilterInfo, {}],
  [paths.prescriptionFilterNum, filtered],
  [paths.surgeryList, page],
  [paths.surgeryFilterInfo, {}],
  [paths.surgeryFilterNum, filtered],
  [paths.inspectionList, { ...page, ...period }],
  [paths.vaccinationList, {}],
  [paths.accessLogList, { ...page, selectTime: { start: '2024-01-01T00:00:00+08:00', end: '2026-11-01T00:00:00+08:00' } }],
];

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Sort Key'?: string[]; Plans?: PlanNode[] };

/** The home and the record lists: newest first, read from a (resident, time desc, id desc) index. */
const NEWEST_FIRST: [string, Record<string, unknown>][] = [
  [paths.healthHomeData, {}],
  [paths.pregnancyGlucoseHomeData, {}],
  [paths.bloodPressureList, page],
  [paths.bmiList, page],
  [paths.bloodGlucoseList, page],
  [paths.labReportList, { ...page, ...filtered }],
  [paths.visitList, page],
  [paths.prescriptionList, page],
  [paths.surgeryList, page],
  [paths.inspectionList, page],
];

/** The node types of a plan, every level. */
function nodeTypes(node: PlanNode, into: string[] = []): string[] {
  into.push(node['Node Type']);
  for (const child of node.Plans ?? []) nodeTypes(child, into);
  return into;
}

/** The keys of every Sort node of a plan. */
function sortKeys(node: PlanNode, into: string[] = []): string[] {
  if (node['Sort Key']) into.push(...node['Sort Key']);
  for (const child of node.Plans ?? []) sortKeys(child, into);
  return into;
}

function seqScans(node: PlanNode, into: string[] = []): string[] {
  // 'Seq Scan' and 'Parallel Seq Scan' alike.
  if (node['Node Type'].endsWith('Seq Scan') && node['Relation Name']) into.push(node['Relation Name']);
  for (const child of node.Plans ?? []) seqScans(child, into);
  return into;
}

const adminUrl = await postgresAdminUrl();

describe.skipIf(adminUrl === null)('query plans over a population (PostgreSQL)', () => {
  let drop: () => Promise<void> = async () => {};
  let url = '';
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let explainer: pg.Client;
  let token = '';
  let large = new Set<string>();
  let statements: { text: string; params: readonly unknown[] }[] | null = null;

  beforeAll(async () => {
    const created = await createThrowawayDatabase(adminUrl ?? '');
    drop = created.drop;
    url = created.url;
    await seedScale(url, RESIDENTS, { batch: RESIDENTS });
    explainer = new pg.Client({ connectionString: url });
    await explainer.connect();
    const { rows: sizes } = await explainer.query<{ relname: string; n: number }>(
      `select relname, reltuples::bigint as n from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`,
    );
    large = new Set(sizes.filter((r) => Number(r.n) >= LARGE).map((r) => r.relname));
    // A resident from the middle of the population, signed in by a session written straight to the table.
    const { rows } = await explainer.query<{ id: number }>(`select id from residents where username = $1`, [`scale-${Math.floor(RESIDENTS / 2)}`]);
    token = newToken();
    await explainer.query(`insert into sessions (token_hash, resident_id, created_at, last_seen_at, expires_at) values ($1, $2, now(), now(), now() + interval '1 hour')`, [
      hashToken(token),
      rows[0]?.id,
    ]);
    database = await openDatabase({ databaseUrl: url, onQuery: (text, params) => statements?.push({ text, params: params ?? [] }) });
    app = await buildApp({ database, demo: false });
  }, 600_000);

  afterAll(async () => {
    await (app as FastifyInstance | undefined)?.close();
    await (database as DatabaseHandle | undefined)?.close();
    await (explainer as pg.Client | undefined)?.end();
    await drop();
  });

  it('has tables large enough for the planner to choose', () => {
    for (const table of ['blood_pressure', 'glucose_readings', 'lab_reports', 'lab_report_items', 'visits', 'visit_entries', 'prescription_drugs', 'access_log']) {
      expect(large, table).toContain(table);
    }
  });

  it('would see a sequential scan: a query no index serves is caught', async () => {
    const { rows } = await explainer.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>('explain (format json) select count(*) from blood_pressure where pulse = $1', [70]);
    expect(seqScans(rows[0]?.['QUERY PLAN'][0].Plan as PlanNode)).toContain('blood_pressure');
  });

  /** The plans of the statements one call sends. */
  async function plansOf(path: string, body: Record<string, unknown>): Promise<{ text: string; plan: PlanNode }[]> {
    statements = [];
    const call = await post(app, api(path), body, as(token));
    const sent = statements;
    statements = null;
    expect(call.body.resultCode, JSON.stringify(call.body)).toBe(ResultCode.SUCCESS);
    const plans: { text: string; plan: PlanNode }[] = [];
    for (const statement of sent.filter((s) => !/^\s*(begin|commit|rollback)\b/i.test(s.text))) {
      const { rows } = await explainer.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`explain (format json) ${statement.text}`, [...statement.params]);
      plans.push({ text: statement.text, plan: rows[0]?.['QUERY PLAN'][0].Plan as PlanNode });
    }
    return plans;
  }

  it.each(NEWEST_FIRST)('%s %j: reads the newest first in the order of its index, sorting none of the resident\'s rows by time', async (path, body) => {
    const plans = await plansOf(path, body);
    expect(plans.length).toBeGreaterThan(0);
    for (const { text, plan } of plans) {
      expect(sortKeys(plan).filter((key) => /(record_time|sampled_at|visited_at|prescribed_at|operated_at|reported_at)/.test(key)), text).toEqual([]);
    }
  });

  it("the access log's list reads its page newest first from the (subject, at) index and counts its total apart: no sort of the subject's entries", async () => {
    const [list, ...others] = (await plansOf(paths.accessLogList, page)).filter(({ text }) => !text.includes('"sessions"'));
    expect(others).toEqual([]);
    // Ties of the same instant are put in id order as they come (an incremental sort), never all the entries at once.
    expect(nodeTypes(list?.plan as PlanNode), list?.text).not.toContain('Sort');
    expect(nodeTypes(list?.plan as PlanNode)).not.toContain('WindowAgg');
  });

  it.each(CALLS)('%s %j: no sequential scan of a large table', async (path, body) => {
    statements = [];
    const call = await post(app, api(path), body, as(token));
    const sent = statements;
    statements = null;
    expect(call.body.resultCode, JSON.stringify(call.body)).toBe(ResultCode.SUCCESS);
    const reads = sent.filter((s) => !/^\s*(begin|commit|rollback)\b/i.test(s.text));
    expect(reads.length).toBeGreaterThan(0);
    for (const statement of reads) {
      const { rows } = await explainer.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`explain (format json) ${statement.text}`, [...statement.params]);
      const plan = rows[0]?.['QUERY PLAN'][0].Plan;
      expect(plan).toBeDefined();
      const scanned = seqScans(plan as PlanNode).filter((table) => large.has(table));
      expect(scanned, statement.text).toEqual([]);
    }
  });
});
