import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';

/**
 * Visual baselines (docs/design-system.md): every story of the built Storybook is screenshotted and compared with the
 * committed baseline in tests/visual/__screenshots__/. After an intended change of look:
 * `npm run build-storybook && npm run test:visual -- --update-snapshots`, then look at the new PNGs.
 * (The `chromatic` script is there for teams with a Chromatic project token.)
 */
interface IndexEntry { id: string; type: 'story' | 'docs'; title: string; name: string; tags?: string[] }
// STORYBOOK_STATIC: a private build (the config serves the same folder).
const staticDir = process.env.STORYBOOK_STATIC ? path.resolve(process.env.STORYBOOK_STATIC) : path.resolve(import.meta.dirname, '../../stories/storybook-static');
const indexFile = path.join(staticDir, 'index.json');
const entries = Object.values((JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries);
// A story tagged `no-visual` changes with time by design (it is covered by its axe and play tests).
const stories = entries.filter((e) => e.type === 'story' && !e.tags?.includes('no-visual'));

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
    await page.waitForSelector('#storybook-root > *, [role="dialog"], [role="alertdialog"]', { timeout: 15_000 });
    // The picture is of the state a story's play function leaves: wait until Storybook's render of the story
    // reaches its last phase (rendering, playing, played, completed, then finished).
    await page.waitForFunction(
      () => {
        const render = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__?.currentRender;
        return render?.phase === 'finished' || render?.phase === 'errored';
      },
      undefined,
      { timeout: 15_000 },
    );
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
