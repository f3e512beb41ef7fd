import { expect, test } from '@playwright/test';
import { ORGANISATIONS, type LabReportDetail, type LabReportRow } from '@macao-phr/contract';
import { at, exact, expectNoAxeViolations, projectOf, signIn, tokenOf } from './support.ts';
import { en } from '../../portal/src/features/lab-reports/i18n/en.ts';
import { zhHant } from '../../portal/src/features/lab-reports/i18n/zh-Hant.ts';
import { pt } from '../../portal/src/features/lab-reports/i18n/pt.ts';

const labBundles = { 'zh-Hant': zhHant, en, pt } as const;

/**
 * docs/product/routes.md analysisReport, analysisReportList and the report detail, in its rotation's languages on a phone and a desktop:
 * demo-m goes from the health record to the lab reports, opens the list (docs/product/limits.md default range 2017/01/01 to
 * today), filters it by one organisation, opens a report of it with an item out of range and sees that item
 * flagged with a reading badge and linked to its trend. Axe on every page.
 */
test('a resident filters the lab reports by organisation and sees an out-of-range item flagged', async ({ page, request }, info) => {
  test.setTimeout(180_000);
  const { lang, tree, m } = projectOf(info);
  const t = labBundles[lang];
  const inLang = (zh: string, enText: string, ptText: string) => (lang === 'en' ? enText : lang === 'pt' ? ptText : zh);

  await page.goto(`/${tree}/ehrPage?lang=${lang}`);
  await signIn(page, m, 'demo-m');
  await expect(page).toHaveURL(at(tree, 'ehrPage'));
  const token = await tokenOf(page);
  const listed = await request.post('/api/patientTestInfo/getPatientTestInfo', { headers: { Authorization: token }, data: { page: { pageNum: 1, pageSize: 100 } } });
  const { rows, total } = ((await listed.json()) as { data: { rows: LabReportRow[]; total: number } }).data;
  // The newest report with an item out of range, and its organisation: the filter keeps it first of its flagged ones.
  const target = rows.find((r) => r.abnormalCount > 0 && r.testResultType === 'normal');
  if (!target) throw new Error('demo-m has no flagged lab report');
  const org = ORGANISATIONS.find((o) => o.orgCode === target.orgCode);
  if (!org) throw new Error('unknown organisation');
  const orgName = inLang(org.name, org.nameEn, org.namePt);
  const ofOrg = rows.filter((r) => r.orgCode === target.orgCode);

  await page.getByRole('main').getByRole('link', { name: exact(m.common.routes.analysisReport) }).click();
  await expect(page).toHaveURL(at(tree, 'analysisReport'));
  await expect(page.getByRole('heading', { level: 1, name: exact(m.common.routes.analysisReport) })).toBeVisible();
  await expect(page.getByRole('list', { name: t.latest }).getByRole('link')).toHaveCount(Math.min(3, total));
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: exact(t.allCount.replace('{{count}}', String(total))) }).click();
  await expect(page).toHaveURL(at(tree, 'analysisReportList'));
  await expect(page.getByRole('heading', { level: 1, name: exact(m.common.routes.analysisReportList) })).toBeVisible();
  const list = page.getByRole('list', { name: t.listLabel });
  // The first page of 10; a phone may append the rest as the list's end comes into view (docs/product/states.md).
  const pageOf = async (n: number) => {
    await expect(list.getByRole('link').nth(Math.min(10, n) - 1)).toBeVisible();
    await expect.poll(() => list.getByRole('link').count()).toBeLessThanOrEqual(tree === 'mob' ? n : Math.min(10, n));
  };
  await pageOf(total);
  await expectNoAxeViolations(page);

  await page.getByRole('combobox', { name: t.organisation }).click();
  await page.getByRole('option', { name: new RegExp(`^${orgName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
  await expect(list.getByRole('link').filter({ hasNotText: orgName })).toHaveCount(0);
  await pageOf(ofOrg.length);
  for (const link of await list.getByRole('link').all()) await expect(link).toContainText(orgName);
  await expectNoAxeViolations(page);

  const targetLink = list.locator(`a[href$="id=${target.id}"]`);
  await expect(targetLink).toBeVisible();
  await targetLink.click();
  await expect(page).toHaveURL(at(tree, tree === 'mob' ? 'analysisReport/detail' : 'analysisReportDetail'));
  expect(new URL(page.url()).searchParams.get('id')).toBe(String(target.id));
  await expect(page.getByRole('heading', { level: 1, name: exact(m.common.routes.analysisReportDetail) })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: exact(inLang(target.testName, target.testNameEn, target.testNamePt)) })).toBeVisible();

  const detailed = await request.post('/api/patientTestInfo/getTestDetailInfo', { headers: { Authorization: token }, data: { id: target.id } });
  const detail = ((await detailed.json()) as { data: LabReportDetail }).data;
  const flagged = detail.items.find((i) => i.flag === 'H' || i.flag === 'L');
  if (!flagged) throw new Error('no flagged item');
  const flaggedName = inLang(flagged.name, flagged.nameEn, flagged.namePt);
  const holder = tree === 'web' ? page.getByRole('table', { name: t.results }).getByRole('row') : page.getByRole('region', { name: t.results }).getByRole('listitem');
  const item = holder.filter({ hasText: flaggedName }).first();
  const badge = item.locator(`[data-level="${flagged.flag === 'H' ? 'high' : 'low'}"]`);
  await expect(badge).toBeVisible();
  await expect(badge).toContainText(t.flags[flagged.flag]);
  await expect(item).toContainText(flagged.referenceRange);
  if (flagged.indicatorCode) {
    await expect(item.getByRole('link', { name: new RegExp(t.viewTrend) })).toHaveAttribute('href', new RegExp(`code=${flagged.indicatorCode}$`));
  }
  await expectNoAxeViolations(page);
});
