import { registerFeatureMessages } from '../../i18n/index.ts';
import { en } from './i18n/en.ts';
import { zhHant } from './i18n/zh-Hant.ts';
import { pt } from './i18n/pt.ts';

/**
 * These texts travel with these screens' chunk, not the start bundle (docs/architecture.md#budgets home
 * budget): every screen here imports this module, which adds them under `pages.` before rendering.
 */
export const pagesMessages = { en, 'zh-Hant': zhHant, pt } as const;

registerFeatureMessages('pages', pagesMessages);
