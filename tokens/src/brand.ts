import { contrastFailures, contrastRatio, type ContrastFailure } from './contrast.ts';
import { cssVar } from './css.ts';
import { neutral, themeNames, themes, type ColorRole, type Theme, type ThemeName } from './tokens.ts';

/**
 * Rebranding for an app that adopts the design system: from one brand colour, the brand roles of all
 * three themes (primary with its hover, active and focus, secondary), checked with the tokens build's own
 * contrast pairs (contrast.ts) against the shipped surfaces, text and status colours. A colour that
 * cannot make an AA theme is refused with the failing pairs, never written.
 */

const brandRoles = [
  'primary', 'primary-foreground', 'primary-hover', 'primary-active', 'secondary', 'secondary-foreground', 'focus',
] as const satisfies readonly ColorRole[];
type BrandRoles = Record<(typeof brandRoles)[number], string>;

// OKLCH: steps of equal perceived lightness, so a scale from any hue looks even (sRGB mixing does not).
type Rgb = [number, number, number];
const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const fromLinear = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!match) throw new Error(`Not a colour in #rrggbb form: ${hex}`);
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16) / 255) as Rgb;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(Math.min(1, Math.max(0, c)) * 255).toString(16).padStart(2, '0')).join('')}`;
}

function rgbToOklch(rgb: Rgb): [number, number, number] {
  const [r, g, b] = rgb.map(toLinear) as Rgb;
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const a = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const bb = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  return [L, Math.hypot(a, bb), Math.atan2(bb, a)];
}

function oklchToRgb(L: number, C: number, h: number): Rgb {
  const a = C * Math.cos(h);
  const b = C * Math.sin(h);
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ].map(fromLinear) as Rgb;
}

/** The colour at lightness L with the brand's hue, chroma reduced until it fits sRGB. */
function atLightness(hex: string, L: number): string {
  const [, C, h] = rgbToOklch(parseHex(hex));
  for (let chroma = C; chroma > 0; chroma -= 0.005) {
    const rgb = oklchToRgb(L, chroma, h);
    if (rgb.every((c) => c >= -0.0005 && c <= 1.0005)) return toHex(rgb);
  }
  return toHex(oklchToRgb(L, 0, h));
}

/** A 50-950 scale around the brand colour (the same steps as the shipped `brand` palette). */
const scaleLightness = { 50: 0.97, 100: 0.93, 200: 0.87, 300: 0.8, 400: 0.73, 500: 0.66, 600: 0.59, 700: 0.51, 800: 0.44, 900: 0.37, 950: 0.26 } as const;
type Step = keyof typeof scaleLightness;

export function brandScale(hex: string): Record<Step, string> {
  return Object.fromEntries(
    Object.entries(scaleLightness).map(([step, L]) => [step, atLightness(hex, L)]),
  ) as unknown as Record<Step, string>;
}

/** The first colour of `candidates` for which every condition holds, else the last one (the check reports it). */
function firstPassing(candidates: readonly string[], ok: (colour: string) => boolean): string {
  return candidates.find(ok) ?? candidates.at(-1)!;
}

function brandRolesFor(hex: string): Record<ThemeName, BrandRoles> {
  const primary = toHex(parseHex(hex));
  const scale = brandScale(primary);
  const [L, , ] = rgbToOklch(parseHex(primary));
  // Light: the brand colour itself is the fill; hover and active are darker by perceived steps.
  const light: BrandRoles = {
    primary,
    'primary-foreground': neutral[0],
    'primary-hover': atLightness(primary, Math.max(0.2, L - 0.07)),
    'primary-active': atLightness(primary, Math.max(0.16, L - 0.13)),
    secondary: scale[50],
    'secondary-foreground': scale[950],
    focus: primary,
  };
  // Dark: a light step that reads on the dark surfaces and carries the darkest step as its text.
  const darkSurfaces = [themes.dark.surface, themes.dark['surface-raised']];
  const readsOnDark = (c: string) => darkSurfaces.every((s) => contrastRatio(c, s) >= 4.5) && contrastRatio(scale[950], c) >= 4.5;
  const darkPrimary = firstPassing([scale[400], scale[300], scale[200]], readsOnDark);
  const [darkL] = rgbToOklch(parseHex(darkPrimary));
  const dark: BrandRoles = {
    primary: darkPrimary,
    'primary-foreground': scale[950],
    'primary-hover': atLightness(primary, Math.min(0.95, darkL + 0.07)),
    'primary-active': atLightness(primary, Math.min(0.97, darkL + 0.13)),
    secondary: scale[900],
    'secondary-foreground': scale[50],
    focus: firstPassing([scale[300], scale[200], scale[100]], (c) => darkSurfaces.every((s) => contrastRatio(c, s) >= 3)),
  };
  // High contrast: the darkest step with white text, black on hover and press, AAA text kept.
  const contrast: BrandRoles = {
    primary: scale[950],
    'primary-foreground': neutral[0],
    'primary-hover': neutral[1000],
    'primary-active': neutral[1000],
    secondary: themes.contrast.secondary,
    'secondary-foreground': themes.contrast['secondary-foreground'],
    focus: scale[950],
  };
  return { light, dark, contrast };
}

export interface BrandTheme {
  /** The colour asked for, as #rrggbb. */
  readonly requested: string;
  /** The colour the theme is built on: the requested one, or the adjusted one with `adjust`. */
  readonly brand: string;
  readonly themes: Readonly<Record<ThemeName, Theme>>;
  /** Empty when every pair of the tokens build meets its minimum in every theme. */
  readonly failures: readonly ContrastFailure[];
}

function buildWith(hex: string): Pick<BrandTheme, 'themes' | 'failures'> {
  const roles = brandRolesFor(hex);
  const themeSet = Object.fromEntries(themeNames.map((name) => [name, { ...themes[name], ...roles[name] }])) as Record<ThemeName, Theme>;
  return { themes: themeSet, failures: contrastFailures(themeSet) };
}

/**
 * The three themes for `hex`. With `adjust`, a colour that fails is darkened (same hue) to the lightest
 * shade that passes every pair, so a yellow brand gets a dark gold rather than an unreadable button.
 */
export function brandTheme(hex: string, options: { adjust?: boolean } = {}): BrandTheme {
  const requested = toHex(parseHex(hex));
  const first = buildWith(requested);
  if (first.failures.length === 0 || !options.adjust) return { requested, brand: requested, ...first };
  const [L] = rgbToOklch(parseHex(requested));
  for (let next = L - 0.01; next > 0.1; next -= 0.01) {
    const candidate = atLightness(requested, next);
    const attempt = buildWith(candidate);
    if (attempt.failures.length === 0) return { requested, brand: candidate, ...attempt };
  }
  return { requested, brand: requested, ...first };
}

export function describeFailures(failures: readonly ContrastFailure[]): string {
  return failures
    .map((f) => `${f.theme}: ${f.foreground} on ${f.background} is ${f.ratio.toFixed(2)}:1 (needs ${f.minimum}:1)`)
    .join('\n');
}

/** The stylesheet to load after the design system's: brand roles for light (:root), dark and high contrast. */
export function brandCss(theme: BrandTheme): string {
  const roles = (name: ThemeName) => brandRoles.map((role) => `  ${cssVar.color(role)}: ${theme.themes[name][role]};`).join('\n');
  const note = theme.brand === theme.requested ? '' : ` (adjusted from ${theme.requested} to pass contrast)`;
  return [
    `/* Brand ${theme.brand}${note}: generated by \`macao-phr-tokens brand\`; every pair of the tokens build meets WCAG AA. */`,
    `:root,\n[data-theme="light"] {\n${roles('light')}\n}`,
    `[data-theme="dark"] {\n${roles('dark')}\n}`,
    `[data-theme="contrast"] {\n${roles('contrast')}\n}`,
    '',
  ].join('\n');
}
