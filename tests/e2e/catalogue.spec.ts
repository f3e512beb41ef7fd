import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { mkdirSync, readFileSync, rmdirSync } from 'node:fs';
import path from 'node:path';
import { at, exact, expectNoAxeViolations, mainLoaded, projectOf, signIn, tokenOf, type Tree } from './support.ts';
import type { Language } from '@macao-phr/contract';
import { en as catalogueEn } from '../../portal/src/features/catalogue/i18n/en.ts';
import { zhHant as catalogueZh } from '../../portal/src/features/catalogue/i18n/zh-Hant.ts';
import { pt as cataloguePt } from '../../portal/src/features/catalogue/i18n/pt.ts';
import { en as settingsEn } from '../../portal/src/features/settings/i18n/en.ts';
import { zhHant as settingsZh } from '../../portal/src/features/settings/i18n/zh-Hant.ts';
import { pt as settingsPt } from '../../portal/src/features/settings/i18n/pt.ts';

/**
 * docs/product/catalogue.md end to end, in its rotation's languages on a phone (mob) and a desktop (web): the catalogue differs by sex
 * and terminal, a maintenance tile lands on its notice, quick links offer no Add for a 12th or a duplicate and keep
 * their order across a reload and a new sign-in, behaviour events reach the server, the language choice
 * persists; axe on every page.
 */

const catalogueBundles = { 'zh-Hant': catalogueZh, en: catalogueEn, pt: cataloguePt } as const;
const settingsBundles = { 'zh-Hant': settingsZh, en: settingsEn, pt: settingsPt } as const;

/** The catalogue is data (server/seed/catalogue.json): the names to look for come from it, in each language. */
type Text = Record<Language, string>;
interface SeedService { serviceKey: string; name: Text; status: number; maintenanceContentId: string | null; releaseTerminal: number[]; showSex: string }
const seed = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../server/seed/catalogue.json'), 'utf8')) as {
  services: SeedService[];
  contents: { contentId: string; title: Text; content: Text }[];
};
const byKey = (key: string): SeedService => {
  const found = seed.services.find((s) => s.serviceKey === key);
  if (found === undefined) throw new Error(`no ${key} in the seed`);
  return found;
};
const menOnly = [byKey('/home/cljsytj'), byKey('/home/jypgmz')];
const womenOnly = seed.services.filter((s) => s.showSex === 'F');
const terminalOnly = (tree: Tree, code: 1 | 2) => seed.services.filter((s) => s.releaseTerminal.length === 1 && s.releaseTerminal[0] === code && s.showSex !== 'F');
const inMaintenance = seed.services.find((s) => s.status === 3 && s.maintenanceContentId !== null && s.releaseTerminal.length === 2)!;

/** A tile's accessible name starts with the service name (a maintenance badge follows it). */
const tileName = (name: string) => new RegExp(`^\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`);
/** A tile is a link, or a button for the special services (the queue-ticket scan opens the scanner). */
const tileOf = (page: Page, name: string) => page.getByRole('link', { name: tileName(name) }).or(page.getByRole('button', { name: tileName(name) }));

async function signOut(page: Page, tree: Tree, signOutLabel: string): Promise<void> {
  // On a phone the account controls sit at the foot of the home screen.
  if (tree === 'mob') await page.goto('/mob/home');
  await mainLoaded(page);
  await page.getByRole('button', { name: exact(signOutLabel) }).click();
  await expect(page).toHaveURL(/\/login/);
}

/**
 * Projects share the demo accounts and may run at the same time (two workers): the quick links of one
 * account are one list, so the projects that change it take turns (a directory is created atomically).
 */
