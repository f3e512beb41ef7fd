import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { resultMessages, type Language } from '@macao-phr/contract';
import { at, exact, expectNoAxeViolations, projectOf, signIn, tokenOf } from './support.ts';
import { en } from '../../portal/src/features/qr/i18n/en.ts';
import { zhHant } from '../../portal/src/features/qr/i18n/zh-Hant.ts';
import { pt } from '../../portal/src/features/qr/i18n/pt.ts';

const qrBundles = { 'zh-Hant': zhHant, en, pt } as const;

/**
 * docs/product/sign-in.md end to end on a phone (the scanner is a mobile screen), in three languages: the QR codes
 * are the demo page's real server-rendered codes, photographed (an element screenshot, PNG) and given to
 * the scan page as a picture, so the real decoder reads them. Axe on every page.
 */

/** A PNG of one code of the demo page for a patient, and the code's text. */
async function demoCode(browser: Browser, card: string, patient: string, lang: Language, type = 'OUT'): Promise<{ png: Buffer; text: string }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const demo = await context.newPage();
    await demo.goto(`/demo/qr?lang=${lang}&patient=${patient}&type=${type}`);
    const figure = demo.locator(`figure#${card}`);
    const text = (await figure.getAttribute('data-qr')) ?? '';
    expect(text).toMatch(/^MHPQR1\./);
    const png = await figure.locator('.qr svg').screenshot();
    return { png, text };
  } finally {
    await context.close();
  }
}

async function scanPicture(page: Page, q: typeof en, png: Buffer): Promise<void> {
  await page.goto('/mob/home/scanPage');
  await expect(page.getByText(q.scan.intro)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(q.scan.chooseFile).setInputFiles({ name: 'code.png', mimeType: 'image/png', buffer: png });
}

async function confirmViaApi(request: APIRequestContext, token: string, qrCode: string): Promise<string> {
  const res = await request.post('/api/qrCode/confirmInfo', { headers: { Authorization: token }, data: { qrCode, agree: true } });
  return ((await res.json()) as { resultCode: string }).resultCode;
}

test('a queue ticket is scanned from a picture and its state shown', async ({ page, browser }, info) => {
  test.setTimeout(120_000);
  const { lang, m } = projectOf(info);
  const q = qrBundles[lang];
  const { png } = await demoCode(browser, 'ticket', 'demo-m', lang);
  await page.goto(`/mob/home?lang=${lang}`);
  await signIn(page, m, 'demo-m');
  await expect(page).toHaveURL(at('mob', 'home'));
  await scanPicture(page, q, png);
  await expect(page).toHaveURL(at('mob', 'scanResult'));
  await expect(page.getByRole('heading', { level: 2, name: exact(q.queue.heading) })).toBeVisible();
  await expect(page.getByText(exact(q.queue.states.waiting))).toBeVisible();
  await expect(page.getByText(q.queue.ticket.replace('{{number}}', '37'))).toBeVisible();
  await expect(page.getByText(q.queue.hours.replace('{{open}}', '08:30').replace('{{close}}', '11:00'))).toBeVisible();
  await expectNoAxeViolations(page);
  // A stale hand-off (an old address from the history) is refused, not replayed.
  await page.goto(`/mob/transScanPage?data=MHPQR1.x.y&timestamp=${Date.now() - 10 * 60 * 1000}`);
  await expect(page.getByText(q.handoff.stale)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a doctor's consent is agreed, listed, then withdrawn", async ({ page, browser }, info) => {
  test.setTimeout(150_000);
  const { lang, m } = projectOf(info);
  const q = qrBundles[lang];
  const type = { 'zh-Hant': 'ER24', en: 'OUT', pt: 'ERM' }[lang];
  const recordType = q.recordTypes[type as keyof typeof q.recordTypes];
  const { png } = await demoCode(browser, 'consent', 'demo-m', lang, type);
  await page.goto(`/mob/home?lang=${lang}`);
  await signIn(page, m, 'demo-m');
  await expect(page).toHaveURL(at('mob', 'home'));
  await scanPicture(page, q, png);
  await expect(page).toHaveURL(at('mob', 'scanResult'));
  await expect(page.getByRole('heading', { level: 2, name: exact(q.consent.heading) })).toBeVisible();
  await expect(page.getByText(recordType, { exact: false }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: exact(q.consent.agree) }).click();
  await expect(page.getByRole('heading', { level: 2, name: exact(q.consent.agreedTitle) })).toBeFocused();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: exact(q.consent.toConsents) }).click();
  await expect(page).toHaveURL(at('mob', 'qrConsents'));
  // The other phone projects agree to consents for demo-m at the same time, each for a record type of its
  // own, so this project's consent is the newest one of its type, not necessarily the newest of the list.
  const newest = page.getByRole('list', { name: q.consents.listLabel }).getByRole('listitem').filter({ hasText: recordType }).first();
  await expect(newest).toContainText(recordType);
  await expect(newest).toContainText(q.consents.active);
  await expectNoAxeViolations(page);
  await newest.getByRole('button', { name: new RegExp(`^${q.consents.withdraw}`) }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(q.consents.withdrawTitle);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: exact(q.consents.withdraw) }).click();
  await expect(newest).toContainText(q.consents.withdrawnBadge);
  await expect(newest.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Scanning the answered request again: 'Do not scan again'.
  await scanPicture(page, q, png);
  await expect(page.getByText(exact(resultMessages['200403'][lang]))).toBeVisible();
});

test('a minor cannot consent: refused in the screen and by the server', async ({ page, browser, request }, info) => {
  test.setTimeout(120_000);
  const { lang, m } = projectOf(info);
  const q = qrBundles[lang];
  const { png, text } = await demoCode(browser, 'consent', 'demo-minor', lang);
  await page.goto(`/mob/home?lang=${lang}`);
  await signIn(page, m, 'demo-minor');
  await expect(page).toHaveURL(at('mob', 'home'));
  await scanPicture(page, q, png);
  await expect(page).toHaveURL(at('mob', 'scanResult'));
  await expect(page.getByRole('alert').filter({ hasText: q.consent.minorTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: exact(q.consent.agree) })).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(await confirmViaApi(request, await tokenOf(page), text)).toBe('200405');
});

test("an expired QR code shows 'Qrcode is expired'", async ({ page, browser }, info) => {
  test.setTimeout(120_000);
  const { lang, m } = projectOf(info);
  const q = qrBundles[lang];
  const { png } = await demoCode(browser, 'expired', 'demo-m', lang);
  await page.goto(`/mob/home?lang=${lang}`);
  await signIn(page, m, 'demo-m');
  await expect(page).toHaveURL(at('mob', 'home'));
  await scanPicture(page, q, png);
  await expect(page).toHaveURL(at('mob', 'transScanPage'));
  await expect(page.getByText(exact(resultMessages['200402'][lang]))).toBeVisible();
  await expect(page.getByRole('link', { name: exact(q.handoff.scanAgain) })).toBeVisible();
  await expectNoAxeViolations(page);
});
