import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { featureTextsReady, initI18n, loadFeatureMessages, registerFeatureMessages, type FeatureBundles } from './index.ts';
import { messages as pt } from './pt.ts';
import { storedLanguage } from '../stores/language.ts';

/** A feature's three bundles that note which language was asked for; the first `failures` loads of each fail. */
function probe(texts: Record<'en' | 'zh-Hant' | 'pt', string>, failures = 0) {
  const asked: string[] = [];
  let failed = 0;
  const bundle = (language: keyof typeof texts) => () => {
    asked.push(language);
    if (failed < failures) {
      failed += 1;
      return Promise.reject(new Error('offline'));
    }
    return Promise.resolve({ greeting: texts[language] });
  };
  const bundles: FeatureBundles = { en: bundle('en'), 'zh-Hant': bundle('zh-Hant'), pt: bundle('pt') };
  return { bundles, asked };
}

// One i18next for the file, as in the portal: the page's language is Portuguese.
describe('a feature’s texts, in the page’s language only', () => {
  it('loads only the page’s language, and adds it once i18next is initialised when it was not yet', async () => {
    storedLanguage.set('pt');
    const early = probe({ en: 'Hello', 'zh-Hant': '你好', pt: 'Olá' });
    registerFeatureMessages('early', early.bundles);
    // Loading starts with the registration: what the screen loaders wait for.
    expect(early.asked).toEqual(['pt']);
    await featureTextsReady();
    expect(i18next.isInitialized).not.toBe(true);

    await initI18n('pt', pt);
    expect(i18next.t('early.greeting')).toBe('Olá');
    expect(i18next.exists('early.greeting', { lng: 'en' })).toBe(false);
  });

  it('loads a feature registered after the start in the page’s language too, and another language only when asked', async () => {
    const late = probe({ en: 'Bye', 'zh-Hant': '再見', pt: 'Adeus' });
    registerFeatureMessages('late', late.bundles);
    await featureTextsReady();
    expect(i18next.t('late.greeting')).toBe('Adeus');

    // What changes the language in place (the DOM tests) loads every registered feature in the new one first.
    await loadFeatureMessages('en');
    expect(late.asked).toEqual(['pt', 'en']);
    expect(i18next.t('late.greeting', { lng: 'en' })).toBe('Bye');
    expect(i18next.t('early.greeting', { lng: 'en' })).toBe('Hello');
    // Loaded once: asking again fetches nothing.
    await loadFeatureMessages('en');
    expect(late.asked).toEqual(['pt', 'en']);
  });

  it('tries a load that failed again the next time it is needed', async () => {
    const flaky = probe({ en: 'Again', 'zh-Hant': '再來', pt: 'De novo' }, 1);
    registerFeatureMessages('flaky', flaky.bundles);
    // The screen's loader sees the failure (and the screen shows its error), then the next try loads them.
    await expect(featureTextsReady()).rejects.toThrow('offline');
    expect(i18next.exists('flaky.greeting')).toBe(false);
    await featureTextsReady();
    expect(flaky.asked).toEqual(['pt', 'pt']);
    expect(i18next.t('flaky.greeting')).toBe('De novo');
  });
});
