/**
 * Design tokens as data (STYLE 7): a palette tier and a semantic tier. Components only ever use the
 * semantic roles; light, dark and high-contrast are values of those roles and nothing else changes.
 * Every colour literal of the product lives in this file (lint forbids them elsewhere).
 */

/** Brand scale built around the Macao health brand colour #13A07D (step 600). */
export const brand = {
  50: '#ebfaf5',
  100: '#cff3e6',
  200: '#a1e6d0',
  300: '#67d3b4',
  400: '#34be98',
  500: '#1cb08a',
  600: '#13a07d',
  700: '#0e7f64',
  800: '#0f6551',
  900: '#0f5343',
  950: '#052f26',
} as const;

/** Neutrals with a faint green cast so greys sit well beside the brand. */
export const neutral = {
  0: '#ffffff',
  50: '#f7f9f9',
  100: '#eef2f1',
  200: '#dde3e1',
  300: '#c3ccc9',
  400: '#97a3a0',
  500: '#6b7875',
  600: '#525e5b',
  700: '#3d4745',
  800: '#283130',
  900: '#1a2120',
  950: '#0e1413',
  1000: '#000000',
} as const;

/** Status hues: only the steps the themes need (dark steps for light surfaces and the reverse). */
export const status = {
  green: { 300: '#6fd38d', 700: '#1e7b34', 900: '#0b3d18', 950: '#04210f' },
  amber: { 300: '#f2b441', 700: '#8a5a00', 900: '#4a3000', 950: '#2b1a00' },
  red: { 300: '#ff8a80', 700: '#b42318', 800: '#8b1a12', 950: '#2d0606' },
  blue: { 300: '#8cbcff', 700: '#1f5fbf', 900: '#0a3575', 950: '#0a1f3d' },
} as const;

export const palette = { brand, neutral, ...status } as const;

/**
 * Semantic colour roles. A role named `x` with an `x-foreground` sibling is a fill; its foreground is
 * the text that goes on it. Fills that carry meaning (primary, status, readings) also meet 4.5:1 as
 * text on `surface` and `surface-raised`, so one role serves a badge fill, a value's colour and a chart
 * line. `border-strong` marks input edges (WCAG 1.4.11 asks 3:1 for them); `border` only divides.
 */
export const colorRoles = [
  'surface',
  'surface-raised',
  'surface-sunken',
  'text',
  'text-muted',
  'border',
  'border-strong',
  'primary',
  'primary-foreground',
  'primary-hover',
  'primary-active',
  'secondary',
  'secondary-foreground',
  'focus',
  'overlay',
  'success',
  'success-foreground',
  'warning',
  'warning-foreground',
  'danger',
  'danger-foreground',
  'info',
  'info-foreground',
  'reading-low',
  'reading-low-foreground',
  'reading-borderline',
  'reading-borderline-foreground',
  'reading-normal',
  'reading-normal-foreground',
  'reading-high',
  'reading-high-foreground',
] as const;

export type ColorRole = (typeof colorRoles)[number];
export const themeNames = ['light', 'dark', 'contrast'] as const;
export type ThemeName = (typeof themeNames)[number];
export type Theme = Readonly<Record<ColorRole, string>>;

const light: Theme = {
  surface: neutral[50],
  'surface-raised': neutral[0],
  'surface-sunken': neutral[100],
  text: neutral[900],
  'text-muted': neutral[600],
  border: neutral[200],
  'border-strong': neutral[500],
  // brand-600 carries white text at only 3.3:1, so the fill steps down to 700 (4.9:1) for AA.
  primary: brand[700],
  'primary-foreground': neutral[0],
  'primary-hover': brand[800],
  'primary-active': brand[900],
  secondary: brand[50],
  'secondary-foreground': brand[900],
  focus: brand[700],
  overlay: 'rgb(14 20 19 / 0.55)',
  success: status.green[700],
  'success-foreground': neutral[0],
  warning: status.amber[700],
  'warning-foreground': neutral[0],
  danger: status.red[700],
  'danger-foreground': neutral[0],
  info: status.blue[700],
  'info-foreground': neutral[0],
  'reading-low': status.blue[700],
  'reading-low-foreground': neutral[0],
  'reading-borderline': status.amber[700],
  'reading-borderline-foreground': neutral[0],
  'reading-normal': status.green[700],
  'reading-normal-foreground': neutral[0],
  'reading-high': status.red[700],
  'reading-high-foreground': neutral[0],
};

const dark: Theme = {
  surface: neutral[950],
  'surface-raised': neutral[900],
  'surface-sunken': neutral[800],
  text: neutral[100],
  'text-muted': neutral[300],
  border: neutral[700],
  'border-strong': neutral[400],
  primary: brand[400],
  'primary-foreground': brand[950],
  'primary-hover': brand[300],
  'primary-active': brand[200],
  secondary: brand[900],
  'secondary-foreground': brand[50],
  focus: brand[300],
  overlay: 'rgb(0 0 0 / 0.7)',
  success: status.green[300],
  'success-foreground': status.green[950],
  warning: status.amber[300],
  'warning-foreground': status.amber[950],
  danger: status.red[300],
  'danger-foreground': status.red[950],
  info: status.blue[300],
  'info-foreground': status.blue[950],
  'reading-low': status.blue[300],
  'reading-low-foreground': status.blue[950],
  'reading-borderline': status.amber[300],
  'reading-borderline-foreground': status.amber[950],
  'reading-normal': status.green[300],
  'reading-normal-foreground': status.green[950],
  'reading-high': status.red[300],
  'reading-high-foreground': status.red[950],
};

