import { expect, test, type Page } from '@playwright/test';
import { at, exact, expectNoAxeViolations, mainLoaded, projectOf, signIn, type Tree } from './support.ts';
import { en } from '../../portal/src/features/settings/i18n/en.ts';
import { zhHant } from '../../portal/src/features/settings/i18n/zh-Hant.ts';
import { pt } from '../../portal/src/features/settings/i18n/pt.ts';

const settingsBundles = { 'zh-Hant': zhHant, en, pt } as const;

async function signOut(page: Page, tree: Tree, label: string): Promise<void> {
  if (tree === 'mob') await page.goto('/mob/home');
  await mainLoaded(page);
  await page.getByRole('button', { name: exact(label) }).click();
  await expect(page).toHaveURL(/\/login/);
}

/** The page's own surface colour, as painted. */
const surface = (page: Page) => page.evaluate(() => getComputedStyle(document.querySelector('[data-tree]') ?? document.body).backgroundColor);

/**
 * docs/product/states.md theme: as my device follows the device's dark mode, more contrast and forced colours, with axe
 * clean; another resident on the same browser keeps their own choice, and a choice follows its resident to another
 * browser (saved with their settings on the server). One language per tree (playwright.config.ts:
 * Portuguese on the phone, Traditional Chinese on the desktop); the themes on the pages are themes.spec.ts.
 */
test('as my device follows the device’s dark mode, more contrast and forced colours; each resident keeps their own choice, in any browser', async ({ page, browser }, info) => {
  test.setTimeout(240_000);
  const { lang, tree, m } = projectOf(info);
  // A resident of this journey's own (its choice is saved on the server, which the parallel journeys share).
  const resident = `demo-device-${tree}`;
  const s = settingsBundles[lang];
  const html = page.locator('html');
  await page.goto(`/${tree}/setting?lang=${lang}`);
  await signIn(page, m, resident);
  await expect(page).toHaveURL(at(tree, 'setting'));
  await expect(page.getByRole('radio', { name: exact(s.theme.device) })).toBeChecked();
  await expect(html).not.toHaveAttribute('data-theme');
  await page.emulateMedia({ colorScheme: 'light' });
  const light = await surface(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  const dark = await surface(page);
  expect(dark).not.toBe(light);
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark', contrast: 'more' });
  const more = await surface(page);
  expect(more).not.toBe(dark);
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'light', contrast: 'no-preference', forcedColors: 'active' });
  expect(await surface(page)).toBe(more);
  await page.emulateMedia({ colorScheme: 'light', contrast: 'no-preference', forcedColors: 'none' });

  // Dark for this resident, and the sign-in page keeps it (the device's last choice); another resident on the same
  // browser starts with their own (never chosen: the device's theme).
  await page.getByRole('radio', { name: exact(s.theme.dark) }).check();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await signOut(page, tree, m.common.signOut);
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await signIn(page, m, 'demo-o');
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
  await page.goto(`/${tree}/setting`);
  await expect(page.getByRole('radio', { name: exact(s.theme.device) })).toBeChecked();
  await expect(html).not.toHaveAttribute('data-theme');
  await signOut(page, tree, m.common.signOut);
  await expect(html).not.toHaveAttribute('data-theme');
  await signIn(page, m, resident);
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
  await page.goto(`/${tree}/setting`);
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('radio', { name: exact(s.theme.dark) })).toBeChecked();

  // Another browser, where this resident never chose: the choice was saved with their settings, and the first signed-in
  // screen is already dark.
  const elsewhere = await browser.newContext({ baseURL: info.project.use.baseURL, viewport: page.viewportSize(), locale: info.project.use.locale });
  const other = await elsewhere.newPage();
  await other.goto(`/${tree}/home?lang=${lang}&terminal=${tree}`);
  await signIn(other, m, resident);
  await expect(other).toHaveURL(at(tree, 'home'));
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
  await other.goto(`/${tree}/setting`);
  await expect(other.getByRole('radio', { name: exact(s.theme.dark) })).toBeChecked();
  await elsewhere.close();
});
