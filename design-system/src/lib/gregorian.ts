import { GregorianCalendar, type Calendar } from '@internationalized/date';

/**
 * The `createCalendar` of the date fields' and calendars' react-aria states: the Gregorian calendar only. The values
 * are ISO dates (Gregorian) and the portal's languages count in it; react-aria-components' own DateField and Calendar
 * take `@internationalized/date`'s `createCalendar`, which brings every calendar system it knows (Islamic, Hebrew,
 * Japanese, Ethiopic, Persian, ...) into every bundle that shows a date.
 */
export const createGregorianCalendar = (): Calendar => new GregorianCalendar();

/**
 * The locale with the Gregorian calendar asked for where its default is another (th-TH counts Buddhist years,
 * fa-IR Persian ones), so the segments and month names are formatted in the calendar the state counts in.
 * A locale whose default is Gregorian comes back unchanged.
 */
export function gregorianLocale(locale: string): string {
  try {
    if (new Intl.DateTimeFormat(locale).resolvedOptions().calendar === 'gregory') return locale;
    return new Intl.Locale(locale, { calendar: 'gregory' }).toString();
  } catch {
    return locale;
  }
}