/** High contrast: AAA (7:1) text, black borders, no tints. */
const contrast: Theme = {
  surface: neutral[0],
  'surface-raised': neutral[0],
  'surface-sunken': neutral[100],
  text: neutral[1000],
  'text-muted': neutral[900],
  border: neutral[1000],
  'border-strong': neutral[1000],
  primary: brand[950],
  'primary-foreground': neutral[0],
  'primary-hover': neutral[1000],
  'primary-active': neutral[1000],
  // A tint, not white: on a white surface a white fill would leave a brand badge without a shape.
  secondary: neutral[100],
  'secondary-foreground': neutral[1000],
  focus: status.blue[900],
  overlay: 'rgb(0 0 0 / 0.8)',
  success: status.green[900],
  'success-foreground': neutral[0],
  warning: status.amber[900],
  'warning-foreground': neutral[0],
  danger: status.red[800],
  'danger-foreground': neutral[0],
  info: status.blue[900],
  'info-foreground': neutral[0],
  'reading-low': status.blue[900],
  'reading-low-foreground': neutral[0],
  'reading-borderline': status.amber[900],
  'reading-borderline-foreground': neutral[0],
  'reading-normal': status.green[900],
  'reading-normal-foreground': neutral[0],
  'reading-high': status.red[800],
  'reading-high-foreground': neutral[0],
};

export const themes: Readonly<Record<ThemeName, Theme>> = { light, dark, contrast };

/** 4 px grid; keys follow Tailwind's numeric spacing names so `p-4` is 16 px. */
export const spacing = {
  0: '0px',
  px: '1px',
  0.5: '0.125rem',
  1: '0.25rem',
  1.5: '0.375rem',
  2: '0.5rem',
  2.5: '0.625rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  7: '1.75rem',
  8: '2rem',
  9: '2.25rem',
  10: '2.5rem',
  11: '2.75rem',
  12: '3rem',
  14: '3.5rem',
  16: '4rem',
  20: '5rem',
  24: '6rem',
  32: '8rem',
  40: '10rem',
  48: '12rem',
  64: '16rem',
  72: '18rem',
  80: '20rem',
  96: '24rem',
} as const;

export const radius = {
  none: '0px',
  sm: '0.25rem',
  md: '0.5rem',
  lg: '0.75rem',
  xl: '1rem',
  full: '9999px',
} as const;

/**
 * `sans`: Latin faces first, then the Traditional Chinese system faces of each platform, so zh-Hant text
 * renders in a proper TC face (not a Simplified or Japanese fallback) on every device.
 * `sans-tc`: the same faces with the Traditional Chinese ones first, for pages in Traditional Chinese (base.css,
 * `:lang(zh-Hant)`): each Chinese character then finds its face in the first family the device has, instead of
 * after every Latin family of the list has been looked for and lacked it (the first layout of a Chinese page took
 * about 35 ms more that way in Chromium on Linux); Latin letters and digits there take the Chinese face's own.
 */
export const fontFamily = {
  sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "PingFang TC", "Noto Sans TC", "Noto Sans CJK TC", "Microsoft JhengHei", "Heiti TC", sans-serif',
  'sans-tc': '"PingFang TC", "Noto Sans CJK TC", "Noto Sans TC", "Microsoft JhengHei", "Heiti TC", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Noto Sans Mono CJK TC", monospace',
} as const;

/** Type scale: [size, line height]. CJK needs generous leading, hence 1.5 and up for body sizes. */
export const fontSize = {
  xs: ['0.75rem', '1.125rem'],
  sm: ['0.875rem', '1.375rem'],
  base: ['1rem', '1.5rem'],
  lg: ['1.125rem', '1.75rem'],
  xl: ['1.25rem', '1.875rem'],
  '2xl': ['1.5rem', '2.125rem'],
  '3xl': ['1.875rem', '2.5rem'],
} as const;

export const fontWeight = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;

/** Elevation as shadows; the high-contrast theme keeps them since borders carry the edges there. */
export const elevation = {
  none: 'none',
  sm: '0 1px 2px 0 rgb(14 20 19 / 0.08)',
  md: '0 2px 8px -2px rgb(14 20 19 / 0.12), 0 1px 3px 0 rgb(14 20 19 / 0.08)',
  lg: '0 12px 32px -8px rgb(14 20 19 / 0.24), 0 4px 8px -4px rgb(14 20 19 / 0.1)',
} as const;

export const motion = {
  duration: { instant: '0ms', fast: '120ms', normal: '200ms', slow: '320ms' },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    enter: 'cubic-bezier(0, 0, 0.2, 1)',
    exit: 'cubic-bezier(0.4, 0, 1, 1)',
  },
} as const;

export const zIndex = {
  base: '0',
  raised: '10',
  sticky: '100',
  overlay: '1000',
  dialog: '1010',
  /** Select lists and other popups: above dialogs and sheets, which may hold them. */
  popover: '1050',
  toast: '1100',
} as const;
