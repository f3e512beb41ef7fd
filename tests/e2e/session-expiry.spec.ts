import { expect, test } from '@playwright/test';
import { API_BASE, ResultCode, paths } from '@macao-phr/contract';
import { startProduct, type StartedProduct } from '../support/server.ts';
import { at, exact, projectOf, signIn } from './support.ts';

/**
 * A session that expires while idle (docs/product/result-codes.md, 100018) sends the resident to sign in, then back to the
 * page they were on. A second product is started with a 30-second idle lifetime for this alone: long enough that the
 * portal's own warning (half the lifetime before its end, a modal that hides the page beneath from the accessibility
 * tree) cannot open before a slow machine has drawn the page after signing in, as it did with 3 seconds.
 */
let product: StartedProduct;
test.beforeAll(async () => {
  product = await startProduct({ SESSION_IDLE_MINUTES: '0.5' });
});
test.afterAll(async () => {
  await product.stop();
});

test('an idle-expired session returns to the same page after signing in', async ({ page }, info) => {
  const { lang, tree, m } = projectOf(info);
  await page.goto(`${product.baseURL}/${tree}/pressurePage?lang=${lang}`);
  // The token from the sign-in answer itself: the portal's own idle watch may already have ended the session in the
  // page (and cleared its copy) by the time the list shows, when the machine is slow.
  const signedIn = page.waitForResponse((response) => response.url().endsWith(`${API_BASE}${paths.login}`));
  await signIn(page, m, 'demo-m');
  const token = ((await (await signedIn).json()) as { data: { tokenId: string } }).data.tokenId;
  expect(token.length).toBeGreaterThan(30);
  await expect(page.getByRole('list', { name: m.bloodPressure.readingsLabel })).toBeVisible();
  // Waited for, not slept on: the server refuses the page's session once it has been idle for its lifetime. Asking
  // does not keep it alive (a session is touched at most once a minute: docs/scale.md).
  await expect
    .poll(
      async () => {
        const answer = await page.request.post(`${product.baseURL}${API_BASE}${paths.bloodPressureList}`, { headers: { authorization: token }, data: {} });
        return ((await answer.json()) as { resultCode: string }).resultCode;
      },
      { timeout: 60_000 },
    )
    .toBe(ResultCode.SESSION_EXPIRED);
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, m, 'demo-m');
  await expect(page).toHaveURL(at(tree, 'pressurePage', product.baseURL));
  await expect(page.getByRole('heading', { level: 1, name: exact(m.bloodPressure.listTitle) })).toBeVisible();
});
