import type { LaunchOptions } from 'playwright-core';

/**
 * Debian's Chromium, because browser downloads are impossible on these machines, and the flags that keep it from
 * reaching for the closed network.
 *
 * Lighthouse measures pages in the full browser, as a resident's browser runs them (`chromiumPath`). Every test here
 * (Vitest browser mode, Playwright e2e and visual baselines, screenshots) runs in Debian's headless shell of the same
 * Chromium (`chromium-headless-shell`, the build Playwright itself uses for headless runs): the same Blink and fonts
 * (every visual baseline matches in both), without the full browser's window and interface processes, which cost a
 * journey a fifth of its processor time on a two-core machine.
 */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const testChromiumPath = process.env.TEST_CHROME_PATH ?? '/usr/bin/chromium-headless-shell';

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
  return { executablePath: testChromiumPath, args: [...chromiumFlags], headless: true };
}
