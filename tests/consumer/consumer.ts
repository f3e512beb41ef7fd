/**
 * `npm run test:consumer`: another health portal adopting the design system, as design-system/README.md tells it.
 *
 * 1. Packs @macao-phr/tokens and @macao-phr/design-system (`npm pack`: each package builds and points its
 *    exports at dist/).
 * 2. Creates a throw-away Vite + React + TypeScript app in the system's temp folder, outside this workspace,
 *    and follows the README literally: runs every ```sh block (the two package names replaced by the tarballs,
 *    so nothing comes from a registry that does not have them yet) and writes every code block whose first
 *    line names a file. react, vite, typescript, tailwind and recharts come from the npm registry, as for any
 *    integrator (npm's cache makes reruns fast; the registry is needed for `npm ci` anyway).
 * 3. Typechecks the app (every README example plus a page of all the blocks), builds the README's one-block
 *    page and checks its bundle holds no chart, PDF or QR code and stays small, builds a page per block to
 *    measure what each adds, builds the page of all blocks and renders it in Chromium with axe in light, dark
 *    and high contrast, with the brand colour from the README's brand command applied.
 *
 * Prints the bundle cost per block (the README's table) and exits non-zero on any failure.
 */
import { spawn, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../chromium.ts';

const root = path.resolve(import.meta.dirname, '../..');
const readme = readFileSync(path.join(root, 'design-system/README.md'), 'utf8');
const work = mkdtempSync(path.join(tmpdir(), 'macao-phr-consumer-'));
const packs = path.join(work, 'packs');
const app = path.join(work, 'app');
const keep = process.env.KEEP_CONSUMER === '1';

/** The README's block examples (src/blocks/<file>.tsx) and the block each shows. */
const blockOfExample: Record<string, string> = {
  ReportDateFilter: 'DateRangeFilter',
  Services: 'ServiceTile + ServiceGrid',
  Catalogue: 'CategoryTabBar',
  QuickLinks: 'QuickLinkSorter',
  Uploads: 'UploadWidget',
  Pictures: 'ImageViewer',
  PressureTrend: 'TrendChart (lazy entry)',
};
/**
 * One-block page budget (gzip, JS + CSS that the page loads, React included): React 19 is about 67 KiB of it,
 * the library's stylesheet 8 KiB, DateRangeFilter with react-aria's date fields about 56 KiB (its calendar,
 * about 21 KiB, is a lazily loaded chunk and not counted here).
 */
const oneBlockBudget = 140 * 1024;

const failures: string[] = [];
function check(ok: boolean, message: string) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${message}`);
  if (!ok) failures.push(message);
}

function run(command: string, args: readonly string[], options: SpawnSyncOptions = {}) {
  console.log(`$ ${[command, ...args].join(' ')}${options.cwd ? `   (in ${options.cwd})` : ''}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  console.log(`  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

// 1. Pack.
mkdirSync(packs, { recursive: true });
for (const pkg of ['tokens', 'design-system']) run('npm', ['pack', '--silent', '--pack-destination', packs], { cwd: path.join(root, pkg) });
const tarballs = readdirSync(packs);
const tarball = (name: string) => path.join(packs, tarballs.find((file) => file.startsWith(`macao-phr-${name}-`))!);

// 2. The app, from the README.
mkdirSync(path.join(app, 'src'), { recursive: true });
// What `npm create vite -- --template react-ts` gives, reduced to what matters here.
writeFileSync(path.join(app, 'package.json'), `${JSON.stringify({ name: 'consumer-portal', private: true, type: 'module' }, null, 2)}\n`);
writeFileSync(
  path.join(app, 'index.html'),
  '<!doctype html>\n<html lang="en">\n<head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" /><title>Consumer portal</title></head>\n<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>\n</html>\n',
);
writeFileSync(
  path.join(app, 'tsconfig.json'),
  `${JSON.stringify({
    compilerOptions: {
      target: 'ES2022', lib: ['ES2023', 'DOM', 'DOM.Iterable'], module: 'ESNext', moduleResolution: 'bundler', jsx: 'react-jsx',
      strict: true, noEmit: true, allowImportingTsExtensions: true, verbatimModuleSyntax: true, skipLibCheck: false,
      types: ['vite/client'],
    },
    include: ['src'],
  }, null, 2)}\n`,
);

const fence = /^```(\w*)[^\n]*\n([\s\S]*?)^```/gm;
const namedFile = /^(?:\/\/|\/\*|<!--)\s*([\w./-]+\.\w+)\b/;
const exampleFiles: string[] = [];
for (const [, lang, body = ''] of readme.matchAll(fence)) {
  if (lang === 'sh') {
    for (const line of body.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'))) {
      // The packages come from the tarballs, as they would from the registry once published.
      const command = line.startsWith('npm install')
        ? `${line.replace('@macao-phr/design-system', tarball('design-system')).replace(/@macao-phr\/tokens(?=\s|$)/, tarball('tokens'))} --prefer-offline --no-audit --no-fund`
        : line;
      run('sh', ['-c', command], { cwd: app });
    }
    continue;
  }
  const file = namedFile.exec(body.split('\n', 1)[0] ?? '')?.[1];
  if (!file) continue;
  mkdirSync(path.dirname(path.join(app, file)), { recursive: true });
  writeFileSync(path.join(app, file), body);
  if (file.startsWith('src/blocks/')) exampleFiles.push(path.basename(file, '.tsx'));
}
check(
  JSON.stringify([...exampleFiles].sort()) === JSON.stringify(Object.keys(blockOfExample).sort()),
  `the README has one example per block (${exampleFiles.join(', ')})`,
);

const installed = JSON.parse(readFileSync(path.join(app, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
check(!Object.keys(installed.dependencies ?? {}).some((d) => /pdfjs|jsqr/.test(d)), 'no PDF or QR library was installed (optional peers)');

const page = (blocks: readonly string[]) =>
  `${blocks.map((b) => `import { ${b} } from './blocks/${b}.tsx';`).join('\n')}\n\nexport function App() {\n  return (\n    <main className="mx-auto flex max-w-[48rem] flex-col gap-6 bg-surface p-4 text-text">\n      <h1 className="text-2xl font-semibold">Consumer portal</h1>\n${blocks.map((b) => `      <${b} />`).join('\n')}\n    </main>\n  );\n}\n`;
writeFileSync(path.join(app, 'src/AllBlocks.tsx'), page(exampleFiles).replace('export function App', 'export function AllBlocks'));

// 3. Typecheck, build, measure, render.
run('npx', ['tsc', '-p', 'tsconfig.json'], { cwd: app });
check(true, 'the app typechecks against the published declarations');

/** js and css: every file built (lazily loaded chunks included); initialJs: the scripts index.html loads. */
interface Size { js: number; css: number; initialJs: number; files: Record<string, string> }
function build(name: string, appSource?: string): Size {
  if (appSource !== undefined) writeFileSync(path.join(app, 'src/App.tsx'), appSource);
  const outDir = path.join(app, `dist-${name}`);
  run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], { cwd: app });
  const assets = path.join(outDir, 'assets');
  const files = Object.fromEntries(readdirSync(assets).map((f) => [f, readFileSync(path.join(assets, f), 'utf8')]));
  const gz = (ext: string) => Object.entries(files).filter(([f]) => f.endsWith(ext)).reduce((sum, [, code]) => sum + gzipSync(code).length, 0);
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const initial = new Set([...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!));
  const initialJs = Object.entries(files).filter(([f]) => initial.has(f)).reduce((sum, [, code]) => sum + gzipSync(code).length, 0);
  return { js: gz('.js'), css: gz('.css'), initialJs, files };
}

const readmeApp = readFileSync(path.join(app, 'src/App.tsx'), 'utf8');
const one = build('one-block');
const oneJs = Object.entries(one.files).filter(([f]) => f.endsWith('.js')).map(([, c]) => c).join('\n');
const oneCss = Object.entries(one.files).filter(([f]) => f.endsWith('.css')).map(([, c]) => c).join('\n');
check(/date-range-filter/.test(oneJs), 'the one-block page holds DateRangeFilter');
check(!/recharts|ResponsiveContainer|pdfjs|GlobalWorkerOptions|jsQR/.test(oneJs), 'the one-block page holds no chart, PDF or QR code');
// The page as loaded; DateRangeFilter's calendar is a chunk fetched on the first press of its button.
check(one.initialJs + one.css < oneBlockBudget, `the one-block page loads ${((one.initialJs + one.css) / 1024).toFixed(1)} KiB gzip (budget ${oneBlockBudget / 1024} KiB; ${((one.js - one.initialJs) / 1024).toFixed(1)} KiB more in lazily loaded chunks)`);
check(/\.max-w-\\\[48rem\\\]/.test(oneCss) && /\.bg-surface\b/.test(oneCss), "the app's own Tailwind classes are generated with the token theme");
check(oneCss.includes('#1565c0'), 'the brand stylesheet from the brand command is in the page');

const baseline = build('baseline', page([]));
const costs = exampleFiles.map((example) => {
  const size = build(example, page([example]));
  return { block: blockOfExample[example] ?? example, js: size.js - baseline.js, css: size.css - baseline.css };
});
const all = build('all', page(exampleFiles));
writeFileSync(path.join(app, 'src/App.tsx'), readmeApp);

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const table = [
  '| block | JS (gzip) | CSS (gzip) |',
  '|---|---|---|',
  ...costs.map((c) => `| ${c.block} | ${kib(c.js)} | ${kib(c.css)} |`),
  `| all seven together | ${kib(all.js - baseline.js)} | ${kib(all.css - baseline.css)} |`,
  `| (React 19 + an empty page, the baseline) | ${kib(baseline.js)} | ${kib(baseline.css)} |`,
].join('\n');
console.log(`\nBundle cost per block, beyond the baseline:\n${table}\n`);
writeFileSync(path.join(work, 'bundle-cost.md'), `${table}\n`);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const port = await freePort();
const server = spawn(process.execPath, [path.join(root, 'tests/support/static-server.ts'), path.join(app, 'dist-all'), String(port)], { stdio: 'ignore' });
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  const tab = await browser.newPage({ viewport: { width: 390, height: 844 } });
  for (let i = 0; i < 50; i++) {
    if (await fetch(`http://127.0.0.1:${port}/__ready`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await tab.goto(`http://127.0.0.1:${port}/index.html`);
  await tab.getByRole('heading', { name: 'Consumer portal' }).waitFor();
  // The lazy chart has loaded when its figure is there.
  await tab.locator('[data-slot="trend-chart"]').waitFor({ timeout: 15_000 });
  for (const example of ['date-range-filter', 'service-grid', 'category-tab-bar', 'quick-link-sorter', 'upload-widget', 'thumbnail-grid']) {
    check((await tab.locator(`[data-slot="${example}"]`).count()) > 0, `all-blocks page renders ${example}`);
  }
  await tab.addScriptTag({ content: axeSource });
  for (const theme of ['light', 'dark', 'contrast'] as const) {
    // Switch the theme and let colour transitions (transition-colors on links and tabs) end before axe reads
    // the colours; mid-transition colours are neither theme's.
    await tab.evaluate(async (t) => {
      document.documentElement.dataset.theme = t;
      await new Promise(requestAnimationFrame);
      await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
    }, theme);
    const primary = await tab.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
    if (theme === 'light') check(primary === '#1565c0', `light theme carries the brand colour (--color-primary ${primary})`);
    const violations = await tab.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
      const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    check(violations.length === 0, `axe finds nothing in ${theme}${violations.length ? `:\n  ${violations.join('\n  ')}` : ''}`);
  }
} finally {
  await browser.close();
  server.kill();
}

if (!keep && failures.length === 0) rmSync(work, { recursive: true, force: true });
else console.log(`app kept in ${app}`);
if (failures.length > 0) {
  console.error(`\n${failures.length} consumer check(s) failed:\n${failures.join('\n')}`);
  process.exit(1);
}
console.log('\nconsumer test passed');
