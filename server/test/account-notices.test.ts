import { describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { API_BASE, ResultCode, paths, type InspectionListResult, type LoginResult, type NoticeListResult, type NoticeUnread } from '@macao-phr/contract';
import { residents } from '../src/db/schema.ts';
import { notices, signInBrowsers } from '../src/db/tables/ingest.ts';
import { imagingImages, imagingReports } from '../src/db/tables/imaging.ts';
import { pushPayloadOf } from '../src/push/texts.ts';
import { DEMO_PASSWORD } from '../src/seed/demo.ts';
import { MINOR_PATID, api, as, dataOf, onEachDatabase, post, postgresAdminUrl, useSignedInDemo, type OpenDatabase } from './support.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const adminUrl = await postgresAdminUrl();

/**
 * docs/product/notices.md: the notices of the resident's own account. A sign-in from a browser the resident had not
 * signed in from (the id the portal keeps in localStorage) is told once per browser; a share link to their imaging
 * pictures is told each time one is made, by them or by their guardian.
 */
function suite(label: string, open: OpenDatabase) {
  describe(`notices of sign-ins and shares on ${label}`, () => {
    const demo = useSignedInDemo(open, { loginRateLimit: 1000, shareRateLimit: 1000 });

    async function signIn(username: string, browserId?: string): Promise<string> {
      const answer = await post(demo.app, `${API_BASE}${paths.login}`, { username, password: DEMO_PASSWORD, ...(browserId === undefined ? {} : { browserId }) });
      expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe(ResultCode.SUCCESS);
      return dataOf<LoginResult>(answer).tokenId;
    }
    const signInNotices = async (token: string) => (await demo.call<NoticeListResult>(paths.noticeList, { page: { pageNum: 1, pageSize: 50 } }, token)).rows.filter((r) => r.kind === 'new_browser');

    it('tells of the first sign-in from a browser, not of a second from the same one, and again of another browser or none named', async () => {
      const laptop = 'laptop-browser-id-0000000001';
      const first = await signIn('demo-o', laptop);
      const told = await signInNotices(first);
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ kind: 'new_browser', recordType: 'sign_in', recordId: null, orgCode: null, read: false });
      expect((await demo.call<NoticeUnread>(paths.noticeUnread, {}, first)).unread).toBe(1);

      const second = await signIn('demo-o', laptop);
      expect(await signInNotices(second)).toHaveLength(1);

      // The same browser id is new to another resident: browsers are known per resident.
      const other = await signIn('demo-guardian', laptop);
      expect(await signInNotices(other)).toHaveLength(1);

      await signIn('demo-o', 'phone-browser-id-00000000002');
      expect(await signInNotices(second)).toHaveLength(2);
      // A client that names no browser cannot be recognised: told every time.
      await signIn('demo-o');
      expect(await signInNotices(second)).toHaveLength(3);

      // Only the id's hash is kept.
      const kept = await demo.database.db.select().from(signInBrowsers);
      expect(kept.length).toBeGreaterThanOrEqual(3);
      expect(kept.some((b) => b.browserHash.includes('browser-id'))).toBe(false);

      // A failed sign-in tells nobody, and a malformed id is refused before anything.
      const failed = await post(demo.app, `${API_BASE}${paths.login}`, { username: 'demo-o', password: 'wrong-password', browserId: 'tablet-browser-id-0000000003' });
      expect(failed.body.resultCode).not.toBe(ResultCode.SUCCESS);
      const malformed = await post(demo.app, `${API_BASE}${paths.login}`, { username: 'demo-o', password: DEMO_PASSWORD, browserId: 'short' });
      expect(malformed.body.resultCode).not.toBe(ResultCode.SUCCESS);
      expect(await signInNotices(second)).toHaveLength(3);
    });

    it('tells the resident of each share link made to their imaging report, with the report to open', async () => {
      const reports = await demo.list<InspectionListResult>(paths.inspectionList, demo.f);
      const report = reports.rows[0];
      if (!report) throw new Error('no report');
      const before = (await demo.call<NoticeListResult>(paths.noticeList, {}, demo.f)).rows.filter((r) => r.kind === 'share_created');
      expect(before).toHaveLength(0);

      const dicom = await post(demo.app, api(paths.shareDicom), { reportId: report.id }, as(demo.f));
      expect(dicom.body.resultCode, JSON.stringify(dicom.body)).toBe(ResultCode.SUCCESS);
      const after = (await demo.call<NoticeListResult>(paths.noticeList, {}, demo.f)).rows.filter((r) => r.kind === 'share_created');
      expect(after).toHaveLength(1);
      expect(after[0]).toMatchObject({ recordType: 'share', recordId: report.id, orgCode: report.orgCode, read: false });
      // Nobody else is told.
      expect((await demo.call<NoticeListResult>(paths.noticeList, {}, demo.m)).rows.filter((r) => r.kind === 'share_created')).toHaveLength(0);

      // A share refused (an unknown report) tells nothing.
      expect((await post(demo.app, api(paths.shareDicom), { reportId: 999_999 }, as(demo.f))).body.resultCode).toBe(ResultCode.NOT_FOUND);
      expect((await demo.call<NoticeListResult>(paths.noticeList, {}, demo.f)).rows.filter((r) => r.kind === 'share_created')).toHaveLength(1);
    });

    it('tells the ward, not the guardian, of a picture share the guardian made for them', async () => {
      const db = demo.database.db;
      const [ward] = await db.select({ id: residents.id }).from(residents).where(eq(residents.patid, MINOR_PATID));
      const wardId = ward?.id ?? 0;
      const [report] = await db
        .insert(imagingReports)
        .values({ residentId: wardId, orgCode: 'KWH', modality: 'CR', examName: '左手X光', examNameEn: 'Left hand X-ray', examNamePt: 'Radiografia da mão esquerda', findings: 'Normal.', impression: 'Normal.', reportedBy: 'Dr. Ho', reportedAt: new Date(Date.now() - 86_400_000) })
        .returning();
      const [picture] = await db.insert(imagingImages).values({ residentId: wardId, reportId: report?.id ?? 0, seq: 1, variant: 1 }).returning();
      const guardian = await signIn('demo-guardian', 'guardian-browser-id-00000001');
      const shared = await post(demo.app, api(paths.shareDicomImage), { reportId: report?.id, imageIds: [picture?.id] }, as(guardian, { subject: MINOR_PATID }));
      expect(shared.body.resultCode, JSON.stringify(shared.body)).toBe(ResultCode.SUCCESS);
      const toWard = await db.select().from(notices).where(and(eq(notices.residentId, wardId), eq(notices.kind, 'share_created')));
      expect(toWard.map((n) => [n.recordType, n.recordId, n.orgCode])).toEqual([['share', report?.id, 'KWH']]);
      expect((await demo.call<NoticeListResult>(paths.noticeList, {}, guardian)).rows.filter((r) => r.kind === 'share_created')).toHaveLength(0);
    });
  });
}

onEachDatabase(suite, adminUrl);

describe('the push of an account notice', () => {
  it('names neither the browser nor the report, in each language', () => {
    for (const language of ['zh-Hant', 'en', 'pt'] as const) {
      const signIn = pushPayloadOf({ id: 7, kind: 'new_browser', recordType: 'sign_in' }, language, 'mob');
      const share = pushPayloadOf({ id: 8, kind: 'share_created', recordType: 'share' }, language, 'web');
      expect(signIn).toMatchObject({ url: '/mob/notices', tag: 'notice-7' });
      expect(share).toMatchObject({ url: '/web/notices', tag: 'notice-8' });
      expect(signIn.body).not.toBe(share.body);
      for (const body of [signIn.body, share.body]) expect(body).not.toMatch(/Kiang|KWH|X-ray|\d/);
    }
    expect(pushPayloadOf({ id: 7, kind: 'new_browser', recordType: 'sign_in' }, 'en', 'mob').body).toMatch(/new browser/);
  });
});
