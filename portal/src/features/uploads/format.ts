import type { Language } from '@macao-phr/contract';
import { intlLocale } from '../../stores/language.ts';

/** File sizes in the resident's language: kB under 1 MB, else MB with one decimal (Intl units). */
export function formatBytes(bytes: number, language: Language): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return new Intl.NumberFormat(intlLocale(language), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(mb);
  return new Intl.NumberFormat(intlLocale(language), { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1024)));
}

/** A calendar date (YYYY-MM-DD) in the resident's language, without a time zone shift. */
export function formatDay(day: string, language: Language): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  return new Intl.DateTimeFormat(intlLocale(language), { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
}
