import { count, eq, inArray } from 'drizzle-orm';
import type { OrganisationCode } from '@macao-phr/contract';
import type { Db } from '../db/client.ts';
import { residents } from '../db/schema.ts';
import { vaccinationAppointments, vaccinations } from '../db/tables/vaccination.ts';
import { mulberry32 } from './random.ts';
import { vaccineOf } from './vaccine-catalogue.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const SEED = 20261124;

type Dose = { code: string; doseNo: number | null; date: string; orgCode: OrganisationCode; site: string | null };
type Reaction = { code: string; date: string; orgCode: OrganisationCode; zhHant: string; en: string; pt: string };
type Appointment = { code: string; doseNo: number | null; inDays: number; minutesAfter0930: number; orgCode: OrganisationCode };
type Profile = { doses: (now: Date) => Dose[]; reactions: Reaction[]; appointments: Appointment[] };

const iso = (d: Date) => d.toISOString().slice(0, 10);
const plusMonths = (birth: string, months: number, days = 0) => {
  const d = new Date(`${birth}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return iso(new Date(d.getTime() + days * DAY_MS));
};

/** One influenza dose each season (October/November) before `now`, newest first, `seasons` of them. */
function fluSeasons(now: Date, seasons: number, orgCode: OrganisationCode, dayOfOctober: number): Dose[] {
  const out: Dose[] = [];
  let year = now.getUTCFullYear();
  // This season's dose only once it has been given.
  if (new Date(Date.UTC(year, 9, dayOfOctober)) > now) year--;
  for (let i = 0; i < seasons; i++, year--) out.push({ code: 'FLU', doseNo: 1, date: iso(new Date(Date.UTC(year, 9, dayOfOctober))), orgCode, site: 'Left deltoid' });
  return out;
}

/**
 * demo-minor (born 2016-06-15) has the Macao childhood programme; the adults have influenza, COVID-19 and
 * a few others; each demo resident has a type-5 record of a reaction after a dose.
 */
const PROFILES: Record<string, Profile> = {
  'demo-minor': {
    doses: (now) => {
      const b = '2016-06-15';
      const child: Dose[] = [
        { code: 'BCG', doseNo: 1, date: plusMonths(b, 0, 1), orgCode: 'SS', site: 'Left upper arm' },
        { code: 'HEPB', doseNo: 1, date: plusMonths(b, 0, 1), orgCode: 'SS', site: 'Right thigh' },
        { code: 'HEPB', doseNo: 2, date: plusMonths(b, 1, 2), orgCode: 'CCSI', site: 'Right thigh' },
        { code: 'HEPB', doseNo: 3, date: plusMonths(b, 6, 3), orgCode: 'CCSI', site: 'Right thigh' },
        { code: 'DTAP-IPV-HIB', doseNo: 1, date: plusMonths(b, 2, 1), orgCode: 'CCSI', site: 'Left thigh' },
        { code: 'DTAP-IPV-HIB', doseNo: 2, date: plusMonths(b, 4, 2), orgCode: 'CCSI', site: 'Left thigh' },
        { code: 'DTAP-IPV-HIB', doseNo: 3, date: plusMonths(b, 6, 3), orgCode: 'CCSI', site: 'Left thigh' },
        { code: 'DTAP-IPV-HIB', doseNo: 4, date: plusMonths(b, 18, 4), orgCode: 'SS', site: 'Left deltoid' },
        { code: 'PCV13', doseNo: 1, date: plusMonths(b, 2, 1), orgCode: 'CCSI', site: 'Right thigh' },
        { code: 'PCV13', doseNo: 2, date: plusMonths(b, 4, 2), orgCode: 'CCSI', site: 'Right thigh' },
        { code: 'PCV13', doseNo: 3, date: plusMonths(b, 12, 5), orgCode: 'SS', site: 'Right deltoid' },
        { code: 'MMR', doseNo: 1, date: plusMonths(b, 12, 5), orgCode: 'SS', site: 'Left deltoid' },
        { code: 'MMR', doseNo: 2, date: plusMonths(b, 18, 4), orgCode: 'SS', site: 'Left deltoid' },
        { code: 'VAR', doseNo: 1, date: plusMonths(b, 12, 5), orgCode: 'SS', site: 'Right deltoid' },
        { code: 'VAR', doseNo: 2, date: plusMonths(b, 18, 4), orgCode: 'SS', site: 'Right deltoid' },
        { code: 'HEPA', doseNo: 1, date: plusMonths(b, 18, 4), orgCode: 'KWH', site: 'Right deltoid' },
        { code: 'HEPA', doseNo: 2, date: plusMonths(b, 24, 6), orgCode: 'KWH', site: 'Right deltoid' },
        { code: 'DTAP-IPV', doseNo: 1, date: plusMonths(b, 72, 10), orgCode: 'SS', site: 'Left deltoid' },
      ];
      return [...child, ...fluSeasons(now, 4, 'CCSI', 18), { code: 'COVID-INACT', doseNo: 1, date: '2022-03-08', orgCode: 'SS', site: 'Left deltoid' }, { code: 'COVID-INACT', doseNo: 2, date: '2022-04-06', orgCode: 'SS', site: 'Left deltoid' }];
    },
    reactions: [
      { code: 'DTAP-IPV-HIB', date: plusMonths('2016-06-15', 4, 3), orgCode: 'CCSI', zhHant: '接種部位紅腫約3厘米，低燒37.9°C，兩天內消退。', en: 'Redness and swelling of about 3 cm at the injection site and a low fever of 37.9 °C, gone within two days.', pt: 'Vermelhidão e inchaço de cerca de 3 cm no local da injecção e febre baixa de 37,9 °C, desaparecidos em dois dias.' },
    ],
    appointments: [{ code: 'FLU', doseNo: 1, inDays: 9, minutesAfter0930: 30, orgCode: 'CCSI' }],
  },
  'demo-m': {
    doses: (now) => [
      { code: 'COVID-MRNA', doseNo: 1, date: '2021-03-15', orgCode: 'SS', site: 'Left deltoid' },
      { code: 'COVID-MRNA', doseNo: 2, date: '2021-04-12', orgCode: 'SS', site: 'Left deltoid' },
      { code: 'COVID-MRNA', doseNo: 3, date: '2021-12-20', orgCode: 'KWH', site: 'Left deltoid' },
      { code: 'COVID-INACT', doseNo: 4, date: '2022-10-03', orgCode: 'UH', site: 'Right deltoid' },
      ...fluSeasons(now, 5, 'KWH', 24),
      { code: 'TD', doseNo: 1, date: '2019-07-22', orgCode: 'COUAO', site: 'Left deltoid' },
      { code: 'HEPB', doseNo: 1, date: '2001-05-10', orgCode: 'SS', site: 'Left deltoid' },
      { code: 'HEPB', doseNo: 2, date: '2001-06-11', orgCode: 'SS', site: 'Left deltoid' },
      { code: 'HEPB', doseNo: 3, date: '2001-11-12', orgCode: 'SS', site: 'Left deltoid' },
    ],
    reactions: [
      { code: 'COVID-MRNA', date: '2021-04-13', orgCode: 'SS', zhHant: '接種第二劑後發燒38.4°C及手臂痠痛，約36小時後緩解。', en: 'Fever of 38.4 °C and a sore arm after the second dose, settled within about 36 hours.', pt: 'Febre de 38,4 °C e dor no braço após a segunda dose, resolvidas em cerca de 36 horas.' },
    ],
    appointments: [
      { code: 'COVID-MRNA', doseNo: 5, inDays: 21, minutesAfter0930: 75, orgCode: 'UH' },
      { code: 'PPV23', doseNo: 1, inDays: 44, minutesAfter0930: 0, orgCode: 'SS' },
      // Already past: not listed.
      { code: 'FLU', doseNo: 1, inDays: -30, minutesAfter0930: 0, orgCode: 'KWH' },
    ],
  },
  'demo-f': {
    doses: (now) => [
      { code: 'COVID-INACT', doseNo: 1, date: '2021-06-02', orgCode: 'SS', site: 'Left deltoid' },
      { code: 'COVID-INACT', doseNo: 2, date: '2021-06-30', orgCode: 'SS', site: 'Left deltoid' },
      { code: 'COVID-MRNA', doseNo: 3, date: '2022-02-14', orgCode: 'CCIC', site: 'Right deltoid' },
      ...fluSeasons(now, 3, 'YKH', 9),
      { code: 'HPV9', doseNo: 1, date: '2018-09-05', orgCode: 'CCIC', site: 'Left deltoid' },
      { code: 'HPV9', doseNo: 2, date: '2018-11-07', orgCode: 'CCIC', site: 'Left deltoid' },
      { code: 'HPV9', doseNo: 3, date: '2019-03-06', orgCode: 'CCIC', site: 'Left deltoid' },
      { code: 'MMR', doseNo: 1, date: '1993-10-20', orgCode: 'SS', site: 'Left deltoid' },
      { code: 'MMR', doseNo: 2, date: '1998-09-14', orgCode: 'SS', site: 'Left deltoid' },
    ],
    reactions: [
      { code: 'FLU', date: '2024-10-10', orgCode: 'YKH', zhHant: '接種後出現輕微皮疹，服用抗組織胺藥後一天內消退。', en: 'A mild rash after the dose, gone within a day with an antihistamine.', pt: 'Uma erupção ligeira após a dose, desaparecida num dia com um anti-histamínico.' },
    ],
    appointments: [{ code: 'TD', doseNo: 1, inDays: 5, minutesAfter0930: 15, orgCode: 'SS' }],
  },
};

function batchNo(random: () => number, code: string): string {
  const letters = code.replace(/[^A-Z]/g, '').slice(0, 2).padEnd(2, 'X');
  return `${letters}${Math.floor(random() * 90_000 + 10_000)}${String.fromCharCode(65 + Math.floor(random() * 26))}`;
}

/**
 * Vaccinations and appointments of demo-m, demo-f and demo-minor (docs/architecture.md#server: deterministic). Seasons
 * and appointments are laid from the first seeding day, so influenza is up to date and appointments are
 * upcoming. Idempotent: a resident who has records keeps them.
 */
export async function seedVaccinations(db: Db, now: Date): Promise<void> {
  const anchor = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const people = await db.select({ id: residents.id, username: residents.username }).from(residents).where(inArray(residents.username, Object.keys(PROFILES)));
  for (const { id, username } of people) {
    const profile = PROFILES[username];
    if (!profile) continue;
    const [have] = await db.select({ n: count() }).from(vaccinations).where(eq(vaccinations.residentId, id));
    if (Number(have?.n ?? 0) > 0) continue;
    const random = mulberry32(SEED + [...username].reduce((h, c) => h * 31 + c.charCodeAt(0), 0));
    const rows: (typeof vaccinations.$inferInsert)[] = profile.doses(now).map((d) => ({
      residentId: id,
      vaccineType: vaccineOf(d.code).vaccineType,
      vaccineCode: d.code,
      doseNo: d.doseNo,
      vaccinationDate: d.date,
      orgCode: d.orgCode,
      batchNo: batchNo(random, d.code),
      site: d.site,
    }));
    for (const r of profile.reactions) {
      rows.push({ residentId: id, vaccineType: 5, vaccineCode: r.code, doseNo: null, vaccinationDate: r.date, orgCode: r.orgCode, reactionZhHant: r.zhHant, reactionEn: r.en, reactionPt: r.pt });
    }
    await db.insert(vaccinations).values(rows);
    if (profile.appointments.length > 0) {
      await db.insert(vaccinationAppointments).values(
        profile.appointments.map((a) => ({
          residentId: id,
          vaccineType: vaccineOf(a.code).vaccineType,
          vaccineCode: a.code,
          doseNo: a.doseNo,
          // 09:30 Macao time is 01:30 UTC.
          appointmentTime: new Date(anchor + a.inDays * DAY_MS + (90 + a.minutesAfter0930) * 60_000),
          orgCode: a.orgCode,
        })),
      );
    }
  }
}
