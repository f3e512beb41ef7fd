import { createElement, lazy, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';
import i18next from 'i18next';
import { getLanguage, type Language } from '../stores/language.ts';
import type { Messages } from './en.ts';
import type { RouteName } from '../routes/routes.ts';

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

/** A feature's texts in one language: a module that only the screens of that language load. */
export type FeatureBundles = Readonly<Record<Language, () => Promise<object>>>;

const features = new Map<string, FeatureBundles>();
const loading = new Map<string, Promise<void>>();

/** The feature's texts in `language`, added under `key.` once i18next is initialised (init replaces its store). */
function loadFeature(key: string, language: Language): Promise<void> {
  const id = `${key} ${language}`;
  let done = loading.get(id);
  if (done === undefined) {
    const bundles = features.get(key);
    if (bundles === undefined) throw new Error(`no texts registered under ${key}`);
    done = bundles[language]().then((bundle) => {
      const add = () => i18next.addResourceBundle(language, 'translation', { [key]: bundle }, true, true);
      if (i18next.isInitialized) add();
      else i18next.on('initialized', add);
    });
    // A failed load (the network dropped) is tried again by the next screen that needs it.
    done.catch(() => loading.delete(id));
    loading.set(id, done);
  }
  return done;
}

/**
 * Adds a feature's texts under `key.` in the page's language. A feature's texts travel in chunks of their own, one per
 * language, and a page loads its own language's only (docs/architecture.md#budgets). Each feature's messages.ts calls
 * this at module level and every screen of the feature imports that module, so the load starts as soon as the screen's
 * code is in; the screen loaders (app/screens.ts) and the lazily loaded parts (`lazyWithTexts`) then wait for it
 * (`featureTextsReady`) before anything renders. (Not a top-level await in messages.ts: with one in the build, Rolldown
 * turns off its chunk merging for the whole portal, which cost the homes 0.6 KiB and added 17 chunks.) The page's
 * language is fixed for its life (changing it reloads, docs/product/states.md); what changes i18next's language in
 * place (the DOM tests) calls `loadFeatureMessages` first. The first screen's module may load before i18next is
 * initialised (main.tsx loads both at once), so the texts wait for the initialisation then.
 */
export function registerFeatureMessages(key: string, bundles: FeatureBundles): void {
  features.set(key, bundles);
  // A failure shows where the texts are awaited (featureTextsReady), which also tries again.
  loadFeature(key, getLanguage()).catch(() => undefined);
}

/** Every registered feature's texts in `language`, before i18next switches to it in place. */
export async function loadFeatureMessages(language: Language): Promise<void> {
  await Promise.all([...features.keys()].map((key) => loadFeature(key, language)));
}

/** Settles once the texts of every feature whose module has loaded are in, in the page's language (a failed load tried again). */
export function featureTextsReady(): Promise<void> {
  return loadFeatureMessages(getLanguage());
}

/** Counts the residents' "Try again" presses (retryFailedLoads): a part that failed to load before the last one loads again. */
let loadAttempt = 0;

/**
 * Lets every part whose code failed to load (the server gone, the network down) try again the next time it renders:
 * React's `lazy` keeps a failure for good, so without this a "Try again" would show the same failure
 * (app/LoadFailure.tsx, docs/architecture.md "When code fails to load").
 */
export function retryFailedLoads(): void {
  loadAttempt += 1;
}

/**
 * React's `lazy` for a part of a screen that loads on its own (a dialog, a sheet, the rest of the home): its module
 * may bring a feature's texts, which it waits for before it renders. The portal's only `lazy` (lint keeps it so).
 * A failed load reaches the nearest error boundary (app/LoadFailure.tsx); after retryFailedLoads it is tried again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as React's own `lazy`
export function lazyWithTexts<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): ComponentType<ComponentProps<T>> {
  let failedAt: number | null = null;
  const start = (): LazyExoticComponent<T> =>
    lazy(() =>
      load()
        .then(async (module) => {
          await featureTextsReady();
          return module;
        })
        .catch((error: unknown) => {
          failedAt = loadAttempt;
          throw error;
        }),
    );
  let current = start();
  function Retrying(props: ComponentProps<T>) {
    if (failedAt !== null && loadAttempt > failedAt) {
      failedAt = null;
      current = start();
    }
    return createElement(current, props);
  }
  return Retrying;
}

// Every route has a translated title: a route added to the map without one fails typecheck here.
export type RouteTitlesComplete = Messages['common']['routes'] extends Record<RouteName, string> ? true : never;
export const routeTitlesComplete: RouteTitlesComplete = true;
