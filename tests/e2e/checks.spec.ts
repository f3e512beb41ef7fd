import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, projectOf } from './support.ts';

/**
 * The journeys' own accessibility check can fail: on the sign-in page as the portal draws it, it passes; with a button
 * that has no name planted in the page, or in a frame of the page's own origin, it fails and names the rule.
 */
test('the journeys’ axe check passes the sign-in page and fails on a nameless button in the page or in its frame', async ({ page }, info) => {
  const { lang, tree } = projectOf(info);
  await page.goto(`/${tree}/login?lang=${lang}`);
  await expectNoAxeViolations(page);

  // The same document again (axe is already there): a button without a name.
  await page.evaluate(() => document.querySelector('main')?.append(Object.assign(document.createElement('button'), { id: 'planted' })));
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/button-name: #planted/);
  await page.evaluate(() => document.getElementById('planted')?.remove());
  await expectNoAxeViolations(page);

  // A frame of the portal's own origin holding the same mistake.
  await page.evaluate(() => {
    const frame = Object.assign(document.createElement('iframe'), { title: 'planted frame', srcdoc: '<!doctype html><html lang="en"><title>x</title><main><h1>x</h1><button id="in-frame"></button></main></html>' });
    document.querySelector('main')?.append(frame);
  });
  await expect.poll(() => page.frames().length).toBe(2);
  await expect(page.frames()[1]!.locator('#in-frame')).toBeAttached();
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/button-name: iframe #in-frame/);
});
