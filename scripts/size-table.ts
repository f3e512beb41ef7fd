/**
 * The cost of each block to a consumer's bundle (docs/design-system.md#bundle-cost), measured by size-limit from the
 * built design system (`.size-limit.js` lists the blocks and their limits; `npm run build` first).
 *
 *   node scripts/size-table.ts           measure, fail past a limit, and write the table into design-system/README.md
 *                                        (between its size-table markers) and the Storybook page stories/sizes/Sizes.mdx
 *   node scripts/size-table.ts --check   measure and fail past a limit, writing nothing (`npm test`, step "size")
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

interface Measured { name: string; size: number; sizeLimit?: number; passed?: boolean }

const result = spawnSync('npx', ['size-limit', '--json'], { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
let measured: Measured[];
try {
  measured = JSON.parse(result.stdout) as Measured[];
} catch {
  console.error(`size-limit gave no measurement:\n${result.stdout}\n${result.stderr}`);
  process.exit(1);
}
if (!Array.isArray(measured)) {
  console.error(`size-limit failed: ${JSON.stringify(measured)}`);
  process.exit(1);
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const rows = new Map<string, { without?: Measured; with?: Measured }>();
for (const m of measured) {
  const [block = m.name, variant] = m.name.split(' | ');
  const row = rows.get(block) ?? {};
  if (variant === 'with React') row.with = m;
  else row.without = m;
  rows.set(block, row);
}
const cell = (m: Measured | undefined) => (m ? `${kib(m.size)}${m.sizeLimit ? ` / ${kib(m.sizeLimit)}` : ''}${m.passed === false ? ' **over**' : ''}` : '');
const table = [
  '| block (import) | without React | with React 19.2 and `createRoot` |',
  '|---|---|---|',
  ...[...rows].map(([block, row]) => `| ${block} | ${cell(row.without)} | ${cell(row.with)} |`),
].join('\n');

// Storybook's MDX has no Markdown tables (no GFM): the same table as JSX there.
const escapeJsx = (text: string) => text.replace(/[{}<>]/g, (c) => `{'${c}'}`);
const jsxTable = [
  '<table>',
  '  <thead><tr><th>block (import)</th><th>without React</th><th>with React 19.2 and <code>createRoot</code></th></tr></thead>',
  '  <tbody>',
  ...[...rows].map(([block, row]) => `    <tr><td>${escapeJsx(block)}</td><td>${escapeJsx(cell(row.without).replace(' **over**', ' (over)'))}</td><td>${escapeJsx(cell(row.with).replace(' **over**', ' (over)'))}</td></tr>`),
  '  </tbody>',
  '</table>',
].join('\n');

const failed = measured.filter((m) => m.passed === false);
console.log(table);

if (!process.argv.includes('--check')) {
  const generated = `<!-- size-table:start (written by \`npm run size\`, scripts/size-table.ts; do not edit) -->\n${table}\n<!-- size-table:end -->`;
  const readmePath = path.join(root, 'design-system/README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const marked = /<!-- size-table:start[^>]*-->[\s\S]*?<!-- size-table:end -->/;
  if (!marked.test(readme)) throw new Error('design-system/README.md has no size-table markers');
  writeFileSync(readmePath, readme.replace(marked, generated));
  const mdxPath = path.join(root, 'stories/sizes/Sizes.mdx');
  const mdx = readFileSync(mdxPath, 'utf8');
  // MDX takes HTML comments as JSX: the markers there are JSX comments.
  const mdxMarked = /\{\/\* size-table:start[^*]*\*\/\}[\s\S]*?\{\/\* size-table:end \*\/\}/;
  if (!mdxMarked.test(mdx)) throw new Error('stories/sizes/Sizes.mdx has no size-table markers');
  writeFileSync(mdxPath, mdx.replace(mdxMarked, `{/* size-table:start (written by npm run size) */}\n\n${jsxTable}\n\n{/* size-table:end */}`));
  console.log('written: design-system/README.md, stories/sizes/Sizes.mdx');
}

if (failed.length > 0) {
  console.error(`\n${failed.length} past the limit: ${failed.map((m) => `${m.name} ${kib(m.size)} > ${kib(m.sizeLimit ?? 0)}`).join('; ')}\nMake the block smaller, or raise its limit in .size-limit.js with the reason in the commit.`);
  process.exit(1);
}
console.log(`${measured.length} measurements within their limits`);
