import i18next from 'i18next';
import { en } from './i18n/en.ts';
import { zhHant } from './i18n/zh-Hant.ts';
import { pt } from './i18n/pt.ts';

/**
 * These texts travel with the screens' chunk, not the start bundle (docs/architecture.md#budgets home budget): every
 * screen of the slice imports this module, which adds them under `readings.` before it renders.
 */
export const readingsMessages = { en, 'zh-Hant': zhHant, pt } as const;

export function registerReadingsMessages(): void {
  for (const [language, bundle] of Object.entries(readingsMessages)) {
    i18next.addResourceBundle(language, 'translation', { readings: bundle }, true, true);
  }
}

// i18next has no resource store before init (tests import screens first); add them once it starts.
if (i18next.isInitialized) registerReadingsMessages();
else i18next.on('initialized', registerReadingsMessages);
