import { registerFeatureMessages } from '../../i18n/index.ts';
import { en } from './i18n/en.ts';
import { zhHant } from './i18n/zh-Hant.ts';
import { pt } from './i18n/pt.ts';

/** Texts of the scan, hand-off, scan-result and consent screens, loaded with them (docs/architecture.md#budgets). */
export const qrMessages = { en, 'zh-Hant': zhHant, pt } as const;

registerFeatureMessages('qr', qrMessages);
