/**
 * `npm run bench:lighthouse` (and the last part of `npm run bench` unless `--no-lighthouse`): Lighthouse 12 with
 * Debian's Chromium against the product as `npm start` serves it (production build, the real server on a free
 * port, PGlite in a throw-away folder, demo data), the budgets of docs/performance.md:
 * mobile preset for /login, /mob/home (in Chinese, then in Portuguese) and /mob/analysisReportList, desktop preset
 * for /web/home; the signed-in
 * pages after signing in through the form (playwright-core), in the same browser profile Lighthouse drives, with
 * the HTTP cache emptied before every run (a cold load, as a resident's first visit of the day).
 * Median of three runs per page. Exits non-zero when a budget is missed.
 *
 * Options: `--no-build` (measure the build there is), `--runs=N`, `--pages=/login,/web/home` (some of the pages),
 * `--applied` (Chrome's own network and CPU throttling instead of Lighthouse's simulation; not what the budgets use),
 * `--save=<folder>` (each run's whole report as JSON, to read its LCP element, request chains and script costs),
 * `--cpu-slowdown=N` (the mobile preset's CPU factor instead of 4; docs/performance.md says when);
 * PORTAL_DIST=<folder> measures another build.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium, type BrowserContext } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../chromium.ts';
import { freePort, repoRoot, startProduct } from '../support/server.ts';
import { signInPage } from './sign-in.ts';

/** docs/performance.md budgets. */
export const lighthouseBudgets = { performance: 95, accessibility: 100, bestPractices: 100, lcpMs: 2000, tbtMs: 150, cls: 0.02 };

type Preset = 'mobile' | 'desktop';
const pages: readonly { path: string; preset: Preset; signedIn: boolean }[] = [
  { path: '/login', preset: 'mobile', signedIn: false },
  { path: '/mob/home', preset: 'mobile', signedIn: true },
  { path: '/mob/analysisReportList', preset: 'mobile', signedIn: true },
  { path: '/web/home', preset: 'desktop', signedIn: true },
  // Portuguese names are the longest (banner captions and service names wrap where Chinese ones do not): the home
  // must not shift in them either. Last, as it leaves Portuguese as the profile's stored language.
  { path: '/mob/home?lang=pt', preset: 'mobile', signedIn: true },
];

type Figures = { performance: number; accessibility: number; bestPractices: number; lcpMs: number; tbtMs: number; cls: number; jsBytes: number; cssBytes: number; benchmarkIndex: number };

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function emptyCache(context: BrowserContext): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/** A run Lighthouse itself could not complete (its report's `runtimeError`): worth taking again. */
class LighthouseRunError extends Error {}

