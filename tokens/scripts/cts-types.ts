/**
 * Declarations for `require()`: next to each `.d.ts` that tsc wrote, a `.d.cts` with the same text whose relative
 * imports name `.cjs` files, so TypeScript reads the CommonJS entry points (node16 `require`, node10) as CommonJS
 * declarations all the way down instead of the package's ES module ones. Run after tsc, from the package's folder:
 *
 *   node ../tokens/scripts/cts-types.ts dist/types
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `from './x.ts'`, `import('./x.js')`: a relative specifier ending in a module extension, as `.cjs`. */
export function ctsDeclaration(text: string): string {
  return text.replace(/(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*?)\.(?:tsx?|jsx?|mts|mjs)\2/g, '$1$2$3.cjs$2');
}

export function writeCtsDeclarations(dir: string): number {
  let written = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue;
    const file = path.join(entry.parentPath, entry.name);
    writeFileSync(file.replace(/\.d\.ts$/, '.d.cts'), ctsDeclaration(readFileSync(file, 'utf8')));
    written += 1;
  }
  return written;
}

if (path.resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: cts-types.ts <folder of .d.ts files>');
    process.exit(2);
  }
  console.log(`wrote ${writeCtsDeclarations(path.resolve(dir))} .d.cts files in ${dir}`);
}
