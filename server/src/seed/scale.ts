/**
 * `npm run seed:scale -- --residents N [--database-url URL] [--batch 5000]`: fills a PostgreSQL database
 * with Macao-sized data (docs/scale.md): N residents, each with a realistic record (readings, lab reports
 * and their items, visits and their diagnoses, prescriptions and their drug lines, imaging with pictures,
 * vaccinations, surgery for some, and an access log). Rows go in through COPY (pg-copy-streams), a batch of
 * residents at a time, with ids taken from a block above every existing id, so it can be run again to add
 * more residents. Meant for a bench database, never a live one: every resident it makes shares one
 * password (SCALE_PASSWORD).
 */
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { GLUCOSE_TIMINGS, ORGANISATIONS, isAfterMeal } from '@macao-phr/contract';
import { openDatabase } from '../db/client.ts';
import { hashPassword } from '../auth/password.ts';
import { mulberry32 } from './random.ts';

/** The one password of every scale resident (bench data, never real people). */
export const SCALE_PASSWORD = 'scale-pass-2026';

/** Rows per resident, on average (docs/scale.md multiplies these out). */
export const PER_RESIDENT = {
  bloodPressure: 12,
  bmi: 4,
  glucose: 10,
  labReports: 6,
  labItemsPerReport: 5,
  visits: 8,
  diagnosesPerVisit: 2,
  prescriptions: 4,
  drugsPerPrescription: 2,
  imaging: 1,
  imagesPerReport: 2,
  vaccinations: 6,
  /** One resident in five has had an operation. */
  surgeryEvery: 5,
  accessLog: 20,
} as const;

const DAY_MS = 86_400_000;
const ORGS = ORGANISATIONS.map((o) => o.orgCode);


/** COPY text format: tab-separated, \N for null; our values never hold tabs, newlines or backslashes. */
const line = (values: readonly (string | number | boolean | null)[]): string => `${values.map((v) => (v === null ? '\\N' : String(v))).join('\t')}\n`;

function emptyTables() {
  const t = (columns: string[]) => ({ columns, rows: [] as string[] });
  return {
    residents: t(['id', 'username', 'password_hash', 'name_zh_hant', 'name_en', 'name_pt', 'sexcode', 'birth_date', 'patid', 'race', 'pregnant', 'macau_user']),
    blood_pressure: t(['resident_id', 'systolic', 'diastolic', 'pulse', 'record_time']),
    bmi_readings: t(['resident_id', 'height', 'weight', 'record_time', 'org_code']),
    glucose_readings: t(['resident_id', 'kind', 'value', 'timing', 'hours_after_meal', 'sample', 'record_time', 'org_code']),
    lab_reports: t(['id', 'resident_id', 'org_code', 'test_name', 'test_name_en', 'test_name_pt', 'test_result_type', 'specimen', 'specimen_en', 'specimen_pt', 'sampled_at']),
    lab_report_items: t(['resident_id', 'report_id', 'seq', 'name', 'name_en', 'name_pt', 'value', 'unit', 'reference_range', 'flag', 'indicator_code']),
    visits: t(['id', 'resident_id', 'org_code', 'type_code', 'visited_at', 'discharge_date', 'department', 'department_en', 'department_pt', 'doctor']),
    visit_entries: t(['resident_id', 'visit_id', 'kind', 'seq', 'name', 'name_en', 'name_pt', 'code']),
    prescriptions: t(['id', 'resident_id', 'org_code', 'visit_no', 'prescribed_at']),
    prescription_drugs: t([
      'resident_id', 'prescription_id', 'seq', 'gname_tra', 'gname_eng', 'gname_por', 'total_amount', 'total_amount_unit', 'total_amount_unit_eng',
      'total_amount_unit_por', 'frequency', 'route', 'dose', 'dose_unit', 'dose_unit_eng', 'dose_unit_por', 'days',
    ]),
    imaging_reports: t(['id', 'resident_id', 'org_code', 'modality', 'exam_name', 'exam_name_en', 'exam_name_pt', 'findings', 'impression', 'reported_by', 'reported_at']),
    imaging_images: t(['resident_id', 'report_id', 'seq', 'variant', 'released']),
    vaccinations: t(['resident_id', 'vaccine_type', 'vaccine_code', 'dose_no', 'vaccination_date', 'org_code']),
    surgeries: t(['resident_id', 'org_code', 'surgery_name', 'surgery_name_en', 'surgery_name_pt', 'department', 'department_en', 'department_pt', 'operated_at']),
    access_log: t(['at', 'actor_id', 'subject_id', 'record_type', 'record_id', 'action', 'outcome', 'correlation_id']),
  };
}

