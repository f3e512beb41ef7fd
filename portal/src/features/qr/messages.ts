import i18next from 'i18next';
import { en } from './i18n/en.ts';
import { zhHant } from './i18n/zh-Hant.ts';
import { pt } from './i18n/pt.ts';

/** Texts of the scan, hand-off, scan-result and consent screens, loaded with them (docs/architecture.md#budgets). */
export const qrMessages = { en, 'zh-Hant': zhHant, pt } as const;

function register(): void {
  for (const [language, bundle] of Object.entries(qrMessages)) {
    i18next.addResourceBundle(language, 'translation', { qr: bundle }, true, true);
  }
}

if (i18next.isInitialized) register();
else i18next.on('initialized', register);
