import { registerFeatureMessages } from '../../../i18n/index.ts';
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

registerFeatureMessages('trends', trendsMessages);
