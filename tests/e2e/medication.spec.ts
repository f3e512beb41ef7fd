import { expect, test } from '@playwright/test';
import { ORGANISATIONS, doseWords, type DrugLine, type MedicationList, type PrescriptionDetail, type PrescriptionListResult } from '@macao-phr/contract';
import { at, exact, expectNoAxeViolations, projectOf, signIn, tokenOf } from './support.ts';
import { en } from '../../portal/src/features/medication/i18n/en.ts';
import { zhHant } from '../../portal/src/features/medication/i18n/zh-Hant.ts';
import { pt } from '../../portal/src/features/medication/i18n/pt.ts';

const bundles = { 'zh-Hant': zhHant, en, pt } as const;
/**
 * Each project follows a prescription of its own (projects may run at once against one server): all of these
 * hold doses said in words (ADQ, a quarter, half, three quarters).
 */
const TARGET_INDEX: Record<string, number> = { 'mob-zh-Hant': 0, 'mob-en': 2, 'mob-pt': 3, 'web-zh-Hant': 4, 'web-en': 6, 'web-pt': 7 };

/**
 * docs/product/routes.md prescription, prescriptionDetail and inuse, in its rotation's languages on a phone and a desktop: demo-m goes from
 * the health record to the prescriptions, opens one and sees its drug lines with the dose in words, follows it and
 * finds it still followed after a reload; then the medication in use. Axe on every page.
 */
