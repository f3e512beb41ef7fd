import i18next from 'i18next';
import type { Language } from '../stores/language.ts';
import type { Messages } from './en.ts';
import type { RouteName } from '../app/routes.ts';

/**
 * Only the active language's bundle is fetched (docs/architecture.md#budgets: home budget): one dynamic import
 * per language, so each becomes its own chunk.
 */
export function loadMessages(language: Language): Promise<Messages> {
  switch (language) {
    case 'zh-Hant':
      return import('./zh-Hant.ts').then((m) => m.messages);
    case 'en':
      return import('./en.ts').then((m) => m.messages);
    case 'pt':
      return import('./pt.ts').then((m) => m.messages);
  }
}

export async function initI18n(language: Language, messages: Messages): Promise<typeof i18next> {
  await i18next.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: messages } },
    // React escapes text itself.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  countLikePortugal(i18next);
  return i18next;
}

interface RuleSource { getRule: (code: string, options?: { ordinal?: boolean }) => Intl.PluralRules | undefined }

/**
 * Macao writes Portuguese as Portugal does, where zero takes the plural ("0 relatórios"). i18next asks Intl for
 * the rule of 'pt', which is Brazil's (zero singular), so its rule source is pointed at pt-PT for that language.
 */
export function countLikePortugal(instance: typeof i18next): void {
  const resolver = instance.services.pluralResolver as RuleSource;
  const rule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => rule(code === 'pt' ? 'pt-PT' : code, options);
}

/**
 * Adds a feature's texts under `key.` in every language. A feature's texts travel with its screens' chunk, not the
 * first language bundle (docs/architecture.md#budgets): each feature's messages.ts calls this at module level, and
 * every screen of the feature imports that module, so the texts are there before it renders. The app initialises
 * i18next before any screen loads; tests may import a screen first, so the texts wait for the initialisation then.
 */
export function registerFeatureMessages(key: string, bundles: Readonly<Record<Language, object>>): void {
  const register = () => {
    for (const [language, bundle] of Object.entries(bundles)) {
      i18next.addResourceBundle(language, 'translation', { [key]: bundle }, true, true);
    }
  };
  if (i18next.isInitialized) register();
  else i18next.on('initialized', register);
}

// Every route has a translated title: a route added to the map without one fails typecheck here.
export type RouteTitlesComplete = Messages['common']['routes'] extends Record<RouteName, string> ? true : never;
export const routeTitlesComplete: RouteTitlesComplete = true;
