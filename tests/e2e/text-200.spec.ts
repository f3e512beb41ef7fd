import { expect, test } from '@playwright/test';
import { at, expectReflow, follow, mainLoaded, projectOf, signIn } from './support.ts';
import { routes } from '../../portal/src/routes/routes.ts';

/** The main screens of the trees (a tree walks those it has), and the records their lists open (below). */
const mainScreens = [
  'home', 'personalInfo', 'customSettings', 'dataVerification', 'outpatient', 'analysisReport', 'analysisReportList', 'imagingReport', 'imagingReportList',
  'vaccine', 'vaccineBook', 'medications', 'surgicalRecord', 'prescription', 'inuse', 'healthData', 'healthTrend', 'myUpload', 'addUpload', 'dataRange',
  'ehrPage', 'childService', 'setting', 'bmiPage', 'pressurePage', 'gestationalDiabetes', 'accessLog', 'qrConsents', 'exportRecord', 'notices', 'allService',
  'customService',
];
const recordScreens = ['outpatientDetail', 'analysisReportDetail', 'imagingReportDetail', 'imagingReportImages', 'prescriptionDetail', 'healthDataDetail'];

/**
 * Text at 200% (WCAG 1.4.4) on a phone and a desktop: every main screen of the tree, and one record of each kind its
 * lists link to, reflows with the root font size doubled and shows its title whole, in Portuguese (the longest labels: they ran 466 to 490 px wide
 * in a 390 px phone, buttons and a table past the edge), and no two service names on the home are drawn over each other.
 * One sign-in, and the screens are opened as a link opens them (in the page, no reload), so the walk stays cheap; text
 * at 100% is checked on every page the other journeys visit (expectNoAxeViolations).
 */
test('every main screen of the tree and a record of each kind reflow with text at 200% in Portuguese', async ({ page }, info) => {
  test.setTimeout(180_000);
  const { lang, tree, m } = projectOf(info);
  await page.goto(`/${tree}/home?lang=${lang}`);
  await signIn(page, m, 'demo-m');
  await expect(page).toHaveURL(at(tree, 'home'));
  await page.goto(`/${tree}/home?lang=pt`);
  await expect(page.locator('html')).toHaveAttribute('lang', /^pt/);
  const pathOf = (name: string) => routes.find((r) => r.name === name && r.tree === tree)?.path;
  const queue = mainScreens.flatMap((name) => pathOf(name) ?? []);
  const records = new Set(recordScreens.flatMap((name) => pathOf(name) ?? []));
  const walked: string[] = [];
  for (let i = 0; i < queue.length; i++) {
    const address = queue[i] as string;
    await follow(page, address);
    await expect(page).toHaveURL((url) => url.pathname + url.search === address);
    await expect(page.getByRole('heading', { level: 1 }).first(), address).toBeVisible();
    await mainLoaded(page);
    await expectReflow(page, [2]);
    // The page's name is shown whole at 200%: wrapped, never cut off (a clamped or truncated title hides its end).
    const cut = await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
      const titles = Array.from(document.querySelectorAll('h1')).filter((h) => h.getClientRects().length > 0);
      const clipped = titles.filter((h) => h.scrollWidth > h.clientWidth + 1 || h.scrollHeight > h.clientHeight + 1).map((h) => h.textContent);
      document.documentElement.style.fontSize = '';
      return clipped;
    });
    expect(cut, `titles cut off at 200% on ${address}`).toEqual([]);
    walked.push(address);
    // The first record of each kind the screen links to.
    const links = await page.locator('#main a[href*="id="]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    for (const link of links) {
      const path = link.split('?')[0] ?? '';
      if (!records.delete(path)) continue;
      queue.push(link);
    }
  }
  // The walk reached a record of each kind the tree has.
  expect([...records], 'kinds of record no list linked to').toEqual([]);
  expect(walked.length).toBeGreaterThan(30);

  await follow(page, `/${tree}/home`);
  await expect(page).toHaveURL(at(tree, 'home'));
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

  // A row of tabs too long for the phone shows its scroll arrow beside the tabs, never over one.
  await follow(page, `/${tree}/healthData`);
  await mainLoaded(page);
  await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
  if (tree === 'mob') await expect(page.locator('[data-slot="scroll-row-end"]')).toBeVisible();
  const covered = await page.evaluate(() => {
    const arrows = Array.from(document.querySelectorAll('[data-slot^="scroll-row-"]')).map((a) => a.getBoundingClientRect());
    return Array.from(document.querySelectorAll('[role="tab"], [data-slot="category-tab"]'))
      .filter((tab) => {
        // The part of the tab its row shows (a tab scrolled out of the row is not drawn).
        const row = (tab.closest('[data-slot="tabs-list"]') ?? tab.closest('ul') ?? tab).getBoundingClientRect();
        const box = tab.getBoundingClientRect();
        const t = { left: Math.max(box.left, row.left), right: Math.min(box.right, row.right), top: box.top, bottom: box.bottom };
        return t.left < t.right && arrows.some((a) => a.left < t.right - 1 && t.left < a.right - 1 && a.top < t.bottom - 1 && t.top < a.bottom - 1);
      })
      .map((tab) => tab.textContent);
  });
  await page.evaluate(() => (document.documentElement.style.fontSize = ''));
  expect(covered, 'tabs under a scroll arrow with text at 200%').toEqual([]);
});
