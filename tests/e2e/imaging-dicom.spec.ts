import { expect, test, type APIRequestContext } from '@playwright/test';
import { resultMessages } from '@mhp/contract';
import { at, exact, expectNoAxeViolations, projectOf, signIn, tokenOf } from './support.ts';
import { en } from '../../portal/src/features/imaging/i18n/en.ts';
import { zhHant } from '../../portal/src/features/imaging/i18n/zh-Hant.ts';
import { pt } from '../../portal/src/features/imaging/i18n/pt.ts';

const imagingBundles = { 'zh-Hant': zhHant, en, pt } as const;

type Envelope<T> = { resultCode: string; data: T };
type Report = { id: number; imageCount: number };
type Picture = { id: number; isTrue: boolean };

async function call<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const res = await request.post(`/api/inspectionInfo/${path}`, { headers: { Authorization: token }, data });
  const body = (await res.json()) as Envelope<T>;
  expect(body.resultCode).toBe('000000');
  return body.data;
}

/**
 * SPEC 2 imagingReport/dicomShare and the DICOM share pages (screen 2), on a phone and a desktop in every
 * language: demo-m creates a DICOM link of a study from its pictures screen; a browser that never signed in
 * opens it and lands on the viewer address (with no DICOM_VIEWER_URL, the portal's share viewer of the
 * study's pictures); an unknown link shows the server's message (a dialog on the desktop, a toast on the
 * phone). Axe on every page.
 */
test('a resident shares a study for a DICOM viewer and somebody without an account is sent to the viewer', async ({ page, browser, request }, info) => {
  test.setTimeout(180_000);
  const { lang, tree, m } = projectOf(info);
  const t = imagingBundles[lang];

  await page.goto(`/${tree}/imagingReport/dicomShare?lang=${lang}`);
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, m, 'demo-m');
  await expect(page).toHaveURL(at(tree, 'imagingReport/dicomShare'));
  await expect(page.getByText(t.noReport)).toBeVisible();
  const token = await tokenOf(page);
  const reports = await call<{ rows: Report[] }>(request, token, 'getInspectionInfo', { page: { pageNum: 1, pageSize: 20 } });
  // One study per project, so that journeys running side by side never regenerate each other's DICOM link.
  const projects = ['mobile-zh-Hant', 'mobile-en', 'mobile-pt', 'web-zh-Hant', 'web-en', 'web-pt'];
  const report = reports.rows.filter((r) => r.imageCount >= 3)[projects.indexOf(info.project.name) + 1];
  if (!report) throw new Error('demo-m has no report with pictures');
  const released = (await call<{ items: Picture[] }>(request, token, 'getDicomImageList', { reportId: report.id, page: { pageNum: 1, pageSize: 100 } })).items.filter((p) => p.isTrue);

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
