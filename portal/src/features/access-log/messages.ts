import { registerFeatureMessages } from '../../i18n/index.ts';
import { en } from './i18n/en.ts';
import { zhHant } from './i18n/zh-Hant.ts';
import { pt } from './i18n/pt.ts';

/**
 * These texts travel with the access-log screen's chunk, not the start bundle (docs/architecture.md#budgets home
 * budget): the screen imports this module, which adds them under `accessLog.` before rendering.
 */
export const accessLogMessages = { en, 'zh-Hant': zhHant, pt } as const;

registerFeatureMessages('accessLog', accessLogMessages);
