import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { at, exact, expectNoAxeViolations, numberText, projectOf, signIn, tokenOf } from './support.ts';
import { en as alEn } from '../../portal/src/features/access-log/i18n/en.ts';
import { zhHant as alZhHant } from '../../portal/src/features/access-log/i18n/zh-Hant.ts';
import { pt as alPt } from '../../portal/src/features/access-log/i18n/pt.ts';

/**
 * docs/security.md: the resident's access log in both trees and three languages. What a resident does to
 * their own record shows up as theirs; what a guardian does for a ward shows up in the ward's log, named;
 * filters narrow the list; the download is a real file with the entries and no clinical values. axe runs
 * on every page visited. The projects share one server, so counts are compared, never fixed.
 */
const accessLogTexts = { en: alEn, 'zh-Hant': alZhHant, pt: alPt } as const;
const guardianName = { en: 'WONG CHI KEONG', 'zh-Hant': '黃志強', pt: 'WONG CHI KEONG' } as const;
const WARD_PATID = 'MO-1000004';

/** The entries as shown: list items on a phone, table rows (without the header) on the web. */
function entries(page: Page, tree: 'mob' | 'web', label: string): Locator {
  return tree === 'mob'
    ? page.getByRole('list', { name: label }).getByRole('listitem')
    : page.getByRole('table', { name: label }).locator('tbody tr');
}

