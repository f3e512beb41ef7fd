import { expect, test, type Page } from '@playwright/test';
import { at, expectNoAxeViolations, mainLoaded, projectOf, signIn, tokenOf, type Tree } from './support.ts';

async function signOut(page: Page, tree: Tree, label: string): Promise<void> {
  // On a phone the account controls sit at the foot of the home screen.
  if (tree === 'mob') await page.goto('/mob/home');
  await mainLoaded(page);
  await page.getByRole('button', { name: label, exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
}

/**
 * docs/product/states.md session end, in its rotation's languages on a phone and a desktop: a session ended elsewhere (signed out by
 * another client) sends the resident to sign-in, which says why in their language; signing in again returns
 * them where they were; signing out themselves says nothing of the kind. Axe on the sign-in page.
 */
test('when the session ends elsewhere the sign-in page says why, in the resident’s language', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const { lang, tree, m } = projectOf(info);
  await page.goto(`/${tree}/analysisReport?lang=${lang}`);
  // The report list's own call must be answered before the session ends elsewhere: answered after, it would end the
  // session in this page already (and this page's sign-in would take the reason before the journey's next step).
  const listed = page.waitForResponse((response) => response.url().endsWith('/api/patientTestInfo/getPatientTestInfo'));
  await signIn(page, m, 'demo-f');
  await expect(page).toHaveURL(at(tree, 'analysisReport'));
  await listed;
  await expect(page.getByText(m.auth.sessionEnded)).toHaveCount(0);

  // Another client ends this session (as signing out on another device, or the server expiring it, would).
  const token = await tokenOf(page);
  const ended = await request.post('/api/personal/loginOut', { headers: { Authorization: token }, data: {} });
  expect(((await ended.json()) as { resultCode: string }).resultCode).toBe('000000');

  // The next call with the old session is refused: sign-in, with the reason.
  await page.goto(`/${tree}/prescription`);
  await expect(page).toHaveURL(/\/login/, { timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: m.auth.sessionEnded })).toBeVisible();
  await expectNoAxeViolations(page);
  await signIn(page, m, 'demo-f');
  await expect(page).toHaveURL(at(tree, 'prescription'));

  // Signing out on purpose is no surprise: no reason shown.
  await signOut(page, tree, m.common.signOut);
  await expect(page.getByRole('heading', { level: 1, name: m.auth.title, exact: true })).toBeVisible();
  await expect(page.getByText(m.auth.sessionEnded)).toHaveCount(0);
});
