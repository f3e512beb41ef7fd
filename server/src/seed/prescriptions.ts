import { count, eq, inArray } from 'drizzle-orm';
import type { DrugFrequency, DrugRoute, OrganisationCode } from '@macao-phr/contract';
import type { Db } from '../db/client.ts';
import { residents } from '../db/schema.ts';
import { prescriptionDrugs, prescriptions } from '../db/tables/prescriptions.ts';
import { mulberry32 } from './random.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const SEED = 20261125;

type Drug = Omit<typeof prescriptionDrugs.$inferInsert, 'residentId' | 'prescriptionId' | 'seq' | 'days'> & { frequency: DrugFrequency; route: DrugRoute };

// English and Portuguese units are named in the singular; the portal says them in the plural an amount needs.
const TABLET = { doseUnit: '粒', doseUnitEng: 'tablet', doseUnitPor: 'comprimido', totalAmountUnit: '粒', totalAmountUnitEng: 'tablet', totalAmountUnitPor: 'comprimido' };

/** The demo formulary: common chronic and short-course medicines, names in the three languages. */
const DRUGS = {
  amlodipine: { gnameTra: '氨氯地平', gnameEng: 'Amlodipine 5 mg', gnamePor: 'Amlodipina 5 mg', ...TABLET, frequency: 'QD', route: 'PO', dose: '1', totalAmount: 0, premark: '' },
  atorvastatin: { gnameTra: '阿托伐他汀', gnameEng: 'Atorvastatin 20 mg', gnamePor: 'Atorvastatina 20 mg', ...TABLET, frequency: 'QN', route: 'PO', dose: '0.5', totalAmount: 0, premark: '睡前服用', premarkEng: 'At bedtime', premarkPor: 'Ao deitar' },
  metformin: { gnameTra: '二甲雙胍', gnameEng: 'Metformin 500 mg', gnamePor: 'Metformina 500 mg', ...TABLET, frequency: 'BID', route: 'PO', dose: '1.5', totalAmount: 0, premark: '餐後服用', premarkEng: 'After meals', premarkPor: 'Depois das refeições' },
  bisoprolol: { gnameTra: '比索洛爾', gnameEng: 'Bisoprolol 5 mg', gnamePor: 'Bisoprolol 5 mg', ...TABLET, frequency: 'QD', route: 'PO', dose: '0.25', totalAmount: 0, premark: '' },
  paracetamol: { gnameTra: '撲熱息痛', gnameEng: 'Paracetamol 500 mg', gnamePor: 'Paracetamol 500 mg', ...TABLET, frequency: 'PRN', route: 'PO', dose: '2', totalAmount: 0, premark: '發熱或痛時服用', premarkEng: 'When in pain or feverish', premarkPor: 'Em caso de dor ou febre' },
  amoxicillin: { gnameTra: '阿莫西林', gnameEng: 'Amoxicillin 500 mg', gnamePor: 'Amoxicilina 500 mg', doseUnit: '粒', doseUnitEng: 'capsule', doseUnitPor: 'cápsula', totalAmountUnit: '粒', totalAmountUnitEng: 'capsule', totalAmountUnitPor: 'cápsula', frequency: 'TID', route: 'PO', dose: '1', totalAmount: 0, premark: '' },
  hydrocortisone: { gnameTra: '氫化可的松乳膏', gnameEng: 'Hydrocortisone cream 1%', gnamePor: 'Creme de hidrocortisona 1%', doseUnit: '', doseUnitEng: '', doseUnitPor: '', totalAmountUnit: '支', totalAmountUnitEng: 'tube', totalAmountUnitPor: 'tubo', frequency: 'BID', route: 'TOP', dose: 'ADQ', totalAmount: 1, premark: '外用，勿入口', premarkEng: 'For external use only', premarkPor: 'Apenas para uso externo' },
  salbutamol: { gnameTra: '沙丁胺醇吸入劑', gnameEng: 'Salbutamol inhaler 100 mcg', gnamePor: 'Salbutamol inalador 100 mcg', doseUnit: '噴', doseUnitEng: 'puff', doseUnitPor: 'inalação', totalAmountUnit: '', totalAmountUnitEng: '', totalAmountUnitPor: '', frequency: 'PRN', route: 'INH', dose: '2', totalAmount: -1, premark: '' },
  warfarin: { gnameTra: '華法林', gnameEng: 'Warfarin 1 mg', gnamePor: 'Varfarina 1 mg', ...TABLET, frequency: 'QD', route: 'PO', dose: '0.75', totalAmount: 0, premark: '' },
} as const satisfies Record<string, Drug>;
type DrugKey = keyof typeof DRUGS;

