import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contrastFailures } from './contrast.ts';
import { tokensCss } from './css.ts';

/** Where the generated stylesheet goes: `@macao-phr/tokens/tokens.css` resolves here. */
export const tokensCssPath = fileURLToPath(new URL('../dist/tokens.css', import.meta.url));

/**
 * Checks every themed pairing against WCAG AA, then writes tokens.css. A theme that fails must never
 * reach a stylesheet, so this throws instead of writing.
 */
export function writeTokensCss(): string {
  const failures = contrastFailures();
  if (failures.length > 0) {
    const lines = failures.map(
      (f) => `${f.theme}: ${f.foreground} on ${f.background} is ${f.ratio.toFixed(2)}:1 (needs ${f.minimum}:1)`,
    );
    throw new Error(`Token contrast below WCAG AA:\n${lines.join('\n')}`);
  }
  mkdirSync(dirname(tokensCssPath), { recursive: true });
  writeFileSync(tokensCssPath, tokensCss());
  return tokensCssPath;
}
