import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { at, exact, expectNoAxeViolations, projectOf, signIn } from './support.ts';
import { demoLabKey } from '../../server/src/ingest/clients.ts';
import { labReportBundle, sendOverHttp } from '../../server/src/ingest/sender.ts';
import { en } from '../../portal/src/features/notices/i18n/en.ts';
import { zhHant } from '../../portal/src/features/notices/i18n/zh-Hant.ts';
import { pt } from '../../portal/src/features/notices/i18n/pt.ts';

const noticeBundles = { 'zh-Hant': zhHant, en, pt } as const;
/** demo-o: no journey reads her lab reports, so a report arriving here moves nobody else's counts. */
const PATID = 'MO-1000005';
const KIANG_WU = { 'zh-Hant': '鏡湖醫院', en: 'Kiang Wu Hospital', pt: 'Hospital Kiang Wu' } as const;

/**
 * docs/product/notices.md, end to end: the demo laboratory sends a lab report over HTTP exactly as an organisation
 * would (a signed client assertion, a token, a FHIR transaction Bundle); the resident signs in, sees the count on the
 * home, opens the notices (where this browser's first sign-in as her is told too), taps the new one and lands on that
 * report. Axe on the notices page.
 */
test('a lab report sent by a laboratory is announced on the home and opens from its notice', async ({ page }, info) => {
  const { lang, tree, m } = projectOf(info);
  const t = noticeBundles[lang];
  const baseURL = info.project.use.baseURL ?? '';

  const sent = await sendOverHttp(baseURL, demoLabKey(), labReportBundle({ patid: PATID, accession: `E2E-${randomUUID()}` }));
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const reportId = /^DiagnosticReport\/(\d+)$/.exec(sent.location ?? '')?.[1];
  expect(reportId).toBeDefined();

  await page.goto(`/${tree}/home?lang=${lang}`);
  await signIn(page, m, 'demo-o');
  await expect(page).toHaveURL(at(tree, 'home'));
  // The home's way to the notices says how many are unread (another tree's journey may have sent one too).
  const link = page.getByRole('main').getByRole('link', { name: new RegExp(`^\\s*${m.home.notices}\\s*\\d+\\s*${m.home.noticesUnreadAfter}\\s*$`) });
  await expect(link).toBeVisible();
  await link.click();

  await expect(page).toHaveURL(at(tree, 'notices'));
  await expect(page.getByRole('heading', { level: 1, name: exact(m.common.routes.notices) })).toBeVisible();
  const notice = page.getByRole('list', { name: t.listLabel }).locator(`a[href$="id=${reportId}"]`);
  await expect(notice).toContainText(t.received.lab_report.replace('{{org}}', KIANG_WU[lang]));
  await expect(notice.locator('[data-slot="badge"]')).toHaveText(exact(t.unread));
  // This browser had never signed in as her: that sign-in is a notice too, leading to the access log.
  const signedIn = page.getByRole('list', { name: t.listLabel }).locator(`a[href$="/accessLog"]`, { hasText: t.new_browser.sign_in });
  await expect(signedIn.first()).toBeVisible();
  await expectNoAxeViolations(page);

  await notice.click();
  await expect(page).toHaveURL(at(tree, tree === 'mob' ? 'analysisReport/detail' : 'analysisReportDetail'));
  expect(new URL(page.url()).searchParams.get('id')).toBe(reportId);
  await expect(page.getByRole('heading', { level: 2, name: exact('Lipid profile') })).toBeVisible();

  // Back on the notices, this one is read.
  await page.goBack();
  await expect(page.getByRole('list', { name: t.listLabel }).locator(`a[href$="id=${reportId}"]`)).toBeVisible();
  await expect(page.getByRole('list', { name: t.listLabel }).locator(`a[href$="id=${reportId}"] [data-slot="badge"]`)).toHaveCount(0);
});
