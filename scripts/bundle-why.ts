/**
 * What a one-block app's bundle is made of: `import { Block } from '@macao-phr/design-system'` (the built dist) and
 * React 19's createRoot, bundled as .size-limit.js bundles it (Rolldown through Vite, minified for production,
 * react-aria's strings in reactAriaLocales only), then the gzip size of each chunk and, per package, its share of
 * each chunk (the package's rendered code before minification, as a share of the chunk's gzip size: an estimate).
 * Run after `npm run build` (docs/design-system.md#bundle-cost):
 *
 *   node scripts/bundle-why.ts DateRangeFilter             per chunk and per package
 *   node scripts/bundle-why.ts DateRangeFilter --modules   and the largest modules of each chunk
 *   node scripts/bundle-why.ts TrendChart --entry design-system/dist/trend-chart/index.js
 */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { build, type Rolldown } from 'vite';
import { reactAriaLocales } from '../design-system/src/lib/react-aria-locales.ts';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const block = args.find((a) => !a.startsWith('--'));
const entryAt = args.indexOf('--entry');
const entry = path.join(root, entryAt >= 0 ? args[entryAt + 1]! : 'design-system/dist/index.js');
if (!block) {
  console.error('usage: bundle-why.ts <Block> [--entry design-system/dist/<entry>.js] [--modules]');
  process.exit(2);
}

const app = `import { ${block} } from ${JSON.stringify(entry)};
import { createRoot } from 'react-dom/client';
globalThis.app = [${block}, createRoot];
`;
const output = (await build({
  configFile: false,
  logLevel: 'silent',
  root,
  define: { 'process.env.NODE_ENV': '"production"' },
  plugins: [
    { name: 'one-block-app', resolveId: (id) => (id === 'one-block-app' ? '\0one-block-app' : null), load: (id) => (id === '\0one-block-app' ? app : null) },
    optimizeLocales.vite({ locales: reactAriaLocales }),
  ],
  build: { write: false, minify: true, modulePreload: false, rolldownOptions: { input: 'one-block-app', onLog: () => undefined } },
})) as Rolldown.RolldownOutput;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
/** `react-aria`, `@internationalized/date`, `design-system`, ... from a module id */
function packageOf(moduleId: string): string {
  const id = moduleId.replace(/^\0/, '');
  const inModules = id.split('node_modules/').at(-1)!;
  if (inModules !== id) return inModules.startsWith('@') ? inModules.split('/').slice(0, 2).join('/') : inModules.split('/')[0]!;
  return path.relative(root, id).split(path.sep)[0] || id;
}

const chunks = output.output.filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
let total = 0;
for (const chunk of chunks) {
  const gzip = gzipSync(chunk.code).length;
  total += gzip;
  const modules = Object.entries(chunk.modules).map(([id, m]) => ({ id, size: m.renderedLength, code: m.code ?? '' }));
  console.log(`\n${chunk.isEntry ? 'entry' : 'lazily loaded'} chunk ${chunk.fileName}: ${kib(gzip)} gzip`);
  // Each package's rendered code gzipped on its own, scaled so the packages add up to the chunk's gzip size.
  const code = new Map<string, string>();
  for (const m of modules) code.set(packageOf(m.id), `${code.get(packageOf(m.id)) ?? ''}${m.code}\n`);
  const byPackage = [...code].map(([name, text]) => [name, gzipSync(text).length] as const);
  const sum = byPackage.reduce((s, [, size]) => s + size, 0) || 1;
  for (const [name, size] of byPackage.sort((a, b) => b[1] - a[1])) {
    console.log(`  ${`~${kib((size / sum) * gzip)}`.padStart(11)}  ${name}`);
  }
  if (args.includes('--modules')) {
    console.log('  largest modules (rendered bytes before minification):');
    for (const m of modules.sort((a, b) => b.size - a.size).slice(0, 30)) console.log(`  ${String(m.size).padStart(9)}  ${path.relative(root, m.id).replace(/^node_modules\//, '')}`);
  }
}
console.log(`\n${block} with React 19 and createRoot, every chunk: ${kib(total)} gzip`);
