import { themeNames, themes, type ColorRole, type Theme, type ThemeName } from './tokens.ts';

/** WCAG 2.2 relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const c = Number.parseInt(part, 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export interface ContrastPair {
  readonly foreground: ColorRole;
  readonly background: ColorRole;
  /** 4.5 for text (WCAG 1.4.3), 3 for focus rings and input borders (WCAG 1.4.11). */
  readonly minimum: number;
}

const surfaces = ['surface', 'surface-raised', 'surface-sunken'] as const satisfies readonly ColorRole[];
const fills = [
  'primary', 'success', 'warning', 'danger', 'info',
  'reading-low', 'reading-borderline', 'reading-normal', 'reading-high',
] as const satisfies readonly ColorRole[];

/** Every pairing the components render; the build fails when one falls short in any theme. */
export const contrastPairs: readonly ContrastPair[] = [
  ...surfaces.flatMap((background) => [
    { foreground: 'text', background, minimum: 4.5 } as const,
    { foreground: 'text-muted', background, minimum: 4.5 } as const,
  ]),
  ...fills.flatMap((fill) => [
    { foreground: `${fill}-foreground`, background: fill, minimum: 4.5 } as const,
    { foreground: fill, background: 'surface', minimum: 4.5 } as const,
    { foreground: fill, background: 'surface-raised', minimum: 4.5 } as const,
  ]),
  { foreground: 'secondary-foreground', background: 'secondary', minimum: 4.5 },
  { foreground: 'primary-foreground', background: 'primary-hover', minimum: 4.5 },
  { foreground: 'primary-foreground', background: 'primary-active', minimum: 4.5 },
  { foreground: 'focus', background: 'surface', minimum: 3 },
  { foreground: 'focus', background: 'surface-raised', minimum: 3 },
  { foreground: 'border-strong', background: 'surface', minimum: 3 },
  { foreground: 'border-strong', background: 'surface-raised', minimum: 3 },
];

export interface ContrastFailure extends ContrastPair {
  readonly theme: ThemeName;
  readonly ratio: number;
}

/** The check of the tokens build, also run on a rebranded theme set (`brand` command) before it is written. */
export function contrastFailures(themeSet: Readonly<Record<ThemeName, Theme>> = themes): ContrastFailure[] {
  return themeNames.flatMap((theme) =>
    contrastPairs
      .map((pair) => ({ ...pair, theme, ratio: contrastRatio(themeSet[theme][pair.foreground], themeSet[theme][pair.background]) }))
      .filter((result) => result.ratio < result.minimum),
  );
}
