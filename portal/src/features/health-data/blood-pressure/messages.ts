import i18next from 'i18next';
import { en } from './i18n/en.ts';
import { zhHant } from './i18n/zh-Hant.ts';
import { pt } from './i18n/pt.ts';

/**
 * Travels with the screens that use `bloodPressure.` texts (the blood-pressure screens, the health data home,
 * trends and tips, the readings' pages), not in every page's first language bundle (docs/architecture.md#budgets).
 */
export const bloodPressureMessages = { en, 'zh-Hant': zhHant, pt } as const;

function register(): void {
  for (const [language, bundle] of Object.entries(bloodPressureMessages)) {
    i18next.addResourceBundle(language, 'translation', { bloodPressure: bundle }, true, true);
  }
}

// The app initialises i18next before any screen loads; tests may import a screen first.
if (i18next.isInitialized) register();
else i18next.on('initialized', register);
