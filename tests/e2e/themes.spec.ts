import { expect, test } from '@playwright/test';
import { LANGUAGES, type Language } from '@macao-phr/contract';
import { at, exact, expectNoAxeViolations, follow, mainLoaded, projectOf, signIn } from './support.ts';
import { chromiumLaunchOptions, chromiumPath } from '../chromium.ts';
import { en } from '../../portal/src/features/settings/i18n/en.ts';
import { zhHant } from '../../portal/src/features/settings/i18n/zh-Hant.ts';
import { pt } from '../../portal/src/features/settings/i18n/pt.ts';

const settingsBundles = { 'zh-Hant': zhHant, en, pt } as const;

// Settings offers its push choices only where notifications are allowed, and the headless shell the other journeys run
// in keeps them denied whatever the page's context grants: this journey runs in the full browser.
test.use({ launchOptions: { ...chromiumLaunchOptions(), executablePath: chromiumPath } });

/** The main pages of the journeys, in each tree. */
const mainPages = ['home', 'setting', 'analysisReport', 'imagingReport', 'outpatient', 'prescription', 'vaccine', 'healthData', 'myUpload', 'accessLog'];

/**
 * The pages a project checks: every sixth, starting at its place among the six (language, tree) projects. The six
 * together check every main page in both themes once, each language and each tree sees both themes, and the spec
 * takes no more time than one project checking them all.
 */
const pagesOf = (lang: Language, tree: 'mob' | 'web'): string[] => mainPages.filter((_, i) => i % (2 * LANGUAGES.length) === 2 * LANGUAGES.indexOf(lang) + (tree === 'mob' ? 0 : 1));

/**
 * docs/product/states.md theme, in every language on a phone and a desktop: Settings offers as my device (the default), light,
 * dark and high contrast; the choice holds across pages and reloads, and every main page passes axe in dark and in
 * high contrast (each project its sixth of the pages, pagesOf). How as my device follows the device and each
 * resident's own choice: themes-device.spec.ts.
 */
test('a resident picks dark, then high contrast, in Settings; each holds on the project’s share of the main pages, and each passes axe', async ({ page }, info) => {
  test.setTimeout(240_000);
  const { lang, tree, m } = projectOf(info);
  const s = settingsBundles[lang];
  const html = page.locator('html');
  const pages = pagesOf(lang, tree);
  // The shares add up to every main page once.
  expect(LANGUAGES.flatMap((l) => [...pagesOf(l, 'mob'), ...pagesOf(l, 'web')]).sort()).toEqual([...mainPages].sort());
  expect(pages.length).toBeGreaterThanOrEqual(1);
  // Notifications allowed, so that Settings offers its push choices (docs/product/notices.md#push) to axe as well.
  await page.context().grantPermissions(['notifications']);
  await page.goto(`/${tree}/setting?lang=${lang}`);
  // A resident of this project's own: the choices are saved on the server, which the parallel projects share.
  await signIn(page, m, `demo-theme-${info.project.name.toLowerCase()}`);
  await expect(page).toHaveURL(at(tree, 'setting'));
  await expect(page.getByRole('radio', { name: exact(s.theme.device) })).toBeChecked();
  const push = page.getByRole('group', { name: exact(s.push.heading) });
  await expect(push.getByRole('checkbox')).toHaveCount(8);
  await expect(push.getByRole('checkbox', { name: exact(s.push.kind.lab_report) })).not.toBeChecked();
  await expect(html).not.toHaveAttribute('data-theme');
  // One sign-in for both themes: the second is chosen in Settings after the first has been through the pages.
  for (const theme of ['dark', 'contrast'] as const) {
    if (theme !== 'dark') await page.goto(`/${tree}/setting`);
    await page.getByRole('radio', { name: exact(s.theme[theme]) }).check();
    await expect(html).toHaveAttribute('data-theme', theme);
    for (const [i, screen] of pages.entries()) {
      // The first page is a new page load (as a reload), which starts in the chosen theme; the others are opened as a
      // link opens them, in the page.
      if (i === 0) await page.goto(`/${tree}/${screen}`);
      else await follow(page, `/${tree}/${screen}`);
      await expect(page).toHaveURL(at(tree, screen));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(html).toHaveAttribute('data-theme', theme);
      await mainLoaded(page);
      await expectNoAxeViolations(page);
    }
  }
});
