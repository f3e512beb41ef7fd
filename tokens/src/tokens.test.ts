import { describe, expect, it } from 'vitest';
import { brand, colorRoles, contrastFailures, contrastRatio, themeNames, themes, tokensCss } from './index.ts';

describe('tokens', () => {
  it('keeps the brand colour at step 600', () => {
    expect(brand[600]).toBe('#13a07d');
  });

  it('gives every theme a value for every semantic role', () => {
    for (const name of themeNames) expect(Object.keys(themes[name]).sort()).toEqual([...colorRoles].sort());
  });

  it('meets WCAG AA for every rendered pairing in every theme', () => {
    expect(contrastFailures()).toEqual([]);
  });

  it('computes the WCAG ratio of black on white as 21', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });

  it('writes the roles for each theme selector', () => {
    const css = tokensCss();
    expect(css).toContain('[data-theme="dark"]');
    expect(css).toContain('[data-theme="contrast"]');
    expect(css).toContain('--color-primary: #0e7f64;');
  });

  it('follows the device when no theme is chosen: dark, then more contrast or forced colours over it', () => {
    const css = tokensCss();
    const dark = css.indexOf('@media (prefers-color-scheme: dark)');
    const contrast = css.indexOf('@media (prefers-contrast: more), (forced-colors: active)');
    expect(dark).toBeGreaterThan(css.indexOf('[data-theme="contrast"]'));
    expect(contrast).toBeGreaterThan(dark);
    const darkBlock = css.slice(dark, contrast);
    expect(darkBlock).toContain(':root:not([data-theme])');
    for (const role of colorRoles) expect(darkBlock).toContain(`--color-${role}: ${themes.dark[role]};`);
    for (const role of colorRoles) expect(css.slice(contrast)).toContain(`--color-${role}: ${themes.contrast[role]};`);
  });
});
