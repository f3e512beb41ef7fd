import { expect, test } from '@playwright/test';
import { at, exact, expectNoAxeViolations, projectOf, signIn, tokenOf } from './support.ts';
import { en } from '../../portal/src/features/imaging/i18n/en.ts';
import { zhHant } from '../../portal/src/features/imaging/i18n/zh-Hant.ts';
import { pt } from '../../portal/src/features/imaging/i18n/pt.ts';

const imagingBundles = { 'zh-Hant': zhHant, en, pt } as const;

type Report = { id: number; imageCount: number; examName: string; examNameEn: string; examNamePt: string; inspectionOrReportDate: string; inspectionOrReportTime: string };
type Detail = Report & { findings: string; impression: string };

/**
 * docs/product/routes.md imagingReport, imagingReportList and the report detail, in its rotation's languages on a phone and a desktop:
 * demo-m goes from the health record to the imaging area, opens the list, opens the newest report (first in
 * the list, as the server orders them), reads its text and goes on to its pictures. Axe on every page.
 */
test('a resident opens the imaging list, the newest report and its pictures', async ({ page, request }, info) => {
  test.setTimeout(180_000);
  const { lang, tree, m } = projectOf(info);
  const t = imagingBundles[lang];
  const examIn = (r: Report) => (lang === 'en' ? r.examNameEn : lang === 'pt' ? r.examNamePt : r.examName);

  await page.goto(`/${tree}/ehrPage?lang=${lang}`);
  await signIn(page, m, 'demo-m');
  await expect(page).toHaveURL(at(tree, 'ehrPage'));
  const token = await tokenOf(page);
  const listed = await request.post('/api/inspectionInfo/getInspectionInfo', { headers: { Authorization: token }, data: { page: { pageNum: 1, pageSize: 100 } } });
  const { rows, total } = ((await listed.json()) as { data: { rows: Report[]; total: number } }).data;
  const newest = rows[0];
  if (!newest) throw new Error('demo-m has no imaging reports');
  // The server's order is newest first by date and time.
  const stamps = rows.map((r) => `${r.inspectionOrReportDate} ${r.inspectionOrReportTime}`);
  expect(stamps).toEqual([...stamps].sort().reverse());

  await page.getByRole('main').getByRole('link', { name: exact(m.common.routes.imagingReport) }).click();
  await expect(page).toHaveURL(at(tree, 'imagingReport'));
  await expect(page.getByRole('heading', { level: 1, name: exact(m.common.routes.imagingReport) })).toBeVisible();
  await expect(page.getByRole('list', { name: t.records.latest }).getByRole('link')).toHaveCount(Math.min(3, total));
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: exact(t.records.allCount.replace('{{count}}', String(total))) }).click();
  await expect(page).toHaveURL(at(tree, 'imagingReportList'));
  await expect(page.getByRole('heading', { level: 1, name: exact(m.common.routes.imagingReportList) })).toBeVisible();
  const list = page.getByRole('list', { name: t.records.listLabel });
  if (tree === 'web') {
    // The web paginates: 10 a page.
    await expect(list.getByRole('link')).toHaveCount(Math.min(10, total));
  } else {
    // A phone appends the next pages as the end of the list comes into view (docs/product/states.md), up to every report.
    await expect(list.getByRole('link').first()).toBeVisible();
    // Each look scrolls to the end of the page as a resident's thumb does; a page that arrives moves the end further
    // down (and replaces the load-more button), so the next look scrolls again, until every report is there.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return list.getByRole('link').count();
      })
      .toBe(total);
    await expect(page.getByText(t.records.allLoaded)).toBeVisible();
    await list.getByRole('link').first().scrollIntoViewIfNeeded();
  }
  const first = list.getByRole('link').first();
  await expect(first).toContainText(examIn(newest));
  await expect(first).toContainText(newest.inspectionOrReportTime);
  // The count the list says is the count the pictures screen and its preview show (released pictures).
  if (newest.imageCount > 1) await expect(first).toContainText(t.records.pictures_other.replace('{{count}}', String(newest.imageCount)));
  await expectNoAxeViolations(page);

  await first.click();
  await expect(page).toHaveURL(at(tree, tree === 'mob' ? 'imagingReport/detail' : 'imagingReportDetail'));
  expect(new URL(page.url()).searchParams.get('id')).toBe(String(newest.id));
  await expect(page.getByRole('heading', { level: 1, name: exact(m.common.routes.imagingReportDetail) })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: exact(examIn(newest)) })).toBeVisible();
  const detailed = await request.post('/api/inspectionInfo/getInspectionDetailInfo', { headers: { Authorization: token }, data: { id: newest.id } });
  const detail = ((await detailed.json()) as { data: Detail }).data;
  await expect(page.getByText(detail.findings, { exact: true })).toBeVisible();
  await expect(page.getByText(detail.impression, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  if (newest.imageCount > 0) {
    await expect(page.getByRole('link', { name: exact(t.records.sharePictures) })).toBeVisible();
    await page.getByRole('link', { name: new RegExp(`^\\s*${t.records.viewPictures}`) }).click();
    await expect(page).toHaveURL(at(tree, 'imagingReport/images'));
    expect(new URL(page.url()).searchParams.get('id')).toBe(String(newest.id));
    await expect(page.getByRole('heading', { level: 1, name: exact(m.common.routes.imagingReportImages) })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: exact(examIn(newest)) })).toBeVisible();
    await expect(page.locator('[data-slot="thumbnail-grid"] li button').first()).toBeVisible();
    await expect(page.locator('[data-slot="thumbnail-grid"] li button')).toHaveCount(newest.imageCount);
    await expectNoAxeViolations(page);

    // The full picture takes its time (held back here): the preview says it is loading instead of staying blank,
    // then shows it, counting the same pictures as the list ("1 of 23").
    // Each full picture is held until the test has seen the preview say it is loading, then let go.
    const held: (() => void)[] = [];
    const letHeldGo = async () => {
      await expect.poll(() => held.length).toBeGreaterThan(0);
      for (const go of held.splice(0)) go();
    };
    await page.route(/\/inspectionInfo\/getImage\?.*size=full/, async (route) => {
      await new Promise<void>((go) => held.push(go));
      await route.continue();
    });
    await page.locator('[data-slot="thumbnail-grid"] li button').first().click();
    const preview = page.getByRole('dialog');
    await expect(preview.getByRole('status').filter({ hasText: t.preview.loading })).toBeVisible();
    await expect(preview.getByText(t.preview.position.replace('{{n}}', '1').replace('{{total}}', String(newest.imageCount)))).toBeVisible();
    await letHeldGo();
    await expect(preview.getByRole('status').filter({ hasText: t.preview.loading })).toHaveCount(0, { timeout: 15_000 });
    await expectNoAxeViolations(page);
    await preview.getByRole('button', { name: exact(t.preview.next) }).click();
    await expect(preview.getByRole('status').filter({ hasText: t.preview.loading })).toBeVisible();
    await letHeldGo();
    await expect(preview.getByRole('status').filter({ hasText: t.preview.loading })).toHaveCount(0, { timeout: 15_000 });
    for (const go of held.splice(0)) go();
    await page.unroute(/\/inspectionInfo\/getImage\?.*size=full/);
    // Closing hands the focus back to the picture last shown (WCAG 2.4.3), not to the top of the page: Escape
    // after "Next" lands on the second picture; Enter on a picture by the keyboard, then Close, on that one.
    const thumbnails = page.locator('[data-slot="thumbnail-grid"] li button');
    await page.keyboard.press('Escape');
    await expect(preview).toHaveCount(0);
    await expect(thumbnails.nth(1)).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(thumbnails.nth(0)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(preview).toBeVisible();
    await preview.getByRole('button', { name: exact(t.preview.close) }).click();
    await expect(preview).toHaveCount(0);
    await expect(thumbnails.nth(0)).toBeFocused();
  }
});
