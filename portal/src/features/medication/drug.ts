import { NO_TOTAL_AMOUNT, doseWords } from '@macao-phr/contract';
import type { DrugLine, Language } from '@macao-phr/contract';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../i18n/format.ts';
import { inLanguage } from '../lab-reports/report.ts';

export const drugNameIn = (d: Pick<DrugLine, 'gnameTra' | 'gnameEng' | 'gnamePor'>, language: Language) =>
  inLanguage({ zh: d.gnameTra, en: d.gnameEng, pt: d.gnamePor }, language);

/** The prescriber's remark in the interface language alone; the Chinese remark when no translation came. */
export const remarkIn = (d: Pick<DrugLine, 'premark' | 'premarkEng' | 'premarkPor'>, language: Language) =>
  inLanguage({ zh: d.premark, en: d.premarkEng || d.premark, pt: d.premarkPor || d.premark }, language);

const KNOWN_UNITS = ['tablet', 'capsule', 'puff', 'tube'] as const;

/**
 * A unit said for `amount` by the language's plural rules (i18next's _one/_other; Chinese has only one form):
 * a unit the portal knows by its English singular name is said in its words, any other as the organisation sent it.
 */
export function unitFor(units: { zh: string; en: string; pt: string }, amount: number, language: Language, t: TFunction): string {
  const given = inLanguage(units, language);
  if (language === 'zh-Hant') return given;
  const known = KNOWN_UNITS.find((u) => u === units.en.trim().toLowerCase());
  return known ? t(`medication.units.${known}`, { count: amount }) : given;
}

/** docs/product/entities.md dose in words: ADQ an adequate amount; 0.25, 0.5 and 0.75 a quarter, half, three quarters; with its unit. */
export function doseText(d: Pick<DrugLine, 'dose' | 'doseUnit' | 'doseUnitEng' | 'doseUnitPor'>, language: Language, t: TFunction): string {
  const words = doseWords(d.dose);
  if (words.kind === 'adequate') return t('medication.doses.adequate');
  // "Half tablet" says one tablet's part; whole amounts (2, 1 and a half) follow the plural rules.
  const count = words.kind === 'fraction' && words.whole === 0 ? 1 : Number(d.dose);
  const unit = unitFor({ zh: d.doseUnit, en: d.doseUnitEng, pt: d.doseUnitPor }, Number.isFinite(count) ? count : 2, language, t);
  let amount: string;
  if (words.kind === 'number') amount = words.value;
  else if (words.fraction === null) amount = formatNumber(words.whole, language);
  else if (words.whole === 0) amount = t(`medication.doses.${words.fraction}`);
  else {
    const key = words.fraction === 'quarter' ? 'wholeAndQuarter' : words.fraction === 'half' ? 'wholeAndHalf' : 'wholeAndThreeQuarters';
    amount = t(`medication.doses.${key}`, { whole: formatNumber(words.whole, language) });
  }
  if (!unit) return amount;
  return language === 'zh-Hant' ? `${amount}${unit}` : `${amount} ${unit}`;
}

/** docs/product/entities.md totalAmount with its unit; -1 is "not given". */
export function totalText(d: Pick<DrugLine, 'totalAmount' | 'totalAmountUnit' | 'totalAmountUnitEng' | 'totalAmountUnitPor'>, language: Language, t: TFunction): string {
  if (d.totalAmount === NO_TOTAL_AMOUNT) return t('medication.noTotal');
  const unit = unitFor({ zh: d.totalAmountUnit, en: d.totalAmountUnitEng, pt: d.totalAmountUnitPor }, d.totalAmount, language, t);
  const amount = formatNumber(d.totalAmount, language);
  if (!unit) return amount;
  return language === 'zh-Hant' ? `${amount}${unit}` : `${amount} ${unit}`;
}
