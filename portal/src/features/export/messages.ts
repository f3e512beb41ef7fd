import { registerFeatureMessages } from '../../i18n/index.ts';
import { en } from './i18n/en.ts';
import { zhHant } from './i18n/zh-Hant.ts';
import { pt } from './i18n/pt.ts';

/** Travels with the export screen's chunk (docs/architecture.md#budgets), added under `exportRecord.` before it renders. */
export const exportMessages = { en, 'zh-Hant': zhHant, pt } as const;

registerFeatureMessages('exportRecord', exportMessages);