async function runOnce(url: string, port: number, preset: Preset, signedIn: boolean): Promise<Figures> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // Signed in: the session lives in this profile's localStorage, which Lighthouse would otherwise wipe
      // (the HTTP cache is emptied by hand before each run instead).
      disableStorageReset: signedIn,
      ...(preset === 'mobile' && cpuSlowdown !== undefined ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
      // --applied: Chrome itself slows the network and the CPU as the run goes, instead of Lighthouse simulating it
      // from a fast run; slower and noisier, but it counts what the simulation does not (timers, the real order of requests).
      ...(process.argv.includes('--applied') ? { throttlingMethod: 'devtools' as const } : {}),
    },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  const saveTo = process.argv.find((a) => a.startsWith('--save='))?.slice('--save='.length);
  if (saveTo) {
    mkdirSync(saveTo, { recursive: true });
    const name = `${new URL(url).pathname.replaceAll('/', '_').replace(/^_/, '')}-${preset}-${Date.now()}.json`;
    writeFileSync(path.join(saveTo, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new LighthouseRunError(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  const bytesOf = (type: string) => summary.find((i) => i.resourceType === type)?.transferSize ?? 0;
  // The final address must be the page itself: a signed-out redirect to /login would measure the wrong page.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}`);
  const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && ['accessibility', 'best-practices'].some((c) => lhr.categories[c]?.auditRefs.some((r) => r.id === a.id && r.weight > 0)));
  for (const a of failing) console.log(`       ${new URL(url).pathname}: ${a.id} — ${a.title}`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes: bytesOf('script'),
    cssBytes: bytesOf('stylesheet'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const cpuSlowdownArg = process.argv.find((a) => a.startsWith('--cpu-slowdown='));
const cpuSlowdown = cpuSlowdownArg === undefined ? undefined : Number(cpuSlowdownArg.slice('--cpu-slowdown='.length));

/** Runs every page `runs` times against a started product; prints the medians; answers how many budgets were missed. */
export async function runLighthouse({ dist, runs = 3, only }: { dist: string; runs?: number; only?: readonly string[] }): Promise<number> {
  console.log(`\nLighthouse ${runs}x per page (median), mobile CPU slowdown ${cpuSlowdown ?? 4}x, load average ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
  const product = await startProduct({ PORTAL_DIST: dist });
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'mhp-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: [...chromiumFlags, `--remote-debugging-port=${port}`],
    headless: true,
  });
  let missed = 0;
  try {
    let signedIn = false;
    const b = lighthouseBudgets;
    console.log(`${'page'.padEnd(26)} perf  a11y  b.p.   LCP ms  TBT ms    CLS    JS KiB  CSS KiB`);
    for (const entry of pages.filter((p) => only === undefined || only.includes(p.path))) {
      if (entry.signedIn && !signedIn) {
        await signInPage(context, product.baseURL);
        signedIn = true;
      }
      const all: Figures[] = [];
      for (let i = 0; i < runs; i++) {
        // Lighthouse now and then fails to record a run's trace (NO_NAVSTART, a protocol timeout): that run is
        // taken again, at most twice, and says so; a page that fails three times in a row stops the bench.
        for (let attempt = 1; ; attempt++) {
          await emptyCache(context);
          try {
            all.push(await runOnce(`${product.baseURL}${entry.path}`, port, entry.preset, entry.signedIn));
            break;
          } catch (error) {
            if (!(error instanceof LighthouseRunError) || attempt === 3) throw error;
            console.log(`       ${entry.path}: run ${i + 1} taken again (${error.message})`);
          }
        }
      }
      const m = (k: keyof Figures) => median(all.map((f) => f[k]));
      const f: Figures = {
        performance: m('performance'),
        accessibility: m('accessibility'),
        bestPractices: m('bestPractices'),
        lcpMs: m('lcpMs'),
        tbtMs: m('tbtMs'),
        cls: m('cls'),
        jsBytes: m('jsBytes'),
        cssBytes: m('cssBytes'),
        benchmarkIndex: m('benchmarkIndex'),
      };
      const misses = [
        f.performance < b.performance && `performance ${f.performance} < ${b.performance}`,
        f.accessibility < b.accessibility && `accessibility ${f.accessibility} < ${b.accessibility}`,
        f.bestPractices < b.bestPractices && `best practices ${f.bestPractices} < ${b.bestPractices}`,
        f.lcpMs > b.lcpMs && `LCP ${Math.round(f.lcpMs)} ms > ${b.lcpMs}`,
        f.tbtMs > b.tbtMs && `TBT ${Math.round(f.tbtMs)} ms > ${b.tbtMs}`,
        f.cls > b.cls && `CLS ${f.cls.toFixed(3)} > ${b.cls}`,
      ].filter((x): x is string => typeof x === 'string');
      missed += misses.length;
      console.log(
        `${misses.length === 0 ? 'ok  ' : 'OVER'} ${`${entry.path} (${entry.preset})`.padEnd(21)} ${String(f.performance).padStart(4)} ${String(f.accessibility).padStart(5)} ${String(f.bestPractices).padStart(5)} ${String(Math.round(f.lcpMs)).padStart(8)} ${String(Math.round(f.tbtMs)).padStart(7)} ${f.cls.toFixed(3).padStart(6)} ${(f.jsBytes / 1024).toFixed(1).padStart(9)} ${(f.cssBytes / 1024).toFixed(1).padStart(8)}` +
          (misses.length ? `   ${misses.join('; ')}` : ''),
      );
      console.log(`       runs: perf ${all.map((x) => x.performance).join('/')}, LCP ${all.map((x) => Math.round(x.lcpMs)).join('/')} ms, TBT ${all.map((x) => Math.round(x.tbtMs)).join('/')} ms, CLS ${all.map((x) => x.cls.toFixed(3)).join('/')}, host CPU index ${all.map((x) => Math.round(x.benchmarkIndex)).join('/')}`);
    }
    console.log(`budgets: performance >= ${b.performance}, accessibility ${b.accessibility}, best practices ${b.bestPractices}, LCP <= ${b.lcpMs} ms, TBT <= ${b.tbtMs} ms, CLS <= ${b.cls}; load average now ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
  } finally {
    await context.close();
    await product.stop();
    rmSync(profile, { recursive: true, force: true });
  }
  return missed;
}

if (import.meta.main) {
  const dist = process.env.PORTAL_DIST ? path.resolve(process.env.PORTAL_DIST) : path.join(repoRoot, 'portal/dist');
  if (!process.argv.includes('--no-build') && !process.env.PORTAL_DIST) {
    const build = spawnSync('npm', ['run', '-s', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const runsArg = process.argv.find((a) => a.startsWith('--runs='));
  const pagesArg = process.argv.find((a) => a.startsWith('--pages='));
  const missed = await runLighthouse({
    dist,
    runs: runsArg ? Number(runsArg.slice('--runs='.length)) : 3,
    ...(pagesArg ? { only: pagesArg.slice('--pages='.length).split(',') } : {}),
  });
  console.log(missed === 0 ? '\nall Lighthouse budgets met' : `\n${missed} Lighthouse budget(s) missed`);
  process.exit(missed === 0 ? 0 : 1);
}
