import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bloodPressure, bmiReadings, glucoseReadings, guardianships, residents } from '../db/schema.ts';
import { hashPassword } from '../auth/password.ts';
import { seedLabResults } from './lab-results.ts';
import { seedLabReports } from './lab-reports.ts';
import { seedPrescriptions } from './prescriptions.ts';
import { seedSurgery } from './surgery.ts';
import { seedVaccinations } from './vaccination.ts';
import { seedImaging } from './imaging.ts';
import { seedVisits } from './visits.ts';
import { mulberry32 } from './random.ts';

/** docs/architecture.md#server: demo accounts, demo mode only. */
export const DEMO_PASSWORD = 'demo-pass-2026';
const SEED = 20261122;
const DAY_MS = 24 * 60 * 60 * 1000;

type DemoResident = Omit<typeof residents.$inferInsert, 'passwordHash'>;

export const DEMO_RESIDENTS: readonly DemoResident[] = [
  { username: 'demo-m', nameZhHant: '陳大文', nameEn: 'CHAN TAI MAN', namePt: 'CHAN TAI MAN', sexcode: 'M', birthDate: '1978-04-12', patid: 'MO-1000001', race: 0, pregnant: false },
  { username: 'demo-f', nameZhHant: '李美玲', nameEn: 'LEI MEI LENG', namePt: 'LEI MEI LENG', sexcode: 'F', birthDate: '1992-09-03', patid: 'MO-1000002', race: 0, pregnant: true },
  // Race "other" (docs/product/entities.md race 1): her BMI is read against the other bands (24 is normal here, overweight for Asian).
  { username: 'demo-o', nameZhHant: '施安娜', nameEn: 'SILVA ANA MARIA', namePt: 'SILVA ANA MARIA', sexcode: 'F', birthDate: '1988-02-14', patid: 'MO-1000005', race: 1, pregnant: false },
  { username: 'demo-guardian', nameZhHant: '黃志強', nameEn: 'WONG CHI KEONG', namePt: 'WONG CHI KEONG', sexcode: 'M', birthDate: '1985-01-20', patid: 'MO-1000003', race: 0, pregnant: false },
  { username: 'demo-minor', nameZhHant: '黃小明', nameEn: 'WONG SIU MENG', namePt: 'WONG SIU MENG', sexcode: 'M', birthDate: '2016-06-15', patid: 'MO-1000004', race: 0, pregnant: false },
];

/**
 * Residents of their own for the end-to-end journeys that save the resident's settings (the colour theme), one per
 * journey and browser project (`demo-theme-<project>`, `demo-device-<tree>`): journeys run in parallel, and two saving
 * one resident's theme would each find the other's choice. Demo data only, with no records; not offered by the demo
 * identity provider, whose list stays the demo residents above.
 */
export const JOURNEY_RESIDENTS: readonly DemoResident[] = [
  ...['mobile-zh-hant', 'mobile-en', 'mobile-pt', 'web-zh-hant', 'web-en', 'web-pt'].map((project) => `demo-theme-${project}`),
  'demo-device-mob',
  'demo-device-web',
].map((username, i) => ({ username, nameZhHant: '測試用戶', nameEn: 'TEST RESIDENT', namePt: 'RESIDENTE DE TESTE', sexcode: 'F', birthDate: '1990-01-01', patid: `MO-19000${String(i + 1).padStart(2, '0')}`, race: 0, pregnant: false }));

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

/** Height/weight and glucose baselines: demo-m overweight with glucose drifting high, demo-f pregnant. */
const BODY_PROFILES: Record<string, { height: number; weight: number; gain: number; glucose: number; pregnancy: boolean }> = {
  'demo-m': { height: 171.5, weight: 76, gain: 2.5, glucose: 6.2, pregnancy: false },
  'demo-f': { height: 160.2, weight: 53, gain: 6, glucose: 5.0, pregnancy: true },
  // From BMI 24 to about 25.4: normal, then overweight, by the "other" bands (Asian bands would say overweight, then obese).
  'demo-o': { height: 168, weight: 67.7, gain: 4, glucose: 5.4, pregnancy: false },
};
const GLUCOSE_TIMING_CYCLE = ['fasting', 'afterBreakfast', 'beforeLunch', 'afterLunch', 'afterSnack', 'beforeDinner', 'afterDinner', 'beforeSleep', 'beforeBreakfast'] as const;
const ORG_CODES = ['SS', 'KWH', 'UH'] as const;

