import { NO_TOTAL_AMOUNT, doseWords } from '@macao-phr/contract';
import type { DrugLine, Language } from '@macao-phr/contract';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../i18n/format.ts';
import { inLanguage } from '../lab-reports/report.ts';

export const drugNameIn = (d: Pick<DrugLine, 'gnameTra' | 'gnameEng' | 'gnamePor'>, language: Language) =>
  inLanguage({ zh: d.gnameTra, en: d.gnameEng, pt: d.gnamePor }, language);

/** docs/product/entities.md dose in words: ADQ an adequate amount; 0.25, 0.5 and 0.75 a quarter, half, three quarters; with its unit. */
export function doseText(d: Pick<DrugLine, 'dose' | 'doseUnit' | 'doseUnitEng' | 'doseUnitPor'>, language: Language, t: TFunction): string {
  const words = doseWords(d.dose);
  if (words.kind === 'adequate') return t('medication.doses.adequate');
  const unit = inLanguage({ zh: d.doseUnit, en: d.doseUnitEng, pt: d.doseUnitPor }, language);
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
  const unit = inLanguage({ zh: d.totalAmountUnit, en: d.totalAmountUnitEng, pt: d.totalAmountUnitPor }, language);
  const amount = formatNumber(d.totalAmount, language);
  if (!unit) return amount;
  return language === 'zh-Hant' ? `${amount}${unit}` : `${amount} ${unit}`;
}
