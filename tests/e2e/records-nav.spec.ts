import { expect, test } from '@playwright/test';
import { at, exact, expectNoAxeViolations, projectOf, signIn } from './support.ts';

/** The header's health-record links: their key, the screen they open. */
const areas = [
  ['labReports', 'analysisReport'],
  ['imaging', 'imagingReport'],
  ['visits', 'outpatient'],
  ['medication', 'prescription'],
  ['vaccination', 'vaccine'],
  ['healthData', 'healthData'],
  ['uploads', 'myUpload'],
  ['accessLog', 'accessLog'],
] as const;

/**
 * The web header (desktop only), in its rotation's languages: every health-record area is one link away on every signed-in page,
 * by keyboard as well as pointer, at 1280 px and on a narrower desktop (1024 px); the current area is marked.
 */
test('every health-record area is reachable from the web header, by keyboard too, at 1280 and 1024 px', async ({ page }, info) => {
  test.setTimeout(180_000);
  const { lang, m } = projectOf(info);
  await page.goto(`/web/setting?lang=${lang}`);
  await signIn(page, m, 'demo-m');
  await expect(page).toHaveURL(at('web', 'setting'));
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    for (const [key, screen] of areas) {
      const nav = page.getByRole('navigation', { name: exact(m.common.recordsNavigation) });
      const link = nav.getByRole('link', { name: exact(m.common.recordsNav[key]) });
      await expect(link).toBeInViewport();
      await link.click();
      await expect(page).toHaveURL(at('web', screen));
      await expect(page.getByRole('navigation', { name: exact(m.common.recordsNavigation) }).getByRole('link', { name: exact(m.common.recordsNav[key]) })).toHaveAttribute('aria-current', 'page');
    }
  }
  await expectNoAxeViolations(page);

  // By keyboard: from the top of the page, Tab reaches the lab reports link and Enter opens it.
  await page.goto('/web/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const target = page.getByRole('navigation', { name: exact(m.common.recordsNavigation) }).getByRole('link', { name: exact(m.common.recordsNav.labReports) });
  for (let i = 0; i < 30 && !(await target.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(at('web', 'analysisReport'));
});
