import { expect, test, type Page } from '@playwright/test';
import { endpoints, resultMessages, type Language } from '@macao-phr/contract';
import { startProduct, type StartedProduct } from '../support/server.ts';
import { at, exact, expectNoAxeViolations, mainLoaded, projectOf, signIn, tokenOf } from './support.ts';

/**
 * docs/product/sign-in.md: sign-in through OpenID Connect against the demo provider (oidc-provider), link mode,
 * government-entity accounts, the idle warning, sign-out ending the token everywhere, and the app-entry
 * wrong-device redirect. The shared product runs the defaults; a second one (link mode and app entry on)
 * is started for the settings that differ.
 */

const DOWNLOAD = 'https://download.example.mo/app';
const VERIFICATIONS = { valid: 'demo-gov-valid-2026', expired: 'demo-gov-expired-2026', noaccess: 'demo-gov-noaccess-2026' };
/** What the client must drop at sign-out (docs/product/states.md). */
const SESSION_KEYS = ['mhp:token', 'mhp:profile', 'mhp:accountType', 'mhp:informationVerificationId'];

/** The demo OpenID provider's pages (server/src/routes/identity-provider.ts), in the resident's language. */
const idp: Record<Language, { title: string; allow: string; logoutTitle: string; logoutYes: string }> = {
  en: { title: 'Demo identity provider', allow: 'Allow and continue', logoutTitle: 'Sign out of single sign-on', logoutYes: 'Yes, sign me out' },
  'zh-Hant': { title: '示範身份認證', allow: '允許並繼續', logoutTitle: '登出統一登入', logoutYes: '是，登出' },
  pt: { title: 'Fornecedor de identidade de demonstração', allow: 'Permitir e continuar', logoutTitle: 'Terminar a sessão única', logoutYes: 'Sim, terminar a sessão' },
};
const signInAs: Record<Language, (name: string) => string> = {
  en: (name) => `Sign in as ${name}`,
  'zh-Hant': (name) => `以${name}身份登入`,
  pt: (name) => `Iniciar sessão como ${name}`,
};
const demoM: Record<Language, string> = { en: 'CHAN TAI MAN (demo-m)', pt: 'CHAN TAI MAN (demo-m)', 'zh-Hant': '陳大文 (demo-m)' };

/** Every request URL the page makes, to prove that no token ever travels in one. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return urls;
}

// These journeys cross to the identity provider and back in one page: a failure of theirs keeps its trace even in
// `npm test`, which records none for the other journeys (scripts/test.ts). A screenshot of the end cannot say which
// navigation was under way or which call had not answered; each action's DOM snapshot and the network log can. One
// spec file in one project a run: a few processor-seconds.
test.use({ trace: { mode: 'retain-on-failure', screenshots: false } });

/** The provider's pages as a resident clicks through them: choose demo-m, then allow (asked once per browser). */
async function chooseOnIdp(page: Page, lang: Language): Promise<void> {
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await expect(page.getByRole('heading', { level: 1, name: exact(idp[lang].title) })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: exact(signInAs[lang](demoM[lang])) }).click();
  // The consent page, the first time in this browser; or straight back to the portal.
  const allow = page.getByRole('button', { name: exact(idp[lang].allow) });
  await expect(async () => {
    expect(!new URL(page.url()).pathname.startsWith('/idp/') || (await allow.isVisible())).toBe(true);
  }).toPass();
  if (new URL(page.url()).pathname.startsWith('/idp/')) {
    await expectNoAxeViolations(page);
    await allow.click();
  }
}

/** Sign-out of a session opened through the provider ends there too: its page asks, then back to the sign-in page. */
async function signOutAtIdp(page: Page, lang: Language): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: exact(idp[lang].logoutTitle) })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: exact(idp[lang].logoutYes) }).click();
}

/** The client's session fields; a profile stored as JSON null counts as cleared. */
async function sessionKeys(page: Page): Promise<Record<string, string | null>> {
  const values = await page.evaluate((keys) => Object.fromEntries(keys.map((k) => [k, localStorage.getItem(k)])), SESSION_KEYS);
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === 'null' ? null : v]));
}

/** A screen that exists in both trees and calls the API as it opens. */
const SCREEN = 'pressurePage';
/** A screen that makes no calls of its own once open (a list may load more on a timer, which is activity). */
const IDLE_SCREEN = 'personalInfo';

