import i18next from 'i18next';
import { en } from './i18n/en.ts';
import { zhHant } from './i18n/zh-Hant.ts';
import { pt } from './i18n/pt.ts';

/**
 * These texts travel with the access-log screen's chunk, not the start bundle (docs/architecture.md#budgets home
 * budget): the screen imports this module, which adds them under `accessLog.` before rendering.
 */
export const accessLogMessages = { en, 'zh-Hant': zhHant, pt } as const;

function register(): void {
  for (const [language, bundle] of Object.entries(accessLogMessages)) {
    i18next.addResourceBundle(language, 'translation', { accessLog: bundle }, true, true);
  }
}

// The app initialises i18next before any screen loads; tests may import a screen first.
if (i18next.isInitialized) register();
else i18next.on('initialized', register);
