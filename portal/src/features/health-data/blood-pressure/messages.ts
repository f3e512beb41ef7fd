import { registerFeatureMessages } from '../../../i18n/index.ts';

/**
 * The `bloodPressure.` texts, in the page's language only, for the screens that use them (the blood-pressure screens,
 * the health data home, trends and tips, the readings' pages): each imports this module, and the screen loaders wait
 * for them (registerFeatureMessages, docs/architecture.md#budgets).
 */
registerFeatureMessages('bloodPressure', {
  en: () => import('./i18n/en.ts').then((m) => m.en),
  'zh-Hant': () => import('./i18n/zh-Hant.ts').then((m) => m.zhHant),
  pt: () => import('./i18n/pt.ts').then((m) => m.pt),
});
