/**
 * `npm run screenshots -- [/mob/home /web/pressurePage …]`: starts the built product, signs in as demo-m,
 * and saves full-page PNGs of each address on a phone (mobile tree) and a desktop (web tree) under
 * tests/screenshots/ (ignored by git), to be looked at. `?lang=en` etc. may be part of an address.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, devices } from 'playwright-core';
import { chromiumLaunchOptions } from './chromium.ts';
import { repoRoot, startProduct } from './support/server.ts';

const outDir = path.join(repoRoot, 'tests/screenshots');
mkdirSync(outDir, { recursive: true });
const wanted = process.argv.slice(2);
const addresses = wanted.length > 0 ? wanted : ['/login', '/mob/home', '/mob/pressurePage', '/mob/addPressure', '/web/home', '/web/pressurePage', '/web/addPressure'];

const product = await startProduct();
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const tree of ['mob', 'web'] as const) {
    const context = await browser.newContext({
      ...(tree === 'mob' ? devices['Pixel 7'] : { viewport: { width: 1280, height: 800 } }),
      timezoneId: 'Asia/Macau',
    });
    const page = await context.newPage();
    const login = await page.request.post(`${product.baseURL}/api/personal/login`, { data: { username: 'demo-m', password: 'demo-pass-2026' } });
    const { data } = (await login.json()) as { data: { tokenId: string } };
    await page.goto(`${product.baseURL}/login`);
    await page.evaluate((token) => localStorage.setItem('mhp:token', token), data.tokenId);
    for (const address of addresses.filter((a) => !a.startsWith(tree === 'mob' ? '/web/' : '/mob/'))) {
      await page.goto(`${product.baseURL}${address}`, { waitUntil: 'networkidle' });
      const file = path.join(outDir, `${tree}${address.replace(/[/?=&]+/g, '_')}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await product.stop();
}
