import { expect, test, type Page } from '@playwright/test';
import { at, exact, expectNoAxeViolations, projectOf, signIn, type Tree } from './support.ts';
import { en } from '../../portal/src/features/settings/i18n/en.ts';
import { zhHant } from '../../portal/src/features/settings/i18n/zh-Hant.ts';
import { pt } from '../../portal/src/features/settings/i18n/pt.ts';

const settingsBundles = { 'zh-Hant': zhHant, en, pt } as const;

/** The main pages of the journeys, in each tree. */
const mainPages = ['home', 'setting', 'analysisReport', 'imagingReport', 'outpatient', 'prescription', 'vaccine', 'healthData', 'myUpload', 'accessLog'];

async function signOut(page: Page, tree: Tree, label: string): Promise<void> {
  if (tree === 'mob') await page.goto('/mob/home');
  await page.getByRole('button', { name: exact(label) }).click();
  await expect(page).toHaveURL(/\/login/);
}

/** The page's own surface colour, as painted. */
const surface = (page: Page) => page.evaluate(() => getComputedStyle(document.querySelector('[data-tree]') ?? document.body).backgroundColor);

/**
 * docs/product/states.md theme, in every language on a phone and a desktop: Settings offers as my device (the default), light,
 * dark and high contrast; the choice holds across pages and reloads, and every main page passes axe in dark and in
 * high contrast; as my device follows the device's dark mode, more contrast and forced colours; another resident
 * on the same browser keeps their own choice.
 */
for (const theme of ['dark', 'contrast'] as const) {
  test(`a resident picks ${theme} in Settings; it holds on every main page, and each passes axe`, async ({ page }, info) => {
    test.setTimeout(360_000);
    const { lang, tree, m } = projectOf(info);
    const s = settingsBundles[lang];
    const html = page.locator('html');
    await page.goto(`/${tree}/setting?lang=${lang}`);
    await signIn(page, m, 'demo-guardian');
    await expect(page).toHaveURL(at(tree, 'setting'));
    await expect(page.getByRole('radio', { name: exact(s.theme.device) })).toBeChecked();
    await expect(html).not.toHaveAttribute('data-theme');
    await page.getByRole('radio', { name: exact(s.theme[theme]) }).check();
    await expect(html).toHaveAttribute('data-theme', theme);
    for (const screen of mainPages) {
      await page.goto(`/${tree}/${screen}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // A new page load (as a reload) starts in the chosen theme.
      await expect(html).toHaveAttribute('data-theme', theme);
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    }
  });
}

test('as my device follows the device’s dark mode, more contrast and forced colours; each resident keeps their own choice', async ({ page }, info) => {
  test.setTimeout(240_000);
  const { lang, tree, m } = projectOf(info);
  const s = settingsBundles[lang];
  const html = page.locator('html');
  await page.goto(`/${tree}/setting?lang=${lang}`);
  await signIn(page, m, 'demo-guardian');
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

  // Dark for this resident; another resident on the same browser starts with the device's theme.
  await page.getByRole('radio', { name: exact(s.theme.dark) }).check();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await signOut(page, tree, m.common.signOut);
  await expect(html).not.toHaveAttribute('data-theme');
  await signIn(page, m, 'demo-o');
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
  await page.goto(`/${tree}/setting`);
  await expect(page.getByRole('radio', { name: exact(s.theme.device) })).toBeChecked();
  await expect(html).not.toHaveAttribute('data-theme');
  await signOut(page, tree, m.common.signOut);
  await signIn(page, m, 'demo-guardian');
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
  await page.goto(`/${tree}/setting`);
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('radio', { name: exact(s.theme.dark) })).toBeChecked();
});
