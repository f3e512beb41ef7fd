import { expect, test } from '@playwright/test';
import { at, exact, expectNoAxeViolations, projectOf, signIn, tokenOf } from './support.ts';
import { en } from '../../portal/src/features/uploads/i18n/en.ts';
import { zhHant } from '../../portal/src/features/uploads/i18n/zh-Hant.ts';
import { pt } from '../../portal/src/features/uploads/i18n/pt.ts';

const uploadBundles = { 'zh-Hant': zhHant, en, pt } as const;

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF ${name}`) });

/**
 * docs/product/validation.md leaving addUpload, in its rotation's languages on a phone and a desktop: two files chosen, then Cancel; the
 * dialog says the files will be deleted; Leave deletes them on the server at once (they no longer exist, so they no
 * longer count against the space). Axe on the dialog.
 */
test('files chosen on addUpload are deleted at once when the resident cancels and leaves', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const { lang, tree, m } = projectOf(info);
  const u = uploadBundles[lang];
  await page.goto(`/${tree}/addUpload?lang=${lang}`);
  await signIn(page, m, 'demo-o');
  await expect(page).toHaveURL(at(tree, 'addUpload'));
  const stored: number[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('/api/ehrFileUploadInfo/uploadFile')) return;
    const body = (await response.json()) as { resultCode: string; data: { id: number } | null };
    if (body.resultCode === '000000' && body.data) stored.push(body.data.id);
  });
  await page.locator('input[type=file]').setInputFiles([pdf(`a-${info.project.name}.pdf`), pdf(`b-${info.project.name}.pdf`)]);
  await expect.poll(() => stored.length).toBe(2);
  await expect(page.getByText(`· ${u.widget.done}`)).toHaveCount(2);

  await page.getByRole('button', { name: exact(u.cancel) }).click();
  const dialog = page.getByRole('alertdialog', { name: exact(u.leaveTitle) });
  await expect(dialog).toContainText(u.leaveDiscards_other.replace('{{count}}', '2'));
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: exact(u.leave) }).click();
  await expect(page).toHaveURL(at(tree, 'myUpload'));

  // Gone from the server: deleting them again finds nothing.
  const token = await tokenOf(page);
  for (const id of stored) {
    const again = await request.post('/api/ehrFileUploadInfo/deleteReportFile', { headers: { Authorization: token }, data: { id } });
    expect(((await again.json()) as { resultCode: string }).resultCode, `file ${id}`).toBe('200004');
  }
});
