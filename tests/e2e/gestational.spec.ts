import { expect, test } from '@playwright/test';
import { at, exact, expectNoAxeViolations, projectOf, signIn, tokenOf } from './support.ts';
import { en } from '../../portal/src/features/health-data/readings/i18n/en.ts';
import { zhHant } from '../../portal/src/features/health-data/readings/i18n/zh-Hant.ts';
import { pt } from '../../portal/src/features/health-data/readings/i18n/pt.ts';

const readingsBundles = { 'zh-Hant': zhHant, en, pt } as const;

/**
 * docs/product/roles.md: gestational blood glucose is for a pregnant resident. demo-m (a man) opening the screen or the add
 * address by hand is told so and offered no entry, and the server refuses a reading from him; demo-f (pregnant) is
 * offered the entry. In every language on a phone and a desktop; axe on every page.
 */
test('gestational blood glucose: a man is told it is not for him and offered no entry; a pregnant woman is', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const { lang, tree, m } = projectOf(info);
  const r = readingsBundles[lang];
  await page.goto(`/${tree}/gestationalDiabetes?lang=${lang}`);
  await signIn(page, m, 'demo-m');
  await expect(page).toHaveURL(at(tree, 'gestationalDiabetes'));
  await expect(page.getByText(r.notPregnant)).toBeVisible();
  await expect(page.getByRole('link', { name: exact(r.addGestational) })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goto(`/${tree}/addSugar?kind=pregnancy`);
  await expect(page.getByRole('heading', { name: exact(r.notPregnant) })).toBeVisible();
  await expect(page.locator('form')).toHaveCount(0);
  await expectNoAxeViolations(page);
  const refused = await request.post('/api/pregnancyBloodSugar/add', {
    headers: { Authorization: await tokenOf(page) },
    data: { value: 5.2, timing: 'fasting', sample: 'capillary', recordTime: new Date(Date.now() - 3_600_000).toISOString() },
  });
  expect(((await refused.json()) as { resultCode: string }).resultCode).toBe('200003');

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.removeItem('mhp:token'));
  await page.goto(`/${tree}/gestationalDiabetes`);
  await signIn(page, m, 'demo-f');
  await expect(page).toHaveURL(at(tree, 'gestationalDiabetes'));
  await expect(page.getByRole('link', { name: exact(r.addGestational) })).toBeVisible();
  await expect(page.getByText(r.notPregnant)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

/** The demo account of race "other" (server README): her BMI readings are banded by the other bands, shown by name. */
test('demo-o’s BMI readings are banded by the bands for race other', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const { lang, tree, m } = projectOf(info);
  const r = readingsBundles[lang];
  await page.goto(`/${tree}/bmiPage?lang=${lang}`);
  await signIn(page, m, 'demo-o');
  await expect(page).toHaveURL(at(tree, 'bmiPage'));
  const res = await request.post('/api/healthRecord/bmi/list', { headers: { Authorization: await tokenOf(page) }, data: { page: { pageNum: 1, pageSize: 10 } } });
  const rows = ((await res.json()) as { data: { rows: { bmi: number; level: string }[] } }).data.rows;
  // 25 to 29.9 is overweight by the other bands (obese by the Asian ones); under 25 normal (overweight if Asian).
  for (const row of rows) expect(row.level).toBe(row.bmi >= 30 ? 'obese' : row.bmi >= 25 ? 'overweight' : row.bmi >= 18.5 ? 'normal' : 'underweight');
  const list = page.getByRole('list', { name: r.bmiTitle });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const first = rows[0];
  if (!first) throw new Error('demo-o has no BMI reading');
  await expect(list.getByRole('listitem').first()).toContainText(r.bmiLevel[first.level as keyof typeof r.bmiLevel]);
  await expectNoAxeViolations(page);
});