const LAB_ITEMS = [
  ['總膽固醇', 'Total cholesterol', 'Colesterol total', 'mmol/L', '< 5.2', 'TC', 3.5, 7.5, 5.2, 'H'],
  ['低密度脂蛋白膽固醇', 'LDL cholesterol', 'Colesterol LDL', 'mmol/L', '< 3.4', 'LDL', 1.5, 5, 3.4, 'H'],
  ['高密度脂蛋白膽固醇', 'HDL cholesterol', 'Colesterol HDL', 'mmol/L', '≥ 1.0', 'HDL', 0.7, 2.2, 1.0, 'L'],
  ['糖化血紅蛋白', 'HbA1c', 'HbA1c', '%', '< 6.0', 'HBA1C', 4.5, 9, 6.0, 'H'],
  ['肌酸酐', 'Creatinine', 'Creatinina', 'µmol/L', '53 - 115', null, 45, 140, 115, 'H'],
] as const;

const VACCINES = ['BCG', 'HepB', 'DTaP-IPV', 'MMR', 'VAR', 'HPV'] as const;

type Tables = ReturnType<typeof emptyTables>;
type Table = { columns: string[]; rows: string[] };

/**
 * The rows of scale residents [first, first + count). Resident n's k-th row of a table in OWN_IDS has id
 * ids[table] + (n - origin) * perResident + k: blocks above every id that was there before the run.
 */
