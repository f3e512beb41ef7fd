import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { computeBmi, type IndicatorPoint, type Language, type Organisation, type TrendDetail } from '@macao-phr/contract';
import { at, exact, expectNoAxeViolations, fillDate, numberText, projectOf, signIn, tokenOf } from './support.ts';
import { en as readingsEn } from '../../portal/src/features/health-data/readings/i18n/en.ts';
import { zhHant as readingsZh } from '../../portal/src/features/health-data/readings/i18n/zh-Hant.ts';
import { pt as readingsPt } from '../../portal/src/features/health-data/readings/i18n/pt.ts';
import { en as trendsEn } from '../../portal/src/features/health-data/trends/i18n/en.ts';
import { zhHant as trendsZh } from '../../portal/src/features/health-data/trends/i18n/zh-Hant.ts';
import { pt as trendsPt } from '../../portal/src/features/health-data/trends/i18n/pt.ts';

const readingsBundles = { 'zh-Hant': readingsZh, en: readingsEn, pt: readingsPt } as const;
const trendsBundles = { 'zh-Hant': trendsZh, en: trendsEn, pt: trendsPt } as const;

async function apiCall<T>(request: APIRequestContext, token: string, path: string, data?: unknown): Promise<T> {
  const res = data === undefined ? await request.get(`/api${path}`, { headers: { Authorization: token } }) : await request.post(`/api${path}`, { headers: { Authorization: token }, data });
  const body = (await res.json()) as { resultCode: string; data: T };
  expect(body.resultCode).toBe('000000');
  return body.data;
}

const orgNameOf = (o: Organisation, lang: Language) => (lang === 'en' ? o.nameEn : lang === 'pt' ? o.namePt : o.name);

/** The chart's accessible alternative: opens the data table and answers its rows' text. */
async function tableRows(page: Page, show: string): Promise<string[]> {
  const figure = page.locator('figure[data-slot="trend-chart"]');
  await expect(figure).toBeVisible();
  const toggle = figure.getByRole('button', { name: exact(show) });
  if ((await toggle.count()) > 0) await toggle.click();
  const table = figure.getByRole('table');
  await expect(table).toBeVisible();
  return table.locator('tbody tr').allInnerTexts();
}

/**
 * docs/product/health-data.md trends end to end, in its rotation's languages on a phone (mob) and a desktop (web): organisation cholesterol
 * values appear in the cholesterol trend; a glucose reading and a BMI reading added through the forms (an
 * out-of-range value refused first with its message, nothing stored) change the trend charts' data tables
 * and show their bands; tips and one result's detail; web links between the health screens and pages; axe on
 * every page.
 */
