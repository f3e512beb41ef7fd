import { useSyncExternalStore } from 'react';
import i18next from 'i18next';
import type { TFunction } from 'i18next';

function subscribe(onChange: () => void): () => void {
  i18next.on('languageChanged', onChange);
  return () => i18next.off('languageChanged', onChange);
}

// One translate function per language, the same object while the language stays: a component that passes `t` to a
// memo or an effect runs it again only when the language changes.
let fixed: { readonly language: string; readonly t: TFunction } | undefined;
function currentT(): TFunction {
  const language = i18next.language;
  if (fixed?.language !== language) fixed = { language, t: i18next.getFixedT(language) };
  return fixed.t;
}

/**
 * The active language's translate function for a component, which renders again when the language changes
 * (i18next's `languageChanged`). What the portal used of react-i18next's hook, without its per-component listener and
 * loading state: i18next is initialised with the first language's texts before the first render (main.tsx), and a
 * feature's texts are registered when its module loads, before its screens render (registerFeatureMessages).
 */
export function useTranslation(): { readonly t: TFunction } {
  return { t: useSyncExternalStore(subscribe, currentT, currentT) };
}