test.describe('on the shared product (defaults)', () => {
  test('code-flow sign-in from the login page returns to the original address; no token in any URL', async ({ page }, info) => {
    const { lang, tree, m } = projectOf(info);
    const urls = recordUrls(page);
    await page.goto(`/${tree}/${SCREEN}?lang=${lang}`);
    await expect(page).toHaveURL(/\/login$/);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: exact(m.auth.codeFlow.button) }).click();
    await chooseOnIdp(page, lang);
    await expect(page).toHaveURL(at(tree, SCREEN));
    await expect(page.getByRole('heading', { level: 1, name: exact(m.bloodPressure.listTitle) })).toBeVisible();
    // The code left the address bar at once; the token never was in one.
    expect(page.url()).not.toContain('code=');
    const token = await tokenOf(page);
    expect(token.length).toBeGreaterThan(30);
    expect(urls.filter((u) => u.includes(token))).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('a new token at every sign-in; sign-out clears the client and the token is refused on every call and page', async ({ page, request }, info) => {
    const { lang, tree, m } = projectOf(info);
    await page.goto(`/${tree}/home?lang=${lang}`);
    await signIn(page, m, 'demo-m');
    await expect(page).toHaveURL(at(tree, 'home'));
    const first = await tokenOf(page);
    await mainLoaded(page);
    await page.getByRole('button', { name: exact(m.common.signOut) }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(Object.values(await sessionKeys(page))).toEqual(SESSION_KEYS.map(() => null));

    // The same resident again: another token (the code flow this time).
    await page.getByRole('button', { name: exact(m.auth.codeFlow.button) }).click();
    await chooseOnIdp(page, lang);
    await expect(page).toHaveURL(at(tree, 'home'));
    const second = await tokenOf(page);
    expect(second).not.toBe(first);

    // The signed-out token, replayed on every authenticated call of the endpoint table.
    let refused = 0;
    for (const e of Object.values(endpoints).filter((x) => x.auth)) {
      const res = e.method === 'GET'
        ? await request.get(`/api${e.path}`, { headers: { Authorization: first, Language: lang } })
        : await request.post(`/api${e.path}`, { headers: { Authorization: first, Language: lang }, data: {} });
      const body = (await res.json()) as { resultCode: string; resultMsg: string; data: unknown };
      // A call documented before its route is served (work in progress elsewhere) answers "no such service".
      if (body.resultCode === '200005') continue;
      expect(body, e.path).toEqual({ resultCode: '100020', resultMsg: resultMessages['100020'][lang], data: null });
      refused++;
    }
    expect(refused).toBeGreaterThan(10);

    // And put back into the browser: every page sends the resident to sign in again. The session came from the
    // provider, so signing out ends it there too and comes back to the sign-in page.
    await mainLoaded(page);
    await page.getByRole('button', { name: exact(m.common.signOut) }).click();
    await signOutAtIdp(page, lang);
    await expect(page).toHaveURL(/\/login$/);
    for (const screen of ['pressurePage', 'healthData', 'bmiPage']) {
      await page.evaluate((t) => localStorage.setItem('mhp:token', t), first);
      await page.goto(`/${tree}/${screen}?lang=${lang}`);
      await expect(page).toHaveURL(/\/login$/);
      expect(await page.evaluate(() => localStorage.getItem('mhp:token'))).toBeNull();
    }
  });

  test('government entity: valid verification signs in; expired and no-access land on the expired page', async ({ page }, info) => {
    const { lang, tree, m } = projectOf(info);
    await page.goto(`/govLogin?informationVerificationId=${VERIFICATIONS.valid}&lang=${lang}`);
    await chooseOnIdp(page, lang);
    await expect(page).toHaveURL(at(tree, 'home'));
    expect(await sessionKeys(page)).toMatchObject({ 'mhp:accountType': 'GOV_ENTITY', 'mhp:informationVerificationId': VERIFICATIONS.valid });
    await mainLoaded(page);
    await page.getByRole('button', { name: exact(m.common.signOut) }).click();
    await signOutAtIdp(page, lang);
    await expect(page).toHaveURL(/\/login$/);
    expect(Object.values(await sessionKeys(page))).toEqual(SESSION_KEYS.map(() => null));

    const cases = [
      [VERIFICATIONS.expired, 'expired', m.common.expiredTitle],
      [VERIFICATIONS.noaccess, 'noaccess', m.common.noaccessTitle],
      ['', 'noaccess', m.common.noaccessTitle],
    ] as const;
    for (const [id, type, title] of cases) {
      await page.goto(`/govLogin?informationVerificationId=${id}&lang=${lang}`);
      await expect(page).toHaveURL(new RegExp(`/${tree}/expiredPage\\?type=${type}$`));
      await expect(page.getByRole('heading', { level: 1, name: exact(title) })).toBeVisible();
      expect(await sessionKeys(page)).toMatchObject({ 'mhp:accountType': null, 'mhp:informationVerificationId': null });
      await expectNoAxeViolations(page);
    }
    expect(m.common.noaccessTitle).toBe(resultMessages['100047'][lang]);
  });

  test('idle warning a minute before the idle limit; staying signed in keeps the session; silence ends it', async ({ page, request }, info) => {
    const { lang, tree, m } = projectOf(info);
    await page.clock.install();
    await page.goto(`/${tree}/${IDLE_SCREEN}?lang=${lang}`);
    await signIn(page, m, 'demo-f');
    await expect(page.getByRole('heading', { level: 1, name: exact(m.common.routes[IDLE_SCREEN]) })).toBeVisible();

    // The screen's own call has answered (demo-f's patient number shows): the count starts from it.
    await expect(page.getByText('MO-1000002')).toBeVisible();
    await page.clock.fastForward('13:50');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.clock.fastForward('00:15');
    const dialog = page.getByRole('alertdialog', { name: exact(m.auth.idle.title) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: exact(m.auth.idle.stay) })).toBeFocused();
    await expectNoAxeViolations(page);
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/personal/refreshSession'));
    await dialog.getByRole('button', { name: exact(m.auth.idle.stay) }).click();
    expect(((await (await refreshed).json()) as { resultCode: string }).resultCode).toBe('000000');
    await expect(dialog).toBeHidden();

    // Twelve more minutes: no warning (the count restarted), still on the page, and the server still takes the token.
    await page.clock.fastForward('12:00');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page).toHaveURL(at(tree, IDLE_SCREEN));
    const token = await tokenOf(page);
    const check = await request.post('/api/personalInformation/detail', { headers: { Authorization: token }, data: {} });
    expect(((await check.json()) as { resultCode: string }).resultCode).toBe('000000');

    // Nobody answers the next warning: the session ends and the address is remembered.
    await page.clock.fastForward('16:00');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, m, 'demo-f');
    await expect(page).toHaveURL(at(tree, IDLE_SCREEN));
  });
});

