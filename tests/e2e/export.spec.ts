import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { at, exact, expectNoAxeViolations, fillDate, projectOf, signIn } from './support.ts';
import { en } from '../../portal/src/features/export/i18n/en.ts';
import { zhHant } from '../../portal/src/features/export/i18n/zh-Hant.ts';
import { pt } from '../../portal/src/features/export/i18n/pt.ts';
import { en as accessEn } from '../../portal/src/features/access-log/i18n/en.ts';
import { zhHant as accessZhHant } from '../../portal/src/features/access-log/i18n/zh-Hant.ts';
import { pt as accessPt } from '../../portal/src/features/access-log/i18n/pt.ts';

const bundles = { 'zh-Hant': zhHant, en, pt } as const;
const accessBundles = { 'zh-Hant': accessZhHant, en: accessEn, pt: accessPt } as const;

/**
 * docs/product/export.md, on both trees in its rotation's languages: demo-m opens the export screen from Settings, sees
 * the counts of each section, narrows the period and the sections (the preview follows), is told in words
 * when the period is wrong, downloads the PDF (a real PDF file) and the International Patient Summary (a
 * FHIR Bundle of type document), and finds "exported" on the access-log screen. The health record links to
 * the same screen. Axe on every state.
 */
test('a resident exports their record as a PDF summary and an IPS, and sees it in the access log', async ({ page }, info) => {
  test.setTimeout(180_000);
  const { lang, tree, m } = projectOf(info);
  const t = bundles[lang];
  const al = accessBundles[lang];
  const title = m.common.routes.exportRecord;

  await page.goto(`/${tree}/setting?lang=${lang}`);
  await signIn(page, m, 'demo-m');
  await expect(page).toHaveURL(at(tree, 'setting'));
  await page.getByRole('main').getByRole('link', { name: new RegExp(title) }).click();
  await expect(page).toHaveURL(at(tree, 'exportRecord'));
  await expect(page.getByRole('heading', { level: 1, name: exact(title) })).toBeVisible();

  // Counts arrive for every section; the preview lists what is chosen.
  const picker = page.getByRole('group', { name: t.sectionsLegend });
  const readings = picker.getByRole('checkbox', { name: new RegExp(t.section.readings) });
  await expect(readings).toBeChecked();
  await expect(picker.getByText(t.counting)).toHaveCount(0);
  const preview = page.getByRole('region', { name: t.previewHeading });
  await expect(preview.getByRole('listitem')).toHaveCount(7);
  await expectNoAxeViolations(page);

  // A period starting after today is refused in words, and nothing can be downloaded.
  await fillDate(page, t.start, '2030-01-01');
  await expect(page.getByText(lang === 'en' ? 'Dates cannot be later than today' : lang === 'pt' ? 'As datas não podem ser posteriores a hoje' : '日期不可晚於今天').first()).toBeVisible();
  await expect(page.getByRole('button', { name: exact(t.downloadPdf) })).toBeDisabled();
  await fillDate(page, t.start, '2017-01-01');

  // Fewer sections: the preview follows.
  for (const s of ['allergies', 'medication', 'surgery', 'visits'] as const) await picker.getByRole('checkbox', { name: new RegExp(t.section[s]) }).uncheck();
  await expect(preview.getByRole('listitem')).toHaveCount(3);

  // The PDF: a real file, with the progress block saying it was saved.
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: exact(t.downloadPdf) }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(/^health-summary-MO-1000001-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdfBytes = await readFile(await pdf.path());
  expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByRole('status').filter({ hasText: pdf.suggestedFilename() })).toBeVisible();
  await expectNoAxeViolations(page);

  // The IPS: a FHIR Bundle of type document led by its Composition.
  const ipsDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: exact(t.downloadIps) }).click();
  const ips = await ipsDownload;
  expect(ips.suggestedFilename()).toMatch(/\.json$/);
  const bundle = JSON.parse(await readFile(await ips.path(), 'utf8')) as { resourceType: string; type: string; entry: { resource: { resourceType: string } }[] };
  expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'document' });
  expect(bundle.entry[0]?.resource.resourceType).toBe('Composition');

  // The access log says "exported" in the page's language.
  await page.goto(`/${tree}/accessLog?lang=${lang}`);
  // A table row on the desktop, a list entry on the phone, naming both the action and the record.
  const entries = page.getByRole('main').getByRole(tree === 'web' ? 'row' : 'listitem');
  await expect(entries.filter({ hasText: al.action.export }).filter({ hasText: al.recordType.summary }).first()).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);

  // The health record links to the same screen.
  await page.goto(`/${tree}/ehrPage?lang=${lang}`);
  await page.getByRole('main').getByRole('link', { name: exact(title) }).click();
  await expect(page).toHaveURL(at(tree, 'exportRecord'));
});
