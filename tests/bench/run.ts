/**
 * `npm run bench`: the budgets of docs/architecture.md#budgets that this machine can measure, printed with their limits.
 * Bundle: builds the portal, then loads /mob/home (phone) and /web/home (desktop) signed in, in Chromium,
 * and sums the gzip size of every script and stylesheet the page fetched; then the largest route chunk.
 * Exits non-zero when a budget is exceeded.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, devices, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../chromium.ts';
import { repoRoot, startProduct } from '../support/server.ts';

const KiB = 1024;
const budgets = { initialJs: 120 * KiB, initialCss: 15 * KiB, routeChunk: 50 * KiB, lazyHeavyChunk: 110 * KiB };
const gz = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;
const kib = (n: number) => `${(n / KiB).toFixed(1)} KiB`;
let over = 0;
function report(label: string, value: number, budget: number): void {
  const ok = value <= budget;
  if (!ok) over += 1;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${label.padEnd(44)} ${kib(value).padStart(10)}  (budget ${kib(budget)})`);
}

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', '-s', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const product = await startProduct();
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const tree of ['mob', 'web'] as const) {
    const context = await browser.newContext(tree === 'mob' ? devices['Pixel 7'] : { viewport: { width: 1280, height: 800 } });
    const signIn = await context.newPage();
    await signIn.goto(`${product.baseURL}/login`);
    await signIn.getByLabel(/user ?name|用戶名稱|帳號|utilizador/i).fill('demo-m');
    await signIn.getByLabel(/password|密碼|palavra-passe/i).fill('demo-pass-2026');
    // The password form's own button (single sign-on has a button of its own).
    await signIn.getByRole('button', { name: /^(sign in|登入|entrar|iniciar sessão)$/i }).click();
    await signIn.waitForURL(new RegExp(`/${tree}/home`));
    await signIn.close();

    const page: Page = await context.newPage();
    const assets: { url: string; type: string; bytes: number }[] = [];
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      try {
        assets.push({ url: response.url(), type, bytes: gz(await response.body()) });
      } catch {
        // a response without a body (redirect) carries no bytes
      }
    });
    await page.goto(`${product.baseURL}/${tree}/home`, { waitUntil: 'networkidle' });
    const js = assets.filter((a) => a.type === 'script');
    const css = assets.filter((a) => a.type === 'stylesheet');
    report(`/${tree}/home initial JS (${js.length} files, gzip)`, js.reduce((s, a) => s + a.bytes, 0), budgets.initialJs);
    // `npm run bench -- --list`: what home loads, largest first (where to look when a budget is exceeded).
    if (process.argv.includes('--list')) {
      for (const a of [...js].sort((x, y) => y.bytes - x.bytes)) console.log(`       ${kib(a.bytes).padStart(10)}  ${new URL(a.url).pathname}`);
    }
    report(`/${tree}/home initial CSS (${css.length} files, gzip)`, css.reduce((s, a) => s + a.bytes, 0), budgets.initialCss);
    await context.close();
  }
} finally {
  await browser.close();
  await product.stop();
}

// Route chunks: every JS file of the build except the entry; the heavy lazy ones (chart, date picker, PDF,
// QR) have the larger budget and must not be loaded on home (the home figures above include all it loads).
const assetsDir = path.join(repoRoot, 'portal/dist/assets');
const indexHtml = readFileSync(path.join(repoRoot, 'portal/dist/index.html'), 'utf8');
const chunks = readdirSync(assetsDir)
  .filter((f) => f.endsWith('.js'))
  .map((f) => ({ file: f, bytes: gz(readFileSync(path.join(assetsDir, f))) }))
  .filter((c) => !indexHtml.includes(c.file))
  .sort((a, b) => b.bytes - a.bytes);
// Drag and drop (react-aria) is one of the heavy things that load only where used (quick links sorter).
const heavy = /chart|recharts|date|pdf|qr|drag-and-drop/i;
const ordinary = chunks.filter((c) => !heavy.test(c.file));
const lazyHeavy = chunks.filter((c) => heavy.test(c.file));
console.log(`\n${chunks.length} lazily loaded chunks`);
if (ordinary[0]) report(`largest route chunk ${ordinary[0].file}`, ordinary[0].bytes, budgets.routeChunk);
for (const c of lazyHeavy) report(`lazy chunk ${c.file}`, c.bytes, budgets.lazyHeavyChunk);

console.log(over === 0 ? '\nall budgets met' : `\n${over} budget(s) exceeded`);
process.exit(over === 0 ? 0 : 1);
