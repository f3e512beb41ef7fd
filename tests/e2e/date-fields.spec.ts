import { expect, test, type Page } from '@playwright/test';
import { intlLocale } from '@macao-phr/contract';
import { at, expectNoAxeViolations, fillDate, projectOf, segmentTypes, signIn } from './support.ts';
import { en as uploadsEn } from '../../portal/src/features/uploads/i18n/en.ts';
import { zhHant as uploadsZh } from '../../portal/src/features/uploads/i18n/zh-Hant.ts';
import { pt as uploadsPt } from '../../portal/src/features/uploads/i18n/pt.ts';
import { en as readingsEn } from '../../portal/src/features/health-data/readings/i18n/en.ts';
import { zhHant as readingsZh } from '../../portal/src/features/health-data/readings/i18n/zh-Hant.ts';
import { pt as readingsPt } from '../../portal/src/features/health-data/readings/i18n/pt.ts';

const uploads = { 'zh-Hant': uploadsZh, en: uploadsEn, pt: uploadsPt } as const;
const readings = { 'zh-Hant': readingsZh, en: readingsEn, pt: readingsPt } as const;

// The browser says en-US, which writes dates month first: a native date input showed M/D/Y in a Portuguese or
// Chinese portal. The portal's fields take the order of its own language (docs/product/overview.md, Macao locales).
test.use({ locale: 'en-US' });

const order = (page: Page, label: string) => segmentTypes(page.getByRole('group', { name: label }));

test('date fields follow the portal language, not an en-US browser', async ({ page }, info) => {
  const { lang, tree, m } = projectOf(info);
  const u = uploads[lang];
  const r = readings[lang];
  await page.goto(`/${tree}/addUpload?lang=${lang}`);
  await signIn(page, m, tree === 'mob' ? 'demo-m' : 'demo-f');
  await expect(page).toHaveURL(at(tree, 'addUpload'));
  expect(await page.evaluate(() => navigator.language)).toBe('en-US');

  // The order the portal's locale writes a date in, as this browser's Intl has it: day first in en-MO and pt-MO.
  const dayOrder = await page.evaluate((locale) => {
    const parts = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(2025, 2, 1));
    return parts.filter((p) => p.type !== 'literal').map((p) => p.type);
  }, intlLocale(lang));
  if (lang !== 'zh-Hant') expect(dayOrder).toEqual(['day', 'month', 'year']);
  await expect(page.getByRole('group', { name: u.startDate })).toBeVisible();
  // react-aria's own labels in the portal's script and wording: left to choose among all its locales, it read
  // zh-Hant-MO with its zh-CN strings (空 for an empty part, in simplified characters elsewhere).
  const empty = { 'zh-Hant': '空白', en: 'Empty', pt: 'Vazio' }[lang];
  await expect(page.getByRole('group', { name: u.startDate }).locator('[data-type=year]')).toHaveAttribute('aria-valuetext', empty);
  expect(await order(page, u.startDate)).toEqual(dayOrder);
  expect(await order(page, u.startDate)).not.toEqual(['month', 'day', 'year']);
  await fillDate(page, u.startDate, '2025-03-01');
  await expect(page.getByRole('group', { name: u.startDate }).locator('[data-type=year]')).toHaveText('2025');
  await expectNoAxeViolations(page);

  // A measurement time: the date in the same order, then the time.
  await page.goto(`/${tree}/addBmi`);
  await expect(page.getByRole('group', { name: r.recordTime })).toBeVisible();
  const withTime = await order(page, r.recordTime);
  expect(withTime.filter((t) => t === 'year' || t === 'month' || t === 'day')).toEqual(dayOrder);
  expect(withTime).toEqual(expect.arrayContaining(['hour', 'minute']));
  await expectNoAxeViolations(page);
});
