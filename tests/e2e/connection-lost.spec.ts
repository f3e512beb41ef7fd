import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { at, exact, expectNoAxeViolations, mainLoaded, projectOf, signIn } from './support.ts';

/** Every asset the page has fetched so far: the code it already runs, which a lost server does not take back. */
function fetchedAssets(page: Page): Set<string> {
  const urls = new Set<string>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/assets/')) urls.add(request.url());
  });
  return urls;
}

/** Signed in on the home, every asset fetched so far noted, and the home's health-data tile to tap next. */
async function signedInAtHome(page: Page, info: TestInfo) {
  const { lang, tree, m } = projectOf(info);
  const loaded = fetchedAssets(page);
  await page.goto(`/${tree}/home?lang=${lang}`);
  await signIn(page, m, 'demo-m');
  await expect(page).toHaveURL(at(tree, 'home'));
  await mainLoaded(page);
  return { tree, m, loaded, healthDataTile: page.getByRole('main').locator(`a[href="/${tree}/healthData"]`).first() };
}

/**
 * The server goes away under a signed-in resident (docs/architecture.md "When code fails to load"), in its rotation's
 * languages on a phone and a desktop: the next screen's code and calls fail, and the page says so in words with a
 * "Try again" (never an empty page); once the server is back, "Try again" loads the code and the calls, and the
 * screen is there. Going offline and coming back is said too.
 */
test('a screen whose code cannot load says so, and "Try again" brings it once the server is back', async ({ page }, info) => {
  const { tree, m, loaded, healthDataTile } = await signedInAtHome(page, info);

  // The server stops: nothing new comes, neither code nor answers nor the page itself.
  const before = new Set(loaded);
  const gone = (url: URL) => !before.has(url.href) || url.pathname.startsWith('/api/');
  await page.route(gone, (route) => route.abort('connectionrefused'));
  await healthDataTile.click();
  await expect(page).toHaveURL(at(tree, 'healthData'));
  const failure = page.getByRole('alert').filter({ hasText: m.common.loadFailure.title });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText(m.common.loadFailure.body);
  await expect(page.getByRole('heading', { level: 1, name: exact(m.common.routes.healthData) })).toBeVisible();
  await expectNoAxeViolations(page);

  // Still gone: "Try again" asks the server, is refused, and says so again.
  await Promise.all([
    page.waitForEvent('requestfailed', (request) => request.method() === 'HEAD'),
    failure.getByRole('button', { name: exact(m.common.retry) }).click(),
  ]);
  await expect(failure).toBeVisible();
  // The server is back: "Try again" loads the screen's code and its calls.
  await page.unroute(gone);
  // The page loads again (the browser keeps a failed module failed): by the keyboard, as a click waits on the reload.
  await failure.getByRole('button', { name: exact(m.common.retry) }).focus();
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
  await expect(failure).toHaveCount(0);
  await expect(page.locator('#main [data-load-failed]')).toHaveCount(0);
  await mainLoaded(page);
  await expect(page.getByRole('main').locator(`a[href^="/${tree}/pressurePage"]`).first()).toBeVisible();

  // Offline and back, said in a polite live region.
  const notice = page.locator('[data-connection]');
  await page.context().setOffline(true);
  await expect(notice).toHaveText(m.common.connection.offline);
  await expect(notice).toHaveAttribute('role', 'status');
  await page.context().setOffline(false);
  await expect(notice).toHaveText(m.common.connection.back);
});

/**
 * An open tab outlives a release: the chunk it asks for no longer exists, and the page's address now names another
 * entry script. The page reloads into the new release once; when the chunk still fails after that reload, it says
 * so with its "Try again" instead of reloading again.
 */
test('a chunk gone after a release reloads the page into the new release once, never in a loop', async ({ page }, info) => {
  const { tree, m, loaded, healthDataTile } = await signedInAtHome(page, info);

  const before = new Set(loaded);
  const oldChunk = (url: URL) => url.pathname.startsWith('/assets/') && !before.has(url.href);
  await page.route(oldChunk, (route) => route.fulfill({ status: 404, body: '' }));
  // The page's address, asked by a script (not a navigation), answers the new release's page.
  let asked = 0;
  await page.route(
    (url) => url.pathname === `/${tree}/healthData`,
    async (route) => {
      if (route.request().resourceType() !== 'fetch' || route.request().method() !== 'GET') return route.fallback();
      const answer = await route.fetch();
      const html = (await answer.text()).replace(/(<script[^>]*src="\/assets\/)index-[^"]+\.js"/, '$1index-newrelease.js"');
      await route.fulfill({ response: answer, body: html });
      // Counted once answered, so that the test does not end while an answer is still being written.
      asked += 1;
    },
  );
  let reloads = 0;
  page.on('load', () => {
    reloads += 1;
  });
  await healthDataTile.click();
  // One reload into the new release; there the chunk still fails, the page's address is asked again, and the
  // failure is shown instead of another reload.
  await expect.poll(() => asked).toBe(2);
  const failure = page.getByRole('alert').filter({ hasText: m.common.loadFailure.title });
  await expect(failure).toBeVisible();
  expect(reloads).toBe(1);
  expect(await page.evaluate(() => sessionStorage.getItem('mhp:reloaded-into'))).toBe('/assets/index-newrelease.js');
  await expect(page).toHaveURL(at(tree, 'healthData'));
});
