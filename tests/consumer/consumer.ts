/**
 * `npm run test:consumer`: another health portal adopting the design system, as design-system/README.md tells it.
 *
 * 1. Packs @macao-phr/tokens and @macao-phr/design-system (`npm pack`: each package builds and points its
 *    exports at dist/), or takes the tarballs an earlier `--pack-only <folder>` wrote (`--packs <folder>`).
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
 * 4. The same README in a React 18.3 app (a copy of the React 19 app, then the README's `# React 18` block, which
 *    pins the majors): typechecks against React 18's types, builds the page of all blocks and renders it in Chromium, with no
 *    console error or warning and a ref that reaches its element.
 * 5. The README's "Server rendering" section in a Next.js App Router app: builds it, serves it with `next start`,
 *    finds the blocks' markup in the HTML the server sends, and hydrates it in Chromium with no console error or
 *    warning (a hydration mismatch is one).
 * Before the apps, publint and attw (are the types wrong) check each tarball with attw's default profile: exports, a
 * declaration for each entry, resolution under node10, node16 (from CommonJS and from ES modules) and bundler.
 * In the installed React 19 app, a CommonJS file `require()`s both packages and a subpath of each, gets the `.cjs`
 * builds, and renders a block on the server with them.
 *
 * Prints the bundle cost per block and exits non-zero on any failure.
 */
import { spawn, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as pollInterval } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../chromium.ts';

const root = path.resolve(import.meta.dirname, '../..');
const readme = readFileSync(path.join(root, 'design-system/README.md'), 'utf8');
const work = mkdtempSync(path.join(tmpdir(), 'macao-phr-consumer-'));
const packs = path.join(work, 'packs');
const app = path.join(work, 'app');
const app18 = path.join(work, 'app-react18');
const nextApp = path.join(work, 'app-next');
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
 * One-block page budget (gzip, JS + CSS that the page loads, React included): React 19 and react-dom are about
 * 65 KiB of it, the library's stylesheet 9 KiB, DateRangeFilter with react-aria's date fields (Gregorian calendar
 * only) about 44 KiB with the README's locale plugin (its calendar, about 17 KiB, is a lazily loaded chunk and not
 * counted here; `node scripts/bundle-why.ts DateRangeFilter` lists the parts, docs/design-system.md#bundle-cost).
 * Measured 118.6 KiB.
 */
const oneBlockBudget = 121 * 1024;
/**
 * Of it, the JavaScript the page loads before its first paint (React included, the calendar's lazily loaded chunk
 * not): what adopting one block costs an app's start. Measured 109.7 KiB.
 */
const oneBlockJsBudget = 110 * 1024;

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

// 1. Pack. While a package packs, its package.json points at dist/ (pack-manifest.ts), so nothing else may resolve the
// package then: `npm test` packs first, alone (`--pack-only <folder>`), and then runs this test on those tarballs
// (`--packs <folder>`) beside the other tests.
const packOnly = optionValue('--pack-only');
const givenPacks = optionValue('--packs');
function optionValue(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}
if (givenPacks !== undefined) {
  mkdirSync(packs, { recursive: true });
  for (const file of readdirSync(givenPacks).filter((f) => f.endsWith('.tgz'))) cpSync(path.join(givenPacks, file), path.join(packs, file));
} else {
  const into = packOnly ?? packs;
  mkdirSync(into, { recursive: true });
  for (const pkg of ['tokens', 'design-system']) run('npm', ['pack', '--silent', '--pack-destination', into], { cwd: path.join(root, pkg) });
  if (packOnly !== undefined) {
    rmSync(work, { recursive: true, force: true });
    process.exit(0);
  }
}
const tarballs = readdirSync(packs);
const tarball = (name: string) => path.join(packs, tarballs.find((file) => file.startsWith(`macao-phr-${name}-`))!);

// 1b. What the registry would serve: publint and attw on each tarball. attw's default profile: node10 (main, types,
// typesVersions), node16 from CommonJS (the `require` condition, .cjs and .d.cts), node16 from ES modules and
// bundler (the `import` condition); the stylesheets are not modules.
for (const name of ['tokens', 'design-system']) {
  run('npx', ['publint', 'run', '--strict', tarball(name)], { cwd: root });
  const css = name === 'tokens' ? ['tokens.css'] : ['styles.css', 'tailwind.css'];
  run('npx', ['attw', tarball(name), '--exclude-entrypoints', ...css, '--format', 'table-flipped'], { cwd: root });
  check(true, `publint and attw find no problem in ${path.basename(tarball(name))}`);
}

