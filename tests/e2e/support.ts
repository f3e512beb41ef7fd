import { expect, type Locator, type Page, type TestInfo, type APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { intlLocale, validationMessages, type Language } from '@macao-phr/contract';
import { messages as en } from '../../portal/src/i18n/en.ts';
import { messages as zhHant } from '../../portal/src/i18n/zh-Hant.ts';
import { messages as pt } from '../../portal/src/i18n/pt.ts';
import { en as bloodPressureEn } from '../../portal/src/features/health-data/blood-pressure/i18n/en.ts';
import { zhHant as bloodPressureZhHant } from '../../portal/src/features/health-data/blood-pressure/i18n/zh-Hant.ts';
import { pt as bloodPressurePt } from '../../portal/src/features/health-data/blood-pressure/i18n/pt.ts';
import { en as authEn } from '../../portal/src/features/auth/i18n/en.ts';
import { zhHant as authZhHant } from '../../portal/src/features/auth/i18n/zh-Hant.ts';
import { pt as authPt } from '../../portal/src/features/auth/i18n/pt.ts';

const bloodPressureMessages = { en: bloodPressureEn, 'zh-Hant': bloodPressureZhHant, pt: bloodPressurePt } as const;
const authMessages = { en: authEn, 'zh-Hant': authZhHant, pt: authPt } as const;

export type Tree = 'mob' | 'web';
export const DEMO_PASSWORD = 'demo-pass-2026';

/** The first bundle of each language, with the sign-in and blood-pressure texts the journeys read (the portal loads those with their screens). */
const withScreenTexts = <M extends typeof en>(m: M, language: Language) => ({ ...m, auth: authMessages[language], bloodPressure: bloodPressureMessages[language] });
const bundles = { 'zh-Hant': withScreenTexts(zhHant, 'zh-Hant'), en: withScreenTexts(en, 'en'), pt: withScreenTexts(pt, 'pt') } as const;
type Bundle = (typeof bundles)['en'];

/** axe-core itself, put into a page's frames once per document (expectNoAxeViolations). */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** WCAG 2.2 A and AA and axe's best practices: headings that skip no level, landmarks with names of their own, and the like. */
const axeRun: RunOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] }, resultTypes: ['violations'] };

/** The project's language and route tree (playwright.config.ts metadata). */
export function projectOf(info: TestInfo): { lang: Language; tree: Tree; m: Bundle; v: Record<string, string> } {
  const { lang, tree } = info.project.metadata as { lang: Language; tree: Tree };
  return { lang, tree, m: bundles[lang], v: validationMessages[lang] };
}

/** Names are matched exactly: the words the portal shows in that language, from its own message tables. */
export const exact = (text: string) => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

/** The address of a screen of a tree, with or without a query (a remembered address keeps its ?lang=). */
export function at(tree: Tree, screen: string, origin = ''): RegExp {
  return new RegExp(`^${origin.replace(/[.]/g, '\\.')}.*/${tree}/${screen}(\\?.*)?$`);
}

/**
 * axe-core on the page as it is now: WCAG 2.2 A and AA and axe's best practices, zero violations. And the page reflows (WCAG 1.4.10, which
 * axe cannot see), with its text as it is and at 200% (WCAG 1.4.4): nothing makes it scroll sideways, as a long
 * Portuguese label running off a phone's screen once did.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Every page has a main landmark and an h1 (best practices below): a screen whose code is still on its way has
  // neither yet, so the check waits for them instead of judging the page half-drawn.
  await expect(page.locator('main, [role="main"]').first()).toBeAttached();
  await expect(page.locator('h1, [role="heading"][aria-level="1"]').first()).toBeAttached();
  await expectReflow(page, [1, 2]);
  // axe checks the whole page, not only what is in view, but its target-size rule counts a control that the
  // journey has scrolled beneath the sticky top bar as a target too small; at the top nothing sits beneath it.
  await page.evaluate(() => window.scrollTo(0, 0));
  // axe-core is put into each of the page's own frames once per document and run where it is, as axe's own
  // documentation runs it; a page opened as a link opens it keeps its document, so the next check reuses it.
  // (@axe-core/playwright injects it again and opens a blank page to gather the results on every call: ten times
  // the cost of the check itself, and more than half of every journey's time.) Frames of other origins, such as a
  // government site a page frames, are not the portal's to check; axe leaves them out (its allowedOrigins).
  const origin = new URL(page.url()).origin;
  for (const frame of page.frames()) {
    const url = frame.url();
    if (url !== 'about:blank' && url !== 'about:srcdoc' && !url.startsWith(`${origin}/`)) continue;
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axeSource);
  }
  const results = await page.evaluate((options) => (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe.run(document, options), axeRun);
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * The page reflows (WCAG 1.4.10) at each text scale: 1 is the text as it is, 2 doubles the root font size as a
 * browser's text size setting does (WCAG 1.4.4: text at 200%; the layout sizes in rem). Nothing scrolls sideways.
 */
