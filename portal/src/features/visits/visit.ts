import type { Language, VisitDiagnosis, VisitRow } from '@macao-phr/contract';
import { inLanguage } from '../lab-reports/report.ts';

/** The visit's `id` from the address (docs/product/routes.md: no path parameters), or null when missing or malformed. */
export function visitIdFrom(search: string): number | null {
  const raw = new URLSearchParams(search).get('id') ?? '';
  return /^\d{1,10}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

/** A name given in the three interface languages, in the current one. */
export const nameIn = (n: { name: string; nameEn: string; namePt: string }, language: Language) => inLanguage({ zh: n.name, en: n.nameEn, pt: n.namePt }, language);

export const departmentIn = (v: Pick<VisitRow, 'department' | 'departmentEn' | 'departmentPt'>, language: Language) =>
  inLanguage({ zh: v.department, en: v.departmentEn, pt: v.departmentPt }, language);

/** The diagnoses' names in the current language, joined (the list row's title). */
export const diagnosesIn = (diagnoses: readonly VisitDiagnosis[], language: Language) =>
  diagnoses.map((d) => nameIn(d, language)).join(language === 'zh-Hant' ? '、' : '; ');
