import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { at, projectOf, signIn, tokenOf } from './support.ts';
import { en } from '../../portal/src/features/imaging/i18n/en.ts';
import { zhHant } from '../../portal/src/features/imaging/i18n/zh-Hant.ts';
import { pt } from '../../portal/src/features/imaging/i18n/pt.ts';

export const imagingBundles = { 'zh-Hant': zhHant, en, pt } as const;

type Envelope<T> = { resultCode: string; data: T };
export type Report = { id: number; imageCount: number; examName: string; examNameEn: string; examNamePt: string };
export type Picture = { id: number; seq: number; isTrue: boolean };

/** An /inspectionInfo call as `token` that must succeed; its data. */
export async function call<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const res = await request.post(`/api/inspectionInfo/${path}`, { headers: { Authorization: token }, data });
  const body = (await res.json()) as Envelope<T>;
  expect(body.resultCode).toBe('000000');
  return body.data;
}

/**
 * demo-m signs in on the way to `screen` (no report chosen yet: the screen says so), and gets a report with at
 * least three pictures, one per project, so that journeys running side by side never regenerate each other's
 * link; with its released pictures.
 */
export async function signInForShare(page: Page, request: APIRequestContext, info: TestInfo, screen: string) {
  const project = projectOf(info);
  const { lang, tree, m } = project;
  const t = imagingBundles[lang];
  await page.goto(`/${tree}/${screen}?lang=${lang}`);
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, m, 'demo-m');
  await expect(page).toHaveURL(at(tree, screen));
  await expect(page.getByText(t.noReport)).toBeVisible();
  const token = await tokenOf(page);
  const reports = await call<{ rows: Report[] }>(request, token, 'getInspectionInfo', { page: { pageNum: 1, pageSize: 20 } });
  const projects = ['mobile-zh-Hant', 'mobile-en', 'mobile-pt', 'web-zh-Hant', 'web-en', 'web-pt'];
  const report = reports.rows.filter((r) => r.imageCount >= 3)[projects.indexOf(info.project.name) + 1];
  if (!report) throw new Error('demo-m has no report with pictures');
  const released = (await call<{ items: Picture[] }>(request, token, 'getDicomImageList', { reportId: report.id, page: { pageNum: 1, pageSize: 100 } })).items.filter((p) => p.isTrue);
  return { ...project, t, token, report, released };
}
