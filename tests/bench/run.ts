/**
 * `npm run bench`: the budgets of docs/architecture.md#budgets that this machine can measure, printed with their limits
 * (docs/performance.md says how to read them).
 * Bundle: builds the portal, then loads every page a visitor can land on (sign-in, home on both trees signed in,
 * maintenance, the shared-picture viewers) in Chromium, and sums the gzip size of every script and stylesheet
 * the page fetched until the network went quiet; then the largest route chunk. Then the Lighthouse part
 * (tests/bench/lighthouse.ts) unless `--no-lighthouse`.
 * Exits non-zero when a budget is exceeded.
 *
 * Options: `--no-build` (measure the build there is), `--list` (each page's scripts, largest first),
 * `--no-lighthouse`; PORTAL_DIST=<folder> measures another build (a private one) instead of portal/dist.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, devices, type Browser, type BrowserContextOptions } from 'playwright-core';
import { chromiumLaunchOptions } from '../chromium.ts';
import { repoRoot, startProduct } from '../support/server.ts';
import { signInPage } from './sign-in.ts';

const KiB = 1024;
const budgets = { initialJs: 110 * KiB, initialCss: 15 * KiB, routeChunk: 50 * KiB, lazyHeavyChunk: 110 * KiB };
const gz = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;
const kib = (n: number) => `${(n / KiB).toFixed(1)} KiB`;
let over = 0;
function report(label: string, value: number, budget: number): void {
  const ok = value <= budget;
  if (!ok) over += 1;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${label.padEnd(52)} ${kib(value).padStart(10)}  (budget ${kib(budget)})`);
}

const phone: BrowserContextOptions = devices['Pixel 7'];
const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

/** Every page a visitor can land on first, as that visitor: signed in for the homes, signed out for the rest. */
const entryPages: readonly { path: string; device: 'phone' | 'desktop'; signedIn: boolean }[] = [
  { path: '/login', device: 'phone', signedIn: false },
  { path: '/login', device: 'desktop', signedIn: false },
  { path: '/mob/home', device: 'phone', signedIn: true },
  { path: '/web/home', device: 'desktop', signedIn: true },
  { path: '/mobMaintenance', device: 'phone', signedIn: false },
  { path: '/web/maintenance', device: 'desktop', signedIn: false },
  { path: '/mobShareReportImages?shareId=bench-unknown-link', device: 'phone', signedIn: false },
  { path: '/webShareReportImages?shareId=bench-unknown-link', device: 'desktop', signedIn: false },
];

async function measure(browser: Browser, baseURL: string, entry: (typeof entryPages)[number]): Promise<void> {
  const context = await browser.newContext(entry.device === 'phone' ? phone : desktop);
  try {
    if (entry.signedIn) await signInPage(context, baseURL, entry.path.startsWith('/web/') ? 'web' : 'mob');
    const page = await context.newPage();
    const assets: { url: string; type: string; bytes: number }[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      // The file as built, gzipped here at level 9: the same measure whatever the server sends (and reading the
      // built file never misses a response whose body the browser already dropped).
      const file = path.join(dist, decodeURIComponent(new URL(response.url()).pathname));
      assets.push({ url: response.url(), type, bytes: existsSync(file) ? gz(readFileSync(file)) : 0 });
    });
    await page.goto(`${baseURL}${entry.path}`, { waitUntil: 'networkidle' });
    // The screen's chunk may still be on its way after a quiet moment on a busy machine: let it settle.
    await page.locator('main').first().waitFor();
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');
    const js = assets.filter((a) => a.type === 'script');
    const css = assets.filter((a) => a.type === 'stylesheet');
    const name = `${entry.path.split('?')[0]} (${entry.device})`;
    report(`${name} initial JS (${js.length} files)`, js.reduce((s, a) => s + a.bytes, 0), budgets.initialJs);
    if (process.argv.includes('--list')) {
      for (const a of [...js].sort((x, y) => y.bytes - x.bytes)) console.log(`       ${kib(a.bytes).padStart(10)}  ${new URL(a.url).pathname}`);
    }
    report(`${name} initial CSS (${css.length} files)`, css.reduce((s, a) => s + a.bytes, 0), budgets.initialCss);
  } finally {
    await context.close();
  }
}

const dist = process.env.PORTAL_DIST ? path.resolve(process.env.PORTAL_DIST) : path.join(repoRoot, 'portal/dist');
if (!process.argv.includes('--no-build') && !process.env.PORTAL_DIST) {
  const build = spawnSync('npm', ['run', '-s', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

console.log(`bundle budgets (gzip), load average ${(await import('node:os')).loadavg().map((n) => n.toFixed(1)).join(' ')}`);
const product = await startProduct({ PORTAL_DIST: dist });
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const entry of entryPages) await measure(browser, product.baseURL, entry);
} finally {
  await browser.close();
  await product.stop();
}

// Route chunks: every JS file of the build except the entry; the heavy lazy ones (chart, date picker, PDF,
// QR) have the larger budget and must not be loaded on home (the home figures above include all it loads).
const assetsDir = path.join(dist, 'assets');
const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
const chunks = readdirSync(assetsDir)
  .filter((f) => f.endsWith('.js'))
  .map((f) => ({ file: f, bytes: gz(readFileSync(path.join(assetsDir, f))) }))
  .filter((c) => !indexHtml.includes(c.file))
  .sort((a, b) => b.bytes - a.bytes);
// Drag and drop (react-aria) is one of the heavy things that load only where used (quick links sorter).
const heavy = /chart|recharts|date|pdf|qr|drag-and-drop/i;
// By the chunk's name, not its hash (a hash such as `BroQrQS2` must not make a screen "heavy").
const isHeavy = (c: { file: string }) => heavy.test(c.file.replace(/-[\w-]{8}\.js$/, ''));
const ordinary = chunks.filter((c) => !isHeavy(c));
const lazyHeavy = chunks.filter(isHeavy);
console.log(`\n${chunks.length} lazily loaded chunks`);
if (ordinary[0]) report(`largest route chunk ${ordinary[0].file}`, ordinary[0].bytes, budgets.routeChunk);
for (const c of lazyHeavy) report(`lazy chunk ${c.file}`, c.bytes, budgets.lazyHeavyChunk);

if (!process.argv.includes('--no-lighthouse')) {
  const { runLighthouse } = await import('./lighthouse.ts');
  over += await runLighthouse({ dist });
}

console.log(over === 0 ? '\nall budgets met' : `\n${over} budget(s) exceeded`);
process.exit(over === 0 ? 0 : 1);
