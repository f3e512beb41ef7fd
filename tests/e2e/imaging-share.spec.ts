import { expect, test } from '@playwright/test';
import { exact, expectNoAxeViolations } from './support.ts';
import { signInForShare } from './imaging-support.ts';
import { decodeQr } from './qr-decode.ts';

/**
 * docs/product/routes.md imagingReport/imageShare and the share viewer (screen 1), in its rotation's languages on a phone and a
 * desktop: demo-m chooses two pictures of a report and creates a link; a browser that never signed in opens
 * it and sees exactly those two pictures, 'All content loaded', and the full-size preview; an unknown link
 * shows the expired message. Axe on every page.
 */
test('a resident shares two pictures by link and somebody without an account sees exactly those', async ({ page, browser, request }, info) => {
  test.setTimeout(180_000);
  const { lang, tree, m, t, report, released: pictures } = await signInForShare(page, request, info, 'imagingReport/imageShare');

  // The report's own pictures, fetched with the token: every released one shows, the preview opens.
  await page.goto(`/${tree}/imagingReport/images?id=${report.id}&lang=${lang}`);
  await expect(page.getByRole('heading', { level: 1, name: exact(m.common.routes.imagingReportImages) })).toBeVisible();
  const own = page.locator('[data-slot="thumbnail-grid"] li button');
  await expect(own).toHaveCount(pictures.length);
  await expect.poll(() => own.locator('img').first().evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBe(128);
  await expectNoAxeViolations(page);
  await own.first().click();
  const ownPreview = page.getByRole('dialog');
  // The full picture replaces the thumbnail once fetched.
  await expect.poll(() => ownPreview.locator('img').first().evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBe(512);
  await ownPreview.getByRole('button', { name: exact(t.preview.close) }).click();
  await expect(ownPreview).toBeHidden();

  await page.goto(`/${tree}/imagingReport/imageShare?id=${report.id}&lang=${lang}`);
  await expect(page.getByRole('heading', { level: 1, name: exact(m.common.routes.imagingReportImageShare) })).toBeVisible();
  const create = page.getByRole('button', { name: exact(t.createLink) });
  await expect(create).toBeDisabled();
  const [first, second] = [pictures[0], pictures[1]];
  if (!first || !second) throw new Error('too few pictures');
  await page.getByRole('checkbox', { name: exact(t.pictureCheckbox.replace('{{n}}', String(first.seq))) }).check();
  await page.getByRole('checkbox', { name: exact(t.pictureCheckbox.replace('{{n}}', String(second.seq))) }).check();
  await expect(page.getByText(t.chosen_other.replace('{{count}}', '2'))).toBeVisible();
  await expectNoAxeViolations(page);
  await create.click();
  const field = page.getByRole('textbox', { name: t.linkLabel });
  await expect(field).toHaveValue(/ShareReportImages\?shareId=/);
  const address = await field.inputValue();
  expect(address).toContain(tree === 'mob' ? '/mobShareReportImages?' : '/webShareReportImages?');
  await expect(page.getByRole('button', { name: exact(t.regenerate) })).toBeVisible();
  // The link's QR code, with the address as its text alternative, reads back as exactly the link.
  const qr = page.getByRole('img', { name: t.qrAlt.replace('{{address}}', address) });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  expect(await decodeQr(page, qr)).toBe(address);
  await expectNoAxeViolations(page);

  // Somebody who never signed in: a fresh context, no token.
  const { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, locale } = info.project.use;
  const viewerContext = await browser.newContext({ viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, locale });
  const origin = new URL(page.url()).origin;
  try {
    const viewer = await viewerContext.newPage();
    const link = new URL(address);
    expect(link.origin).toBe(origin);
    await viewer.goto(`${address}&lang=${lang}`);
    await expect(viewer.getByRole('heading', { level: 1, name: exact(m.common.routes[tree === 'mob' ? 'mobShareReportImages' : 'webShareReportImages']) })).toBeVisible();
    const exam = lang === 'en' ? report.examNameEn : lang === 'pt' ? report.examNamePt : report.examName;
    const thumbs = viewer.locator('[data-slot="thumbnail-grid"] li button');
    await expect(thumbs).toHaveCount(2);
    await expect(viewer.getByText(t.allLoaded)).toBeVisible();
    const alt = (n: number) => t.pictureAlt.replace('{{exam}}', exam).replace('{{n}}', String(n));
    await expect(viewer.getByRole('img', { name: exact(alt(first.seq)) })).toBeVisible();
    await expect(viewer.getByRole('img', { name: exact(alt(second.seq)) })).toBeVisible();
    // The pictures really load (not the broken-image picture).
    const widths = () => thumbs.locator('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth));
    await expect.poll(widths).toEqual([128, 128]);
    await expectNoAxeViolations(viewer);

    await thumbs.first().click();
    const dialog = viewer.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(t.preview.position.replace('{{n}}', '1').replace('{{total}}', '2'))).toBeVisible();
    await dialog.getByRole('button', { name: exact(t.preview.next) }).click();
    await expect(dialog.getByText(t.preview.position.replace('{{n}}', '2').replace('{{total}}', '2'))).toBeVisible();
    await expectNoAxeViolations(viewer);
    await dialog.getByRole('button', { name: exact(t.preview.close) }).click();
    await expect(dialog).toBeHidden();

    // A link nobody made: the expired/unknown message, no pictures.
    await viewer.goto(`${origin}/${tree}ShareReportImages?shareId=not-a-real-link&lang=${lang}`);
    await expect(viewer.getByRole('heading', { name: exact(t.unknownTitle) })).toBeVisible();
    await expect(viewer.getByText(t.expiredBody)).toBeVisible();
    await expect(viewer.locator('[data-slot="thumbnail-grid"]')).toHaveCount(0);
    await expectNoAxeViolations(viewer);

    // Making a new link ends the old one: the first address now says the link has expired.
    await page.getByRole('button', { name: exact(t.regenerate) }).click();
    await expect(field).not.toHaveValue(address);
    await viewer.goto(`${address}&lang=${lang}`);
    await expect(viewer.getByRole('heading', { name: exact(t.expiredTitle) })).toBeVisible();
  } finally {
    await viewerContext.close();
  }
});
