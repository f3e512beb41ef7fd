#!/usr/bin/env node
import { brandCss, brandTheme, describeFailures } from './brand.ts';

/**
 * `npx @macao-phr/tokens brand "#1565C0" > brand.css`: a complete brand theme (light, dark, high contrast)
 * on stdout, or, when a pair fails WCAG AA, the failing pairs on stderr and exit code 1.
 * `--adjust` darkens a failing colour (same hue) until every pair passes, and says so in the file.
 */
const usage = 'Usage: macao-phr-tokens brand <#rrggbb> [--adjust]  (writes CSS to stdout)';

function main(args: readonly string[]): number {
  const [command, colour, ...rest] = args;
  if (command !== 'brand' || !colour) {
    console.error(usage);
    return 2;
  }
  const adjust = rest.includes('--adjust');
  let theme;
  try {
    theme = brandTheme(colour, { adjust });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
  if (theme.failures.length > 0) {
    console.error(`${theme.requested} cannot make an accessible theme; these pairs fall below WCAG AA:\n${describeFailures(theme.failures)}`);
    if (!adjust) console.error('Choose a darker shade, or pass --adjust to darken it until every pair passes.');
    return 1;
  }
  if (theme.brand !== theme.requested) console.error(`${theme.requested} fails contrast; adjusted to ${theme.brand}.`);
  process.stdout.write(brandCss(theme));
  return 0;
}

process.exitCode = main(process.argv.slice(2));