function generate(first: number, count: number, origin: number, ids: Record<string, number>, passwordHash: string, now: number): Tables {
  const t = emptyTables();
  const rnd = mulberry32(first);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const org = () => pick(ORGS);
  const past = (days: number) => new Date(now - Math.floor(rnd() * days * DAY_MS)).toISOString();
  for (let i = 0; i < count; i++) {
    const n = first + i;
    const idx = n - origin;
    const residentId = (ids.residents ?? 0) + idx;
    const female = n % 2 === 1;
    const birthYear = 1930 + (n % 90);
    t.residents.rows.push(
      line([residentId, `scale-${n}`, passwordHash, `居民${n}`, `RESIDENT ${n}`, `RESIDENTE ${n}`, female ? 'F' : 'M', `${birthYear}-0${1 + (n % 9)}-1${n % 10}`, `SC-${n}`, n % 7 === 0 ? 1 : 0, female && n % 23 === 1, true]),
    );
    for (let k = 0; k < PER_RESIDENT.bloodPressure; k++) {
      const systolic = 100 + Math.floor(rnd() * 60);
      t.blood_pressure.rows.push(line([residentId, systolic, Math.min(systolic - 10, 60 + Math.floor(rnd() * 40)), 55 + Math.floor(rnd() * 50), past(730)]));
    }
    for (let k = 0; k < PER_RESIDENT.bmi; k++) {
      t.bmi_readings.rows.push(line([residentId, (150 + rnd() * 40).toFixed(2), (45 + rnd() * 50).toFixed(2), past(1095), rnd() < 0.5 ? null : org()]));
    }
    for (let k = 0; k < PER_RESIDENT.glucose; k++) {
      const timing = pick(GLUCOSE_TIMINGS);
      t.glucose_readings.rows.push(
        line([residentId, 'general', (4 + rnd() * 6).toFixed(2), timing, isAfterMeal(timing) ? 2 : null, rnd() < 0.8 ? 'capillary' : 'venous', past(730), rnd() < 0.7 ? null : org()]),
      );
    }
    for (let k = 0; k < PER_RESIDENT.labReports; k++) {
      const reportId = (ids.lab_reports ?? 0) + idx * PER_RESIDENT.labReports + k;
      t.lab_reports.rows.push(line([reportId, residentId, org(), '血脂及血糖', 'Lipids and glucose', 'Lípidos e glicose', 'normal', '血清', 'Serum', 'Soro', past(1825)]));
      for (let s = 0; s < PER_RESIDENT.labItemsPerReport; s++) {
        const [name, nameEn, namePt, unit, range, code, low, high, limit, flag] = LAB_ITEMS[s % LAB_ITEMS.length] ?? LAB_ITEMS[0];
        const value = low + rnd() * (high - low);
        const out = flag === 'H' ? value >= limit : value < limit;
        t.lab_report_items.rows.push(line([residentId, reportId, s + 1, name, nameEn, namePt, value.toFixed(1), unit, range, out ? flag : 'N', code]));
      }
    }
    for (let k = 0; k < PER_RESIDENT.visits; k++) {
      const visitId = (ids.visits ?? 0) + idx * PER_RESIDENT.visits + k;
      const type = pick(['OUT', 'OUT', 'OUT', 'EMR', 'INP'] as const);
      const at = past(1825);
      t.visits.rows.push(line([visitId, residentId, org(), type, at, type === 'INP' ? at.slice(0, 10) : null, '內科', 'Internal medicine', 'Medicina interna', `Dr ${n % 400}`]));
      for (let s = 0; s < PER_RESIDENT.diagnosesPerVisit; s++) {
        t.visit_entries.rows.push(line([residentId, visitId, 'diagnosis', s + 1, '原發性高血壓', 'Essential hypertension', 'Hipertensão essencial', s === 0 ? 'I10' : 'E78.5']));
      }
    }
    for (let k = 0; k < PER_RESIDENT.prescriptions; k++) {
      const prescriptionId = (ids.prescriptions ?? 0) + idx * PER_RESIDENT.prescriptions + k;
      t.prescriptions.rows.push(line([prescriptionId, residentId, org(), `V${n}-${k}`, past(1095)]));
      for (let s = 0; s < PER_RESIDENT.drugsPerPrescription; s++) {
        t.prescription_drugs.rows.push(
          line([residentId, prescriptionId, s + 1, '二甲雙胍', 'Metformin', 'Metformina', 60, '粒', 'tablets', 'comprimidos', pick(['QD', 'BID', 'TID'] as const), 'PO', '500', '毫克', 'mg', 'mg', 7 + Math.floor(rnd() * 84)]),
        );
      }
    }
    for (let k = 0; k < PER_RESIDENT.imaging; k++) {
      const reportId = (ids.imaging_reports ?? 0) + idx * PER_RESIDENT.imaging + k;
      t.imaging_reports.rows.push(line([reportId, residentId, org(), 'XR', '胸部X光', 'Chest X-ray', 'Radiografia do tórax', 'No active lung lesion.', 'Normal chest.', `Dr ${n % 50}`, past(1825)]));
      for (let s = 0; s < PER_RESIDENT.imagesPerReport; s++) t.imaging_images.rows.push(line([residentId, reportId, s + 1, (n + s) % 8, true]));
    }
    for (let k = 0; k < PER_RESIDENT.vaccinations; k++) {
      t.vaccinations.rows.push(line([residentId, 1 + (k % 4), VACCINES[k % VACCINES.length] ?? 'BCG', 1 + Math.floor(k / 4), past(7300).slice(0, 10), org()]));
    }
    if (n % PER_RESIDENT.surgeryEvery === 0) {
      t.surgeries.rows.push(line([residentId, org(), '闌尾切除術', 'Appendectomy', 'Apendicectomia', '外科', 'Surgery', 'Cirurgia', past(3650)]));
    }
    for (let k = 0; k < PER_RESIDENT.accessLog; k++) {
      t.access_log.rows.push(line([past(365), residentId, residentId, pick(['blood_pressure', 'lab_report', 'visit', 'prescription'] as const), null, 'list', 'ok', `scale-${n}-${k}`]));
    }
  }
  return t;
}

/** Tables whose ids the seeder chooses itself (children point at them), each in a block above every existing id. */
const OWN_IDS: [table: string, perResident: number][] = [
  ['residents', 1],
  ['lab_reports', PER_RESIDENT.labReports],
  ['visits', PER_RESIDENT.visits],
  ['prescriptions', PER_RESIDENT.prescriptions],
  ['imaging_reports', PER_RESIDENT.imaging],
];

/**
 * The seeder makes its ids consistent itself, so the foreign-key triggers (a lookup per row) only cost
 * time: a superuser skips them for this transaction (session_replication_role), anyone else keeps them.
 * Commits need not wait for the disk either (a failed run is simply run again on a fresh database).
 */
