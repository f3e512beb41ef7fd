import type { Language } from '@macao-phr/contract';
import { intlLocale } from '../../stores/language.ts';

/**
 * File sizes in the resident's language, in decimal SI units as Intl's 'kilobyte' and 'megabyte' are named and as
 * the 20 MB limit is checked (UPLOAD_FILE_MAX_BYTES): kB (1000 bytes) under 1 MB, else MB (1,000,000 bytes) with
 * one decimal. 1,500,335 bytes is 1.5 MB; 299,740 bytes is 300 kB.
 */
export function formatBytes(bytes: number, language: Language): string {
  const kb = Math.max(1, Math.round(bytes / 1000));
  if (kb < 1000) return new Intl.NumberFormat(intlLocale(language), { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(kb);
  return new Intl.NumberFormat(intlLocale(language), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / 1_000_000);
}

const englishMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A calendar date (YYYY-MM-DD) in the resident's language, without a time zone shift: what Intl writes for the Macao
 * locales with year numeric, month short and day numeric (2024年3月5日, 5 Mar 2024, 5/03/2024), written out instead.
 * The first date format a page builds costs the browser its calendar data for the language (30 ms and more on a
 * slow phone), and a record list's rows, its largest paint, would wait for it; the date fields build theirs later.
 * A unit test holds the output equal to Intl's for every day from 1901 to 2099.
 */
export function formatDay(day: string, language: Language): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d || m > 12 || d > 31) return day;
  switch (language) {
    case 'zh-Hant':
      return `${y}年${m}月${d}日`;
    case 'en':
      return `${d} ${englishMonths[m - 1]} ${y}`;
    case 'pt':
      return `${d}/${String(m).padStart(2, '0')}/${y}`;
  }
}
