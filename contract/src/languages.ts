/**
 * The three interface languages (docs/product/states.md: from query, else stored choice, else Traditional Chinese;
 * unknown falls back to Traditional Chinese). The server reads the `Language` header with the same rule.
 */
export const LANGUAGES = ['zh-Hant', 'en', 'pt'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'zh-Hant';

/**
 * The cookie in which the portal mirrors the resident's stored language, for the server alone: it names the right
 * message bundle among a page's preloads (docs/performance.md "Preloads"). Not a secret, not an identity.
 */
export const LANGUAGE_COOKIE = 'mhp-lang';

/** One text in every interface language. */
export type Translations = Record<Language, string>;

export function isLanguage(x: unknown): x is Language {
  return typeof x === 'string' && (LANGUAGES as readonly string[]).includes(x);
}

/** Anything that is not exactly one of LANGUAGES becomes zh-Hant (docs/product/states.md). */
export function parseLanguage(x: unknown): Language {
  return isLanguage(x) ? x : DEFAULT_LANGUAGE;
}

/** Intl locale for a language: the Macao variants, so dates and numbers read as residents expect. */
export function intlLocale(language: Language): string {
  switch (language) {
    case 'zh-Hant':
      return 'zh-Hant-MO';
    case 'pt':
      return 'pt-MO';
    case 'en':
      return 'en-MO';
  }
}
