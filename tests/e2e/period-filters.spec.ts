import { expect, test } from '@playwright/test';
import { at, exact, expectNoAxeViolations, projectOf, segmentTypes, signIn } from './support.ts';
import { en as labEn } from '../../portal/src/features/lab-reports/i18n/en.ts';
import { zhHant as labZh } from '../../portal/src/features/lab-reports/i18n/zh-Hant.ts';
import { pt as labPt } from '../../portal/src/features/lab-reports/i18n/pt.ts';
import { en as upEn } from '../../portal/src/features/uploads/i18n/en.ts';
import { zhHant as upZh } from '../../portal/src/features/uploads/i18n/zh-Hant.ts';
import { pt as upPt } from '../../portal/src/features/uploads/i18n/pt.ts';

const labBundles = { 'zh-Hant': labZh, en: labEn, pt: labPt } as const;
const uploadBundles = { 'zh-Hant': upZh, en: upEn, pt: upPt } as const;

// The browser says en-US (M/D/Y) whatever the project's language: the portal's date fields must not follow it.
test.use({ locale: 'en-US' });

/**
 * docs/product/limits.md and docs/product/validation.md period filters, in its rotation's languages on a phone and a desktop, in an en-US
 * browser: the dates read in the portal's language (D/M/Y in English and Portuguese, never the browser's M/D/Y); an
 * end before the start shows its error and no stale rows or count; a preset brings them back. myUpload starts on
 * the record lists' default range and says the presets in their words.
 */
test('period filters read in the portal’s language and show no stale results for an invalid range', async ({ page }, info) => {
  test.setTimeout(180_000);
  const { lang, tree, m, v } = projectOf(info);
  const t = labBundles[lang];
  const u = uploadBundles[lang];

  await page.goto(`/${tree}/analysisReportList?lang=${lang}`);
  await signIn(page, m, 'demo-m');
  await expect(page).toHaveURL(at(tree, 'analysisReportList'));
  const list = page.getByRole('list', { name: t.listLabel });
  // The first screen after signing in may take a while on a busy machine.
  await expect(list.getByRole('link').first()).toBeVisible({ timeout: 30_000 });
  const matching = page.getByRole('status').filter({ hasText: new RegExp(t.matching_other.replace('{{count}}', '\\d+')) });
  await expect(matching).toBeVisible();

  const end = page.getByRole('group', { name: t.endDate });
  const order = await segmentTypes(end);
  if (lang === 'zh-Hant') expect(order).not.toEqual(['month', 'day', 'year']);
  else expect(order).toEqual(['day', 'month', 'year']);

  // An end year before 2017 (the default start): the error, and neither the old rows nor the old count.
  await end.locator('[data-type="year"]').click();
  await page.keyboard.type('2016');
  await expect(page.getByText(v['date.endBeforeStart']!)).toBeVisible();
  await expect(list).toHaveCount(0);
  await expect(matching).toHaveCount(0);
  await expectNoAxeViolations(page);
  // A preset (its pill is the radio's label) makes a valid range again: the rows come back.
  await page.locator('[data-slot="date-range-filter"] label').filter({ hasText: exact(t.presets.last6Months) }).click();
  await expect(list.getByRole('link').first()).toBeVisible();

  // myUpload: the same default (custom, 2017/01/01 to today) and the same words as the other lists.
  await page.goto(`/${tree}/myUpload?lang=${lang}`);
  await expect(page.getByRole('heading', { level: 1, name: exact(m.common.routes.myUpload) })).toBeVisible();
  await expect(page.getByRole('radio', { name: exact(t.presets.custom) })).toBeChecked();
  await expect(page.getByRole('radio', { name: exact(t.presets.last3Months) })).toBeVisible();
  expect(u.presets).toEqual(t.presets);
  const start = page.getByRole('group', { name: u.startDate });
  await expect(start.locator('[data-type="year"]')).toHaveText('2017');
  if (lang !== 'zh-Hant') expect(await segmentTypes(start)).toEqual(['day', 'month', 'year']);
  await expectNoAxeViolations(page);
});

/**
 * A record list draws its rows before the code of its period filter and the choice beside it has arrived: a look-alike
 * of the same size holds their place (busy, inert), and nothing on the screen moves when the controls replace it
 * (docs/performance.md, layout shift): the lab reports, visits and uploads lists (that one empty), in its rotation's languages on a phone and a
 * desktop.
 */
test('a record list’s rows come before its filter’s code, and nothing moves when the filter arrives', async ({ page }, info) => {
  test.setTimeout(120_000);
  const { lang, tree, m } = projectOf(info);
  await page.goto(`/login?lang=${lang}`);
  await signIn(page, m, 'demo-m');
  await expect(page).toHaveURL(at(tree, 'home'));

  for (const screen of ['analysisReportList', 'outpatient', 'myUpload'] as const) {
    // Hold the controls' module until the rows are on screen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const controlsModule = /\/assets\/PeriodSelectControls-[\w-]+\.js$/;
    await page.route(controlsModule, async (route) => {
      await held;
      await route.continue();
    });
    const asked: string[] = [];
    const onRequest = (request: { url: () => string }) => {
      if (request.url().includes('/api/patientTestInfo/')) asked.push(new URL(request.url()).pathname);
    };
    page.on('request', onRequest);
    await page.goto(`/${tree}/${screen}?lang=${lang}`);
    // The first row, or the empty list's heading (demo-m has uploaded nothing).
    const firstRow = page.locator('#main [role="list"] a, #main h2').first();
    // The first screen after signing in may take a while on a busy machine.
    await expect(firstRow).toBeVisible({ timeout: 30_000 });
    const shell = page.locator('[data-slot="period-select-shell"]');
    await expect(shell).toBeVisible();
    await expect(shell).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('radio')).toHaveCount(0);
    const shellBox = await shell.boundingBox();
    const rowBefore = await firstRow.boundingBox();
    await expectNoAxeViolations(page);
    page.off('request', onRequest);
    if (screen === 'analysisReportList') {
      // The list a visit opens on asks for its first page and its count as soon as its code has loaded; the list
      // takes those answers: each is asked for once.
      expect(asked.filter((p) => p.endsWith('/getPatientTestInfo'))).toHaveLength(1);
      expect(asked.filter((p) => p.endsWith('/getFilterInfoNum'))).toHaveLength(1);
    }

    release();
    const controls = page.locator('[data-slot="period-select-controls"]');
    await expect(controls).toBeVisible();
    await expect(shell).toHaveCount(0);
    await expect(page.locator('[data-slot="date-range-filter"]').getByRole('radio').last()).toBeChecked();
    const controlsBox = await controls.boundingBox();
    const rowAfter = await firstRow.boundingBox();
    expect(shellBox, screen).not.toBeNull();
    expect(controlsBox!.height, screen).toBeCloseTo(shellBox!.height, 0);
    expect(controlsBox!.width, screen).toBeCloseTo(shellBox!.width, 0);
    expect(rowAfter!.y, screen).toBeCloseTo(rowBefore!.y, 0);
    // The choice beside the period comes a moment after it, in the same box as its look-alike.
    await expect(controls.getByRole('combobox')).toBeVisible();
    await expect(page.locator('[data-slot="period-select-choice-shell"]')).toHaveCount(0);
    const withChoice = await controls.boundingBox();
    expect(withChoice!.height, screen).toBeCloseTo(shellBox!.height, 0);
    expect((await firstRow.boundingBox())!.y, screen).toBeCloseTo(rowBefore!.y, 0);
    await page.unroute(controlsModule);
  }
});
