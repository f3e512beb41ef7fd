import type { LaunchOptions } from 'playwright-core';

/**
 * One launch-options object for every browser test here (Vitest browser mode, Playwright e2e,
 * screenshots, Lighthouse): Debian's Chromium, because browser downloads are impossible on these
 * machines, and the flags that keep it from reaching for the closed network (these machines cannot download browsers).
 */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--no-default-browser-check',
];

export function chromiumLaunchOptions(): LaunchOptions {
  return { executablePath: chromiumPath, args: [...chromiumFlags], headless: true };
}
