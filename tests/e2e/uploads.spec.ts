import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { UPLOAD_FILE_MAX_BYTES, resultMessages, uploadRecordTypeName } from '@macao-phr/contract';
import { at, exact, expectNoAxeViolations, fillDate, projectOf, signIn, tokenOf } from './support.ts';
import { en } from '../../portal/src/features/uploads/i18n/en.ts';
import { zhHant } from '../../portal/src/features/uploads/i18n/zh-Hant.ts';
import { pt } from '../../portal/src/features/uploads/i18n/pt.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const uploadBundles = { 'zh-Hant': zhHant, en, pt } as const;

type Space = { usedBytes: number; freeBytes: number };
type Row = { id: number; institution: string };

async function api<T>(request: APIRequestContext, token: string, path: string, data: unknown = {}): Promise<T> {
  const res = await request.post(`/api/ehrFileUploadInfo/${path}`, { headers: { Authorization: token }, data });
  const body = (await res.json()) as { resultCode: string; data: T };
  expect(body.resultCode).toBe('000000');
  return body.data;
}

async function pick(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.locator('input[type=file]').setInputFiles(file);
}

/**
 * docs/product/routes.md myUpload/addUpload/detailUpload end to end, in its rotation's languages on a phone and a desktop: limits refused
 * with their messages and nothing stored (a fake PDF by its bytes, a file over 20 MB, no attachment), a real PDF
 * and PNG uploaded and shown, the report in the list, then deleted; axe on every page.
 */
