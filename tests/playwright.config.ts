import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LANGUAGES, type Language } from '@macao-phr/contract';
import { chromiumLaunchOptions } from './chromium.ts';

// The product is started once on a free-ish random port with a throw-away PGlite folder and demo data.
// The main process picks the port and workers inherit it through the environment (they re-read this file).
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000));
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'mhp-e2e-'));
// The product's and the journeys' own servers start from a migrated embedded database (server/src/db/pglite-template.ts).
process.env.PGLITE_TEMPLATE_DIR ??= path.join(tmpdir(), 'mhp-pglite-templates');
process.env.STORYBOOK_PORT ??= String(Number(process.env.E2E_PORT) + 1);
const port = Number(process.env.E2E_PORT);
const storybookPort = Number(process.env.STORYBOOK_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const root = path.resolve(import.meta.dirname, '..');
/** `CI` set as CI services set it (`CI=0` or `CI=false` count as unset). */
const inCI = !['', '0', 'false'].includes(process.env.CI ?? '');

const phone = { ...devices['Pixel 7'], defaultBrowserType: 'chromium' as const };
const desktop = { viewport: { width: 1280, height: 800 } };
// Rules that do not depend on the language run in English only: session expiry, and the journeys' own checks.
const languageFree = /(session-expiry|checks)\.spec\.ts/;
// The colour themes: each of the six projects checks its sixth of the main pages in both themes (themes.spec.ts), so
// every page is checked once and each tree sees all three languages; how 'as my device' follows the device, one language per
// tree, not English (themes-device.spec.ts: Portuguese on the phone, Traditional Chinese on the desktop).
const themeDevice = /themes-device\.spec\.ts/;
// Text at 200% walks every main screen of a tree in Portuguese, whatever the project's language: once on each tree, in
// the Portuguese projects.
const textScale = /text-200\.spec\.ts/;
/**
 * Trees and languages of the journeys (docs/architecture.md#tests). In `npm test` every journey runs once, on one tree in
 * one language, and the six pairs rotate over the journeys by their place in the sorted list of spec files: the first
 * on the phone in Traditional Chinese, the second on the desktop in English, the third on the phone in Portuguese, the
 * fourth on the desktop in Traditional Chinese, and so on. So each tree sees half of the journeys, in all three
 * languages, and CI stays within its time on a busy two-core machine. A journey that exists in one tree only runs there,
 * its language still rotating. `E2E_ALL_LANGUAGES=1` runs every journey on both trees in all three languages
 * (`npm run test:e2e:all`), as before a release. Pinned specs keep the languages their own rules give them (below); the
 * themes spec divides its pages among the six projects, so it runs in all.
 */
const allLanguages = process.env.E2E_ALL_LANGUAGES === '1';
const specs = readdirSync(path.join(import.meta.dirname, 'e2e')).filter((f) => f.endsWith('.spec.ts')).sort();
const unrotated = [languageFree, themeDevice, textScale, /^themes\.spec\.ts$/];
// Screens that exist only in the /mob tree (docs/product/routes.md: scanPage, transScanPage, scanResult) run on the phone projects.
const mobileOnly = /qr\.spec\.ts/;
// The desktop header's record links exist only in the /web tree.
const webOnly = /records-nav\.spec\.ts/;
type Pair = { tree: 'mob' | 'web'; lang: Language };
const languageAt = (i: number) => LANGUAGES[i % LANGUAGES.length] as Language;
/** The tree and language the i-th spec file runs in under `npm test`: the six pairs in turn, or its own tree's languages in turn. */
function pairOf(spec: string, i: number): Pair {
  if (mobileOnly.test(spec)) return { tree: 'mob', lang: languageAt(i) };
  if (webOnly.test(spec)) return { tree: 'web', lang: languageAt(i) };
  return { tree: i % 2 === 0 ? 'mob' : 'web', lang: languageAt(i) };
}
/** The journeys a tree's language project leaves to the other projects (none with E2E_ALL_LANGUAGES=1). */
function rotatedOut(tree: 'mob' | 'web', lang: Language): RegExp[] {
  const out = specs.filter((spec, i) => {
    if (allLanguages || unrotated.some((r) => r.test(spec))) return false;
    const pair = pairOf(spec, i);
    return pair.tree !== tree || pair.lang !== lang;
  });
  return out.length === 0 ? [] : [new RegExp(`(^|[\\/])(${out.map((spec) => spec.replace(/[.]/g, '\\.')).join('|')})$`)];
}

export default defineConfig({
  testDir: './e2e',
  // Visual baselines live beside the visual spec. A story without its committed picture fails under CI (`CI` set, and
  // `npm test` passes `--update-snapshots=none`), so a forgotten baseline can never be written by the check itself;
  // on a developer's machine the first run writes it, to be looked at and committed (DEVELOPING.md, "Add a
  // design-system block"; with `CI` set, `--update-snapshots=missing` does the same).
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  updateSnapshots: inCI ? 'none' : 'missing',
  outputDir: './test-results',
  // A journey takes up to 24 s on an idle two-core machine and three to four times that on a busy one, where CI may
  // run: the limits stop a hung journey, they measure nothing (timings are checked in `npm run bench`).
  timeout: 120_000,
  expect: { timeout: 15_000 },
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    launchOptions: chromiumLaunchOptions(),
    timezoneId: 'Asia/Macau',
    // A failed journey keeps its trace (each action's DOM snapshot) and a screenshot of the end (`npm test` runs with
    // `--trace off`: scripts/test.ts). The trace's own screencast (a picture of every frame) is left out: it cost the
    // journeys a quarter of their processor time.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    // Rules that do not depend on the language (session expiry, the journeys' own checks) run in English only; text at 200%
    // in the Portuguese projects; journeys in their rotated tree and language.
    { name: 'mobile-zh-Hant', use: { ...phone, locale: 'zh-HK' }, metadata: { lang: 'zh-Hant', tree: 'mob' }, testIgnore: [textScale, languageFree, webOnly, themeDevice, ...rotatedOut('mob', 'zh-Hant')] },
    { name: 'mobile-en', use: { ...phone, locale: 'en-GB' }, metadata: { lang: 'en', tree: 'mob' }, testIgnore: [textScale, webOnly, themeDevice, ...rotatedOut('mob', 'en')] },
    { name: 'mobile-pt', use: { ...phone, locale: 'pt-PT' }, metadata: { lang: 'pt', tree: 'mob' }, testIgnore: [languageFree, webOnly, ...rotatedOut('mob', 'pt')] },
    { name: 'web-zh-Hant', use: { ...desktop, locale: 'zh-HK' }, metadata: { lang: 'zh-Hant', tree: 'web' }, testIgnore: [textScale, languageFree, mobileOnly, ...rotatedOut('web', 'zh-Hant')] },
    { name: 'web-en', use: { ...desktop, locale: 'en-GB' }, metadata: { lang: 'en', tree: 'web' }, testIgnore: [textScale, mobileOnly, themeDevice, ...rotatedOut('web', 'en')] },
    { name: 'web-pt', use: { ...desktop, locale: 'pt-PT' }, metadata: { lang: 'pt', tree: 'web' }, testIgnore: [languageFree, mobileOnly, themeDevice, ...rotatedOut('web', 'pt')] },
    // Every story of the built Storybook against its committed picture (docs/design-system.md, visual baselines).
    {
      name: 'visual',
      testDir: './visual',
      fullyParallel: true,
      use: { ...desktop, baseURL: `http://127.0.0.1:${storybookPort}`, timezoneId: 'UTC', locale: 'en-GB', trace: 'off' },
    },
  ],
  webServer: [
    {
      command: 'node server/src/main.ts',
      cwd: root,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        DEMO: '1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        // A private build (PORTAL_DIST=/tmp/x npx vite build --outDir /tmp/x) lets two people test side by side.
        PORTAL_DIST: process.env.PORTAL_DIST ?? path.join(root, 'portal/dist'),
        // Generous limits so that six parallel journeys are not rate-limited; the limit itself is tested on the server.
        LOGIN_RATE_LIMIT: '1000',
        SHARE_RATE_LIMIT: '1000',
        SHARE_VIEW_RATE_LIMIT: '1000',
        // A test machine busy with other work must not have its calls shed as overload (docs/operations.md);
        // the shedding itself is tested on the server.
        MAX_EVENT_LOOP_DELAY_MS: '0',
        // Production, but every answer checked against the contract as in the server's tests: a journey that meets an
        // answer breaking it fails on the 500 (docs/scale.md, "What an answer costs").
        CHECK_ANSWERS: '1',
      },
    },
    {
      command: `node tests/support/static-server.ts ${process.env.STORYBOOK_STATIC ?? 'stories/storybook-static'} ${storybookPort}`,
      cwd: root,
      url: `http://127.0.0.1:${storybookPort}/__ready`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
