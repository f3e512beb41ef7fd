import { registerFeatureMessages } from '../../../i18n/index.ts';
import { en } from './i18n/en.ts';
import { zhHant } from './i18n/zh-Hant.ts';
import { pt } from './i18n/pt.ts';

/**
 * Travels with the screens that use `bloodPressure.` texts (the blood-pressure screens, the health data home,
 * trends and tips, the readings' pages), not in every page's first language bundle (docs/architecture.md#budgets).
 */
export const bloodPressureMessages = { en, 'zh-Hant': zhHant, pt } as const;

registerFeatureMessages('bloodPressure', bloodPressureMessages);