export async function expectReflow(page: Page, scales: readonly number[]): Promise<void> {
  for (const scale of scales) {
    const sideways = await page.evaluate((scale) => {
      const root = document.documentElement;
      const before = root.style.fontSize;
      if (scale !== 1) root.style.fontSize = `${scale * 100}%`;
      try {
        const { scrollWidth, clientWidth } = root;
        if (scrollWidth <= clientWidth) return null;
        // The deepest elements that reach past the right edge name the culprit.
        const past = Array.from(document.body.querySelectorAll('*')).filter((e) => e.getBoundingClientRect().right > clientWidth + 1 && !Array.from(e.children).some((c) => c.getBoundingClientRect().right > clientWidth + 1));
        return `${scrollWidth} px wide in a ${clientWidth} px window: ${past.slice(0, 3).map((e) => `<${e.tagName.toLowerCase()} class="${e.getAttribute('class') ?? ''}"> ${(e.textContent ?? '').trim().slice(0, 40)}`).join('; ')}`;
      } finally {
        root.style.fontSize = before;
      }
    }, scale);
    expect(sideways, `the page scrolls sideways with text at ${scale * 100}%: ${page.url()}`).toBeNull();
  }
}

/**
 * The types of a date field's segments (day, month, year, hour, …) in the order react-aria draws them, once the
 * field is there (a record list's filter arrives after its first page).
 */
export async function segmentTypes(field: Locator): Promise<string[]> {
  const segments = field.getByRole('spinbutton');
  await expect(segments.first()).toBeVisible();
  return segments.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-type') ?? ''));
}

/**
 * Types a date (`2025-03-01`) or a date and time (`2025-03-01T17:05`) into a design-system DateField named `label`
 * (react-aria segments), segment by segment in whatever order the portal's language writes them; where the
 * language counts 12 hours, the hour is typed as such and AM/PM set with the arrow keys.
 */
export async function fillDate(page: Page, label: string | RegExp, value: string): Promise<void> {
  const group = page.getByRole('group', { name: typeof label === 'string' ? exact(label) : label });
  const [date = '', time] = value.split('T');
  const [year = '', month = '', day = ''] = date.split('-');
  const [hour = 0, minute = 0] = (time ?? '00:00').split(':').map(Number);
  const segments = group.getByRole('spinbutton');
  const types = await segmentTypes(group);
  const twelve = types.includes('dayPeriod');
  const typed: Record<string, string> = {
    year,
    month,
    day,
    hour: twelve ? String(hour % 12 || 12) : String(hour).padStart(2, '0'),
    minute: String(minute).padStart(2, '0'),
  };
  for (const [i, type] of types.entries()) {
    const segment = segments.nth(i);
    if (type === 'dayPeriod') {
      const wanted = hour >= 12 ? '1' : '0';
      for (let presses = 0; presses < 2 && (await segment.getAttribute('aria-valuenow')) !== wanted; presses++) await segment.press('ArrowUp');
      await expect(segment).toHaveAttribute('aria-valuenow', wanted);
    } else if (typed[type] !== undefined) {
      await segment.focus();
      await page.keyboard.type(typed[type]);
    }
  }
}

/** A number as the portal writes it in a language (its Macao locale): "1,014" in English, "5,41" in Portuguese. */
export const numberText = (value: number, lang: Language): string => new Intl.NumberFormat(intlLocale(lang)).format(value);

export async function signIn(page: Page, m: Bundle, username: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: exact(m.auth.title) })).toBeVisible();
  await page.getByLabel(m.auth.username).fill(username);
  await page.getByLabel(m.auth.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: exact(m.auth.submit) }).click();
}

/** Opens an address in the page as a link does (wouter follows the history), without loading the page again. */
export async function follow(page: Page, address: string): Promise<void> {
  await page.evaluate((address) => {
    history.pushState(null, '', address);
    dispatchEvent(new PopStateEvent('popstate'));
  }, address);
}

/**
 * Waits until nothing in the page's main area is loading (`aria-busy`). A journey that presses something below
 * loading sections presses it after they arrived: a section growing as it fills (Portuguese service names wrap to
 * four lines, more than a loading tile holds) would otherwise move the target between Playwright's aim and its click.
 */
export async function mainLoaded(page: Page): Promise<void> {
  await expect(page.locator('#main [aria-busy="true"]')).toHaveCount(0);
}

/** The signed-in page's token, to ask the API directly what is stored. */
export async function tokenOf(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('mhp:token'));
  if (!raw) throw new Error('no token in localStorage');
  return raw;
}

export interface Reading { id: number; systolic: number; diastolic: number; pulse: number; level: string }

export async function storedReadings(request: APIRequestContext, token: string): Promise<{ rows: Reading[]; total: number }> {
  const res = await request.post('/api/healthRecord/bloodPressure/list', {
    headers: { Authorization: token },
    data: { page: { pageNum: 1, pageSize: 100 } },
  });
  const body = (await res.json()) as { resultCode: string; data: { rows: Reading[]; total: number } };
  expect(body.resultCode).toBe('000000');
  return body.data;
}
