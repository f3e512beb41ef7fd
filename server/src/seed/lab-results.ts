import { count, eq, inArray } from 'drizzle-orm';
import { ORGANISATION_CODES, truncateDecimals, type LabCode } from '@macao-phr/contract';
import type { Db } from '../db/client.ts';
import { residents } from '../db/schema.ts';
import { labResults } from '../db/tables/lab-results.ts';
import { mulberry32 } from './random.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const SEED = 20261123;

/**
 * Baselines per demo resident and how they move over the two years: demo-m's lipids drift from borderline
 * into high with HbA1c in the prediabetes range (to show every band), demo-f (pregnant) stays in range with
 * the mild rise in total cholesterol of late pregnancy.
 */
const PROFILES: Record<string, Record<LabCode, { start: number; end: number; spread: number }>> = {
  'demo-m': {
    TC: { start: 5.5, end: 6.4, spread: 0.25 },
    LDL: { start: 3.4, end: 4.2, spread: 0.2 },
    HDL: { start: 1.15, end: 0.98, spread: 0.06 },
    HBA1C: { start: 5.8, end: 6.3, spread: 0.12 },
  },
  'demo-f': {
    TC: { start: 4.6, end: 5.4, spread: 0.2 },
    LDL: { start: 2.6, end: 3.1, spread: 0.15 },
    HDL: { start: 1.55, end: 1.7, spread: 0.08 },
    HBA1C: { start: 5.1, end: 5.3, spread: 0.08 },
  },
};

/**
 * Two years of organisation results for the demo residents (docs/architecture.md#server): a lipid panel (TC, LDL, HDL
 * drawn together) about every four months and HbA1c about every three, each from one of the participating
 * organisations, the newest a few weeks before `now`. Idempotent: a resident who has results keeps them.
 */
export async function seedLabResults(db: Db, now: Date): Promise<void> {
  const anchor = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const people = await db.select({ id: residents.id, username: residents.username }).from(residents).where(inArray(residents.username, Object.keys(PROFILES)));
  for (const { id, username } of people) {
    const profile = PROFILES[username];
    if (!profile) continue;
    const [have] = await db.select({ n: count() }).from(labResults).where(eq(labResults.residentId, id));
    if (Number(have?.n ?? 0) > 0) continue;
    const random = mulberry32(SEED + [...username].reduce((h, c) => h * 31 + c.charCodeAt(0), 0));
    const rows: (typeof labResults.$inferInsert)[] = [];
    const value = (code: LabCode, progress: number) => {
      const p = profile[code];
      return truncateDecimals(p.start + (p.end - p.start) * progress + (random() + random() - 1) * p.spread, code === 'HBA1C' ? 1 : 2);
    };
    const orgOf = () => ORGANISATION_CODES[Math.floor(random() * ORGANISATION_CODES.length)] ?? 'SS';
    // Blood is drawn in the morning, 08:30-11:00 Macao time (docs/product/limits.md collection hours) = 00:30-03:00 UTC.
    const morning = (t: number) => new Date(t + (30 + Math.floor(random() * 150)) * 60_000);
    // Counted back from a few weeks ago, so the newest results always fall in the default three months.
    for (let t = anchor - (20 + Math.floor(random() * 20)) * DAY_MS; t > anchor - 730 * DAY_MS; t -= (100 + Math.floor(random() * 40)) * DAY_MS) {
      const progress = 1 - (anchor - t) / (730 * DAY_MS);
      const orgCode = orgOf();
      const recordTime = morning(t);
      for (const code of ['TC', 'LDL', 'HDL'] as const) rows.push({ residentId: id, indicatorCode: code, value: value(code, progress), orgCode, recordTime });
    }
    for (let t = anchor - (10 + Math.floor(random() * 20)) * DAY_MS; t > anchor - 730 * DAY_MS; t -= (80 + Math.floor(random() * 30)) * DAY_MS) {
      rows.push({ residentId: id, indicatorCode: 'HBA1C', value: value('HBA1C', 1 - (anchor - t) / (730 * DAY_MS)), orgCode: orgOf(), recordTime: morning(t) });
    }
    await db.insert(labResults).values(rows);
  }
}
