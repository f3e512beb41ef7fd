import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_COOKIE, isLanguage } from '@macao-phr/contract';
import type { Language } from '@macao-phr/contract';

export type { Language };
/** docs/product/overview.md: the three interface languages, one list shared with the server. */
export const supportedLanguages = LANGUAGES;

/**
 * docs/product/states.md: "from query, else stored choice, else Traditional Chinese; unknown falls back to
 * Traditional Chinese". An unknown query value does not hide a valid stored choice.
 */
export function resolveLanguage(queryValue: string | null | undefined, storedValue: string | null | undefined): Language {
  if (isLanguage(queryValue)) return queryValue;
  if (isLanguage(storedValue)) return storedValue;
  return DEFAULT_LANGUAGE;
}

export { intlLocale } from '@macao-phr/contract';

export const storedLanguage = persistentAtom<string | undefined>('mhp:lang', undefined);

/** The active language, fixed for the life of the page: changing it reloads (docs/product/states.md). */
export const $language = computed(storedLanguage, (stored) => resolveLanguage(undefined, stored));

/** Called once at start: a valid ?lang wins and is remembered. */
export function initLanguage(search: string): Language {
  const language = resolveLanguage(new URLSearchParams(search).get('lang'), storedLanguage.get());
  storedLanguage.set(language);
  rememberForServer(language);
  return language;
}

/**
 * The language again in a cookie, for the server alone: it cannot read localStorage, and with the cookie it
 * names the right message bundle among a page's preloads (docs/performance.md "Preloads"). Not a secret.
 */
function rememberForServer(language: Language): void {
  try {
    const secure = window.location.protocol === 'https:' ? '; secure' : '';
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax${secure}`;
  } catch {
    // No cookies (a sandboxed frame): the server preloads the default language's bundle.
  }
}

export function getLanguage(): Language {
  return $language.get();
}

/** docs/product/states.md: changing the language stores it and reloads, dropping a ?lang that would override it. */
export function changeLanguage(language: Language): void {
  storedLanguage.set(language);
  rememberForServer(language);
  const url = new URL(window.location.href);
  url.searchParams.delete('lang');
  window.location.replace(url.toString());
}
