import { expect, test } from '@playwright/test';
import type { MedicationList, PrescriptionListResult } from '@macao-phr/contract';
import { at, exact, expectNoAxeViolations, projectOf, signIn, tokenOf } from './support.ts';
import { en } from '../../portal/src/features/medication/i18n/en.ts';
import { zhHant } from '../../portal/src/features/medication/i18n/zh-Hant.ts';
import { pt } from '../../portal/src/features/medication/i18n/pt.ts';

const bundles = { 'zh-Hant': zhHant, en, pt } as const;
const projects = ['mobile-zh-Hant', 'mobile-en', 'mobile-pt', 'web-zh-Hant', 'web-en', 'web-pt'];

/**
 * docs/product/routes.md inuse: following a prescription whose course has ended brings its medicines into "medication in use",
 * at the top, each marked "Followed" and saying when the course ended; across a reload; unfollowing takes them out.
 * demo-f, each project with a finished prescription of its own (projects run side by side against one server).
 */
test('following a finished prescription puts its medicines first in medication in use, marked Followed', async ({ page, request }, info) => {
  test.setTimeout(150_000);
  const { lang, tree, m } = projectOf(info);
  const t = bundles[lang];
  await page.goto(`/${tree}/prescription?lang=${lang}`);
  await signIn(page, m, 'demo-f');
  await expect(page).toHaveURL(at(tree, 'prescription'));
  const headers = { Authorization: await tokenOf(page) };
  const { rows } = ((await (await request.post('/api/drugInfo/getDrugInfo', { headers, data: { page: { pageNum: 1, pageSize: 100 } } })).json()) as { data: PrescriptionListResult }).data;
  const finished = rows.filter((r) => !r.inUse);
  const target = finished[projects.indexOf(info.project.name) % finished.length];
  if (!target) throw new Error('demo-f has no finished prescription');
  await request.post('/api/drugInfo/follow', { headers, data: { id: target.id, isFollow: 0 } });
  const inUse = async () => ((await (await request.post('/api/drugInfo/getDrugIndexShow', { headers, data: { scope: 'inuse' } })).json()) as { data: MedicationList }).data.rows;
  expect((await inUse()).some((r) => r.prescriptionId === target.id)).toBe(false);

  try {
    await page.goto(`/${tree}/prescriptionDetail?id=${target.id}`);
    await page.getByRole('button', { name: exact(t.follow) }).click();
    await expect(page.getByRole('button', { name: exact(t.followed) })).toHaveAttribute('aria-pressed', 'true');

    const lines = (await inUse()).filter((r) => r.prescriptionId === target.id);
    expect(lines.length).toBeGreaterThan(0);
    for (const reload of [false, true]) {
      if (reload) await page.reload();
      else await page.goto(`/${tree}/inuse`);
      await expect(page.getByRole('heading', { level: 1, name: exact(m.common.routes.inuse) })).toBeVisible();
      const items = page.getByRole('list', { name: t.inUseLabel }).getByRole('listitem');
      // Followed ones first: the first item says Followed (the other projects' followed ones may come before ours).
      await expect(items.first().getByText(exact(t.followedBadge))).toBeVisible();
      for (const line of lines) {
        const name = lang === 'en' ? line.gnameEng : lang === 'pt' ? line.gnamePor : line.gnameTra;
        const item = items.filter({ hasText: name }).filter({ hasText: t.followedBadge }).first();
        await expect(item).toBeVisible();
        await expect(item).toContainText(t.ended.split('{{date}}')[0]!.trim());
      }
      await expectNoAxeViolations(page);
    }
  } finally {
    await request.post('/api/drugInfo/follow', { headers, data: { id: target.id, isFollow: 0 } });
  }
  expect((await inUse()).some((r) => r.prescriptionId === target.id)).toBe(false);
});
