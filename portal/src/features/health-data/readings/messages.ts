import { registerFeatureMessages } from '../../../i18n/index.ts';
import { en } from './i18n/en.ts';
import { zhHant } from './i18n/zh-Hant.ts';
import { pt } from './i18n/pt.ts';

/**
 * These texts travel with the screens' chunk, not the start bundle (docs/architecture.md#budgets home budget): every
 * screen of the slice imports this module, which adds them under `readings.` before it renders.
 */
export const readingsMessages = { en, 'zh-Hant': zhHant, pt } as const;

registerFeatureMessages('readings', readingsMessages);