async function withAccountLock<T>(name: string, run: () => Promise<T>): Promise<T> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '/tmp', `lock-${name}`);
  for (let i = 0; ; i++) {
    try {
      mkdirSync(dir);
      break;
    } catch {
      if (i > 600) throw new Error(`lock ${dir} not released`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await run();
  } finally {
    rmdirSync(dir);
  }
}

interface ApiService { serviceId: number; serviceKey: string; serviceNameEnglish: string }

async function visibleServices(request: APIRequestContext, token: string, tree: Tree): Promise<ApiService[]> {
  const res = await request.post('/api/manageServiceInfo/getServiceList', { headers: { Authorization: token }, data: { terminal: tree === 'mob' ? 'mobile' : 'web' } });
  const body = (await res.json()) as { resultCode: string; data: { services: ApiService[] }[] };
  expect(body.resultCode).toBe('000000');
  return body.data.flatMap((c) => c.services);
}

async function storedQuickLinks(request: APIRequestContext, token: string, tree: Tree): Promise<number[]> {
  const res = await request.get(`/api/manageServiceInfo/commonReferralService?terminal=${tree === 'mob' ? 'mobile' : 'web'}`, { headers: { Authorization: token } });
  const body = (await res.json()) as { resultCode: string; data: { commonServices: { serviceId: number }[] } };
  expect(body.resultCode).toBe('000000');
  return body.data.commonServices.map((c) => c.serviceId);
}

test('a man and a woman see different catalogues, each of their terminal', async ({ page }, info) => {
  test.setTimeout(180_000);
  const { lang, tree, m } = projectOf(info);
  const c = catalogueBundles[lang];
  const mine = terminalOnly(tree, tree === 'mob' ? 1 : 2);
  const theirs = terminalOnly(tree, tree === 'mob' ? 2 : 1);
  expect(mine.length).toBeGreaterThan(0);
  expect(theirs.length).toBeGreaterThan(0);

  for (const [user, sees, hidden] of [
    ['demo-m', menOnly, womenOnly],
    ['demo-f', womenOnly, menOnly],
  ] as const) {
    await page.goto(`/${tree}/allService?lang=${lang}`);
    await signIn(page, m, user);
    await expect(page).toHaveURL(at(tree, 'allService'));
    await expect(page.getByRole('heading', { level: 1, name: exact(m.common.routes.allService) })).toBeVisible();
    await expect(page.getByRole('navigation', { name: c.categoriesLabel })).toBeVisible();
    for (const s of sees) await expect(tileOf(page, s.name[lang]), `${user} sees ${s.serviceKey}`).toBeVisible();
    for (const s of mine) await expect(tileOf(page, s.name[lang]), `${tree} has ${s.serviceKey}`).toBeVisible();
    for (const s of [...hidden, ...theirs]) await expect(tileOf(page, s.name[lang]), `${user} on ${tree} lacks ${s.serviceKey}`).toHaveCount(0);
    await expectNoAxeViolations(page);
    await signOut(page, tree, m.common.signOut);
  }
});

test('a service in maintenance lands on its notice; the maintenance home shows the health record category in maintenance', async ({ page }, info) => {
  test.setTimeout(120_000);
  const { lang, tree, m } = projectOf(info);
  const name = inMaintenance.name[lang];
  const notice = seed.contents.find((x) => x.contentId === inMaintenance.maintenanceContentId)!;
  await page.goto(`/${tree}/allService?lang=${lang}`);
  await signIn(page, m, 'demo-m');
  const tile = page.getByRole('link', { name: tileName(name) });
  await expect(tile).toContainText(m.home.maintenanceBadge);
  await tile.click();
  const maintenancePath = tree === 'mob' ? '/mobMaintenance' : '/web/maintenance';
  await expect(page).toHaveURL((url) => url.pathname === maintenancePath && url.searchParams.get('name') === name && url.searchParams.get('contentId') === inMaintenance.maintenanceContentId);
  // The heading and the notice are the server's content for the id (never the name the address carries).
  await expect(page.getByRole('heading', { level: 1, name: exact(notice.title[lang]) })).toBeVisible();
  await expect(page.getByRole('heading', { name: exact(notice.title[lang]) })).toHaveCount(1);
  await expect(page.getByText(notice.content[lang])).toBeVisible();
  await expectNoAxeViolations(page);

  // docs/product/routes.md behaviour 3: the maintenance home, every 'health record' tile badged; back clears local storage.
  await page.goto(maintenancePath);
  const healthRecord = page.locator('[data-category="healthRecord"] [data-slot="service-tile"]');
  await expect(healthRecord.first()).toBeVisible();
  const count = await healthRecord.count();
  expect(count).toBeGreaterThan(0);
  await expect(healthRecord.filter({ hasText: m.home.maintenanceBadge })).toHaveCount(count);
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => localStorage.getItem('mhp:token'))).not.toBeNull();
  await page.goBack();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('mhp:token'))).toBeNull();
});

