import { expect, test } from '@playwright/test';
import { ORGANISATIONS, splitDiagnoses, type SurgeryDetail, type SurgeryListResult } from '@macao-phr/contract';
import { at, exact, expectNoAxeViolations, projectOf, signIn, tokenOf } from './support.ts';
import { en } from '../../portal/src/features/surgery/i18n/en.ts';
import { zhHant } from '../../portal/src/features/surgery/i18n/zh-Hant.ts';
import { pt } from '../../portal/src/features/surgery/i18n/pt.ts';

const bundles = { 'zh-Hant': zhHant, en, pt } as const;

/**
 * docs/product/routes.md surgicalRecord, a phone-tree screen, in its rotation's languages: demo-m goes from the health record to the
 * surgery records, sees every operation newest first with its organisation, opens the newest and reads its
 * department and its diagnoses (docs/product/entities.md: codes and names paired by position), then filters by organisation. On the desktop tree the health
 * record offers no surgery entry (the route exists only under /mob). Axe on every page.
 */
test('a resident reads their operations and the diagnoses of one (phone tree)', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const { lang, tree, m } = projectOf(info);
  const t = bundles[lang];
  const inLang = (zh: string, enText: string, ptText: string) => (lang === 'en' ? enText : lang === 'pt' ? ptText : zh);
  const title = m.common.routes.surgicalRecord;

  await page.goto(`/${tree}/ehrPage?lang=${lang}`);
  await signIn(page, m, 'demo-m');
  await expect(page).toHaveURL(at(tree, 'ehrPage'));
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: exact(m.common.routes.prescription) })).toBeVisible();
  if (tree === 'web') {
    await expect(main.getByRole('link', { name: exact(title) })).toHaveCount(0);
    await expectNoAxeViolations(page);
    return;
  }

  const token = await tokenOf(page);
  const headers = { Authorization: token };
  const list = ((await (await request.post('/api/surgeryInfo/getPatientSurgeryInfo', { headers, data: { page: { pageNum: 1, pageSize: 10 } } })).json()) as { data: SurgeryListResult }).data;
  expect(list.rows.length).toBeGreaterThanOrEqual(2);
  const dates = list.rows.map((r) => r.surgeryDate);
  expect([...dates].sort().reverse()).toEqual(dates);
  const newest = list.rows[0];
  if (!newest) throw new Error('demo-m has no surgery records');
  const detail = ((await (await request.post('/api/surgeryInfo/getSurgeryDetailInfo', { headers, data: { id: newest.id } })).json()) as { data: SurgeryDetail }).data;
  const diagnoses = splitDiagnoses(detail.surgeryDiagId, detail.surgeryDiagName);
  expect(diagnoses.length).toBeGreaterThan(0);

  await main.getByRole('link', { name: exact(title) }).click();
  await expect(page).toHaveURL(at(tree, 'surgicalRecord'));
  await expect(page.getByRole('heading', { level: 1, name: exact(title) })).toBeVisible();
  const records = page.getByRole('region', { name: t.listLabel });
  const triggers = records.getByRole('button');
  await expect(triggers).toHaveCount(list.rows.length);
  // Newest first, each with its name in the page's language and its organisation.
  for (const [i, row] of list.rows.entries()) {
    await expect(triggers.nth(i)).toContainText(inLang(row.surgeryName, row.surgeryNameEn, row.surgeryNamePt));
    const org = ORGANISATIONS.find((o) => o.orgCode === row.orgCode);
    if (org) await expect(triggers.nth(i)).toContainText(inLang(org.name, org.nameEn, org.namePt));
  }
  await expect(page.getByText(exact(t.allLoaded))).toBeVisible();
  await expectNoAxeViolations(page);

  // Open the newest: its department and its diagnoses, code beside name.
  await triggers.first().click();
  await expect(triggers.first()).toHaveAttribute('aria-expanded', 'true');
  await expect(records.getByText(inLang(detail.department, detail.departmentEn, detail.departmentPt))).toBeVisible();
  const items = records.getByRole('list', { name: t.diagnoses }).getByRole('listitem');
  await expect(items).toHaveCount(diagnoses.length);
  for (const [i, d] of diagnoses.entries()) {
    await expect(items.nth(i)).toContainText(d.name || d.id);
    if (d.id && d.name) await expect(items.nth(i)).toContainText(`${t.code} ${d.id}`);
  }
  await expectNoAxeViolations(page);

  // Closing it again by keyboard.
  await triggers.first().focus();
  await page.keyboard.press('Enter');
  await expect(triggers.first()).toHaveAttribute('aria-expanded', 'false');

  // Filtered to the second operation's organisation: only that organisation's operations.
  const second = list.rows[1];
  if (!second) throw new Error('demo-m has one operation only');
  const org = ORGANISATIONS.find((o) => o.orgCode === second.orgCode);
  if (!org) throw new Error(`unknown organisation ${second.orgCode}`);
  const orgName = inLang(org.name, org.nameEn, org.namePt);
  const ofOrg = list.rows.filter((r) => r.orgCode === second.orgCode);
  await page.getByRole('combobox', { name: t.organisation }).click();
  await page.getByRole('option', { name: new RegExp(`^${orgName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
  await expect(triggers).toHaveCount(ofOrg.length);
  await expect(triggers.first()).toContainText(inLang(second.surgeryName, second.surgeryNameEn, second.surgeryNamePt));
  await expect(page.getByRole('status').filter({ hasText: (ofOrg.length === 1 ? t.matching_one : t.matching_other).replace('{{count}}', String(ofOrg.length)) })).toBeVisible();
  await expectNoAxeViolations(page);
});