async function fastLoad(client: pg.PoolClient): Promise<void> {
  await client.query('set local synchronous_commit = off');
  await client.query('savepoint fast');
  try {
    await client.query('set local session_replication_role = replica');
  } catch {
    await client.query('rollback to savepoint fast');
  }
}

async function copyRows(client: pg.PoolClient, table: string, columns: string[], rows: string[]): Promise<void> {
  if (rows.length === 0) return;
  const stream = client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
  // Chunks of a few thousand lines: few writes, bounded memory.
  const chunks = function* () {
    for (let i = 0; i < rows.length; i += 2000) yield rows.slice(i, i + 2000).join('');
  };
  await pipeline(Readable.from(chunks()), stream);
}

export type ScaleResult = { residents: number; rows: number; ms: number; bytes: number };

/** Adds `residents` residents and their records, a batch at a time; `onBatch` hears of each finished batch. */
export async function seedScale(databaseUrl: string, residents: number, options: { batch?: number; onBatch?: (done: number, rows: number) => void } = {}): Promise<ScaleResult> {
  // The schema (migrations) first, through the product's own opening.
  await (await openDatabase({ databaseUrl })).close();
  const started = Date.now();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const ids: Record<string, number> = {};
    for (const [table] of OWN_IDS) {
      const { rows } = await pool.query<{ top: number | null }>(`select max(id) as top from ${table}`);
      ids[table] = Number(rows[0]?.top ?? 0) + 1;
    }
    const passwordHash = await hashPassword(SCALE_PASSWORD);
    // Scale residents are numbered on from those of an earlier run (user names and patids stay unique).
    const { rows: before } = await pool.query<{ n: number }>(`select count(*)::int as n from residents where username like 'scale-%'`);
    const offset = Number(before[0]?.n ?? 0);
    const batch = options.batch ?? 5_000;
    const now = Date.now();
    let rowsWritten = 0;
    for (let first = offset; first < offset + residents; first += batch) {
      const count = Math.min(batch, offset + residents - first);
      const tables = generate(first, count, offset, ids, passwordHash, now);
      // One transaction per batch, tables in declaration order: residents first, every parent before its children.
      const client = await pool.connect();
      try {
        await client.query('begin');
        await fastLoad(client);
        for (const [table, spec] of Object.entries(tables) as [string, Table][]) await copyRows(client, table, spec.columns, spec.rows);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
      const written = (Object.values(tables) as Table[]).reduce((sum, table) => sum + table.rows.length, 0);
      rowsWritten += written;
      options.onBatch?.(first + count - offset, rowsWritten);
    }
    // Identity columns continue above what COPY wrote, so the product's own inserts never collide.
    for (const table of Object.keys(emptyTables())) {
      await pool.query(`select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`);
    }
    await pool.query('analyze');
    const { rows: size } = await pool.query<{ bytes: string }>('select pg_database_size(current_database()) as bytes');
    return { residents, rows: rowsWritten, ms: Date.now() - started, bytes: Number(size[0]?.bytes ?? 0) };
  } finally {
    await pool.end();
  }
}

function argument(name: string): string | undefined {
  const args = process.argv.slice(2);
  const at = args.indexOf(`--${name}`);
  if (at >= 0) return args[at + 1];
  return args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

const startedAt = Date.now();

if (import.meta.main) {
  const residents = Number(argument('residents') ?? 1000);
  const databaseUrl = argument('database-url') ?? process.env.DATABASE_URL;
  if (!databaseUrl || !Number.isInteger(residents) || residents < 1) {
    console.error('usage: npm run seed:scale -- --residents N [--database-url postgres://...] [--batch 5000]   (or DATABASE_URL)');
    process.exit(2);
  }
  const batch = Number(argument('batch') ?? 5000);
  const result = await seedScale(databaseUrl, residents, {
    batch,
    onBatch: (done, rows) => console.log(`${done} residents, ${rows} rows, ${((Date.now() - startedAt) / 1000).toFixed(1)} s`),
  });
  console.log(`seeded ${result.residents} residents, ${result.rows} rows in ${(result.ms / 1000).toFixed(1)} s; database now ${(result.bytes / 1024 ** 3).toFixed(2)} GiB`);
}
