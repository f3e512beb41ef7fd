import { describe, expect, it } from 'vitest';
import { intlLocale, resolveLanguage } from './language.ts';

describe('resolveLanguage (docs/product/states.md)', () => {
  it('prefers the query, then the stored choice, then zh-Hant', () => {
    expect(resolveLanguage('en', 'pt')).toBe('en');
    expect(resolveLanguage(null, 'pt')).toBe('pt');
    expect(resolveLanguage(null, null)).toBe('zh-Hant');
  });
  it('falls back to zh-Hant for unknown values, without hiding a valid stored one', () => {
    expect(resolveLanguage('fr', null)).toBe('zh-Hant');
    expect(resolveLanguage('EN', 'en')).toBe('en');
    expect(resolveLanguage(undefined, 'zh-CN')).toBe('zh-Hant');
  });
  it('maps to the Macao Intl locales', () => {
    expect(intlLocale('zh-Hant')).toBe('zh-Hant-MO');
    expect(intlLocale('pt')).toBe('pt-MO');
  });
});
