import { describe, expect, it } from 'vitest';
import type { Language } from '@macao-phr/contract';
import { intlLocale } from '../../stores/language.ts';
import { formatDay } from './format.ts';

const languages: readonly Language[] = ['zh-Hant', 'en', 'pt'];
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);

describe('formatDay', () => {
  it("writes every day from 1901 to 2099 as Intl writes it for the Macao locales", () => {
    for (const language of languages) {
      const intl = new Intl.DateTimeFormat(intlLocale(language), { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
      const differing: string[] = [];
      for (let t = Date.UTC(1901, 0, 1); t <= Date.UTC(2099, 11, 31); t += 86_400_000) {
        const day = iso(t);
        if (formatDay(day, language) !== intl.format(t)) differing.push(`${day}: ${formatDay(day, language)} / ${intl.format(t)}`);
      }
      expect(differing.slice(0, 5), language).toEqual([]);
    }
  });

  it('reads as each language writes a date', () => {
    expect(formatDay('2024-09-05', 'zh-Hant')).toBe('2024年9月5日');
    expect(formatDay('2024-09-05', 'en')).toBe('5 Sept 2024');
    expect(formatDay('2024-09-05', 'pt')).toBe('5/09/2024');
  });

  it('gives back what is not a date as it came', () => {
    for (const text of ['', 'soon', '2024-13-01', '2024-00-10', '2024-05']) expect(formatDay(text, 'en')).toBe(text);
  });
});
