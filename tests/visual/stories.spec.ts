import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';

/**
 * Every story of the built Storybook, in one pass (docs/design-system.md): its render, its play function, axe and the
 * class check must pass, as Storybook itself reports them, and then its picture is compared with the committed
 * baseline in tests/visual/__screenshots__/ (the visual baseline). After an intended change of look:
 * `npm run build-storybook && npm run test:visual -- --update-snapshots`, then look at the new PNGs.
 * (The `chromatic` script is there for teams with a Chromatic project token.)
 */
interface IndexEntry { id: string; type: 'story' | 'docs'; title: string; name: string; tags?: string[] }
// STORYBOOK_STATIC: a private build (the config serves the same folder).
const staticDir = process.env.STORYBOOK_STATIC ? path.resolve(process.env.STORYBOOK_STATIC) : path.resolve(import.meta.dirname, '../../stories/storybook-static');
const indexFile = path.join(staticDir, 'index.json');
const entries = Object.values((JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries);
const stories = entries.filter((e) => e.type === 'story');
// A story tagged `no-visual` changes with time by design: it has no picture, only its play function and axe.
const pictured = (story: IndexEntry) => !story.tags?.includes('no-visual');

/**
 * What Storybook itself concluded about each story it rendered, kept in the page by story id: the outcome of its
 * render, its play function, the a11y addon's axe run after it (violations fail: `a11y.test = 'error'` in the preview)
 * and the preview's class check (stories/.storybook/preview.tsx). Storybook announces each on its channel
 * (`storyFinished`, and the exceptions before it); this script is in the page before Storybook, so it hears the first
 * story's too. Kept as short lines, not axe's whole results.
 */
function recordStoryOutcomes(): void {
  type Report = { type: string; status: string; result?: { violations?: { id: string; nodes: { target: unknown[] }[] }[]; error?: unknown } };
  type Channel = { on: (event: string, listener: (payload: never) => void) => void };
  const outcomes: Record<string, { status?: string; problems: string[] }> = {};
  const scope = window as unknown as { __storyOutcomes: typeof outcomes; __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string } } };
  scope.__storyOutcomes = outcomes;
  const outcomeOf = (id: string | undefined) => (outcomes[id ?? '?'] ??= { problems: [] });
  const current = () => outcomeOf(scope.__STORYBOOK_PREVIEW__?.currentRender?.id);
  const messageOf = (error: unknown) => (typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : String(error));
  let channel: Channel | undefined;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (next: Channel) => {
      channel = next;
      next.on('playFunctionThrewException', (error: unknown) => current().problems.push(`play function: ${messageOf(error)}`));
      next.on('storyThrewException', (error: unknown) => current().problems.push(`story: ${messageOf(error)}`));
      next.on('storyErrored', ({ title, description }: { title: string; description: string }) => current().problems.push(`story: ${title} ${description}`));
      next.on('unhandledErrorsWhilePlaying', (errors: unknown[]) => current().problems.push(...errors.map((e) => `unhandled: ${messageOf(e)}`)));
      next.on('storyFinished', ({ storyId, status, reporters }: { storyId: string; status: string; reporters: Report[] }) => {
        const outcome = outcomeOf(storyId);
        for (const report of reporters.filter((r) => r.status === 'failed')) {
          const violations = report.result?.violations ?? [];
          if (violations.length === 0) outcome.problems.push(`${report.type}: ${messageOf(report.result?.error ?? report.result)}`);
          for (const v of violations) outcome.problems.push(`${report.type} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        }
        if (status !== 'success' && outcome.problems.length === 0) outcome.problems.push(`finished with status ${status}`);
        outcome.status = status;
      });
    },
  });
}

/**
 * One page per worker, kept across stories: the preview is loaded once, and each story after the first is switched
 * to in place (below), as Storybook's sidebar does; each story renders fresh with its own args and globals, and local
 * storage is cleared between stories, so no story's state reaches the next (every baseline matched both ways).
 */
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, baseURL, timezoneId, locale } = workerInfo.project.use;
      const context = await browser.newContext({ viewport, baseURL, timezoneId, locale });
      await context.addInitScript(recordStoryOutcomes);
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

test('the built Storybook has stories', () => {
  expect(stories.length).toBeGreaterThan(50);
});

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ storyPage: page }) => {
    await page.evaluate(() => localStorage.clear()).catch(() => undefined);
    if (page.url().includes('/iframe.html')) {
      // The preview is already loaded: the story is switched in place, as Storybook's own sidebar switches it (the
      // previous story is unmounted, the next one rendered with its own args and globals), which costs a fraction of
      // loading and starting the preview again for every story.
      await page.evaluate((storyId) => {
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, args: unknown) => void } }).__STORYBOOK_ADDONS_CHANNEL__;
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }, story.id);
      await page.waitForFunction(
        (storyId) => (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string } } }).__STORYBOOK_PREVIEW__?.currentRender?.id === storyId,
        story.id,
        { timeout: 15_000 },
      );
    } else {
      await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
    }
    // Storybook's own outcome of the story: rendered, its play function passed, axe found no violation, no class
    // conflict (recordStoryOutcomes). The picture is then of the state the play function leaves.
    const outcome = await page.waitForFunction(
      (storyId) => {
        const found = (window as unknown as { __storyOutcomes?: Record<string, { status?: string; problems: string[] }> }).__storyOutcomes?.[storyId];
        return found?.status === undefined ? undefined : found.problems;
      },
      story.id,
      { timeout: 15_000 },
    );
    expect(await outcome.jsonValue(), `${story.id}: its render, play function, axe and class check`).toEqual([]);
    if (!pictured(story)) return;
    // Fonts are loaded before the picture is taken; toHaveScreenshot then waits until two consecutive
    // pictures agree, so play functions and transitions have settled.
    await page.evaluate(() => document.fonts.ready);
    // Work that finishes after the first paint: pictures decoding, a PDF rendering.
    await page.waitForFunction(
      () => Array.from(document.images).every((img) => img.complete) && !document.querySelector('[data-slot="pdf-viewer"][data-state="loading"]'),
    );
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true, animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.002 });
  });
}