test('quick links offer no Add for a 12th or a duplicate and keep their order across a reload and a new sign-in', async ({ page, request }, info) => {
  test.setTimeout(240_000);
  const { lang, tree, m } = projectOf(info);
  const c = catalogueBundles[lang];
  await withAccountLock('demo-guardian', async () => {
    await page.goto(`/${tree}/customSettings?lang=${lang}`);
    await signIn(page, m, 'demo-guardian');
    await expect(page).toHaveURL(at(tree, 'customSettings'));
    const token = await tokenOf(page);
    const services = await visibleServices(request, token, tree);
    expect(services.length).toBeGreaterThanOrEqual(12);
    // Start from ten services in reverse catalogue order, saved through the API.
    const ten = services.slice(0, 10).map((s) => s.serviceId).reverse();
    const saved = await request.post('/api/userCustomConfig/saveConfig', { headers: { Authorization: token }, data: { serviceIds: ten } });
    expect(((await saved.json()) as { resultCode: string }).resultCode).toBe('000000');
    // The server refuses a 12th and a duplicate too, and keeps what it had.
    for (const bad of [[...ten, services[10]!.serviceId, services[11]!.serviceId], [ten[0]!, ten[0]!, ten[1]!]]) {
      const res = await request.post('/api/userCustomConfig/saveConfig', { headers: { Authorization: token }, data: { serviceIds: bad } });
      expect(((await res.json()) as { resultCode: string }).resultCode).not.toBe('000000');
    }
    expect(await storedQuickLinks(request, token, tree)).toEqual(ten);

    await page.reload();
    const chosen = page.getByRole('grid', { name: c.chosenLabel });
    await expect(chosen.getByRole('row')).toHaveCount(10);
    await expectNoAxeViolations(page);
    const nameOf = (id: number) => {
      const s = services.find((x) => x.serviceId === id)!;
      return byKey(s.serviceKey).name[lang];
    };
    const add = (id: number) => page.getByRole('button', { name: exact(`${c.add} ${nameOf(id)}`) });

    // A chosen service cannot be added twice (docs/product/validation.md): its button says so and is disabled.
    const addedButton = (id: number) => page.getByRole('button', { name: exact(`${c.addedLabel} ${nameOf(id)}`) });
    await expect(addedButton(ten[1]!)).toBeDisabled();
    await expect(addedButton(ten[1]!)).toHaveText(c.addedLabel);
    await expect(add(ten[1]!)).toHaveCount(0);
    // The first of the ten moves to the end (remove, add).
    await page.getByRole('button', { name: exact(`${c.remove} ${nameOf(ten[0]!)}`) }).click();
    await add(ten[0]!).click();
    const eleventh = services[10]!.serviceId;
    const limitNote = page.getByText(c.tooMany.replace('{{max}}', '11'), { exact: true });
    await expect(limitNote).toHaveCount(0);
    await expect(add(eleventh)).toBeEnabled();
    await add(eleventh).click();
    await expect(chosen.getByRole('row')).toHaveCount(11);
    // At 11 a 12th cannot be added: its Add is disabled and described by the visible note that says why.
    await expect(limitNote).toBeVisible();
    const twelfth = add(services[11]!.serviceId);
    await expect(twelfth).toBeDisabled();
    await expect(twelfth).toHaveAccessibleDescription(c.tooMany.replace('{{max}}', '11'));
    await expect(chosen.getByRole('row')).toHaveCount(11);
    await expectNoAxeViolations(page);
    const expected = [...ten.slice(1), ten[0]!, eleventh];
    await page.getByRole('button', { name: exact(c.save) }).click();
    await expect(page.getByText(c.saved).first()).toBeVisible();
    expect(await storedQuickLinks(request, token, tree)).toEqual(expected);

    const homeOrder = async () => {
      await page.goto(`/${tree}/home`);
      const list = page.getByRole('list', { name: m.home.quickLinksHeading });
      await expect(list.locator('[data-slot="service-tile"]')).toHaveCount(11);
      return list.locator('[data-slot="service-tile"]').evaluateAll((tiles) => tiles.map((t) => Number(t.getAttribute('data-service-id'))));
    };
    await page.reload();
    await expect(chosen.getByRole('row').first()).toContainText(nameOf(expected[0]!));
    expect(await chosen.getByRole('row').allInnerTexts()).toHaveLength(11);
    expect(await homeOrder()).toEqual(expected);
    await expectNoAxeViolations(page);

    await signOut(page, tree, m.common.signOut);
    await page.goto(`/${tree}/home`);
    await signIn(page, m, 'demo-guardian');
    await expect(page).toHaveURL(at(tree, 'home'));
    expect(await homeOrder()).toEqual(expected);
    // Leave the account as the seed had it for the next run: the defaults.
    const defaults = await request.get(`/api/manageServiceInfo/getDefaultCommonService?terminal=${tree === 'mob' ? 'mobile' : 'web'}`, { headers: { Authorization: await tokenOf(page) } });
    const ids = ((await defaults.json()) as { data: { serviceId: number }[] }).data.map((d) => d.serviceId);
    await request.post('/api/userCustomConfig/saveConfig', { headers: { Authorization: await tokenOf(page) }, data: { serviceIds: ids } });
  });
});

