import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brandCss, brandTheme } from './brand.ts';
import { contrastRatio } from './contrast.ts';

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));

describe('brand theme', () => {
  it('builds light, dark and high contrast from a blue that passes every pair of the tokens build', () => {
    const theme = brandTheme('#1565C0');
    expect(theme.failures).toEqual([]);
    expect(theme.themes.light.primary).toBe('#1565c0');
    // The pairs the README recipe used to get wrong: dark hover and focus, high contrast text.
    expect(contrastRatio(theme.themes.dark['primary-foreground'], theme.themes.dark['primary-hover'])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(theme.themes.dark.focus, theme.themes.dark.surface)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(theme.themes.contrast['primary-foreground'], theme.themes.contrast.primary)).toBeGreaterThanOrEqual(7);
    const css = brandCss(theme);
    for (const selector of [':root', '[data-theme="dark"]', '[data-theme="contrast"]']) expect(css).toContain(selector);
    for (const role of ['primary', 'primary-hover', 'primary-active', 'primary-foreground', 'focus']) {
      expect(css.match(new RegExp(`--color-${role}:`, 'g'))).toHaveLength(3);
    }
  });

  it('refuses #FFD400 and names the failing pairs', () => {
    const theme = brandTheme('#FFD400');
    expect(theme.failures.map((f) => `${f.theme}: ${f.foreground} on ${f.background}`)).toEqual(
      expect.arrayContaining(['light: primary-foreground on primary', 'light: primary on surface']),
    );
  });

  it('with adjust, darkens #FFD400 in its own hue until every pair passes', () => {
    const theme = brandTheme('#FFD400', { adjust: true });
    expect(theme.failures).toEqual([]);
    expect(theme.brand).not.toBe('#ffd400');
    expect(contrastRatio('#ffffff', theme.themes.light.primary)).toBeGreaterThanOrEqual(4.5);
  });

  it('the command writes CSS for a good colour and exits 1 listing pairs for a bad one', () => {
    const ok = execFileSync(process.execPath, [cli, 'brand', '#1565C0'], { encoding: 'utf8' });
    expect(ok).toContain('--color-primary: #1565c0;');
    const refused = spawnSync(process.execPath, [cli, 'brand', '#FFD400'], { encoding: 'utf8' });
    expect(refused.status).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain('light: primary-foreground on primary is 1.43:1 (needs 4.5:1)');
  });
});
