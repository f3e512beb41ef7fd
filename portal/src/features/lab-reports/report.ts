import { ORGANISATIONS } from '@macao-phr/contract';
import type { LabCode, LabFlag, LabReportRow, Language, OrganisationCode } from '@macao-phr/contract';
import type { ReadingLevel } from '@macao-phr/design-system';
import { pathOf } from '../../routes/routes.ts';
import type { Tree } from '../../routes/routes.ts';
import { intlLocale } from '../../stores/language.ts';

/** The report's `id` from the address (docs/product/routes.md: no path parameters), or null when missing or malformed. */
export function reportIdFrom(search: string): number | null {
  const raw = new URLSearchParams(search).get('id') ?? '';
  return /^\d{1,10}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

export function inLanguage(names: { zh: string; en: string; pt: string }, language: Language): string {
  return language === 'en' ? names.en : language === 'pt' ? names.pt : names.zh;
}

export const testNameIn = (r: Pick<LabReportRow, 'testName' | 'testNameEn' | 'testNamePt'>, language: Language) =>
  inLanguage({ zh: r.testName, en: r.testNameEn, pt: r.testNamePt }, language);

/** The organisation's name in the interface language (its code only when it is not one of docs/product/overview.md's). */
export function orgNameIn(orgCode: OrganisationCode | string, language: Language): string {
  const org = ORGANISATIONS.find((o) => o.orgCode === orgCode);
  return org ? inLanguage({ zh: org.name, en: org.nameEn, pt: org.namePt }, language) : orgCode;
}

/** The reading badge of a flag outside its reference (high, low, resistant); null within it. */
export function flagLevel(flag: LabFlag): ReadingLevel | null {
  if (flag === 'H' || flag === 'R') return 'high';
  if (flag === 'L') return 'low';
  return null;
}

// One formatter per language and number of decimals: a report formats a value per item.
const labValueFormats = new Map<string, Intl.NumberFormat>();

/** A numeric value in the language's numbers, keeping the laboratory's decimals ('5.41' -> '5,41' in pt). */
export function formatLabValue(value: string, language: Language): string {
  if (!/^-?\d+(\.\d+)?$/.test(value)) return value;
  const decimals = value.split('.')[1]?.length ?? 0;
  const key = `${language} ${decimals}`;
  let format = labValueFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(intlLocale(language), { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    labValueFormats.set(key, format);
  }
  return format.format(Number(value));
}

/** The trend screen that draws an indicator (docs/product/routes.md assayTrend/*), opened on it. */
export function trendPathOf(code: LabCode, tree: Tree): string | null {
  const path = pathOf(code === 'HBA1C' ? 'bloodGlucoseTrend' : 'cholesterolTrend', tree);
  return path ? `${path}?code=${code}` : null;
}
