import i18next from 'i18next';
import { en } from './i18n/en.ts';
import { zhHant } from './i18n/zh-Hant.ts';
import { pt } from './i18n/pt.ts';

/** Travels with the export screen's chunk (docs/architecture.md#budgets), added under `exportRecord.` before it renders. */
export const exportMessages = { en, 'zh-Hant': zhHant, pt } as const;

function register(): void {
  for (const [language, bundle] of Object.entries(exportMessages)) {
    i18next.addResourceBundle(language, 'translation', { exportRecord: bundle }, true, true);
  }
}

// The app initialises i18next before any screen loads; tests may import a screen first.
if (i18next.isInitialized) register();
else i18next.on('initialized', register);