function bodyReadings(random: () => number, residentId: number, p: (typeof BODY_PROFILES)[string], anchor: number) {
  const bmi: (typeof bmiReadings.$inferInsert)[] = [];
  const glucose: (typeof glucoseReadings.$inferInsert)[] = [];
  const two = (x: number) => Math.trunc(x * 100) / 100;
  // Two years: a weighing every 2-3 weeks (every fourth by an organisation), glucose every 3-6 days.
  for (let t = anchor - 730 * DAY_MS, i = 0; t < anchor; t += (14 + Math.floor(random() * 8)) * DAY_MS, i += 1) {
    const progress = 1 - (anchor - t) / (730 * DAY_MS);
    bmi.push({
      residentId,
      height: p.height,
      weight: two(p.weight + p.gain * progress + (random() - 0.5) * 1.6),
      recordTime: new Date(t + Math.floor(random() * 600) * 60_000),
      orgCode: i % 4 === 3 ? (ORG_CODES[i % ORG_CODES.length] ?? null) : null,
    });
  }
  for (let t = anchor - 730 * DAY_MS, i = 0; t < anchor; t += (3 + Math.floor(random() * 4)) * DAY_MS, i += 1) {
    const timing = GLUCOSE_TIMING_CYCLE[i % GLUCOSE_TIMING_CYCLE.length] ?? 'fasting';
    const after = timing.startsWith('after');
    const value = Math.min(29.9, Math.max(2.5, p.glucose + (after ? 2.2 : 0) + (random() + random() - 1) * 2.4));
    glucose.push({
      residentId,
      kind: 'general',
      value: two(value),
      timing,
      hoursAfterMeal: after ? 1 + Math.floor(random() * 2) : null,
      sample: i % 5 === 4 ? 'venous' : 'capillary',
      recordTime: new Date(t + Math.floor(random() * 720) * 60_000),
      orgCode: i % 5 === 4 ? 'SS' : null,
    });
  }
  // Gestational glucose for the last 20 weeks, four a day on most days (fasting and after each main meal).
  if (p.pregnancy) {
    for (let t = anchor - 140 * DAY_MS; t < anchor; t += DAY_MS) {
      if (random() < 0.3) continue;
      for (const [timing, hourUtc] of [['fasting', 23], ['afterBreakfast', 1], ['afterLunch', 6], ['afterDinner', 12]] as const) {
        const after = timing !== 'fasting';
        const hours = after ? (random() < 0.5 ? 1 : 2) : null;
        const base = after ? (hours === 1 ? 7.0 : 6.2) : 4.8;
        glucose.push({
          residentId,
          kind: 'pregnancy',
          value: two(Math.max(3.2, base + (random() + random() - 1) * 1.6)),
          timing,
          hoursAfterMeal: hours,
          sample: 'capillary',
          recordTime: new Date(t - (timing === 'fasting' ? DAY_MS : 0) + hourUtc * 3600_000 + Math.floor(random() * 40) * 60_000),
          orgCode: null,
        });
      }
    }
  }
  return { bmi, glucose };
}

/**
 * Idempotent: residents are inserted only if missing (by user name), readings only for a resident who has
 * none, the guardianship only if absent; a restart never duplicates or rewrites anything.
 * Values come from the fixed seed; dates are laid back from the first seeding day (UTC midnight) so that a
 * fresh demo always shows recent readings.
 */
export async function seedDemo(db: Db, now: Date): Promise<void> {
  const ids = new Map<string, number>();
  // One hash of the published demo password for every demo resident, as the scale seeder does: scrypt is made to be
  // slow (half a second a hash on a busy two-core machine), and each test suite and server of the tests seeds afresh.
  // A salt of their own would hide nothing here: every demo resident has the same, documented password.
  let passwordHash: Promise<string> | undefined;
  for (const resident of [...DEMO_RESIDENTS, ...JOURNEY_RESIDENTS]) {
    const [existing] = await db.select({ id: residents.id }).from(residents).where(eq(residents.username, resident.username)).limit(1);
    if (existing) {
      ids.set(resident.username, existing.id);
      continue;
    }
    const [created] = await db
      .insert(residents)
      .values({ ...resident, passwordHash: await (passwordHash ??= hashPassword(DEMO_PASSWORD)) })
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

  for (const [username, profile] of Object.entries(BODY_PROFILES)) {
    const residentId = ids.get(username);
    if (residentId === undefined) continue;
    const [haveBmi] = await db.select({ n: count() }).from(bmiReadings).where(eq(bmiReadings.residentId, residentId));
    const [haveGlucose] = await db.select({ n: count() }).from(glucoseReadings).where(eq(glucoseReadings.residentId, residentId));
    // A PRNG of its own (seed + 1), so adding these readings did not change the blood-pressure ones.
    const random = mulberry32(SEED + 1 + [...username].reduce((h, c) => h * 31 + c.charCodeAt(0), 0));
    const { bmi, glucose } = bodyReadings(random, residentId, profile, anchor);
    if (Number(haveBmi?.n ?? 0) === 0) await db.insert(bmiReadings).values(bmi);
    if (Number(haveGlucose?.n ?? 0) === 0) await db.insert(glucoseReadings).values(glucose);
  }
  // Organisation lab results (cholesterol, HbA1c) for the trends.
  await seedLabResults(db, now);
  // Lab reports over those results, and a urine culture (docs/product/entities.md Lab test record).
  await seedLabReports(db, now);
  // Prescriptions with their drug lines (docs/product/entities.md Prescription list, Drug line).
  await seedPrescriptions(db, now);
  // Surgery records (docs/product/entities.md Surgery record).
  await seedSurgery(db, now);
  // Vaccinations, reaction records and upcoming appointments (docs/product/overview.md).
  await seedVaccinations(db, now);
  // Imaging reports with pictures (docs/product/overview.md, docs/product/entities.md).
  await seedImaging(db, now);
  // Visit records over those lab and imaging reports, and emergency and inpatient stays (docs/product/overview.md, docs/product/validation.md).
  await seedVisits(db, now);
}
