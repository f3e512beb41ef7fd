import { expect, test } from '@playwright/test';
import { at, expectReflow, mainLoaded, projectOf, signIn } from './support.ts';

/**
 * Text at 200% (WCAG 1.4.4), in its rotation's languages on a phone and a desktop: the home, health data and the
 * vaccination records reflow with the root font size doubled (Portuguese labels ran 466 to 490 px wide in a 390 px
 * phone), and no two service names on the home are drawn over each other.
 */
test('the home, health data and vaccination records reflow with text at 200%, tile names apart', async ({ page }, info) => {
  const { lang, tree, m } = projectOf(info);
  await page.goto(`/${tree}/home?lang=${lang}`);
  await signIn(page, m, 'demo-m');
  await expect(page).toHaveURL(at(tree, 'home'));
  for (const screen of ['home', 'healthData', 'vaccine']) {
    if (screen !== 'home') await page.goto(`/${tree}/${screen}`);
    await mainLoaded(page);
    await expectReflow(page, [1, 2]);
  }
  await page.goto(`/${tree}/home`);
  await mainLoaded(page);
  const overlapping = await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
    // Where each name's text is drawn (not its box: a word too long for its column runs out of it).
    const names = Array.from(document.querySelectorAll('[data-slot="service-grid"] [data-slot="service-tile"] span.font-medium')).map((name) => {
      const range = document.createRange();
      range.selectNodeContents(name);
      return range.getBoundingClientRect();
    });
    const pairs: string[] = [];
    names.forEach((a, i) =>
      names.slice(i + 1).forEach((b, j) => {
        if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1) pairs.push(`${i} and ${i + j + 1}`);
      }),
    );
    document.documentElement.style.fontSize = '';
    return { tiles: names.length, pairs };
  });
  expect(overlapping.tiles).toBeGreaterThan(0);
  expect(overlapping.pairs, 'service tiles drawn over each other with text at 200%').toEqual([]);
});