/** A prescription: days before today, organisation, course length and its drugs. */
type Plan = { daysAgo: number; org: OrganisationCode; days: number; drugs: DrugKey[] };

const CHRONIC: DrugKey[] = ['amlodipine', 'atorvastatin', 'metformin'];
const PLANS: Record<string, Plan[]> = {
  'demo-m': [
    { daysAgo: 10, org: 'SS', days: 60, drugs: [...CHRONIC, 'bisoprolol'] },
    { daysAgo: 25, org: 'KWH', days: 5, drugs: ['amoxicillin', 'paracetamol'] },
    { daysAgo: 40, org: 'UH', days: 45, drugs: ['hydrocortisone', 'warfarin'] },
    { daysAgo: 70, org: 'SS', days: 60, drugs: CHRONIC },
    { daysAgo: 130, org: 'SS', days: 60, drugs: CHRONIC },
    { daysAgo: 160, org: 'KWH', days: 3, drugs: ['paracetamol'] },
    { daysAgo: 190, org: 'SS', days: 60, drugs: CHRONIC },
    { daysAgo: 250, org: 'SS', days: 60, drugs: ['amlodipine', 'atorvastatin'] },
    { daysAgo: 300, org: 'UH', days: 7, drugs: ['salbutamol'] },
    { daysAgo: 310, org: 'SS', days: 60, drugs: ['amlodipine', 'atorvastatin'] },
    { daysAgo: 400, org: 'YKH', days: 5, drugs: ['amoxicillin'] },
    { daysAgo: 420, org: 'SS', days: 60, drugs: ['amlodipine'] },
  ],
  'demo-f': [
    { daysAgo: 5, org: 'KWH', days: 30, drugs: ['salbutamol', 'paracetamol'] },
    { daysAgo: 90, org: 'SS', days: 14, drugs: ['hydrocortisone'] },
    { daysAgo: 200, org: 'UH', days: 5, drugs: ['amoxicillin'] },
  ],
};

/** How many tablets a course takes (docs/product/entities.md totalAmount), or the drug's own amount (1 tube, -1 none). */
function totalOf(drug: Drug, days: number): number {
  if (drug.totalAmount !== 0) return drug.totalAmount;
  const perDay = { QD: 1, QN: 1, BID: 2, TID: 3, QID: 4, PRN: 3 }[drug.frequency];
  return Math.ceil(Number(drug.dose) * perDay * days);
}

/**
 * Prescriptions for the demo residents (docs/architecture.md#server): demo-m's chronic medicines every two months at the
 * health services, with short courses elsewhere; the newest ones still in use. Prescribed 09:00-12:00 Macao
 * time. Idempotent: a resident who has prescriptions keeps them.
 */
export async function seedPrescriptions(db: Db, now: Date): Promise<void> {
  const anchor = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const people = await db.select({ id: residents.id, username: residents.username }).from(residents).where(inArray(residents.username, Object.keys(PLANS)));
  for (const { id, username } of people) {
    const [have] = await db.select({ n: count() }).from(prescriptions).where(eq(prescriptions.residentId, id));
    if (Number(have?.n ?? 0) > 0) continue;
    const random = mulberry32(SEED + [...username].reduce((h, c) => h * 31 + c.charCodeAt(0), 0));
    for (const [k, plan] of (PLANS[username] ?? []).entries()) {
      // 09:00-12:00 Macao time is 01:00-04:00 UTC.
      const prescribedAt = new Date(anchor - plan.daysAgo * DAY_MS + (60 + Math.floor(random() * 180)) * 60_000);
      const visitNo = `${plan.org}${prescribedAt.toISOString().slice(0, 10).replaceAll('-', '')}${String(k + 1).padStart(3, '0')}`;
      const [saved] = await db.insert(prescriptions).values({ residentId: id, orgCode: plan.org, visitNo, prescribedAt }).returning({ id: prescriptions.id });
      if (!saved) continue;
      await db.insert(prescriptionDrugs).values(
        plan.drugs.map((key, i) => {
          const drug: Drug = DRUGS[key];
          return { ...drug, totalAmount: totalOf(drug, plan.days), residentId: id, prescriptionId: saved.id, seq: i + 1, days: plan.days };
        }),
      );
    }
  }
}
