import { expect, test, type Page } from '@playwright/test';
import { at, exact, expectNoAxeViolations, mainLoaded, projectOf, signIn, storedReadings, tokenOf } from './support.ts';

/**
 * The first slice end to end (foundation issue, item 9), in its rotation's languages on a phone (mobile tree) and a
 * desktop (web tree): sign in, add a reading and see it classified, a bad reading refused with its message
 * and nothing stored, edit, delete, sign out. axe runs on every page visited.
 */
test('a resident records, corrects and deletes a blood-pressure reading', async ({ page, request }, info) => {
  const { lang, tree, m, v } = projectOf(info);
  // Projects run in parallel on shared demo accounts: each marks its readings with a pulse no seeded reading
  // has (191-196), and counts only those, so no project sees another's rows.
  const user = tree === 'mob' ? 'demo-m' : 'demo-f';
  const pulse = 191 + ['zh-Hant', 'en', 'pt'].indexOf(lang) + (tree === 'mob' ? 0 : 3);
  const mine = async () => (await storedReadings(request, token)).rows.filter((r) => r.pulse === pulse);
  const readingText = (s: number, d: number) =>
    m.bloodPressure.reading.replace('{{systolic}}', String(s)).replace('{{diastolic}}', String(d)).replace('{{pulse}}', String(pulse));
  const rowOf = (s: number, d: number) => page.getByRole('link').filter({ hasText: readingText(s, d) });
  const fill = async (p: Page, s: string, d: string, pu: string) => {
    await p.getByLabel(m.bloodPressure.systolic).fill(s);
    await p.getByLabel(m.bloodPressure.diastolic).fill(d);
    await p.getByLabel(m.bloodPressure.pulse).fill(pu);
  };

  // An unauthenticated visit goes to sign-in and comes back to the same address (docs/product/routes.md, docs/product/states.md).
  await page.goto(`/${tree}/pressurePage?lang=${lang}`);
  await expect(page).toHaveURL(/\/login/);
  await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh-Hant' ? /^zh/ : new RegExp(`^${lang}`));
  await expectNoAxeViolations(page);
  await signIn(page, m, user);
  await expect(page).toHaveURL(at(tree, 'pressurePage'));
  await expect(page.getByRole('heading', { level: 1, name: exact(m.bloodPressure.listTitle) })).toBeVisible();
  await expect(page.getByRole('list', { name: m.bloodPressure.readingsLabel })).toBeVisible();
  await expectNoAxeViolations(page);
  const token = await tokenOf(page);
  expect((await storedReadings(request, token)).total).toBeGreaterThan(0); // two years of seeded readings
  expect(await mine()).toEqual([]);

  // A bad reading is refused in the form with its translated message, and nothing is stored.
  await page.getByRole('link', { name: exact(m.bloodPressure.addReading) }).first().click();
  await expect(page).toHaveURL(at(tree, 'addPressure'));
  await expect(page.getByRole('heading', { level: 1, name: exact(m.bloodPressure.formTitleAdd) })).toBeVisible();
  await expectNoAxeViolations(page);
  await fill(page, '310', '95', String(pulse));
  await page.getByRole('button', { name: exact(m.bloodPressure.save) }).click();
  await expect(page.getByText(v['bp.systolic.range']!)).toBeVisible();
  await expect(page.getByLabel(m.bloodPressure.systolic)).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await fill(page, '80', '95', String(pulse));
  await page.getByRole('button', { name: exact(m.bloodPressure.save) }).click();
  await expect(page.getByText(v['bp.systolic.belowDiastolic']!).first()).toBeVisible();
  await expect(page).toHaveURL(at(tree, 'addPressure'));
  expect(await mine()).toEqual([]);

  // A good reading is saved and shown classified (docs/product/limits.md: systolic >= 140 is high).
  await fill(page, '152', '95', String(pulse));
  await page.getByRole('button', { name: exact(m.bloodPressure.save) }).click();
  await expect(page).toHaveURL(at(tree, 'pressurePage'));
  // Radix renders a toast twice: on screen and as a live-region announcement.
  await expect(page.getByText(m.bloodPressure.saved).first()).toBeVisible();
  await expect(rowOf(152, 95)).toContainText(m.bloodPressure.level.high);
  const added = await mine();
  expect(added.map((r) => [r.systolic, r.diastolic, r.level])).toEqual([[152, 95, 'high']]);
  const stored = added[0];
  await expectNoAxeViolations(page);

  // Edit it to a low reading (docs/product/limits.md: under 90/60).
  await rowOf(152, 95).click();
  await expect(page).toHaveURL(new RegExp(`/${tree}/addPressure\\?id=${stored?.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: exact(m.bloodPressure.formTitleEdit) })).toBeVisible();
  await expect(page.getByLabel(m.bloodPressure.systolic)).toHaveValue('152');
  await fill(page, '85', '55', String(pulse));
  await page.getByRole('button', { name: exact(m.bloodPressure.save) }).click();
  await expect(page).toHaveURL(at(tree, 'pressurePage'));
  await expect(rowOf(85, 55)).toContainText(m.bloodPressure.level.low);
  await expect(rowOf(152, 95)).toHaveCount(0);

  // Delete it, with confirmation.
  await rowOf(85, 55).click();
  await page.getByRole('button', { name: exact(m.bloodPressure.delete) }).click();
  const dialog = page.getByRole('alertdialog', { name: m.bloodPressure.deleteTitle });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: exact(m.bloodPressure.deleteConfirm) }).click();
  await expect(page).toHaveURL(at(tree, 'pressurePage'));
  await expect(page.getByText(m.bloodPressure.deleted).first()).toBeVisible();
  await expect(rowOf(85, 55)).toHaveCount(0);
  expect(await mine()).toEqual([]);

  // Sign out (on a phone it sits on the home screen): the token ends on the server too, and the pages need
  // signing in again.
  if (tree === 'mob') {
    await page.goto('/mob/home');
    await expectNoAxeViolations(page);
    await mainLoaded(page);
  }
  await page.getByRole('button', { name: exact(m.common.signOut) }).click();
  await expect(page).toHaveURL(/\/login/);
  const replay = await request.post('/api/healthRecord/bloodPressure/list', { headers: { Authorization: token }, data: { page: { pageNum: 1, pageSize: 1 } } });
  expect(((await replay.json()) as { resultCode: string }).resultCode).toBe('100020');
  await page.goto(`/${tree}/pressurePage`);
  await expect(page).toHaveURL(/\/login/);
});

test('a session ended elsewhere returns to the same page after signing in again', async ({ page, request }, info) => {
  const { lang, tree, m } = projectOf(info);
  await page.goto(`/${tree}/addPressure?lang=${lang}`);
  // The frame's own signed-in call (the resident's name) must be answered before the session ends elsewhere: answered
  // after, it would meet the ended session on this form, and the return would be to the form rather than to the list
  // that Cancel opens.
  const named = page.waitForResponse((response) => response.url().endsWith('/api/personalInformation/detail'));
  await signIn(page, m, 'demo-guardian');
  await expect(page).toHaveURL(at(tree, 'addPressure'));
  await named;
  // The session is ended by another tab; the next call here answers 100020 (docs/product/result-codes.md: session invalid).
  const token = await tokenOf(page);
  const ended = await request.post('/api/personal/loginOut', { headers: { Authorization: token }, data: {} });
  expect(((await ended.json()) as { resultCode: string }).resultCode).toBe('000000');
  await page.getByRole('button', { name: exact(m.bloodPressure.cancel) }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, m, 'demo-guardian');
  await expect(page).toHaveURL(at(tree, 'pressurePage'));
  expect(await tokenOf(page)).not.toBe(token);
});
