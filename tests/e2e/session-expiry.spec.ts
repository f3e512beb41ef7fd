import { expect, test } from '@playwright/test';
import { API_BASE, ResultCode, paths } from '@macao-phr/contract';
import { startProduct, type StartedProduct } from '../support/server.ts';
import { at, exact, projectOf, signIn } from './support.ts';

/**
 * A session that expires while idle (docs/product/result-codes.md, 100018) sends the resident to sign in, then back to the
 * page they were on. A second product is started with a 3-second idle lifetime for this alone.
 */
let product: StartedProduct;
test.beforeAll(async () => {
  product = await startProduct({ SESSION_IDLE_MINUTES: '0.05' });
});
test.afterAll(async () => {
  await product.stop();
});

test('an idle-expired session returns to the same page after signing in', async ({ page }, info) => {
  const { lang, tree, m } = projectOf(info);
  await page.goto(`${product.baseURL}/${tree}/pressurePage?lang=${lang}`);
  await signIn(page, m, 'demo-m');
  await expect(page.getByRole('list', { name: m.bloodPressure.readingsLabel })).toBeVisible();
  // Waited for, not slept on: the server refuses the page's session once it has been idle for its lifetime. Asking
  // does not keep it alive (a session is touched at most once a minute: docs/scale.md).
  const token = await page.evaluate(() => localStorage.getItem('mhp:token'));
  expect(token).toBeTruthy();
  await expect
    .poll(
      async () => {
        const answer = await page.request.post(`${product.baseURL}${API_BASE}${paths.bloodPressureList}`, { headers: { authorization: token ?? '' }, data: {} });
        return ((await answer.json()) as { resultCode: string }).resultCode;
      },
      { timeout: 30_000 },
    )
    .toBe(ResultCode.SESSION_EXPIRED);
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, m, 'demo-m');
  await expect(page).toHaveURL(at(tree, 'pressurePage', product.baseURL));
  await expect(page.getByRole('heading', { level: 1, name: exact(m.bloodPressure.listTitle) })).toBeVisible();
});
