import { expect, test } from '@playwright/test';
import { at, exact, expectNoAxeViolations, projectOf, signIn, tokenOf } from './support.ts';
import { en } from '../../portal/src/features/qr/i18n/en.ts';
import { zhHant } from '../../portal/src/features/qr/i18n/zh-Hant.ts';
import { pt } from '../../portal/src/features/qr/i18n/pt.ts';

const qrBundles = { 'zh-Hant': zhHant, en, pt } as const;

/**
 * The resident's doctor consents in both trees (docs/product/sign-in.md: listed, withdrawn), reached from setting:
 * a consent given to a demo doctor's request is listed with its doctor and record type, then withdrawn
 * after confirming, and the server no longer lists it as active.
 */
test('doctor consents are listed from setting and can be withdrawn', async ({ page, browser, request }, info) => {
  test.setTimeout(120_000);
  const { lang, tree, m } = projectOf(info);
  const q = qrBundles[lang];
  const type = tree === 'mob' ? 'ERO' : 'ERP';
  const recordType = q.recordTypes[type];

  const demo = await browser.newContext();
  const demoPage = await demo.newPage();
  await demoPage.goto(`/demo/qr?lang=${lang}&patient=demo-f&type=${type}`);
  const qrCode = (await demoPage.locator('figure#consent').getAttribute('data-qr')) ?? '';
  await demo.close();

  await page.goto(`/${tree}/setting?lang=${lang}`);
  await signIn(page, m, 'demo-f');
  await expect(page).toHaveURL(at(tree, 'setting'));
  const token = await tokenOf(page);
  const agreed = await request.post('/api/qrCode/confirmInfo', { headers: { Authorization: token }, data: { qrCode, agree: true } });
  const consentId = ((await agreed.json()) as { data: { consentId: number } }).data.consentId;

  await page.getByRole('link', { name: exact(m.common.routes.qrConsents) }).click();
  await expect(page).toHaveURL(at(tree, 'qrConsents'));
  const item = page.locator(`li[data-consent-id="${consentId}"]`);
  await expect(item).toContainText(recordType);
  await expect(item).toContainText(q.consents.active);
  await expectNoAxeViolations(page);
  await item.getByRole('button', { name: new RegExp(`^${q.consents.withdraw}`) }).click();
  // Cancel first: nothing changes.
  await page.getByRole('alertdialog').getByRole('button', { name: exact(q.consents.cancel) }).click();
  await expect(item).toContainText(q.consents.active);
  await item.getByRole('button', { name: new RegExp(`^${q.consents.withdraw}`) }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: exact(q.consents.withdraw) }).click();
  await expect(item).toContainText(q.consents.withdrawnBadge);
  await expectNoAxeViolations(page);

  const list = await request.post('/api/qrCode/consentList', { headers: { Authorization: token }, data: { page: { pageNum: 1, pageSize: 100 } } });
  const rows = ((await list.json()) as { data: { rows: { id: number; withdrawnAt: string | null }[] } }).data.rows;
  expect(rows.find((r) => r.id === consentId)?.withdrawnAt).not.toBeNull();
});
