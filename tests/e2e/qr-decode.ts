import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';

/**
 * Reads a QR code as a phone camera would: a screenshot of the element as drawn on screen (PNG), turned into pixels by
 * the browser itself (createImageBitmap of the screenshot's bytes, so nothing of the page is read), decoded by jsQR.
 */
export async function decodeQr(page: Page, element: Locator): Promise<string | null> {
  const png = await element.screenshot();
  const { width, height, pixels } = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('no 2d context');
    context.drawImage(bitmap, 0, 0);
    return { width: bitmap.width, height: bitmap.height, pixels: Array.from(context.getImageData(0, 0, bitmap.width, bitmap.height).data) };
  }, png.toString('base64'));
  return jsQR(Uint8ClampedArray.from(pixels), width, height)?.data ?? null;
}
