import { expect, test, type Browser, type Page } from '@playwright/test';
import { resultMessages } from '@macao-phr/contract';
import { at, exact, expectNoAxeViolations, projectOf, signIn, type Tree } from './support.ts';
import { en } from '../../portal/src/features/guardian/i18n/en.ts';
import { zhHant } from '../../portal/src/features/guardian/i18n/zh-Hant.ts';
import { pt } from '../../portal/src/features/guardian/i18n/pt.ts';

const guardianBundles = { 'zh-Hant': zhHant, en, pt } as const;
const names = {
  guardian: { 'zh-Hant': '黃志強', en: 'WONG CHI KEONG', pt: 'WONG CHI KEONG' },
  ward: { 'zh-Hant': '黃小明', en: 'WONG SIU MENG', pt: 'WONG SIU MENG' },
} as const;

/** The demo identity numbers, as the demo page lists them (the reference server derives them from the patid). */
async function identityNumber(browser: Browser, username: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const demo = await context.newPage();
    await demo.goto(`/demo/qr?lang=en&patient=${username}`);
    const id = await demo.getByRole('listitem').filter({ hasText: `${username}:` }).locator('.id').textContent();
    expect(id).toMatch(/^\d{7}\(\d\)$/);
    return id ?? '';
  } finally {
    await context.close();
  }
}

async function fillCheck(page: Page, g: typeof en, identity: string, send = true): Promise<void> {
  await page.getByLabel(g.verify.identity).fill(identity);
  if (send) {
    await page.getByRole('button', { name: exact(g.verify.sendCode) }).click();
    const demoCode = page.getByTestId('demo-code');
    await expect(demoCode).toBeVisible();
    const code = /(\d{6})/.exec((await demoCode.textContent()) ?? '')?.[1] ?? '';
    await page.getByLabel(g.verify.code).fill(code);
  }
  await page.getByRole('button', { name: exact(g.verify.submit) }).click();
}

async function personalName(page: Page, tree: Tree, expected: string): Promise<void> {
  await page.goto(`/${tree}/personalInfo`);
  await expect(page.getByText(exact(expected)).first()).toBeVisible();
}

/**
 * docs/product/sign-in.md end to end, phone and desktop, three languages: the parent/guardian identity check
 * (a wrong identity number refused), the ward in child services, switching to the ward (the banner on every
 * screen, the ward's records), and back.
 */
test('a guardian checks their identity, views a ward\'s records and switches back', async ({ page, browser }, info) => {
  test.setTimeout(180_000);
  const { lang, tree, m } = projectOf(info);
  const g = guardianBundles[lang];
  const own = await identityNumber(browser, 'demo-guardian');
  const wardId = await identityNumber(browser, 'demo-minor');
  const ward = names.ward[lang];

  await page.goto(`/${tree}/childService?lang=${lang}`);
  await signIn(page, m, 'demo-guardian');
  await expect(page).toHaveURL(at(tree, 'childService'));
  await expect(page.getByRole('heading', { level: 1, name: exact(m.common.routes.childService) })).toBeVisible();
  await expectNoAxeViolations(page);

  if (tree === 'mob') {
    await page.getByRole('link', { name: exact(g.children.startCheck) }).click();
    await expect(page).toHaveURL(at('mob', 'dataVerification'));
    await expectNoAxeViolations(page);
    // Somebody else's identity number: refused, shown on the result screen.
    await fillCheck(page, g, wardId);
    await expect(page).toHaveURL(at('mob', 'result'));
    await expect(page.getByRole('alert')).toHaveText(resultMessages['200407'][lang]);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: exact(g.result.retry) }).click();
    await expect(page).toHaveURL(at('mob', 'dataVerification'));
    await fillCheck(page, g, own);
    await expect(page).toHaveURL(at('mob', 'result'));
    await expect(page.getByRole('heading', { level: 2, name: exact(g.result.successTitle) })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: exact(g.result.toChildren) }).click();
    await expect(page).toHaveURL(at('mob', 'childService'));
  } else {
    await fillCheck(page, g, wardId);
    await expect(page.getByRole('alert')).toContainText(resultMessages['200407'][lang]);
    await expectNoAxeViolations(page);
    // The code sent stays valid for another try.
    await fillCheck(page, g, own, false);
  }

  await expect(page.getByRole('heading', { level: 2, name: exact(g.children.heading) })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: exact(g.children.view.replace('{{name}}', ward)) }).click();
  await expect(page).toHaveURL(at(tree, 'home'));
  const banner = page.getByRole('complementary', { name: g.banner.label });
  await expect(banner).toContainText(g.banner.viewing.replace('{{name}}', ward));
  await expectNoAxeViolations(page);

  // The ward's records, with the banner still there.
  await personalName(page, tree, ward);
  await expect(banner).toBeVisible();
  await expectNoAxeViolations(page);

  await banner.getByRole('button', { name: exact(g.banner.back) }).click();
  await expect(page).toHaveURL(at(tree, 'home'));
  await expect(banner).toHaveCount(0);
  await personalName(page, tree, names.guardian[lang]);
});

