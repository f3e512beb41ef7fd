import { registerFeatureMessages } from '../../../i18n/index.ts';
import '../readings/messages.ts';

/**
 * The `trends.` texts (and the readings texts the trend screens share), in the page's language only: every trend
 * screen imports this module, and the screen loaders wait for them (registerFeatureMessages, docs/architecture.md#budgets).
 */
registerFeatureMessages('trends', {
  en: () => import('./i18n/en.ts').then((m) => m.en),
  'zh-Hant': () => import('./i18n/zh-Hant.ts').then((m) => m.zhHant),
  pt: () => import('./i18n/pt.ts').then((m) => m.pt),
});
