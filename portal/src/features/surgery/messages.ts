import { registerFeatureMessages } from '../../i18n/index.ts';
import { en } from './i18n/en.ts';
import { zhHant } from './i18n/zh-Hant.ts';
import { pt } from './i18n/pt.ts';

/** Travels with the surgery record screen's chunk (docs/architecture.md#budgets), added under `surgery.` before it renders. */
export const surgeryMessages = { en, 'zh-Hant': zhHant, pt } as const;

registerFeatureMessages('surgery', surgeryMessages);
