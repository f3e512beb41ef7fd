import { expect, test } from '@playwright/test';
import { resultMessages } from '@macao-phr/contract';
import { at, exact, expectNoAxeViolations } from './support.ts';
import { signInForShare } from './imaging-support.ts';

/**
 * docs/product/routes.md imagingReport/dicomShare and the DICOM share pages (screen 2), on a phone and a desktop in every
 * language: demo-m creates a DICOM link of a study from its pictures screen; a browser that never signed in
 * opens it and lands on the viewer address (with no DICOM_VIEWER_URL, the portal's share viewer of the
 * study's pictures); an unknown link shows the server's message (a dialog on the desktop, a toast on the
 * phone). Axe on every page.
 */
test('a resident shares a study for a DICOM viewer and somebody without an account is sent to the viewer', async ({ page, browser, request }, info) => {
  test.setTimeout(180_000);
  const { lang, tree, m, t, report, released } = await signInForShare(page, request, info, 'imagingReport/dicomShare');

  // From the study's pictures to the DICOM share screen.
  await page.goto(`/${tree}/imagingReport/images?id=${report.id}&lang=${lang}`);
  await page.getByRole('link', { name: exact(t.shareDicom) }).click();
  await expect(page).toHaveURL(at(tree, 'imagingReport/dicomShare'));
  await expect(page.getByRole('heading', { level: 1, name: exact(m.common.routes.imagingReportDicomShare) })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: exact(t.createLink) }).click();
  const field = page.getByRole('textbox', { name: t.dicom.linkLabel });
  await expect(field).toHaveValue(/ShareDicom\?shareId=/);
  const address = await field.inputValue();
  expect(address).toContain(tree === 'mob' ? '/mobShareDicom?' : '/webShareDicom?');
  await expect(page.getByRole('button', { name: exact(t.regenerate) })).toBeVisible();
  await expectNoAxeViolations(page);

  // Somebody who never signed in: a fresh context, no token.
  const { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, locale } = info.project.use;
  const viewerContext = await browser.newContext({ viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, locale });
  const origin = new URL(page.url()).origin;
  try {
    const viewer = await viewerContext.newPage();
    const shareId = new URL(address).searchParams.get('shareId') ?? '';
    expect(new URL(address).origin).toBe(origin);
    await viewer.goto(`${address}&lang=${lang}`);
    // The viewer address: with no DICOM viewer configured, the portal's own share viewer of the study's pictures.
    const viewerPath = tree === 'mob' ? '/mobShareReportImages' : '/webShareReportImages';
    await expect(viewer).toHaveURL(`${origin}${viewerPath}?shareId=${encodeURIComponent(shareId)}`);
    const thumbs = viewer.locator('[data-slot="thumbnail-grid"] li button');
    // Ten per page; a tall window loads the next page at once (the end comes within 50 px), so 10 up to all.
    await expect.poll(() => thumbs.count()).toBeGreaterThanOrEqual(Math.min(released.length, 10));
    expect(await thumbs.count()).toBeLessThanOrEqual(released.length);
    await expect.poll(() => thumbs.locator('img').first().evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBe(128);
    await expectNoAxeViolations(viewer);

    // A link nobody made: the server's message, as a dialog on the desktop page and a toast on the phone page.
    const message = resultMessages['200302'][lang];
    await viewer.goto(`${origin}/${tree}ShareDicom?shareId=not-a-real-link&lang=${lang}`);
    await expect(viewer.getByRole('heading', { name: exact(t.dicom.failedTitle) }).first()).toBeVisible();
    if (tree === 'web') {
      const dialog = viewer.getByRole('alertdialog');
      await expect(dialog.getByText(exact(message))).toBeVisible();
      await expectNoAxeViolations(viewer);
      await dialog.getByRole('button', { name: exact(t.dicom.ok) }).click();
      await expect(dialog).toBeHidden();
    } else {
      await expect(viewer.getByText(exact(message))).toBeVisible();
      await expect(viewer.getByRole('alertdialog')).toHaveCount(0);
    }
    await expect(viewer).toHaveURL(/ShareDicom\?shareId=not-a-real-link/);
    await expectNoAxeViolations(viewer);

    // Making a new link ends the old one: the first address now shows the expired message.
    await page.getByRole('button', { name: exact(t.regenerate) }).click();
    await expect(field).not.toHaveValue(address);
    await viewer.goto(`${address}&lang=${lang}`);
    await expect(viewer.getByText(exact(resultMessages['200301'][lang])).first()).toBeVisible();
    await expect(viewer).toHaveURL(/ShareDicom\?shareId=/);
  } finally {
    await viewerContext.close();
  }
});
