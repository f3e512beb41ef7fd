/**
 * `npm run bench:coverage -- [page ...]`: what a page's first load fetches but does not run (docs/performance.md
 * "What a first paint does not run"). Builds the portal with source maps into a folder of its own, serves it, loads
 * each page in a phone-sized (or, for /web/ pages, desktop-sized) Chromium with JavaScript block coverage on, waits as
 * `npm run bench` does (the network quiet, then the screen, then quiet again), and prints for every script the
 * minified bytes that ran and that did not; then, for the entry, the same split by source file (node_modules
 * packages by name), largest unrun first. A page whose path has `home` in it is loaded signed in, as the demo resident.
 *
 *   npm run bench:coverage                       the phone home
 *   npm run bench:coverage -- /login /web/maintenance
 *   npm run bench:coverage -- --no-build /mob/home   the build of the last run
 *
 * Bytes of minified code are not gzip bytes: read the split as shares, not as KiB of the budget.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, devices } from 'playwright-core';
import { chromiumLaunchOptions } from '../chromium.ts';
import { repoRoot, startProduct } from '../support/server.ts';
import { signInPage } from './sign-in.ts';

const args = process.argv.slice(2);
const pages = args.filter((a) => !a.startsWith('--'));
if (pages.length === 0) pages.push('/mob/home');
const dist = path.join(tmpdir(), 'mhp-coverage-dist');

if (!args.includes('--no-build') || !existsSync(dist)) {
  const build = spawnSync('npx', ['vite', 'build', '--sourcemap', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: path.join(repoRoot, 'portal'),
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Marks each character of a script as run (1) or not (0) from V8's block coverage: nested ranges come after the ranges that hold them. */
function runMarks(source: string, functions: readonly { ranges: readonly { startOffset: number; endOffset: number; count: number }[] }[]): Uint8Array {
  const marks = new Uint8Array(source.length);
  for (const fn of functions) for (const range of fn.ranges) marks.fill(range.count > 0 ? 1 : 0, range.startOffset, range.endOffset);
  return marks;
}

/** A source of the entry's map as a reader knows it: a package by its name, the portal's own files from the repository. */
function sourceName(source: string): string {
  const packagePath = source.split('node_modules/').at(-1);
  if (packagePath !== undefined && packagePath !== source) {
    const parts = packagePath.split('/');
    return `${parts.slice(0, packagePath.startsWith('@') ? 2 : 1).join('/')} (package)`;
  }
  return path.relative(repoRoot, path.resolve(dist, 'assets', source));
}

/** Run and unrun characters of a script by the source file its source map names for each. */
function bySource(source: string, marks: Uint8Array, map: SourceMap): Map<string, { ran: number; unrun: number }> {
  const out = new Map<string, { ran: number; unrun: number }>();
  let line = 0;
  let column = 0;
  for (let i = 0; i < source.length; i++) {
    if (source[i] === '\n') {
      line += 1;
      column = 0;
      continue;
    }
    const origin = map.findEntry(line, column);
    const file = 'originalSource' in origin && typeof origin.originalSource === 'string' ? origin.originalSource : undefined;
    const name = file === undefined ? '(the bundler\'s own)' : sourceName(file);
    const entry = out.get(name) ?? { ran: 0, unrun: 0 };
    if (marks[i] === 1) entry.ran += 1;
    else entry.unrun += 1;
    out.set(name, entry);
    column += 1;
  }
  return out;
}

/** The entry script, as index.html names it: the one split by source file. */
const entryFile = /<script[^>]*type="module"[^>]*src="([^"]+)"/.exec(readFileSync(path.join(dist, 'index.html'), 'utf8'))?.[1];

const product = await startProduct({ PORTAL_DIST: dist });
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const target of pages) {
    const web = target.startsWith('/web');
    const context = await browser.newContext(web ? { viewport: { width: 1280, height: 800 } } : devices['Pixel 7']);
    if (target.includes('home')) await signInPage(context, product.baseURL, web ? 'web' : 'mob');
    const page = await context.newPage();
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    await page.goto(`${product.baseURL}${target}`, { waitUntil: 'networkidle' });
    await page.locator('main').first().waitFor();
    await page.waitForLoadState('networkidle');
    const scripts = await page.coverage.stopJSCoverage();
    await context.close();
    console.log(`\n${target}: minified characters run / not run on the first load`);
    for (const script of scripts) {
      const file = new URL(script.url).pathname;
      if (!file.startsWith('/assets/') || script.source === undefined) continue;
      const marks = runMarks(script.source, script.functions);
      const ran = marks.reduce((sum, m) => sum + m, 0);
      console.log(`  ${String(ran).padStart(7)} / ${String(script.source.length - ran).padStart(7)}  ${file}`);
      if (file !== entryFile) continue;
      const map = new SourceMap(JSON.parse(readFileSync(path.join(dist, `${file}.map`), 'utf8')));
      const split = [...bySource(script.source, marks, map)].sort((a, b) => b[1].unrun - a[1].unrun).slice(0, 20);
      for (const [name, { ran: r, unrun }] of split) console.log(`      ${String(r).padStart(7)} / ${String(unrun).padStart(7)}  ${name}`);
    }
  }
} finally {
  await browser.close();
  await product.stop();
}
