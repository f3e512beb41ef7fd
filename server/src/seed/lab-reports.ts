import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { LAB_RANGES, truncateDecimals, type LabCode, type LabFlag } from '@macao-phr/contract';
import type { Db } from '../db/client.ts';
import { residents } from '../db/schema.ts';
import { labResults } from '../db/tables/lab-results.ts';
import { labReportItems, labReports } from '../db/tables/lab-reports.ts';
import { mulberry32 } from './random.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const SEED = 20261124;

type Item = Omit<typeof labReportItems.$inferInsert, 'residentId' | 'reportId' | 'seq'>;
type Names = { name: string; nameEn: string; namePt: string };

const LAB_NAMES: Record<LabCode, Names & { unit: string }> = {
  TC: { name: '總膽固醇', nameEn: 'Total cholesterol', namePt: 'Colesterol total', unit: 'mmol/L' },
  LDL: { name: '低密度脂蛋白膽固醇', nameEn: 'LDL cholesterol', namePt: 'Colesterol LDL', unit: 'mmol/L' },
  HDL: { name: '高密度脂蛋白膽固醇', nameEn: 'HDL cholesterol', namePt: 'Colesterol HDL', unit: 'mmol/L' },
  HBA1C: { name: '糖化血紅蛋白', nameEn: 'HbA1c', namePt: 'Hemoglobina glicada', unit: '%' },
};

/** The reference range and flag of a trend indicator's value, from the contract's one definition of its bands. */
function labItem(code: LabCode, value: number, sexcode: string): Item {
  const names = LAB_NAMES[code];
  const text = value.toFixed(code === 'HBA1C' ? 1 : 2);
  if (code === 'HDL') {
    const low = sexcode === 'M' ? LAB_RANGES.HDL.lowBelowMale : LAB_RANGES.HDL.lowBelowFemale;
    return { ...names, value: text, referenceRange: `≥ ${low.toFixed(1)}`, flag: value < low ? 'L' : 'N', indicatorCode: code };
  }
  const high = LAB_RANGES[code].borderlineFrom;
  return { ...names, value: text, referenceRange: `< ${high.toFixed(1)}`, flag: value >= high ? 'H' : 'N', indicatorCode: code };
}

const LIPID_PANEL = { testName: '血脂檢查', testNameEn: 'Lipid profile', testNamePt: 'Perfil lipídico', specimen: '血清', specimenEn: 'Serum', specimenPt: 'Soro' };
const HBA1C_TEST = { testName: '糖化血紅蛋白', testNameEn: 'Glycated haemoglobin (HbA1c)', testNamePt: 'Hemoglobina glicada (HbA1c)', specimen: '全血', specimenEn: 'Whole blood', specimenPt: 'Sangue total' };
const URINE_CULTURE = { testName: '尿液細菌培養', testNameEn: 'Urine culture', testNamePt: 'Urocultura', specimen: '中段尿', specimenEn: 'Midstream urine', specimenPt: 'Urina do jato médio' };

/** Antibiotic susceptibility of the culture's organism (S susceptible, I intermediate, R resistant). */
const SUSCEPTIBILITY: (Names & { flag: LabFlag })[] = [
  { name: '氨芐西林', nameEn: 'Ampicillin', namePt: 'Ampicilina', flag: 'R' },
  { name: '阿莫西林／克拉維酸', nameEn: 'Amoxicillin-clavulanate', namePt: 'Amoxicilina/ácido clavulânico', flag: 'S' },
  { name: '頭孢曲松', nameEn: 'Ceftriaxone', namePt: 'Ceftriaxona', flag: 'S' },
  { name: '環丙沙星', nameEn: 'Ciprofloxacin', namePt: 'Ciprofloxacina', flag: 'I' },
  { name: '呋喃妥因', nameEn: 'Nitrofurantoin', namePt: 'Nitrofurantoína', flag: 'S' },
  { name: '複方磺胺甲噁唑', nameEn: 'Trimethoprim-sulfamethoxazole', namePt: 'Trimetoprim-sulfametoxazol', flag: 'R' },
];

/**
 * Lab reports for the demo residents (docs/architecture.md#server), over their organisation lab results: each lipid panel
 * (TC, LDL, HDL drawn together at one organisation) becomes a report with its triglycerides added, each HbA1c
 * result a report of its own, so a report's values are exactly the trend's points. One urine culture per
 * resident (testResultType bacteria) a few months back. Idempotent: a resident who has reports keeps them.
 * Runs after seedLabResults.
 */
export async function seedLabReports(db: Db, now: Date): Promise<void> {
  const anchor = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const people = await db.select({ id: residents.id, username: residents.username, sexcode: residents.sexcode }).from(residents).where(inArray(residents.username, ['demo-m', 'demo-f']));
  for (const { id, username, sexcode } of people) {
    const [have] = await db.select({ n: count() }).from(labReports).where(eq(labReports.residentId, id));
    if (Number(have?.n ?? 0) > 0) continue;
    const random = mulberry32(SEED + [...username].reduce((h, c) => h * 31 + c.charCodeAt(0), 0));
    const results = await db.select().from(labResults).where(and(eq(labResults.residentId, id))).orderBy(asc(labResults.recordTime), asc(labResults.id));
    // One occasion = one organisation at one time.
    const occasions = new Map<string, (typeof results)[number][]>();
    for (const r of results) {
      const key = `${r.orgCode}|${r.recordTime.toISOString()}`;
      occasions.set(key, [...(occasions.get(key) ?? []), r]);
    }
    const reports: { report: typeof labReports.$inferInsert; items: Item[] }[] = [];
    for (const group of occasions.values()) {
      const first = group[0];
      if (!first) continue;
      const items = group.map((r) => labItem(r.indicatorCode as LabCode, r.value, sexcode));
      const lipid = group.some((r) => r.indicatorCode === 'TC');
      if (lipid) {
        const tg = truncateDecimals((username === 'demo-m' ? 1.6 : 1.1) + (random() - 0.3) * 0.6, 2);
        items.push({ name: '甘油三酯', nameEn: 'Triglycerides', namePt: 'Triglicerídeos', value: tg.toFixed(2), unit: 'mmol/L', referenceRange: '< 1.7', flag: tg >= 1.7 ? 'H' : 'N', indicatorCode: null });
      }
      reports.push({ report: { residentId: id, orgCode: first.orgCode, testResultType: 'normal', sampledAt: first.recordTime, ...(lipid ? LIPID_PANEL : HBA1C_TEST) }, items });
    }
    // A urine culture about 70 days ago at the health services, 09:xx Macao time.
    reports.push({
      report: { residentId: id, orgCode: 'SS', testResultType: 'bacteria', sampledAt: new Date(anchor - 70 * DAY_MS + (60 + Math.floor(random() * 50)) * 60_000), organism: 'Escherichia coli', colonyCount: '≥ 100000 CFU/mL', ...URINE_CULTURE },
      items: SUSCEPTIBILITY.map((s) => ({ name: s.name, nameEn: s.nameEn, namePt: s.namePt, value: s.flag, unit: '', referenceRange: '', flag: s.flag, indicatorCode: null })),
    });
    for (const { report, items } of reports) {
      const [saved] = await db.insert(labReports).values(report).returning({ id: labReports.id });
      if (!saved) continue;
      await db.insert(labReportItems).values(items.map((item, i) => ({ ...item, residentId: id, reportId: saved.id, seq: i + 1 })));
    }
  }
}
