/**
 * Screenshots of built stories for a visual review: `npm run build-storybook`, then
 * `node stories/screenshot.ts <out-dir> <story-id>[:globals] ...` (globals like `theme:dark;locale:pt`).
 * Serves stories/storybook-static on a free port and shoots each story at phone and desktop sizes.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type LaunchOptions } from 'playwright-core';

// tests/ is another TypeScript project; importing it by URL keeps this script out of its build graph.
const { chromiumLaunchOptions } = (await import(new URL('../tests/chromium.ts', import.meta.url).href)) as {
  chromiumLaunchOptions: () => LaunchOptions;
};

const root = fileURLToPath(new URL('./storybook-static', import.meta.url));
const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };

const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^\/+/, '');
  const file = join(root, path || 'index.html');
  if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const [outDir = '.', ...specs] = process.argv.slice(2);
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const spec of specs) {
    const [id, globals] = spec.split('@');
    for (const [label, viewport] of [['390', { width: 390, height: 844 }], ['1280', { width: 1280, height: 800 }]] as const) {
      const page = await browser.newPage({ viewport });
      const query = globals ? `&globals=${encodeURIComponent(globals)}` : '';
      await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${id}&viewMode=story${query}`);
      await page.waitForSelector('#storybook-root > *, [role="dialog"], [role="alertdialog"]', { timeout: 15_000 });
      await page.waitForTimeout(400);
      const name = `${id}${globals ? `--${globals.replace(/[^a-z0-9]+/gi, '-')}` : ''}-${label}.png`;
      await page.screenshot({ path: join(outDir, name) });
      console.log(name);
      await page.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}
