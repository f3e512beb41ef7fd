export { ThemeSwitch, themeNames } from './ThemeSwitch.tsx';
export type { ThemeSwitchProps, ThemeName } from './ThemeSwitch.tsx';
