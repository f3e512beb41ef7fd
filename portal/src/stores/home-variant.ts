import { persistentAtom } from '@nanostores/persistent';

/**
 * docs/product/routes.md "further mobile entries: traditional home, easy home". /mob/home shows the variant the
 * resident chose in settings (kept in local storage); traditional is the default.
 */
export const HOME_VARIANTS = ['traditional', 'easy'] as const;
export type HomeVariant = (typeof HOME_VARIANTS)[number];

export function isHomeVariant(value: unknown): value is HomeVariant {
  return typeof value === 'string' && (HOME_VARIANTS as readonly string[]).includes(value);
}

export const $homeVariant = persistentAtom<HomeVariant>('mhp:homeVariant', 'traditional', {
  encode: (value) => value,
  decode: (value) => (isHomeVariant(value) ? value : 'traditional'),
});

export function setHomeVariant(variant: HomeVariant): void {
  $homeVariant.set(variant);
}
