export {
  brand, neutral, status, palette, colorRoles, themeNames, themes, spacing, radius, fontFamily, fontSize,
  fontWeight, elevation, motion, zIndex,
} from './tokens.ts';
export type { ColorRole, ThemeName, Theme } from './tokens.ts';
export { cssVar, tokensCss } from './css.ts';
export { contrastRatio, contrastFailures, contrastPairs } from './contrast.ts';
export type { ContrastPair, ContrastFailure } from './contrast.ts';
