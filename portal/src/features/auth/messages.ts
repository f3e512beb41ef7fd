import { registerFeatureMessages } from '../../i18n/index.ts';

/**
 * The `auth.` texts (sign-in, its code flow, the government-entity sign-in, the idle warning), in the page's language
 * only: every screen or part that shows them imports this module, and the screen loaders wait for them
 * (registerFeatureMessages, docs/architecture.md#budgets). Not in the first bundle: only the sign-in pages draw them
 * on their first paint, and the homes, maintenance and the shared-picture viewers fetched them for nothing.
 */
registerFeatureMessages('auth', {
  en: () => import('./i18n/en.ts').then((m) => m.en),
  'zh-Hant': () => import('./i18n/zh-Hant.ts').then((m) => m.zhHant),
  pt: () => import('./i18n/pt.ts').then((m) => m.pt),
});
