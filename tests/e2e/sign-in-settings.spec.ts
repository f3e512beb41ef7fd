import { expect, test } from '@playwright/test';
import { LANGUAGES } from '@macao-phr/contract';
import { en as authEn } from '../../portal/src/features/auth/i18n/en.ts';
import { zhHant as authZhHant } from '../../portal/src/features/auth/i18n/zh-Hant.ts';
import { pt as authPt } from '../../portal/src/features/auth/i18n/pt.ts';
import { startProduct, type StartedProduct } from '../support/server.ts';
import { exact, expectNoAxeViolations, projectOf } from './support.ts';

/**
 * docs/product/sign-in.md, docs/operations.md: the sign-in page follows the server's settings at run time. A
 * production server with no identity provider and password sign-in off says, in every language, that nobody can
 * sign in: no form, no single sign-on button, no demo accounts (the same build as the demo, which shows them).
 */
const auth = { en: authEn, 'zh-Hant': authZhHant, pt: authPt } as const;

test.describe('on a production server with no way in', () => {
  let product: StartedProduct;
  test.beforeAll(async () => {
    product = await startProduct({ DEMO: '0' });
  });
  test.afterAll(async () => {
    await product?.stop();
  });

  test('the sign-in page says nobody can sign in, in the three languages, with no demo path', async ({ page }, info) => {
    const { tree } = projectOf(info);
    for (const lang of LANGUAGES) {
      await page.goto(`${product.baseURL}/${tree}/home?lang=${lang}`);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('alert')).toHaveText(exact(auth[lang].unavailable.none));
      await expect(page.getByRole('textbox')).toHaveCount(0);
      await expect(page.getByRole('button', { name: exact(auth[lang].codeFlow.button) })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: exact(auth[lang].demoTitle) })).toHaveCount(0);
      await expect(page.getByText('demo-pass-2026')).toHaveCount(0);
      if (lang === projectOf(info).lang) await expectNoAxeViolations(page);
    }
  });
});