test('tile and banner taps reach the server as behaviour events; the home follows docs/product/routes.md behaviour 4', async ({ page }, info) => {
  test.setTimeout(120_000);
  const { lang, tree, m } = projectOf(info);
  await page.goto(`/${tree}/home?lang=${lang}`);
  await signIn(page, m, 'demo-m');
  await expect(page).toHaveURL(at(tree, 'home'));
  const quick = page.getByRole('list', { name: m.home.quickLinksHeading });
  // The home after sign-in has made its calls (only the reload's are counted below).
  await expect(quick.locator('[data-slot="service-tile"]').first()).toBeVisible();
  await expect(page.locator('[data-banner-id]').first()).toBeVisible();
  // Opened afresh, the home asks for its data as soon as its code has loaded and takes those answers itself:
  // each call goes to the server once.
  const asked: string[] = [];
  const onRequest = (request: { url: () => string }) => {
    if (/\/api\/(manageServiceInfo\/commonReferralService|manageMessageInfo\/list)/.test(request.url())) asked.push(new URL(request.url()).pathname);
  };
  page.on('request', onRequest);
  await page.reload();
  await expect(quick.locator('[data-slot="service-tile"]').first()).toBeVisible();
  await expect(page.locator('[data-banner-id]').first()).toBeVisible();
  page.off('request', onRequest);
  expect(asked.sort()).toEqual(['/api/manageMessageInfo/list', '/api/manageServiceInfo/commonReferralService']);
  await expectNoAxeViolations(page);

  // docs/product/overview.md and docs/product/entities.md: a service's details (its info button) open in a sheet and reach the server as click_details.
  const described = quick.locator('[data-slot="service-tile"]').filter({ has: page.locator('[data-slot="service-tile-details"]') }).first();
  const detailsId = Number(await described.getAttribute('data-service-id'));
  const infoButton = described.locator('[data-slot="service-tile-details"]');
  const name = (await infoButton.getAttribute('aria-label')) ?? '';
  expect(name).toContain(m.home.serviceDetails.replace('{{name}}', '').trim());
  const detailsEvent = page.waitForResponse((r) => r.url().endsWith('/api/behavior/recordBehavior'));
  await infoButton.click();
  const detailsResponse = await detailsEvent;
  expect(detailsResponse.request().postDataJSON()).toMatchObject({ behaviorType: 'click_details', serviceId: detailsId, orgCode: expect.any(String), terminal: tree === 'mob' ? 'mobile' : 'web' });
  expect(((await detailsResponse.json()) as { resultCode: string }).resultCode).toBe('000000');
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByRole('link', { name: exact(catalogueBundles[lang].detailsOpen) })).toBeVisible();
  await expect(sheet.getByText(catalogueBundles[lang].detailsOrganisation)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(infoButton).toBeFocused();

  // An in-app service (attribute 1): the event is accepted by the server, then the route is followed.
  const inApp = quick.locator('[data-action="route"]').first();
  const serviceId = Number(await inApp.getAttribute('data-service-id'));
  const href = await inApp.getByRole('link').getAttribute('href');
  const event = page.waitForResponse((r) => r.url().endsWith('/api/behavior/recordBehavior'));
  await inApp.getByRole('link').click();
  const response = await event;
  expect(response.request().postDataJSON()).toMatchObject({ behaviorType: 'click_service', serviceId });
  expect(((await response.json()) as { resultCode: string }).resultCode).toBe('000000');
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);

  // A banner: click_banner_app on a phone, click_banner_web on the web.
  await page.goto(`/${tree}/home`);
  const banners = page.getByRole('list', { name: m.home.bannersLabel });
  const banner = banners.getByRole('link').first();
  await expect(banner).toBeVisible();
  const bannerEvent = page.waitForResponse((r) => r.url().endsWith('/api/behavior/recordBehavior'));
  await banner.click();
  const bannerResponse = await bannerEvent;
  expect(bannerResponse.request().postDataJSON()).toMatchObject({ behaviorType: tree === 'mob' ? 'click_banner_app' : 'click_banner_web' });
  expect(((await bannerResponse.json()) as { resultCode: string }).resultCode).toBe('000000');
});

