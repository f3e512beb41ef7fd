/**
 * Story text in the three languages of the Language toolbar (stories/.storybook/preview.tsx).
 * `inEachLanguage(make)` gives a meta or story its English `args` and, as `parameters.localeArgs`, the
 * zh-Hant and Portuguese ones the toolbar swaps in: one function writes all three, so none is forgotten.
 */
export type Language = 'en' | 'zh-Hant' | 'pt';

export function inEachLanguage<A extends object>(make: (language: Language) => A) {
  return { args: make('en'), parameters: { localeArgs: { 'zh-Hant': make('zh-Hant'), pt: make('pt') } } };
}

/** The story's language from its globals (a render function's second argument), for stories drawn by `render`. */
export function languageOf(globals: { locale?: unknown }): Language {
  return globals.locale === 'zh-Hant' || globals.locale === 'pt' ? globals.locale : 'en';
}
