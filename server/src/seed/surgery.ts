import { count, eq, inArray } from 'drizzle-orm';
import type { OrganisationCode } from '@macao-phr/contract';
import type { Db } from '../db/client.ts';
import { residents } from '../db/schema.ts';
import { surgeries } from '../db/tables/surgery.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type Plan = Omit<typeof surgeries.$inferInsert, 'residentId' | 'operatedAt' | 'orgCode'> & { daysAgo: number; orgCode: OrganisationCode; minute: number };

const GENERAL = { department: '普通外科', departmentEn: 'General surgery', departmentPt: 'Cirurgia geral' };
const EYE = { department: '眼科', departmentEn: 'Ophthalmology', departmentPt: 'Oftalmologia' };
const ORTHO = { department: '骨科', departmentEn: 'Orthopaedics', departmentPt: 'Ortopedia' };

const PLANS: Record<string, Plan[]> = {
  'demo-m': [
    { daysAgo: 95, orgCode: 'KWH', minute: 10 * 60, ...GENERAL, surgeryName: '腹腔鏡膽囊切除術', surgeryNameEn: 'Laparoscopic cholecystectomy', surgeryNamePt: 'Colecistectomia laparoscópica', surgeryDiagId: 'K80.2;K81.0', surgeryDiagName: '膽囊結石;急性膽囊炎' },
    { daysAgo: 700, orgCode: 'SS', minute: 14 * 60 + 30, ...EYE, surgeryName: '白內障摘除及人工晶體植入術（右眼）', surgeryNameEn: 'Cataract extraction with lens implant (right eye)', surgeryNamePt: 'Extração de catarata com implante de lente (olho direito)', surgeryDiagId: 'H25.1', surgeryDiagName: '老年性核性白內障' },
    { daysAgo: 2100, orgCode: 'UH', minute: 9 * 60, ...ORTHO, surgeryName: '膝關節鏡半月板修補術', surgeryNameEn: 'Arthroscopic meniscus repair', surgeryNamePt: 'Reparação artroscópica do menisco', surgeryDiagId: 'S83.2;M23.2', surgeryDiagName: '半月板撕裂;半月板紊亂' },
  ],
  'demo-f': [{ daysAgo: 400, orgCode: 'KWH', minute: 11 * 60, ...GENERAL, surgeryName: '腹腔鏡闌尾切除術', surgeryNameEn: 'Laparoscopic appendicectomy', surgeryNamePt: 'Apendicectomia laparoscópica', surgeryDiagId: 'K35.8', surgeryDiagName: '急性闌尾炎' }],
};

/** Surgery records for the demo residents (docs/architecture.md#server), Macao time. Idempotent: a resident who has records keeps them. */
export async function seedSurgery(db: Db, now: Date): Promise<void> {
  const anchor = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const people = await db.select({ id: residents.id, username: residents.username }).from(residents).where(inArray(residents.username, Object.keys(PLANS)));
  for (const { id, username } of people) {
    const [have] = await db.select({ n: count() }).from(surgeries).where(eq(surgeries.residentId, id));
    if (Number(have?.n ?? 0) > 0) continue;
    const rows = (PLANS[username] ?? []).map(({ daysAgo, minute, ...plan }) => ({ ...plan, residentId: id, operatedAt: new Date(anchor - daysAgo * DAY_MS + (minute - 8 * 60) * 60_000) }));
    if (rows.length > 0) await db.insert(surgeries).values(rows);
  }
}