test.describe('on a product with link mode and the app-entry setting on', () => {
  let product: StartedProduct;
  test.beforeAll(async () => {
    product = await startProduct({ LINK_MODE: '1', APP_ENTRY: '1', APP_DOWNLOAD_URL: DOWNLOAD });
  });
  test.afterAll(async () => {
    await product?.stop();
  });

  test('link mode: no login page; the identity provider signs in and returns to the original address; sign-out clears', async ({ page }, info) => {
    const { lang, tree, m } = projectOf(info);
    await page.goto(`${product.baseURL}/${tree}/${SCREEN}?lang=${lang}`);
    await chooseOnIdp(page, lang);
    await expect(page).toHaveURL(at(tree, SCREEN, product.baseURL));
    await expect(page.getByRole('heading', { level: 1, name: exact(m.bloodPressure.listTitle) })).toBeVisible();
    await expectNoAxeViolations(page);

    // Sign-out (on home, where both trees offer it) clears the client, ends the provider's session, and leads to
    // the provider's sign-in again.
    await page.goto(`${product.baseURL}/${tree}/home?lang=${lang}`);
    await mainLoaded(page);
    await page.getByRole('button', { name: exact(m.common.signOut) }).click();
    await signOutAtIdp(page, lang);
    await expect(page).toHaveURL(/\/idp\/interaction\//);
    await expect(page.getByRole('heading', { level: 1, name: exact(idp[lang].title) })).toBeVisible();
    expect(Object.values(await sessionKeys(page))).toEqual(SESSION_KEYS.map(() => null));

    // A home path is not "returned to": signing in from /login lands on the tree's home.
    await page.goto(`${product.baseURL}/login?lang=${lang}`);
    await chooseOnIdp(page, lang);
    await expect(page).toHaveURL(at(tree, 'home', product.baseURL));
  });

  test('wrong device type for the path goes to the download address; the right one is served', async ({ page }, info) => {
    const { lang, tree } = projectOf(info);
    await page.route(`${DOWNLOAD}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Download</title><h1>Download</h1></html>' }));
    const wrong = tree === 'mob' ? 'web' : 'mob';
    await page.goto(`${product.baseURL}/${wrong}/home?lang=${lang}`);
    await expect(page).toHaveURL(DOWNLOAD);
    await page.goto(`${product.baseURL}/${wrong}/${SCREEN}?lang=${lang}`);
    await expect(page).toHaveURL(DOWNLOAD);
    // The visitor's own tree is not redirected (here: on to sign in, link mode).
    await page.goto(`${product.baseURL}/${tree}/home?lang=${lang}`);
    await expect(page).toHaveURL(/\/idp\/interaction\//);
  });
});
