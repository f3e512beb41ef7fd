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

// One formatter per language: building one costs far more than formatting with it, and a list formats a date per row.
const dayFormats = new Map<Language, Intl.DateTimeFormat>();

/** A calendar date (YYYY-MM-DD) in the resident's language, without a time zone shift. */
export function formatDay(day: string, language: Language): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  let format = dayFormats.get(language);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(intlLocale(language), { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
    dayFormats.set(language, format);
  }
  return format.format(Date.UTC(y, m - 1, d));
}
