import type { BrowserContext } from 'playwright-core';

/** The demo resident the bench signs in as (docs/product/overview.md demo accounts). */
export const BENCH_USER = { username: 'demo-m', password: 'demo-pass-2026' };

/**
 * Signs the demo resident in through the sign-in form, as a visitor would, and waits for the home of `tree` (either
 * tree when not given: the viewport decides); the session then lives in the context's localStorage for the next page.
 */
export async function signInPage(context: BrowserContext, baseURL: string, tree?: 'mob' | 'web'): Promise<void> {
  const page = await context.newPage();
  try {
    await page.goto(`${baseURL}/login`);
    await page.getByLabel(/user ?name|用戶名稱|帳號|utilizador/i).fill(BENCH_USER.username);
    await page.getByLabel(/password|密碼|palavra-passe/i).fill(BENCH_USER.password);
    // The password form's own button (single sign-on has a button of its own).
    await page.getByRole('button', { name: /^(sign in|登入|entrar|iniciar sessão)$/i }).click();
    await page.waitForURL(new RegExp(`/${tree ?? '(mob|web)'}/home`));
  } finally {
    await page.close();
  }
}
