import i18next from 'i18next';
import { en } from './i18n/en.ts';
import { zhHant } from './i18n/zh-Hant.ts';
import { pt } from './i18n/pt.ts';
import '../readings/messages.ts';

/**
 * These texts travel with the trend screens' chunk, not the start bundle (docs/architecture.md#budgets home budget):
 * every trend screen imports this module, which adds them under `trends.` (and the readings texts the
 * screens share) before it renders.
 */
export const trendsMessages = { en, 'zh-Hant': zhHant, pt } as const;

export function registerTrendsMessages(): void {
  for (const [language, bundle] of Object.entries(trendsMessages)) {
    i18next.addResourceBundle(language, 'translation', { trends: bundle }, true, true);
  }
}

// i18next has no resource store before init (tests import screens first); add them once it starts.
if (i18next.isInitialized) registerTrendsMessages();
else i18next.on('initialized', registerTrendsMessages);
