import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { $profile } from './session.ts';

/**
 * The colour theme (docs/product/states.md settings): light, dark, high contrast, or "as my device" (the default). Saved
 * with the resident's settings on the server and read at sign-in (features/settings/saved-theme.ts), so it follows
 * them to another browser; remembered here per resident, by user name, so that every page load paints it at once and
 * another resident here keeps their own; signed out, the page keeps the device's last choice (`$lastTheme`). "As my device" sets no data-theme at all: tokens.css then follows prefers-color-scheme,
 * prefers-contrast and forced-colors by media queries, so the first paint is right without any script.
 */
export const THEME_CHOICES = ['device', 'light', 'dark', 'contrast'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);
}

/** User name -> their choice; a resident who never chose is absent (as my device). */
export const $themes = persistentAtom<Record<string, ThemeChoice>>('mhp:themes', {}, {
  encode: JSON.stringify,
  // Whatever else is stored there (an older or hand-edited value) counts as no choice.
  decode: (raw: string): Record<string, ThemeChoice> => {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed !== 'object' || parsed === null) return {};
      return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, ThemeChoice] => isThemeChoice(entry[1])));
    } catch {
      return {};
    }
  },
});

/** The theme last chosen, or read from a resident's settings, on this device: what a signed-out page shows. */
export const $lastTheme = persistentAtom<ThemeChoice>('mhp:lastTheme', 'device', {
  encode: (choice) => choice,
  decode: (raw) => (isThemeChoice(raw) ? raw : 'device'),
});

export const $theme = computed([$profile, $themes, $lastTheme], (profile, themes, last): ThemeChoice => (profile ? (themes[profile.username] ?? 'device') : last));

export function setTheme(choice: ThemeChoice): void {
  const profile = $profile.get();
  if (!profile) return;
  const { [profile.username]: _old, ...others } = $themes.get();
  $themes.set(choice === 'device' ? others : { ...others, [profile.username]: choice });
  $lastTheme.set(choice);
}

export function applyTheme(choice: ThemeChoice, root: HTMLElement = document.documentElement): void {
  if (choice === 'device') delete root.dataset.theme;
  else root.dataset.theme = choice;
}

/**
 * Called first thing by main.tsx (before the first render): the signed-in resident's choice goes on <html> at once,
 * and follows sign-in, sign-out and a change made in another tab from then on.
 */
export function startTheme(): void {
  applyTheme($theme.get());
  $theme.subscribe((choice) => applyTheme(choice));
}
