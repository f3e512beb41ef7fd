import { registerFeatureMessages } from '../../i18n/index.ts';
import { en } from './i18n/en.ts';
import { zhHant } from './i18n/zh-Hant.ts';
import { pt } from './i18n/pt.ts';

/**
 * These texts travel with the catalogue screens chunk, not the start bundle (docs/architecture.md#budgets home
 * budget): every screen here imports this module, which adds them under `catalogue.` before rendering.
 */
export const catalogueMessages = { en, 'zh-Hant': zhHant, pt } as const;

registerFeatureMessages('catalogue', catalogueMessages);