async function totalShown(page: Page, template: string): Promise<number> {
  const [before, after] = template.split('{{n}}') as [string, string];
  const status = page.getByRole('status').filter({ hasText: new RegExp(`^${before}[\\d,.\\s]+${after}$`) });
  const text = (await status.textContent()) ?? '';
  return Number(text.slice(before.length, text.length - after.length).replace(/[^\d]/g, ''));
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: exact(label) }).click();
  await page.getByRole('option', { name: exact(option) }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/**
 * Brings an entry into view by paging, the way a resident would: "Load more" on a phone, "Next page" on the
 * web. The log is newest first, ten to a page, and every project of every journey that signs in as the same
 * demo account adds entries of its own at the same time; on a busy machine more than ten can arrive between
 * the action and this look, pushing the entry off the first page. So an entry is looked for on every page,
 * never assumed to be on the first. A page is read only once its answer has arrived (the list section is
 * no longer busy), so the next page is never asked for before the current one is shown.
 */
async function reveal(page: Page, tree: 'mob' | 'web', al: (typeof accessLogTexts)[keyof typeof accessLogTexts], entry: Locator): Promise<void> {
  const list = page.locator('section[aria-busy]');
  await expect(async () => {
    await expect(list).toHaveAttribute('aria-busy', 'false', { timeout: 1_000 });
    if ((await entry.count()) > 0) return;
    const next =
      tree === 'mob' ? page.getByRole('button', { name: exact(al.loadMore) }) : page.getByRole('button', { name: exact(al.nextPage) });
    if ((await next.count()) > 0 && (await next.isEnabled())) await next.click();
    throw new Error('the entry is not among the entries shown so far');
  }).toPass({ timeout: 30_000 });
  await expect(entry.first()).toBeVisible();
}

test('a resident sees their own views in the access log, filters it and downloads it', async ({ page }, info) => {
  // Six axe runs and a download: on a loaded machine this takes longer than the default minute.
  test.setTimeout(150_000);
  const { lang, tree, m } = projectOf(info);
  const al = accessLogTexts[lang];
  const viewedList = al.entryTitle.replace('{{action}}', al.action.list).replace('{{record}}', al.recordType.blood_pressure);

  const readPersonal = al.entryTitle.replace('{{action}}', al.action.read).replace('{{record}}', al.recordType.personal_info);

  // Two things the resident does to their own record: lists their blood pressure, reads their personal details.
  await page.goto(`/${tree}/pressurePage?lang=${lang}`);
  await signIn(page, m, 'demo-m');
  await expect(page).toHaveURL(at(tree, 'pressurePage'));
  await expect(page.getByRole('list', { name: m.bloodPressure.readingsLabel })).toBeVisible();
  await page.goto(`/${tree}/personalInfo`);
  await expect(page.getByRole('heading', { level: 1, name: exact(m.common.routes.personalInfo) })).toBeVisible();
  await expect(page.getByText('CHAN TAI MAN').or(page.getByText('陳大文')).first()).toBeVisible();

  // Both show up, newest first, as the resident's own and allowed. Other journeys use demo-m at the same
  // time and add entries of their own, so entries are looked for by what they say, never counted exactly.
  await page.goto(`/${tree}/accessLog`);
  await expect(page.getByRole('heading', { level: 1, name: exact(m.common.routes.accessLog) })).toBeVisible();
  const shown = entries(page, tree, al.listLabel);
  const personal = shown.filter({ hasText: tree === 'mob' ? readPersonal : al.recordType.personal_info });
  const lists = shown.filter({ hasText: tree === 'mob' ? viewedList : al.recordType.blood_pressure });
  await reveal(page, tree, al, personal);
  await expect(personal.first()).toContainText(al.actor.self);
  await expect(personal.first()).toContainText(al.outcome.ok);
  await reveal(page, tree, al, lists);
  await expectNoAxeViolations(page);
  const all = await totalShown(page, al.total_other);
  expect(all).toBeGreaterThan(1);

  // Filtering by action keeps list views only: the blood-pressure list stays, the personal details go.
  await choose(page, al.actionLabel, al.action.list);
  await expect(personal).toHaveCount(0);
  await reveal(page, tree, al, lists);
  await expect(lists.first()).toContainText(al.actor.self);
  await expect(lists.first()).toContainText(al.outcome.ok);
  const listed = await shown.allTextContents();
  expect(listed.length).toBeGreaterThan(0);
  for (const text of listed) expect(text).toContain(al.action.list);
  await expectNoAxeViolations(page);

  // Nobody acts for demo-m: the guardian filter finds nothing, and says so.
  await choose(page, al.actorLabel, al.actor.guardian);
  await expect(page.getByRole('heading', { name: exact(al.emptyTitle) })).toBeVisible();
  await expectNoAxeViolations(page);
  await choose(page, al.actorLabel, al.all);
  await choose(page, al.actionLabel, al.all);
  await expect.poll(() => totalShown(page, al.total_other)).toBeGreaterThanOrEqual(all);
  await reveal(page, tree, al, personal);

  // The download is a real CSV of the entries: who, what and when, never a reading's values.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: exact(al.download) }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^access-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const content = readFileSync(await file.path(), 'utf8');
  const [header, ...lines] = content.trim().split(/\r\n/);
  expect(header).toBe('at,actorType,actorName,recordType,recordId,action,outcome,correlationId');
  expect(lines.length).toBeGreaterThanOrEqual(all);
  expect(lines.some((line) => /,self,.*,blood_pressure,,list,ok,/.test(line))).toBe(true);
  expect(content).not.toMatch(/systolic|diastolic|mmHg|mmol|\b1[0-9]{2}\/[0-9]{2}\b/i);
  // The count as the portal writes it: past a thousand entries (demo-m's log in a run of every language) "1,014".
  await expect(page.getByText(al.downloaded_other.replace('{{n}}', numberText(lines.length, lang))).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a guardian's access for a ward is listed in the ward's access log", async ({ page, request }, info) => {
  const { lang, tree, m } = projectOf(info);
  const al = accessLogTexts[lang];
  const named = al.actorNamed.replace('{{name}}', guardianName[lang]).replace('{{role}}', al.actor.guardian);

  // The guardian acts for the ward (the Subject header names the ward, docs/product/roles.md) and opens her blood pressure.
  await page.goto(`/${tree}/home?lang=${lang}`);
  await signIn(page, m, 'demo-guardian');
  await expect(page).toHaveURL(at(tree, 'home'));
  const guardianToken = await tokenOf(page);
  const res = await request.post('/api/healthRecord/bloodPressure/list', {
    headers: { Authorization: guardianToken, Subject: WARD_PATID },
    data: { page: { pageNum: 1, pageSize: 10 } },
  });
  expect(((await res.json()) as { resultCode: string }).resultCode).toBe('000000');

  // The ward signs in on this device and reads her own log.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/${tree}/accessLog?lang=${lang}`);
  await signIn(page, m, 'demo-minor');
  await expect(page).toHaveURL(at(tree, 'accessLog'));
  await expect(page.getByRole('heading', { level: 1, name: exact(m.common.routes.accessLog) })).toBeVisible();
  const shown = entries(page, tree, al.listLabel);
  await reveal(page, tree, al, shown.filter({ hasText: named }));
  await expect(shown.filter({ hasText: named }).first()).toContainText(al.recordType.blood_pressure);
  await expectNoAxeViolations(page);

  // The guardian filter keeps only the guardian's entries.
  await choose(page, al.actorLabel, al.actor.guardian);
  await expect(shown.filter({ hasText: al.actor.self })).toHaveCount(0);
  // Read once the filtered list has come: while it loads, its rows are placeholders without text (an all-languages
  // run read one of them).
  await expect(async () => {
    const listed = await shown.allTextContents();
    expect(listed.length).toBeGreaterThan(0);
    for (const text of listed) expect(text).toContain(named);
  }).toPass({ timeout: 15_000 });
  await expectNoAxeViolations(page);
});