test('a resident reads a prescription’s doses in words, follows it, and sees the medication in use', async ({ page, request }, info) => {
  test.setTimeout(180_000);
  const { lang, tree, m } = projectOf(info);
  const t = bundles[lang];
  const inLang = (zh: string, enText: string, ptText: string) => (lang === 'en' ? enText : lang === 'pt' ? ptText : zh);
  const doseWord = (d: DrugLine): string | null => {
    const w = doseWords(d.dose);
    if (w.kind === 'adequate') return t.doses.adequate;
    if (w.kind !== 'fraction' || w.fraction === null) return null;
    if (w.whole === 0) return t.doses[w.fraction];
    const key = w.fraction === 'quarter' ? 'wholeAndQuarter' : w.fraction === 'half' ? 'wholeAndHalf' : 'wholeAndThreeQuarters';
    return t.doses[key].replace('{{whole}}', String(w.whole));
  };

  await page.goto(`/${tree}/ehrPage?lang=${lang}`);
  await signIn(page, m, 'demo-m');
  await expect(page).toHaveURL(at(tree, 'ehrPage'));
  const token = await tokenOf(page);
  const headers = { Authorization: token };
  const { rows, total } = ((await (await request.post('/api/drugInfo/getDrugInfo', { headers, data: { page: { pageNum: 1, pageSize: 100 } } })).json()) as { data: PrescriptionListResult }).data;
  const target = rows[TARGET_INDEX[`${tree}-${lang}`] ?? 0];
  if (!target) throw new Error('demo-m has too few prescriptions');
  // Start unfollowed, whatever an earlier run left.
  await request.post('/api/drugInfo/follow', { headers, data: { id: target.id, isFollow: 0 } });
  const detail = ((await (await request.post('/api/drugInfo/medDisplay', { headers, data: { id: target.id } })).json()) as { data: PrescriptionDetail }).data;
  const worded = detail.drugInfo.filter((d) => doseWord(d) !== null);
  expect(worded.length).toBeGreaterThan(0);

  await page.getByRole('main').getByRole('link', { name: exact(m.common.routes.prescription) }).click();
  await expect(page).toHaveURL(at(tree, 'prescription'));
  await expect(page.getByRole('heading', { level: 1, name: exact(m.common.routes.prescription) })).toBeVisible();
  const list = page.getByRole('list', { name: t.listLabel });
  await expect(list.getByRole('link').nth(Math.min(10, total) - 1)).toBeVisible();
  await expectNoAxeViolations(page);

  // Filtered to the target's organisation: only its prescriptions, and how many match.
  const org = ORGANISATIONS.find((o) => o.orgCode === target.indexOrgCode);
  if (!org) throw new Error(`unknown organisation ${target.indexOrgCode}`);
  const orgName = inLang(org.name, org.nameEn, org.namePt);
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const counted = (await (await request.post('/api/drugInfo/getFilterInfoNum', { headers, data: { selectTime: { start: '2017-01-01', end: today }, orgCodes: [target.indexOrgCode] } })).json()) as { data: { total: number } };
  const ofOrg = counted.data.total;
  expect(ofOrg).toBeGreaterThan(0);
  expect(ofOrg).toBeLessThan(total);
  await page.getByRole('combobox', { name: t.organisation }).click();
  await page.getByRole('option', { name: new RegExp(`^${orgName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
  await expect(page.getByRole('status').filter({ hasText: (ofOrg === 1 ? t.matching_one : t.matching_other).replace('{{count}}', String(ofOrg)) })).toBeVisible();
  await expect(list.getByRole('link')).toHaveCount(Math.min(10, ofOrg));
  await expect(list.getByRole('link').filter({ hasNotText: orgName })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await list.locator(`a[href$="id=${target.id}"]`).click();
  await expect(page).toHaveURL(at(tree, 'prescriptionDetail'));
  expect(new URL(page.url()).searchParams.get('id')).toBe(String(target.id));
  await expect(page.getByRole('heading', { level: 1, name: exact(m.common.routes.prescriptionDetail) })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: exact(orgName) })).toBeVisible();
  const cards = page.getByRole('region', { name: t.medicines }).getByRole('listitem');
  await expect(cards).toHaveCount(detail.drugInfo.length);
  for (const d of worded) {
    const card = cards.filter({ has: page.getByRole('heading', { level: 3, name: exact(inLang(d.gnameTra, d.gnameEng, d.gnamePor)) }) });
    await expect(card).toContainText(doseWord(d) ?? '');
    await expect(card).toContainText(t.frequencies[d.frequency]);
    await expect(card).toContainText(t.routes[d.route]);
  }
  // Every remark in the resident's language alone (never "睡前服用 / At bedtime").
  for (const d of detail.drugInfo.filter((x) => x.premark !== '')) {
    const card = cards.filter({ has: page.getByRole('heading', { level: 3, name: exact(inLang(d.gnameTra, d.gnameEng, d.gnamePor)) }) });
    await expect(card).toContainText(inLang(d.premark, d.premarkEng, d.premarkPor));
    for (const other of [d.premark, d.premarkEng, d.premarkPor].filter((x) => x !== inLang(d.premark, d.premarkEng, d.premarkPor))) await expect(card).not.toContainText(other);
  }
  // Units pluralised by the language's rules: no "2 tablet" in English, no "2 comprimido" in Portuguese.
  if (lang !== 'zh-Hant') await expect(cards.filter({ hasText: lang === 'en' ? /(?<![\d.,])[2-9]\d* tablet(?!s)/ : /(?<![\d.,])[2-9]\d* comprimido(?!s)/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: exact(t.follow) }).click();
  await expect(page.getByRole('button', { name: exact(t.followed) })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: exact(t.followed) })).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page);

  const inUse = ((await (await request.post('/api/drugInfo/getDrugIndexShow', { headers, data: { scope: 'inuse' } })).json()) as { data: MedicationList }).data;
  expect(inUse.rows.length).toBeGreaterThan(0);
  await page.goto(`/${tree}/ehrPage`);
  await page.getByRole('main').getByRole('link', { name: exact(m.common.routes.inuse) }).click();
  await expect(page).toHaveURL(at(tree, 'inuse'));
  await expect(page.getByRole('heading', { level: 1, name: exact(m.common.routes.inuse) })).toBeVisible();
  const inUseList = page.getByRole('list', { name: t.inUseLabel });
  // Followed prescriptions are in use, the most recently followed first, and the other projects follow and
  // unfollow prescriptions of their own meanwhile: how many lines there are and which comes first change
  // under this test. This project's followed prescription is in use whatever its course, so its lines are
  // looked for by name.
  await expect(inUseList.getByRole('listitem').first()).toBeVisible();
  for (const d of detail.drugInfo) {
    await expect(inUseList.getByRole('listitem').filter({ hasText: inLang(d.gnameTra, d.gnameEng, d.gnamePor) }).first()).toBeVisible();
  }
  await expectNoAxeViolations(page);

  // Leave it as found for the next run.
  await request.post('/api/drugInfo/follow', { headers, data: { id: target.id, isFollow: 0 } });
});
