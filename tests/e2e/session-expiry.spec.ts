import { expect, test } from '@playwright/test';
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
  await page.waitForTimeout(3_500);
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, m, 'demo-m');
  await expect(page).toHaveURL(at(tree, 'pressurePage', product.baseURL));
  await expect(page.getByRole('heading', { level: 1, name: exact(m.bloodPressure.listTitle) })).toBeVisible();
});
