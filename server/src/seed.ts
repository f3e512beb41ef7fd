import { count, eq } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { bloodPressure, guardianships, residents } from './db/schema.ts';
import { hashPassword } from './password.ts';

/** ARCHITECTURE 4: demo accounts, demo mode only. */
export const DEMO_PASSWORD = 'demo-pass-2026';
const SEED = 20261122;
const DAY_MS = 24 * 60 * 60 * 1000;

/** mulberry32: a tiny fixed-seed PRNG, so every demo database holds the same readings. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type DemoResident = Omit<typeof residents.$inferInsert, 'passwordHash'>;

export const DEMO_RESIDENTS: readonly DemoResident[] = [
  { username: 'demo-m', nameZhHant: '陳大文', nameEn: 'CHAN TAI MAN', namePt: 'CHAN TAI MAN', sexcode: 'M', birthDate: '1978-04-12', patid: 'MO-1000001', race: 0, pregnant: false },
  { username: 'demo-f', nameZhHant: '李美玲', nameEn: 'LEI MEI LENG', namePt: 'LEI MEI LENG', sexcode: 'F', birthDate: '1992-09-03', patid: 'MO-1000002', race: 0, pregnant: true },
  { username: 'demo-guardian', nameZhHant: '黃志強', nameEn: 'WONG CHI KEONG', namePt: 'WONG CHI KEONG', sexcode: 'M', birthDate: '1985-01-20', patid: 'MO-1000003', race: 0, pregnant: false },
  { username: 'demo-minor', nameZhHant: '黃小明', nameEn: 'WONG SIU MENG', namePt: 'WONG SIU MENG', sexcode: 'M', birthDate: '2016-06-15', patid: 'MO-1000004', race: 0, pregnant: false },
];

/** Baselines per person: demo-m trends high (to show the high band), demo-f runs low-normal. */
const READING_PROFILES: Record<string, { systolic: number; diastolic: number; pulse: number; spread: number }> = {
  'demo-m': { systolic: 132, diastolic: 84, pulse: 74, spread: 14 },
  'demo-f': { systolic: 106, diastolic: 68, pulse: 82, spread: 12 },
};

function readings(random: () => number, residentId: number, profile: (typeof READING_PROFILES)[string], anchor: number) {
  const rows: (typeof bloodPressure.$inferInsert)[] = [];
  const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, Math.round(x)));
  // About two years back from the anchor, a reading every 2 to 5 days, mornings and evenings (Macao time).
  for (let t = anchor - 730 * DAY_MS; t < anchor; t += (2 + Math.floor(random() * 4)) * DAY_MS) {
    const hourUtc = random() < 0.6 ? 0 : 12; // 08:xx or 20:xx in Macao (UTC+8)
    const time = new Date(t + hourUtc * 3600_000 + Math.floor(random() * 50) * 60_000);
    const noise = (random() + random() + random() - 1.5) * 2; // roughly normal, -3..3
    const systolic = clamp(profile.systolic + noise * profile.spread, 70, 200);
    const diastolic = clamp(profile.diastolic + noise * profile.spread * 0.6 + (random() - 0.5) * 6, 40, Math.min(130, systolic));
    const pulse = clamp(profile.pulse + (random() - 0.5) * 20, 45, 130);
    rows.push({ residentId, systolic, diastolic, pulse, recordTime: time });
  }
  return rows;
}

/**
 * Idempotent: residents are inserted only if missing (by user name), readings only for a resident who has
 * none, the guardianship only if absent; a restart never duplicates or rewrites anything.
 * Values come from the fixed seed; dates are laid back from the first seeding day (UTC midnight) so that a
 * fresh demo always shows recent readings.
 */
export async function seedDemo(db: Db, now: Date): Promise<void> {
  const ids = new Map<string, number>();
  for (const resident of DEMO_RESIDENTS) {
    const [existing] = await db.select({ id: residents.id }).from(residents).where(eq(residents.username, resident.username)).limit(1);
    if (existing) {
      ids.set(resident.username, existing.id);
      continue;
    }
    const [created] = await db
      .insert(residents)
      .values({ ...resident, passwordHash: await hashPassword(DEMO_PASSWORD) })
      .onConflictDoNothing({ target: residents.username })
      .returning({ id: residents.id });
    if (created) ids.set(resident.username, created.id);
  }

  const guardian = ids.get('demo-guardian');
  const ward = ids.get('demo-minor');
  if (guardian !== undefined && ward !== undefined) {
    await db.insert(guardianships).values({ guardianId: guardian, wardId: ward, verified: true }).onConflictDoNothing();
  }

  const anchor = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  for (const [username, profile] of Object.entries(READING_PROFILES)) {
    const residentId = ids.get(username);
    if (residentId === undefined) continue;
    const [have] = await db.select({ n: count() }).from(bloodPressure).where(eq(bloodPressure.residentId, residentId));
    if (Number(have?.n ?? 0) > 0) continue;
    // One PRNG per person, seeded from the fixed seed and the person, so one account's data does not
    // depend on whether another was seeded first.
    const random = mulberry32(SEED + [...username].reduce((h, c) => h * 31 + c.charCodeAt(0), 0));
    await db.insert(bloodPressure).values(readings(random, residentId, profile, anchor));
  }
}
