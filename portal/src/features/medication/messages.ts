import { registerFeatureMessages } from '../../i18n/index.ts';
import { en } from './i18n/en.ts';
import { zhHant } from './i18n/zh-Hant.ts';
import { pt } from './i18n/pt.ts';

/** Travels with the prescription screens' chunk (docs/architecture.md#budgets), added under `medication.` before they render. */
export const medicationMessages = { en, 'zh-Hant': zhHant, pt } as const;

registerFeatureMessages('medication', medicationMessages);
