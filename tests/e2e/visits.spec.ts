import { expect, test } from '@playwright/test';
import type { VisitDetail, VisitRow } from '@macao-phr/contract';
import { at, exact, expectNoAxeViolations, projectOf, signIn, tokenOf } from './support.ts';
import { en } from '../../portal/src/features/visits/i18n/en.ts';
import { zhHant } from '../../portal/src/features/visits/i18n/zh-Hant.ts';
import { pt } from '../../portal/src/features/visits/i18n/pt.ts';

const visitBundles = { 'zh-Hant': zhHant, en, pt } as const;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * docs/product/routes.md outpatient and outpatient detail, in its rotation's languages on a phone and a desktop: demo-m goes from the
 * health record to the visit records (docs/product/limits.md default range 2017/01/01 to today, every visit type), keeps only
 * outpatient visits, opens the newest and sees its diagnoses and, on the drugs tab, its drugs. Axe on every page.
 */
test('a resident filters the visit records by type and opens an outpatient visit with its diagnoses and drugs', async ({ page, request }, info) => {
  test.setTimeout(180_000);
  const { lang, tree, m } = projectOf(info);
  const t = visitBundles[lang];
  const inLang = (n: { name: string; nameEn: string; namePt: string }) => (lang === 'en' ? n.nameEn : lang === 'pt' ? n.namePt : n.name);

  await page.goto(`/${tree}/ehrPage?lang=${lang}`);
  await signIn(page, m, 'demo-m');
  await expect(page).toHaveURL(at(tree, 'ehrPage'));
  const token = await tokenOf(page);
  const listed = await request.post('/api/recordInfo/getPatientFileInfo', { headers: { Authorization: token }, data: { page: { pageNum: 1, pageSize: 100 } } });
  const { rows, total } = ((await listed.json()) as { data: { rows: VisitRow[]; total: number } }).data;
  const outpatient = rows.filter((r) => r.typeCode === 'OUT');
  const target = outpatient[0];
  if (!target || outpatient.length === total) throw new Error('demo-m needs outpatient and other visits');

  await page.getByRole('main').getByRole('link', { name: exact(m.common.routes.outpatient) }).click();
  await expect(page).toHaveURL(at(tree, 'outpatient'));
  await expect(page.getByRole('heading', { level: 1, name: exact(m.common.routes.outpatient) })).toBeVisible();
  const list = page.getByRole('list', { name: t.listLabel });
  // The first page of 10; a phone may append the rest as the list's end comes into view (docs/product/states.md).
  const pageOf = async (n: number) => {
    await expect(list.getByRole('link').nth(Math.min(10, n) - 1)).toBeVisible();
    await expect.poll(() => list.getByRole('link').count()).toBeLessThanOrEqual(tree === 'mob' ? n : Math.min(10, n));
  };
  await pageOf(total);
  for (const type of ['EMR', 'OUT', 'INP'] as const) await expect(page.getByRole('checkbox', { name: new RegExp(`^${escape(t.type[type])}`) })).toBeChecked();
  await expectNoAxeViolations(page);

  // Only outpatient visits: untick emergency and inpatient.
  await page.getByRole('checkbox', { name: new RegExp(`^${escape(t.type.EMR)}`) }).uncheck();
  await page.getByRole('checkbox', { name: new RegExp(`^${escape(t.type.INP)}`) }).uncheck();
  await expect(list.getByRole('link').filter({ hasNotText: t.type.OUT })).toHaveCount(0);
  await pageOf(outpatient.length);
  await expect(page.getByRole('status').filter({ hasText: String(outpatient.length) })).toBeVisible();
  await expectNoAxeViolations(page);

  await list.locator(`a[href$="id=${target.id}"]`).click();
  await expect(page).toHaveURL(at(tree, tree === 'mob' ? 'outpatient/detail' : 'outpatientDetail'));
  expect(new URL(page.url()).searchParams.get('id')).toBe(String(target.id));
  await expect(page.getByRole('heading', { level: 1, name: exact(m.common.routes.outpatientDetail) })).toBeVisible();
  const detailed = await request.post('/api/recordInfo/getFileDetailInfo', { headers: { Authorization: token }, data: { id: target.id } });
  const detail = ((await detailed.json()) as { data: VisitDetail }).data;
  const diagnoses = page.getByRole('region', { name: t.diagnoses });
  for (const d of detail.diagnoses) await expect(diagnoses).toContainText(inLang(d));
  expect(detail.drugs.length).toBeGreaterThan(0);
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: new RegExp(`^${escape(t.drugs)}`) }).click();
  const panel = page.getByRole('tabpanel');
  for (const d of detail.drugs) await expect(panel).toContainText(inLang(d));
  await expect(panel).toContainText(lang === 'en' ? (detail.drugs[0]?.dosageEn ?? '') : lang === 'pt' ? (detail.drugs[0]?.dosagePt ?? '') : (detail.drugs[0]?.dosage ?? ''));
  await expectNoAxeViolations(page);
});
