import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { BrowserCommand } from 'vitest/node';
import { createServer, type PluginOption, type ViteDevServer } from 'vite';
import type * as StoriesRenderModule from './tests/consumer/stories-render.ts';

type StoriesRender = typeof StoriesRenderModule;
import { chromiumLaunchOptions } from './tests/chromium.ts';
import { screenTables } from './portal/build/route-manifest.ts';

// Fresh embedded databases (several per server test file, and every server a test starts) load a migrated template
// instead of running initdb and the migrations each time (server/src/db/pglite-template.ts); workers and the
// processes they start inherit the setting.
process.env.PGLITE_TEMPLATE_DIR ??= path.join(tmpdir(), 'mhp-pglite-templates');

/**
 * A fresh browser object per project: a shared object makes the Storybook project report itself
 * under the wrong name. Debian's Chromium, since browsers cannot be downloaded here.
 */
function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: chromiumLaunchOptions() }),
    instances: [{ browser: 'chromium' as const }],
  };
}

/**
 * How long one test may take before it fails as hung: four times Vitest's 5 s. The slowest component tests take 3 s
 * on an idle two-core machine and three to four times that on a busy one, where CI may run; a test's own assertions
 * bound what it measures, this only stops a hung test. Timings are checked in `npm run bench`, not here.
 */
const SLOW_MACHINE_TIMEOUT_MS = 20_000;

/**
 * How long a component test may take before it fails as hung: three of its waits for the screen (each at most 20 s,
 * tests/support/dom-setup.ts), so that a wait that gives up reports what it missed before the test's own limit ends it.
 */
const SCREEN_TEST_TIMEOUT_MS = 60_000;

/** A project of React components in happy-dom: the dom tests' setup and class check, the slow machine's timeouts. */
function happyDomProject(name: string, include: string, options: { plugins?: PluginOption[]; isolate?: boolean; pool?: 'vmForks' }) {
  return {
    plugins: [react(), ...(options.plugins ?? [])],
    test: {
      name,
      environment: 'happy-dom' as const,
      testTimeout: SCREEN_TEST_TIMEOUT_MS,
      ...(options.isolate === undefined ? {} : { isolate: options.isolate }),
      ...(options.pool === undefined ? {} : { pool: options.pool }),
      include: [include],
      exclude: ['**/node_modules/**', '**/dist/**'],
      setupFiles: ['tests/support/dom-setup.ts', 'tests/support/class-check.ts'],
    },
  };
}

/**
 * For the hydration test: a story file's stories rendered with react-dom/server here in Node (through the project's
 * Vite server, as a server would render them), so the browser hydrates HTML that came from a server.
 */
let storyServer: Promise<ViteDevServer> | undefined;
const renderStoriesOnServer: BrowserCommand<[file: string]> = async (_context, file) => {
  // A Vite server of its own, with Vite's server-side defaults (packages load as Node loads them), no watcher.
  storyServer ??= createServer({ configFile: false, root: fileURLToPath(new URL('.', import.meta.url)), logLevel: 'warn', appType: 'custom', server: { middlewareMode: true, watch: null, ws: false }, plugins: [react()] });
  const server = await storyServer;
  const module = (await server.ssrLoadModule('/tests/consumer/stories-render.ts')) as StoriesRender;
  return module.renderStoryFile(file);
};

/**
 * Test projects (docs/architecture.md#tests):
 * - unit: plain modules on Node (contract, server, portal logic, tokens).
 * - blocks: the design system's components in happy-dom.
 * - dom: the portal's screens in happy-dom.
 * - hydration: every story rendered on a server (Node) and hydrated in Debian's Chromium.
 * - storybook: every story rendered in Debian's Chromium, with its play function and axe
 *   (a11y violations fail: `parameters.a11y.test = 'error'` in stories/.storybook/preview.tsx).
 */
export default defineConfig({
  test: {
    // Vitest's own default is one worker fewer than the cores: one worker on a two-core CI machine, where most of a
    // server test's time is waiting (a child process starting, a database restarting). Two workers there took the unit
    // project from 361 s to 235 s with the same results.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // Files share a worker's modules instead of loading the server's whole graph again for each file (a server
          // test file spent half its time importing): 577 s -> 328 s for the project on two idle cores, the same results.
          // Each server test builds its own app, database and processes, so no state crosses files through a module.
          isolate: false,
          testTimeout: SLOW_MACHINE_TIMEOUT_MS,
          include: ['{contract,server,tokens,scripts}/**/*.test.ts', 'portal/src/**/*.test.ts', 'tests/consumer/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**', '**/*.browser.test.ts'],
        },
      },
      // The portal's screen tables are written from its route manifest (portal/build/route-manifest.ts), as in the build.
      // Each file in a fresh context of its own (its stores, query cache and settings), in a worker process kept from
      // file to file (`vmForks`) instead of a new process per file: half the processor time, the same results.
      happyDomProject('dom', 'portal/src/**/*.test.tsx', { plugins: [screenTables()], pool: 'vmForks' }),
      // The design system's blocks hold no state outside what they render, so their files share a worker's modules
      // (React, react-aria, Radix loaded once, not once per file): 48 -> 20 s, the same results. The portal's screens
      // keep their modules each (project dom, above): its stores, query cache and settings belong to one page.
      happyDomProject('blocks', 'design-system/src/**/*.test.tsx', { isolate: false }),
      {
        // Every story's server HTML (rendered in Node) hydrated in Chromium with no mismatch.
        plugins: [react()],
        test: {
          name: 'hydration',
          include: ['tests/consumer/**/*.browser.test.ts'],
          // A story file's stories render in Node and hydrate one by one: the chart's file takes 18 s on a busy machine.
          testTimeout: 3 * SLOW_MACHINE_TIMEOUT_MS,
          browser: { ...chromiumBrowser(), commands: { renderStoriesOnServer } },
        },
      },
      {
        plugins: [storybookTest({ configDir: fileURLToPath(new URL('./stories/.storybook', import.meta.url)) })],
        test: {
          name: 'storybook',
          // MDX pages are documentation: they hold no stories, so they are not test files.
          exclude: ['**/node_modules/**', '**/*.mdx'],
          // The class check is the preview's own (stories/.storybook/preview.tsx), as in the built Storybook.
          browser: chromiumBrowser(),
        },
      },
    ],
  },
});
