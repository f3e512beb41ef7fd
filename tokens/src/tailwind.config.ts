import { colorRoles, elevation, fontFamily, fontSize, fontWeight, motion, radius, spacing, zIndex } from './tokens.ts';
import { cssVar } from './css.ts';

/**
 * The Tailwind preset of the tokens: Tailwind's theme generated from the token data, so every utility
 * resolves to a CSS variable of tokens.css and a theme switch (data-theme) restyles everything without
 * new classes. `colors`, `spacing`, `borderRadius` and friends replace Tailwind's defaults rather than
 * extend them, so raw palette utilities such as `bg-green-600` do not exist (colours come from roles).
 *
 * Tailwind v4 loads it from CSS: `@config "@macao-phr/tokens/tailwind";` (the design system's stylesheets
 * do, and so can an app's own). Tailwind v4 ignores `content`: CSS entries list their sources with `@source`.
 * No import of tailwindcss here, so the published declarations need no Tailwind types.
 */
const mapKeys = <K extends string>(keys: readonly K[], toVar: (key: K) => string): Record<K, string> =>
  Object.fromEntries(keys.map((key) => [key, `var(${toVar(key)})`])) as Record<K, string>;

const keysOf = <T extends object>(record: T): Array<Extract<keyof T, string>> =>
  Object.keys(record) as Array<Extract<keyof T, string>>;

export const tailwindPreset = {
  content: [] as string[],
  theme: {
    colors: {
      transparent: 'transparent',
      current: 'currentColor',
      inherit: 'inherit',
      ...mapKeys(colorRoles, cssVar.color),
    },
    spacing: mapKeys(keysOf(spacing).map(String), cssVar.space),
    borderRadius: mapKeys(keysOf(radius), cssVar.radius),
    fontFamily: mapKeys(keysOf(fontFamily), cssVar.font),
    fontSize: Object.fromEntries(
      keysOf(fontSize).map((key) => [key, [`var(${cssVar.text(key)})`, { lineHeight: `var(${cssVar.leading(key)})` }]]),
    ),
    fontWeight: { ...mapKeys(keysOf(fontWeight), cssVar.weight), normal: `var(${cssVar.weight('regular')})` },
    boxShadow: mapKeys(keysOf(elevation), cssVar.shadow),
    zIndex: { ...mapKeys(keysOf(zIndex), cssVar.z), auto: 'auto' },
    transitionDuration: { ...mapKeys(keysOf(motion.duration), cssVar.duration), DEFAULT: `var(${cssVar.duration('normal')})` },
    transitionTimingFunction: { ...mapKeys(keysOf(motion.easing), cssVar.ease), DEFAULT: `var(${cssVar.ease('standard')})` },
  },
};

// Tailwind's @config takes the module's default export.
export default tailwindPreset;
