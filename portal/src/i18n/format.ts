import { intlLocale } from '../stores/language.ts';
import type { Language } from '../stores/language.ts';

/** Dates and numbers through Intl in the active language (docs/architecture.md#portal), Macao locale variants. */

const dateTimeCache = new Map<string, Intl.DateTimeFormat>();

export function formatDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = dateTimeCache.get(language);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' });
    dateTimeCache.set(language, format);
  }
  return format.format(date);
}

// Building a formatter costs far more than using it (the first of a language loads its locale data: about 200 ms
// of a 4x-throttled phone's main thread on a record list that labelled each organisation with a new one).
const numberCache = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: number, language: Language): string {
  let format = numberCache.get(language);
  if (format === undefined) {
    format = new Intl.NumberFormat(intlLocale(language));
    numberCache.set(language, format);
  }
  return format.format(value);
}

/** A date-time field's value (as `<input type="datetime-local">` gives it) for an instant, in the device's zone. */
export function toLocalInputValue(date: Date): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The contract wants ISO 8601 with a zone; a date-time field's value has none, so it is read in the
 * device's zone. Empty stays undefined (the schema says "required"); garbage passes through so the
 * schema reports the format.
 */
export function fromLocalInputValue(value: string): string | undefined {
  if (value.trim() === '') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
