import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contrastFailures } from './contrast.ts';
import { tokensCss } from './css.ts';

// A theme that fails WCAG AA must never reach the stylesheet, so the build is the gate.
const failures = contrastFailures();
if (failures.length > 0) {
  for (const f of failures) {
    console.error(`${f.theme}: ${f.foreground} on ${f.background} is ${f.ratio.toFixed(2)}:1 (needs ${f.minimum}:1)`);
  }
  process.exit(1);
}

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'tokens.css');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, tokensCss());
console.log(`wrote ${out}`);
