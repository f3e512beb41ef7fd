import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Language } from '@macao-phr/contract';
import { at, exact, expectNoAxeViolations, mainLoaded, projectOf, signIn, tokenOf } from './support.ts';
import { en } from '../../portal/src/features/vaccination/i18n/en.ts';
import { zhHant } from '../../portal/src/features/vaccination/i18n/zh-Hant.ts';
import { pt } from '../../portal/src/features/vaccination/i18n/pt.ts';
import { en as homeEn } from '../../portal/src/features/home/i18n/en.ts';
import { zhHant as homeZh } from '../../portal/src/features/home/i18n/zh-Hant.ts';
import { pt as homePt } from '../../portal/src/features/home/i18n/pt.ts';

const vaccinationBundles = { 'zh-Hant': zhHant, en, pt } as const;
/** The booklet's title in each language (server/src/export/vaccination-pdf.ts). */
const BOOKLET_TITLES: Record<Language, string> = { 'zh-Hant': '疫苗接種手冊', en: 'Vaccination Booklet', pt: 'Boletim de Vacinas' };
const homeBundles = { 'zh-Hant': homeZh, en: homeEn, pt: homePt } as const;

/** The catalogue is data: the tile's name in each language comes from the seed file. */
const seed = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../server/seed/catalogue.json'), 'utf8')) as {
  services: { serviceKey: string; name: Record<Language, string> }[];
};
const appointmentsTile = seed.services.find((s) => s.serviceKey === '/home/yyqk');
const tileName = (name: string) => new RegExp(`^\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`);

/**
 * docs/product/routes.md behaviour 4 and docs/product/states.md end to end for demo-minor (the childhood programme): a home service tile
 * stores the vaccine tab '2' and linkType=home, so the records open on the routine tab whatever was chosen
 * before; other tabs list their type; a dose opens (vaccineDetail on the web, a sheet on a phone); the
 * booklet is a real PDF of the records; back returns home on a phone. axe on every page.
 */
test('from home, the vaccination records open on the routine tab; tabs, a dose, the booklet PDF', async ({ page, request }, info) => {
  test.setTimeout(180_000);
  const { lang, tree, m } = projectOf(info);
  const v = vaccinationBundles[lang];
  expect(appointmentsTile).toBeDefined();

  await page.goto(`/${tree}/home?lang=${lang}`);
  await signIn(page, m, 'demo-minor');
  await expect(page).toHaveURL(at(tree, 'home'));
  // An earlier visit chose influenza: the home tile must reset it to routine (docs/product/states.md default 2).
  await page.evaluate(() => sessionStorage.setItem('mhp:vaccineTab', '4'));

  // The home's own link (on the web the top navigation has one of the same name in some languages), once the
  // sections above it have loaded, taken from the keyboard: a pointer press lands where the link is drawn, and one
  // clean-clone run's press on the desktop home missed it (the page stayed home) while the sections below it came.
  const allServices = page.locator('#main').getByRole('link', { name: exact(homeBundles[lang].allServices) });
  await expect(allServices).toBeVisible();
  await mainLoaded(page);
  await allServices.focus();
  await expect(allServices).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(at(tree, 'allService'));
  const tile = tileName(appointmentsTile?.name[lang] ?? '');
  await page.getByRole('link', { name: tile }).or(page.getByRole('button', { name: tile })).first().click();
  await expect(page).toHaveURL(at(tree, 'vaccinationAppointment'));
  expect(await page.evaluate(() => [sessionStorage.getItem('mhp:vaccineTab'), sessionStorage.getItem('mhp:linkType')])).toEqual(['2', 'home']);
  const appointments = page.getByRole('list', { name: v.appointmentsList });
  await expect(appointments.getByRole('listitem')).toHaveCount(1);
  await expectNoAxeViolations(page);

  // The records: routine tab selected, its vaccines listed with the first one open.
  await page.getByRole('link', { name: exact(v.records) }).click();
  await expect(page).toHaveURL(at(tree, 'vaccine'));
  await expect(page.getByRole('heading', { level: 1, name: exact(m.common.routes.vaccine) })).toBeVisible();
  await expect(page.getByRole('tab', { name: exact(v.type[2]) })).toHaveAttribute('aria-selected', 'true');
  const routine = page.locator('[data-vaccine-type="2"]');
  await expect(routine.locator('[data-vaccine]')).toHaveCount(8);
  await expect(routine.locator('[data-dose]').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Another tab lists that type only, and is remembered.
  await page.getByRole('tab', { name: exact(v.type[4]) }).click();
  await expect(page.getByRole('tab', { name: exact(v.type[4]) })).toHaveAttribute('aria-selected', 'true');
  const influenza = page.locator('[data-vaccine-type="4"]');
  await expect(influenza.locator('[data-vaccine]')).toHaveCount(1);
  await expect(influenza.locator('[data-vaccine="FLU"] [data-dose]')).toHaveCount(4);
  expect(await page.evaluate(() => sessionStorage.getItem('mhp:vaccineTab'))).toBe('4');
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: exact(v.type[5]) }).click();
  await expect(page.locator('[data-vaccine-type="5"] [data-dose]')).toHaveCount(1);

  // A dose opens.
  await page.getByRole('tab', { name: exact(v.type[4]) }).click();
  await influenza.locator('[data-dose]').first().click();
  if (tree === 'web') {
    await expect(page).toHaveURL(at(tree, 'vaccineDetail'));
    await expect(page.getByRole('heading', { level: 1, name: exact(m.common.routes.vaccineDetail) })).toBeVisible();
    await expect(page.getByText(v.batch)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: exact(v.backToList) }).click();
    await expect(page).toHaveURL(at(tree, 'vaccine'));
    // The tab chosen before is kept.
    await expect(page.getByRole('tab', { name: exact(v.type[4]) })).toHaveAttribute('aria-selected', 'true');
  } else {
    const sheet = page.getByRole('dialog', { name: exact(v.detailTitle) });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText(v.batch)).toBeVisible();
    await expectNoAxeViolations(page);
    await sheet.getByRole('button', { name: exact(v.close) }).click();
    await expect(sheet).toHaveCount(0);
  }

  // The booklet: a real PDF of the records, shown in the viewer with its download link.
  await page.getByRole('link', { name: exact(v.book) }).click();
  await expect(page).toHaveURL(at(tree, 'vaccineBook'));
  await expect(page.locator('[data-booklet] canvas')).toBeVisible({ timeout: 30_000 });
  const download = page.getByRole('link', { name: exact(v.bookDownload) });
  await expect(download).toHaveAttribute('href', /^blob:/);
  await expectNoAxeViolations(page);
  const token = await tokenOf(page);
  // In the reader's language (the Language header the portal sends): title and name as pdf.js reads them.
  const pdf = await request.get('/api/vaccination/handbook', { headers: { Authorization: token, Language: lang } });
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const bytes = new Uint8Array(await pdf.body());
  const doc = await getDocument({ data: bytes, verbosity: 0 }).promise;
  const firstPage = (await (await doc.getPage(1)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
  await doc.destroy();
  expect(firstPage).toContain(BOOKLET_TITLES[lang]);
  expect(firstPage).toContain(lang === 'zh-Hant' ? '黃小明' : 'WONG SIU MENG');

  // Opened from a home tile: on a phone, back from the records returns home.
  if (tree === 'mob') {
    await page.goto(`/${tree}/vaccine`);
    await expect(page.getByRole('tab', { name: exact(v.type[4]) })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: exact(m.common.back) }).click();
    await expect(page).toHaveURL(at(tree, 'home'));
  }
});
