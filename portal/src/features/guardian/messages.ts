import { registerFeatureMessages } from '../../i18n/index.ts';
import { en } from './i18n/en.ts';
import { zhHant } from './i18n/zh-Hant.ts';
import { pt } from './i18n/pt.ts';

/** Texts of the guardian screens and the acting-for banner, loaded with them (docs/architecture.md#budgets home budget). */
export const guardianMessages = { en, 'zh-Hant': zhHant, pt } as const;

registerFeatureMessages('guardian', guardianMessages);
