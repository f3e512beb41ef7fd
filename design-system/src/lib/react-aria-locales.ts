/**
 * The locales whose built-in strings (field and calendar labels a screen reader reads: "start date", "empty",
 * "previous") react-aria should keep, for a portal in Traditional Chinese, English and Portuguese as Macao writes
 * them. For a build plugin (`@react-aria/optimize-locales-plugin`), which drops the strings of every other locale
 * from the bundle.
 *
 * This is more than size: react-aria picks strings for a locale it has no exact entry for by language, taking the
 * first it lists. For Macao's locales that is zh-CN for `zh-Hant-MO` (simplified characters: 日历, 结束日期) and
 * pt-BR for `pt-MO` (Brazil's wording). Keeping only zh-TW and pt-PT makes them the ones chosen.
 */
export const reactAriaLocales: readonly string[] = ['en-US', 'zh-TW', 'pt-PT'];
