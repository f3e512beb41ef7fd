import { registerFeatureMessages } from '../../i18n/index.ts';

/**
 * The `notices.` texts, in the page's language only: every screen that shows them imports this module, and the screen
 * loaders wait for them (registerFeatureMessages, docs/architecture.md#budgets).
 */
registerFeatureMessages('notices', {
  en: () => import('./i18n/en.ts').then((m) => m.en),
  'zh-Hant': () => import('./i18n/zh-Hant.ts').then((m) => m.zhHant),
  pt: () => import('./i18n/pt.ts').then((m) => m.pt),
});