test('a resident follows cholesterol, glucose and BMI trends and sees new readings in them', async ({ page, request }, info) => {
  test.setTimeout(240_000);
  const { lang, tree, m, v } = projectOf(info);
  const r = readingsBundles[lang];
  const tr = trendsBundles[lang];
  const user = tree === 'mob' ? 'demo-m' : 'demo-f';
  const index = ['zh-Hant', 'en', 'pt'].indexOf(lang) + (tree === 'mob' ? 0 : 3);
  // Values the seed never has, one per project, so parallel projects count only their own (whole numbers:
  // the number field reads the decimal separator of the language).
  const glucose = 21 + index;
  const glucoseCell = new RegExp(`(^|[^\\d.,])${glucose} mmol/L`);
  const height = 150 + index;
  // Each project's readings an hour apart (Macao time), so that the projects sharing an account never add
  // two readings at the same minute (the chart's table has one row per time).
  const when = new Date(Date.now() - (index + 1) * 3_600_000 + 8 * 3_600_000).toISOString().slice(0, 16);

  await page.goto(`/${tree}/assayTrend/cholesterol?lang=${lang}`);
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, m, user);
  await expect(page).toHaveURL(at(tree, 'assayTrend/cholesterol'));
  await expect(page.getByRole('heading', { level: 1, name: exact(m.common.routes.cholesterolTrend) })).toBeVisible();
  const token = await tokenOf(page);

  // Organisation cholesterol results of the default period (three months) are in the chart and the list.
  const orgs = await apiCall<Organisation[]>(request, token, '/organizationInfo/chooseOrganization');
  const lipid = await apiCall<TrendDetail>(request, token, '/trendInfo/getTrendDetailInfo', { normalizationCode: 'LIPID' });
  const newestTc = lipid.points.filter((p) => p.newIndexCode === 'TC').at(-1) as IndicatorPoint;
  expect(Date.now() - Date.parse(newestTc.recordTime)).toBeLessThan(80 * 86_400_000);
  const cholesterolRows = await tableRows(page, tr.showTable);
  expect(cholesterolRows.some((row) => row.includes(`${numberText(newestTc.value, lang)} mmol/L`))).toBe(true);
  const org = orgs.find((o) => o.orgCode === newestTc.orgCode) as Organisation;
  const values = page.getByRole('list', { name: tr.valuesLabel.replace('{{name}}', (lang === 'en' ? 'Total cholesterol' : lang === 'pt' ? 'Colesterol total' : '總膽固醇')) });
  await expect(values.getByText(tr.fromOrg.replace('{{org}}', orgNameOf(org, lang))).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // One organisation result in detail.
  await values.getByRole('link').first().click();
  await expect(page).toHaveURL(at(tree, 'healthDataDetail'));
  await expect(page.getByRole('heading', { level: 2, name: exact(tr.detail.recordType.lab) })).toBeVisible();
  await expectNoAxeViolations(page);

  // Capillary glucose: the trend, then a reading added from it (out of range refused first).
  await page.goto(`/${tree}/assayTrend/fingertipBloodGlucose`);
  await expect(page.getByRole('heading', { level: 1, name: exact(m.common.routes.fingertipGlucoseTrend) })).toBeVisible();
  const before = await tableRows(page, tr.showTable);
  expect(before.some((row) => glucoseCell.test(row))).toBe(false);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: exact(tr.addReading) }).click();
  await expect(page).toHaveURL(at(tree, 'assayTrend/fingertipBloodGlucose/add'));
  await page.getByLabel(r.value).fill('35');
  await page.getByLabel(r.timingLabel).selectOption('fasting');
  await page.getByRole('button', { name: exact(r.save) }).click();
  await expect(page.getByText(v['glucose.range']!)).toBeVisible();
  await expectNoAxeViolations(page);
  const mine = async () =>
    (await apiCall<{ rows: { id: number; value: number }[] }>(request, token, '/healthRecord/bloodSugar/list', { page: { pageNum: 1, pageSize: 100 }, source: 'self' })).rows.filter(
      (x) => x.value === glucose || x.value === 35,
    );
  expect(await mine()).toEqual([]);
  await page.getByLabel(r.value).fill(String(glucose));
  await fillDate(page, r.recordTime, when);
  await page.getByRole('button', { name: exact(r.save) }).click();
  await expect(page).toHaveURL(at(tree, 'assayTrend/fingertipBloodGlucose'));
  const after = await tableRows(page, tr.showTable);
  expect(after.some((row) => glucoseCell.test(row))).toBe(true);
  // The new value sits in the high band and is listed newest first with its label.
  const glucoseList = page.locator('section[aria-labelledby="trend-values"]').getByRole('list');
  await expect(glucoseList.getByRole('listitem').filter({ has: page.getByText(glucoseCell) }).first()).toContainText(tr.level.high);
  await expect(page.locator('[data-slot="trend-chart-plot"] .recharts-reference-area').first()).toBeAttached();
  const [sugar] = await mine();
  expect(sugar).toBeDefined();

  // BMI: added through the form, then seen in the health trend picked by its group name.
  await page.goto(`/${tree}/addBmi`);
  await page.getByLabel(r.height).fill('250');
  await page.getByLabel(r.weight).fill('80');
  await page.getByRole('button', { name: exact(r.save) }).click();
  await expect(page.getByText(v['height.range']!)).toBeVisible();
  await page.getByLabel(r.height).fill(String(height));
  await fillDate(page, r.recordTime, when);
  await page.getByRole('button', { name: exact(r.save) }).click();
  await expect(page).toHaveURL(at(tree, 'bmiPage'));
  const bmiRows = (await apiCall<{ rows: { id: number; height: number; weight: number }[] }>(request, token, '/healthRecord/bmi/list', { page: { pageNum: 1, pageSize: 100 }, source: 'self' })).rows.filter(
    (x) => x.height === height && x.weight === 80,
  );
  expect(bmiRows).toHaveLength(1);
  await page.goto(`/${tree}/healthTrend`);
  const groupPicker = page.getByLabel(tr.group, { exact: true });
  await expect(groupPicker.locator('option')).toHaveCount(6);
  const bmiGroupName = lang === 'en' ? 'Weight and BMI' : lang === 'pt' ? 'Peso e IMC' : '身高體重';
  await groupPicker.selectOption({ label: (await groupPicker.locator('option', { hasText: bmiGroupName }).innerText()).trim() });
  await expect(page).toHaveURL(/group=BMI/);
  await expect(page.locator('figure[data-slot="trend-chart"]')).toContainText(lang === 'en' ? 'Body mass index' : lang === 'pt' ? 'Índice de massa corporal' : '體重指數');
  const bmiTable = await tableRows(page, tr.showTable);
  expect(bmiTable.some((row) => row.includes(`${numberText(computeBmi(height, 80), lang)} kg/m²`))).toBe(true);
  await expectNoAxeViolations(page);

  // Tips on the newest values, translated.
  await page.goto(`/${tree}/healthTip`);
  await expect(page.getByText(tr.tips.intro)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  if (tree === 'web') {
    // Every health-data screen is a link away, by keyboard.
    const nav = page.getByRole('navigation', { name: tr.nav.label });
    await expect(nav.getByRole('link')).toHaveCount(9);
    await nav.getByRole('link', { name: exact(tr.nav.bmiPage) }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(at(tree, 'bmiPage'));
    // Web lists page by replacing (docs/product/states.md).
    const pager = page.getByRole('navigation', { name: m.bloodPressure.pagination });
    await pager.getByRole('button', { name: exact(m.bloodPressure.nextPage) }).click();
    await expect(pager.getByRole('button', { name: exact(m.bloodPressure.pageLabel.replace('{{page}}', '2')) })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
  } else {
    // Phone lists append, then say all is loaded (docs/product/routes.md behaviour 5).
    await page.goto(`/${tree}/bmiPage`);
    const list = page.getByRole('list', { name: r.bmiTitle });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    // Scrolling the footer into view loads the next page by itself (its button is for keyboards).
    await page.locator('[data-slot="load-more-footer"]').first().scrollIntoViewIfNeeded();
    await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThanOrEqual(20);
  }

  // Leave the demo accounts as they were.
  for (const [path, id] of [['/healthRecord/bmi/delete', bmiRows[0]?.id], ['/healthRecord/bloodSugar/delete', sugar?.id]] as const) {
    await apiCall(request, token, path, { id });
  }
});