// 2. The apps, from the README: sections are split at "## " headings; the "Server rendering" one is the Next.js
// app's, the others the Vite app's. A ```sh block whose first line is `# React 18...` runs only in the React 18 app.
const sections = readme.split(/^(?=## )/m);
const serverSection = sections.filter((s) => s.startsWith('## Server rendering')).join('\n');
const viteSections = sections.filter((s) => !s.startsWith('## Server rendering')).join('\n');

// What `npm create vite -- --template react-ts` gives, reduced to what matters here.
function scaffoldVite(dir: string) {
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify({ name: 'consumer-portal', private: true, type: 'module' }, null, 2)}\n`);
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html>\n<html lang="en">\n<head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" /><title>Consumer portal</title></head>\n<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>\n</html>\n',
  );
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    `${JSON.stringify({
      compilerOptions: {
        target: 'ES2022', lib: ['ES2023', 'DOM', 'DOM.Iterable'], module: 'ESNext', moduleResolution: 'bundler', jsx: 'react-jsx',
        strict: true, noEmit: true, allowImportingTsExtensions: true, verbatimModuleSyntax: true, skipLibCheck: false,
        types: ['vite/client'],
      },
      include: ['src'],
    }, null, 2)}\n`,
  );
}

const fence = /^```(\w*)[^\n]*\n([\s\S]*?)^```/gm;
const namedFile = /^(?:\/\/|\/\*|<!--)\s*([\w./-]+\.\w+)\b/;
/** Runs the sh blocks and writes the named files of `text` in `dir`, in order; returns the files written. */
function followReadme(text: string, dir: string, options: { react18?: boolean; only18?: boolean } = {}): string[] {
  const written: string[] = [];
  for (const [, lang, body = ''] of text.matchAll(fence)) {
    if (options.only18 && !(lang === 'sh' && /^#\s*React 18/.test(body))) continue;
    if (lang === 'sh') {
      if (/^#\s*React 18/.test(body) && !options.react18) continue;
      for (const line of body.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'))) {
        // The packages come from the tarballs, as they would from the registry once published.
        const command = line.startsWith('npm install')
          ? `${line.replace('@macao-phr/design-system', tarball('design-system')).replace(/@macao-phr\/tokens(?=\s|$)/, tarball('tokens'))} --prefer-offline --no-audit --no-fund`
          : line;
        run('sh', ['-c', command], { cwd: dir });
      }
      continue;
    }
    const file = namedFile.exec(body.split('\n', 1)[0] ?? '')?.[1];
    if (!file) continue;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), body);
    written.push(file);
  }
  return written;
}

scaffoldVite(app);
const exampleFiles = followReadme(viteSections, app).filter((f) => f.startsWith('src/blocks/')).map((f) => path.basename(f, '.tsx'));
check(
  JSON.stringify([...exampleFiles].sort()) === JSON.stringify(Object.keys(blockOfExample).sort()),
  `the README has one example per block (${exampleFiles.join(', ')})`,
);

const installed = JSON.parse(readFileSync(path.join(app, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
check(!Object.keys(installed.dependencies ?? {}).some((d) => /pdfjs|jsqr/.test(d)), 'no PDF or QR library was installed (optional peers)');

const page = (blocks: readonly string[], extra: readonly string[] = []) =>
  `${blocks.map((b) => `import { ${b} } from './blocks/${b}.tsx';`).join('\n')}\n${extra.map((b) => `import { ${b} } from './${b}.tsx';`).join('\n')}\n\nexport function App() {\n  return (\n    <main className="mx-auto flex max-w-[48rem] flex-col gap-6 bg-surface p-4 text-text">\n      <h1 className="text-2xl font-semibold">Consumer portal</h1>\n${[...blocks, ...extra].map((b) => `      <${b} />`).join('\n')}\n    </main>\n  );\n}\n`;
/** Refs passed as props (React 19's way) must reach their elements on React 18 too (forwardRef there). */
const refCheck = `import { useEffect, useRef } from 'react';
import { Button, TextField } from '@macao-phr/design-system';

export function RefCheck() {
  const button = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    document.body.dataset.refs = \`\${button.current?.tagName} \${input.current?.tagName}\`;
  }, []);
  return (
    <div className="flex flex-col gap-2">
      <Button ref={button}>Ref check</Button>
      <TextField ref={input} label="Ref check field" />
    </div>
  );
}
`;
writeFileSync(path.join(app, 'src/RefCheck.tsx'), refCheck);
writeFileSync(path.join(app, 'src/AllBlocks.tsx'), page(exampleFiles, ['RefCheck']).replace('export function App', 'export function AllBlocks'));

// 3. Typecheck, build, measure, render.
run('npx', ['tsc', '-p', 'tsconfig.json'], { cwd: app });
check(true, 'the app typechecks against the published declarations');

// A CommonJS file of the installed app (a Node script, a Jest setup, an older server) requires the packages: each
// name and subpath resolves to its .cjs build, and a block renders on the server from it.
const requireCheck = `const { createElement } = require('react');
const { renderToString } = require('react-dom/server');
const ds = require('@macao-phr/design-system');
const { reactAriaLocales } = require('@macao-phr/design-system/react-aria-locales');
const tokens = require('@macao-phr/tokens');
const { brandTheme } = require('@macao-phr/tokens/brand');
const files = ['@macao-phr/design-system', '@macao-phr/design-system/react-aria-locales', '@macao-phr/tokens', '@macao-phr/tokens/brand'].map((name) => require.resolve(name));
const html = renderToString(createElement(ds.I18nProvider, { locale: 'en' }, createElement(ds.DateRangeFilter, { label: 'Report date' }), createElement(ds.Button, null, 'Print')));
console.log(JSON.stringify({ files, html, locales: reactAriaLocales, themes: tokens.themeNames, brand: typeof brandTheme }));
`;
writeFileSync(path.join(app, 'require-check.cjs'), requireCheck);
const required = spawnSync(process.execPath, ['require-check.cjs'], { cwd: app, encoding: 'utf8' });
if (required.status !== 0) console.error(required.stderr);
const requiredOut = (required.status === 0 ? JSON.parse(required.stdout) : { files: [], html: '', locales: [], themes: [], brand: '' }) as { files: string[]; html: string; locales: string[]; themes: string[]; brand: string };
check(
  required.status === 0 && requiredOut.files.length === 4 && requiredOut.files.every((f) => f.endsWith('.cjs')),
  `require() from a CommonJS file resolves each package and subpath to its CommonJS build (${requiredOut.files.map((f) => path.relative(app, f)).join(', ')})`,
);
check(
  requiredOut.html.includes('data-slot="date-range-filter"') && requiredOut.html.includes('data-slot="button"') && requiredOut.locales.includes('zh-TW') && requiredOut.themes.length > 0 && requiredOut.brand === 'function',
  'the required CommonJS builds render DateRangeFilter and Button on the server and give the tokens and the brand check',
);

/** js and css: every file built (lazily loaded chunks included); initialJs: the scripts index.html loads. */
interface Size { js: number; css: number; initialJs: number; files: Record<string, string> }
function build(dir: string, name: string, appSource?: string): Size {
  if (appSource !== undefined) writeFileSync(path.join(dir, 'src/App.tsx'), appSource);
  const outDir = path.join(dir, `dist-${name}`);
  run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], { cwd: dir });
  const assets = path.join(outDir, 'assets');
  const files = Object.fromEntries(readdirSync(assets).map((f) => [f, readFileSync(path.join(assets, f), 'utf8')]));
  const gz = (ext: string) => Object.entries(files).filter(([f]) => f.endsWith(ext)).reduce((sum, [, code]) => sum + gzipSync(code).length, 0);
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const initial = new Set([...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!));
  const initialJs = Object.entries(files).filter(([f]) => initial.has(f)).reduce((sum, [, code]) => sum + gzipSync(code).length, 0);
  return { js: gz('.js'), css: gz('.css'), initialJs, files };
}

const readmeApp = readFileSync(path.join(app, 'src/App.tsx'), 'utf8');
const one = build(app, 'one-block');
const oneJs = Object.entries(one.files).filter(([f]) => f.endsWith('.js')).map(([, c]) => c).join('\n');
const oneCss = Object.entries(one.files).filter(([f]) => f.endsWith('.css')).map(([, c]) => c).join('\n');
check(/date-range-filter/.test(oneJs), 'the one-block page holds DateRangeFilter');
check(!/recharts|ResponsiveContainer|pdfjs|GlobalWorkerOptions|jsQR/.test(oneJs), 'the one-block page holds no chart, PDF or QR code');
// The page as loaded; DateRangeFilter's calendar is a chunk fetched on the first press of its button.
check(one.initialJs <= oneBlockJsBudget, `the one-block page's JavaScript before its first paint is ${(one.initialJs / 1024).toFixed(1)} KiB gzip, React included (budget ${oneBlockJsBudget / 1024} KiB)`);
check(one.initialJs + one.css < oneBlockBudget, `the one-block page loads ${((one.initialJs + one.css) / 1024).toFixed(1)} KiB gzip (budget ${oneBlockBudget / 1024} KiB; ${((one.js - one.initialJs) / 1024).toFixed(1)} KiB more in lazily loaded chunks)`);
check(/\.max-w-\\\[48rem\\\]/.test(oneCss) && /\.bg-surface\b/.test(oneCss), "the app's own Tailwind classes are generated with the token theme");
check(oneCss.includes('#1565c0'), 'the brand stylesheet from the brand command is in the page');
build(app, 'all', page(exampleFiles, ['RefCheck']));
writeFileSync(path.join(app, 'src/App.tsx'), readmeApp);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, seconds: number) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    // A poll until the server answers (bounded by the deadline above), not a wait for time to pass.
    await pollInterval(200);
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** Console errors and warnings of a tab (React reports hydration mismatches and ref misuse there). */
function consoleProblems(tab: Page): string[] {
  const problems: string[] = [];
  tab.on('console', (message) => {
    // The README's ImageViewer example shows pictures the throw-away app does not have, and no app here has an icon.
    if (message.text().startsWith('Failed to load resource') && /\/pictures\/|favicon\.ico$/.test(message.location().url)) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  tab.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
async function axe(tab: Page, theme: string) {
  // Switch the theme and let colour transitions (transition-colors on links and tabs) end before axe reads
  // the colours; mid-transition colours are neither theme's.
  await tab.evaluate(async (t) => {
    document.documentElement.dataset.theme = t;
    await new Promise(requestAnimationFrame);
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
  }, theme);
  const violations = await tab.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  check(violations.length === 0, `axe finds nothing in ${theme}${violations.length ? `:\n  ${violations.join('\n  ')}` : ''}`);
}

/** Serves a Vite app's page of all blocks and checks it in Chromium. */
async function checkAllBlocks(browser: Browser, dir: string, label: string, themes: readonly string[]) {
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(root, 'tests/support/static-server.ts'), path.join(dir, 'dist-all'), String(port)], { stdio: 'ignore' });
  try {
    const tab = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const problems = consoleProblems(tab);
    await waitFor(`http://127.0.0.1:${port}/__ready`, 10);
    await tab.goto(`http://127.0.0.1:${port}/index.html`);
    await tab.getByRole('heading', { name: 'Consumer portal' }).waitFor();
    // The lazy chart has loaded when its figure is there.
    await tab.locator('[data-slot="trend-chart"]').waitFor({ timeout: 15_000 });
    for (const example of ['date-range-filter', 'service-grid', 'category-tab-bar', 'quick-link-sorter', 'upload-widget', 'thumbnail-grid']) {
      check((await tab.locator(`[data-slot="${example}"]`).count()) > 0, `${label}: all-blocks page renders ${example}`);
    }
    const refs = await tab.evaluate(() => document.body.dataset.refs);
    check(refs === 'BUTTON INPUT', `${label}: refs given as props reach the button and the input (${refs})`);
    await tab.addScriptTag({ content: axeSource });
    for (const theme of themes) await axe(tab, theme);
    if (themes.includes('light')) {
      await tab.evaluate(() => { document.documentElement.dataset.theme = 'light'; });
      const primary = await tab.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
      check(primary === '#1565c0', `${label}: light theme carries the brand colour (--color-primary ${primary})`);
    }
    check(problems.length === 0, `${label}: no console error or warning${problems.length ? `:\n  ${problems.join('\n  ')}` : ''}`);
  } finally {
    server.kill();
  }
}

// 4. The same README on React 18.3: the React 19 app as the README's steps left it (its node_modules copied, not
// installed again), then the README's `# React 18` block, which moves react, react-dom and their types to 18.
mkdirSync(app18, { recursive: true });
run('cp', ['-a', ...['index.html', 'package.json', 'package-lock.json', 'tsconfig.json', 'vite.config.ts', 'src', 'node_modules'].map((f) => path.join(app, f)), app18]);
followReadme(viteSections, app18, { react18: true, only18: true });
const react18 = JSON.parse(readFileSync(path.join(app18, 'node_modules/react/package.json'), 'utf8')) as { version: string };
const types18 = JSON.parse(readFileSync(path.join(app18, 'node_modules/@types/react/package.json'), 'utf8')) as { version: string };
check(react18.version.startsWith('18.') && types18.version.startsWith('18.'), `the React 18 app has react ${react18.version} and @types/react ${types18.version}`);
writeFileSync(path.join(app18, 'src/RefCheck.tsx'), refCheck);
writeFileSync(path.join(app18, 'src/AllBlocks.tsx'), page(exampleFiles, ['RefCheck']).replace('export function App', 'export function AllBlocks'));
run('npx', ['tsc', '-p', 'tsconfig.json'], { cwd: app18 });
check(true, 'the React 18 app typechecks against the published declarations');
build(app18, 'all', page(exampleFiles, ['RefCheck']));

// 5. The README's server-rendering app (Next.js App Router), built once and served by `next start`.
mkdirSync(nextApp, { recursive: true });
writeFileSync(path.join(nextApp, 'package.json'), `${JSON.stringify({ name: 'consumer-next', private: true }, null, 2)}\n`);
const nextFiles = followReadme(serverSection, nextApp);
check(nextFiles.includes('app/page.tsx') && nextFiles.includes('app/layout.tsx'), `the README's server-rendering section writes a Next.js page and layout (${nextFiles.join(', ')})`);
run('npx', ['next', 'build'], { cwd: nextApp, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
check(true, 'Next.js builds the page that imports the blocks from a server component');

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  await checkAllBlocks(browser, app, 'React 19', ['light', 'dark', 'contrast']);
  await checkAllBlocks(browser, app18, 'React 18', ['light']);

  const port = await freePort();
  const next = spawn('npx', ['next', 'start', '-p', String(port), '-H', '127.0.0.1'], { cwd: nextApp, stdio: 'ignore', detached: true, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  try {
    await waitFor(`http://127.0.0.1:${port}/`, 60);
    const html = await (await fetch(`http://127.0.0.1:${port}/`)).text();
    for (const slot of ['date-range-filter', 'service-grid', 'service-tile', 'button']) {
      check(html.includes(`data-slot="${slot}"`), `the server's HTML holds ${slot}`);
    }
    check(html.includes('Report date'), "the server's HTML holds the date filter's label");
    const tab = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const problems = consoleProblems(tab);
    await tab.goto(`http://127.0.0.1:${port}/`);
    // Hydrated when a press works: choosing "Custom" shows the start and end date fields.
    await tab.getByText('Custom', { exact: true }).click();
    await tab.locator('[data-slot="date-range-filter-custom"]').waitFor({ timeout: 15_000 });
    check(true, 'the server-rendered page hydrates and answers a press');
    check(problems.length === 0, `the server-rendered page hydrates with no console error or warning${problems.length ? `:\n  ${problems.join('\n  ')}` : ''}`);
  } finally {
    if (next.pid) process.kill(-next.pid, 'SIGTERM');
  }
} finally {
  await browser.close();
}

if (!keep && failures.length === 0) rmSync(work, { recursive: true, force: true });
else console.log(`app kept in ${work}`);
if (failures.length > 0) {
  console.error(`\n${failures.length} consumer check(s) failed:\n${failures.join('\n')}`);
  process.exit(1);
}
console.log('\nconsumer test passed');