test('the language chosen in settings is stored and kept across a reload', async ({ page }, info) => {
  test.setTimeout(120_000);
  const { lang, tree, m } = projectOf(info);
  const other: Language = lang === 'en' ? 'pt' : 'en';
  await page.goto(`/${tree}/setting?lang=${lang}`);
  await signIn(page, m, 'demo-m');
  await expect(page).toHaveURL(at(tree, 'setting'));
  await expect(page.getByRole('heading', { level: 2, name: exact(settingsBundles[lang].languageHeading) })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('group', { name: m.common.language }).first().getByRole('button', { name: exact(m.common.languageNames[other]) }).click();
  await expect(page.getByRole('heading', { level: 2, name: exact(settingsBundles[other].languageHeading) })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', other);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: exact(settingsBundles[other].languageHeading) })).toBeVisible();
  await page.goto(`/${tree}/versionInfo`);
  await expect(page.locator('html')).toHaveAttribute('lang', other);
  await expectNoAxeViolations(page);
});

test('the maintenance page shows only the server’s words: an address with any text and an unknown id gets the neutral notice', async ({ page }, info) => {
  const { lang, tree } = projectOf(info);
  const c = catalogueBundles[lang];
  const maintenancePath = tree === 'mob' ? '/mobMaintenance' : '/web/maintenance';
  const lie = 'Your account is locked. Call +853 0000 0000';
  // Signed out, as anyone following a link would be.
  await page.goto(`${maintenancePath}?name=${encodeURIComponent(lie)}&contentId=nope&lang=${lang}`);
  // The page's title is its one heading, an h1, shown once.
  await expect(page.getByRole('heading', { level: 1, name: exact(c.maintenanceTitle) })).toBeVisible();
  await expect(page.getByRole('heading', { name: exact(c.maintenanceTitle) })).toHaveCount(1);
  await expect(page.getByText(exact(c.maintenanceTitle))).toHaveCount(1);
  await expect(page.getByText(c.maintenanceGeneric)).toBeVisible();
  await expect(page.getByText(lie)).toHaveCount(0);
  await expectNoAxeViolations(page);
  // A real content id with a made-up name: the content's own title, not the name.
  const notice = seed.contents.find((x) => x.contentId === 'mc-dcasc')!;
  await page.goto(`${maintenancePath}?name=${encodeURIComponent(lie)}&contentId=mc-dcasc&lang=${lang}`);
  await expect(page.getByRole('heading', { level: 1, name: exact(notice.title[lang]) })).toBeVisible();
  await expect(page.getByRole('heading', { name: exact(notice.title[lang]) })).toHaveCount(1);
  await expect(page.getByText(lie)).toHaveCount(0);
});

test('no tile leads to Page not found: Consultation fee receipts (Certificates) lands on its coming-soon notice', async ({ page }, info) => {
  test.setTimeout(120_000);
  const { lang, tree, m } = projectOf(info);
  const receipts = byKey('/home/yymzzj');
  const notice = seed.contents.find((x) => x.contentId === receipts.maintenanceContentId)!;
  await page.goto(`/${tree}/allService?lang=${lang}`);
  await signIn(page, m, 'demo-f');
  await expect(page).toHaveURL(at(tree, 'allService'));
  await expect(tileOf(page, receipts.name[lang])).toBeVisible();
  // Every tile on the page is a link somewhere other than the not-found page.
  const hrefs = await page.locator('[data-slot="service-tile"] a[href], a[data-slot="service-tile"][href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(5);
  for (const href of hrefs) expect(href).not.toMatch(/notFound/);
  await tileOf(page, receipts.name[lang]).click();
  await expect(page).toHaveURL((url) => url.pathname === (tree === 'mob' ? '/mobMaintenance' : '/web/maintenance'));
  await expect(page.getByRole('heading', { level: 1, name: exact(notice.title[lang]) })).toBeVisible();
  await expect(page.getByRole('heading', { name: exact(notice.title[lang]) })).toHaveCount(1);
  await expect(page.getByText(notice.content[lang])).toBeVisible();
  await expectNoAxeViolations(page);
});

/**
 * The home's lower part (the booking card) loads when its place comes into view, and its count after that: a resident
 * who has scrolled down to sign out must not see the foot of the page move under their finger when it comes.
 */
test('the foot of the home stays where it is while its lower part comes', async ({ page }, info) => {
  const { lang, tree, m } = projectOf(info);
  // The lower part's code and its count are held back until the foot's place has been measured, then let go.
  let letGo = () => undefined as void;
  const released = new Promise<void>((resolve) => (letGo = resolve));
  const late = async (route: Route) => {
    await released;
    await route.continue();
  };
  await page.route('**/assets/HomeMore-*.js', late);
  await page.route('**/api/thirdPartApi/getBookingCount*', late);
  await page.goto(`/${tree}/home?lang=${lang}`);
  await signIn(page, m, 'demo-m');
  await expect(page).toHaveURL(at(tree, 'home'));
  const recommended = page.getByRole('heading', { name: exact(m.home.recommendedHeading) });
  await expect(recommended).toBeVisible();
  // The last thing on the page: the sign-out button at a phone home's foot, the recommended services on the web.
  const last = tree === 'mob' ? page.getByRole('button', { name: exact(m.common.signOut) }) : recommended;
  await last.scrollIntoViewIfNeeded();
  const before = await last.boundingBox();
  letGo();
  await expect(page.getByTestId('booking-count')).toBeVisible();
  expect((await last.boundingBox())?.y).toBeCloseTo(before?.y ?? Number.NaN, 0);
  if (tree === 'mob') {
    await last.click();
    await expect(page).toHaveURL(/\/login/);
  }
});