test('a resident uploads a report from another clinic, opens its files and deletes it', async ({ page, request }, info) => {
  test.setTimeout(240_000);
  const { lang, tree, m, v } = projectOf(info);
  const u = uploadBundles[lang];
  const user = tree === 'mob' ? 'demo-m' : 'demo-f';
  const institution = `E2E ${info.project.name} ${Date.now()}`;

  await page.goto(`/${tree}/myUpload?lang=${lang}`);
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, m, user);
  await expect(page).toHaveURL(at(tree, 'myUpload'));
  await expect(page.getByRole('heading', { level: 1, name: exact(m.common.routes.myUpload) })).toBeVisible();
  await expect(page.getByText(u.spaceLabel)).toBeVisible();
  await expectNoAxeViolations(page);
  const token = await tokenOf(page);
  const before = await api<Space>(request, token, 'getFreeFileSizeByUser');

  await page.getByRole('link', { name: exact(u.add) }).click();
  await expect(page).toHaveURL(at(tree, 'addUpload'));
  await expect(page.getByRole('heading', { level: 1, name: exact(u.add) })).toBeVisible();
  // The drop area is named in the resident's language, never react-aria's English "DropZone".
  await expect(page.getByRole('button', { name: exact(u.widget.dropHere) }).first()).toBeAttached();
  await expect(page.locator('[aria-label="DropZone"]')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Nothing filled in: each field says what is missing, and at least one attachment is asked for.
  await page.getByRole('button', { name: exact(u.save) }).click();
  await expect(page.getByText(v['upload.institution.required']!)).toBeVisible();
  await expect(page.getByText(v['upload.recordType.required']!)).toBeVisible();
  await expect(page.getByText(resultMessages['200201'][lang])).toBeVisible();
  await expect(page.getByLabel(u.institution)).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  // A text file named .pdf: the server reads its first bytes and refuses it; nothing is stored.
  await pick(page, { name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('this is not a PDF file at all') });
  await expect(page.getByText(`fake.pdf: ${resultMessages['200207'][lang]}`)).toBeVisible();
  // Refused for its type: trying again can never succeed, so only Remove is offered.
  await expect(page.getByRole('button', { name: `${u.widget.retry} fake.pdf` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `${u.widget.remove} fake.pdf` })).toBeVisible();
  // Over 20 MB: refused before it is sent.
  await pick(page, { name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(UPLOAD_FILE_MAX_BYTES + 1, 0x25) });
  await expect(page.getByText(u.widget.tooLarge.replace('{{name}}', 'big.pdf'))).toBeVisible();
  // Other projects sign in as the same resident and upload meanwhile, so the used space is not compared
  // exactly: it has not grown by anything near the refused file.
  expect((await api<Space>(request, token, 'getFreeFileSizeByUser')).usedBytes).toBeLessThan(before.usedBytes + UPLOAD_FILE_MAX_BYTES);
  // Leaving with a failed file asks first, with docs/product/validation.md's warning.
  await page.getByRole('button', { name: exact(u.cancel) }).click();
  const leave = page.getByRole('alertdialog');
  await expect(leave.getByText(v['upload.notUploaded']!)).toBeVisible();
  await expectNoAxeViolations(page);
  await leave.getByRole('button', { name: exact(u.stay) }).click();
  await expect(page).toHaveURL(at(tree, 'addUpload'));
  await page.getByRole('button', { name: `${u.widget.remove} fake.pdf` }).click();

  // A real PDF and PNG.
  // Tiny real files (made by server/test/upload-fixtures.ts): a one-page PDF and a 32 x 32 PNG.
  const pdf = readFileSync(path.join(import.meta.dirname, 'fixtures/lab-report.pdf'));
  const png = readFileSync(path.join(import.meta.dirname, 'fixtures/scan.png'));
  await pick(page, { name: 'lab-report.pdf', mimeType: 'application/pdf', buffer: pdf });
  await pick(page, { name: 'scan.png', mimeType: 'image/png', buffer: png });
  const escaped = u.widget.done.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page.getByText(new RegExp(`· ${escaped}$`))).toHaveCount(2);
  await page.getByLabel(u.institution).fill(institution);
  await fillDate(page, u.startDate, '2025-03-01');
  await fillDate(page, u.endDate, '2025-02-01');
  await page.getByRole('combobox', { name: u.recordType }).click();
  await page.getByRole('option', { name: exact(uploadRecordTypeName(5, lang)) }).click();
  await page.getByRole('button', { name: exact(u.save) }).click();
  await expect(page.getByText(v['date.endBeforeStart']!)).toBeVisible();
  await fillDate(page, u.endDate, '2025-03-04');
  await page.getByRole('button', { name: exact(u.save) }).click();

  await expect(page).toHaveURL(at(tree, 'detailUpload'));
  await expect(page.getByRole('heading', { level: 1, name: exact(institution) })).toBeVisible();
  await expect(page.getByRole('main').getByText(exact(uploadRecordTypeName(5, lang)))).toBeVisible();
  await expect(page.getByText('lab-report.pdf')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `${u.open} lab-report.pdf` }).click();
  await expect(page.getByText(u.pdf.page.replace('{{n}}', '1').replace('{{total}}', '1'))).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `${u.open} scan.png` }).click();
  await expect(page.getByRole('img', { name: 'scan.png' })).toBeVisible();
  await expectNoAxeViolations(page);
  // The report holds exactly the bytes sent. (Its own files, not the resident's used space: other projects
  // upload and delete as the same resident at the same time.)
  const reportId = Number(new URL(page.url()).searchParams.get('id'));
  const filesOf = async () =>
    (await api<{ files: { name: string; size: number }[] }>(request, token, 'getReportDetailInfo', { id: reportId })).files.map((f) => [f.name, f.size]).sort();
  expect(await filesOf()).toEqual([['lab-report.pdf', pdf.length], ['scan.png', png.length]]);

  // One file deleted (with confirmation); the last one cannot be.
  await page.getByRole('button', { name: `${u.deleteFile} scan.png` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: exact(u.deleteFile) }).click();
  await expect(page.getByText('scan.png', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `${u.deleteFile} lab-report.pdf` })).toHaveCount(0);
  expect(await filesOf()).toEqual([['lab-report.pdf', pdf.length]]);

  // In the list.
  await page.goto(`/${tree}/myUpload?lang=${lang}`);
  await expect(page.getByRole('link', { name: new RegExp(institution) })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: new RegExp(institution) }).click();
  await expect(page).toHaveURL(at(tree, 'detailUpload'));

  // Delete, with confirmation: gone from the list and from the server.
  await page.getByRole('button', { name: exact(u.deleteReport) }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: exact(u.deleteReport) }).click();
  await expect(page).toHaveURL(at(tree, 'myUpload'));
  await expect(page.getByRole('link', { name: new RegExp(institution) })).toHaveCount(0);
  const rows = (await api<{ rows: Row[] }>(request, token, 'getFileUploadList', { page: { pageNum: 1, pageSize: 100 } })).rows;
  expect(rows.filter((r) => r.institution === institution)).toEqual([]);
  // Its id now answers as unknown (NOT_FOUND), like anybody else's.
  const gone = await request.post('/api/ehrFileUploadInfo/getReportDetailInfo', { headers: { Authorization: token }, data: { id: reportId } });
  expect(((await gone.json()) as { resultCode: string }).resultCode).toBe('200004');
});
