import { describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ResultCode,
  SHARE_LINK_VALIDITY_MS,
  paths,
  type DicomImageListResult,
  type InspectionListResult,
  type ShareDicomImageResult,
  type ShareDicomResult,
  type ShareDicomUrlResult,
  type ShareImageListResult,
} from '@macao-phr/contract';
import { accessLog, residents } from '../src/db/schema.ts';
import { imagingImages, imagingReports, imagingShareImages, imagingShares } from '../src/db/tables/imaging.ts';
import { dicomViewerAddress, hashShareId } from '../src/routes/imaging.ts';
import { MINOR_PATID, api, as, dataOf, loginAs, onEachDatabase, post, postgresAdminUrl, startProduct, useSignedInDemo, type OpenDatabase } from './support.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const adminUrl = await postgresAdminUrl();

function suite(label: string, open: OpenDatabase) {
  describe(`DICOM share links on ${label}`, () => {
    let clock = Date.parse('2026-06-01T08:00:00Z');
    const demo = useSignedInDemo(open, { loginRateLimit: 1000, shareRateLimit: 1000, shareViewRateLimit: 1000, now: () => new Date(clock) });
    const firstReport = async (token: string, extra: Record<string, string> = {}) =>
      dataOf<InspectionListResult>(await post(demo.app, api(paths.inspectionList), {}, as(token, extra))).rows[0]?.id ?? 0;
    const shareDicom = (token: string, reportId: number, extra: Record<string, string> = {}) => post(demo.app, api(paths.shareDicom), { reportId }, as(token, extra));
    const resolve = (shareId: string, terminal?: 'web' | 'mob', language = 'en') =>
      post(demo.app, api(paths.shareDicomUrl), terminal ? { shareId, terminal } : { shareId }, { language });
    const viewPictures = (shareId: string) => post(demo.app, api(paths.shareImageList), { shareId, page: { pageNum: 1, pageSize: 100 } }, { language: 'en' });

    it('creates a 72-hour DICOM link of the whole study, stores only its hash, resolves it to the demo viewer and logs both', async () => {
      const reportId = await firstReport(demo.m);
      const made = await shareDicom(demo.m, reportId);
      expect(made.body.resultCode).toBe(ResultCode.SUCCESS);
      const link = dataOf<ShareDicomResult>(made);
      expect(link.shareId).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Date.parse(link.expiresAt) - clock).toBe(SHARE_LINK_VALIDITY_MS);
      expect(link.validHours).toBe(72);
      const stored = await demo.database.db.select().from(imagingShares).where(and(eq(imagingShares.reportId, reportId), eq(imagingShares.kind, 'dicom')));
      expect(stored.map((s) => s.shareHash)).toEqual([hashShareId(link.shareId)]);
      expect(JSON.stringify(stored)).not.toContain(link.shareId);

      const web = dataOf<ShareDicomUrlResult>(await resolve(link.shareId));
      expect(web.dicomUrl).toBe(`/webShareReportImages?shareId=${encodeURIComponent(link.shareId)}`);
      const mob = dataOf<ShareDicomUrlResult>(await resolve(link.shareId, 'mob'));
      expect(mob.dicomUrl).toBe(`/mobShareReportImages?shareId=${encodeURIComponent(link.shareId)}`);

      // With no DICOM viewer configured, the portal's picture viewer opens the link: every released picture of the study.
      const released = await demo.database.db
        .select({ id: imagingImages.id })
        .from(imagingImages)
        .where(and(eq(imagingImages.reportId, reportId), eq(imagingImages.released, true)));
      const pictures = dataOf<ShareImageListResult>(await viewPictures(link.shareId));
      expect(pictures.total).toBe(released.length);
      expect(pictures.total).toBeGreaterThan(0);
      expect(new Set(pictures.items.map((i) => i.id))).toEqual(new Set(released.map((r) => r.id)));

      const entries = await demo.database.db.select().from(accessLog).where(and(eq(accessLog.subjectId, demo.mId), eq(accessLog.recordType, 'imaging'), eq(accessLog.recordId, reportId)));
      expect(entries.some((e) => e.action === 'share' && e.outcome === 'ok' && e.actorId === demo.mId)).toBe(true);
      expect(entries.some((e) => e.action === 'read' && e.outcome === 'ok' && e.actorId === null)).toBe(true);
    });

    it('ends the old DICOM link when the study is shared again, leaving picture links alone', async () => {
      const reportId = await firstReport(demo.m);
      const images = dataOf<DicomImageListResult>(await post(demo.app, api(paths.dicomImageList), { reportId }, as(demo.m)));
      const pictureLink = dataOf<ShareDicomImageResult>(await post(demo.app, api(paths.shareDicomImage), { reportId, imageIds: [images.items[0]?.id ?? 0] }, as(demo.m)));
      const first = dataOf<ShareDicomResult>(await shareDicom(demo.m, reportId));
      const second = dataOf<ShareDicomResult>(await shareDicom(demo.m, reportId));
      expect(second.shareId).not.toBe(first.shareId);
      expect((await resolve(first.shareId)).body).toEqual({ resultCode: ResultCode.SHARE_LINK_EXPIRED, resultMsg: 'The current link has expired', data: null });
      expect((await resolve(second.shareId)).body.resultCode).toBe(ResultCode.SUCCESS);
      expect(dataOf<ShareImageListResult>(await viewPictures(pictureLink.shareId)).total).toBe(1);
      // A picture link is no DICOM link.
      expect((await resolve(pictureLink.shareId)).body.resultCode).toBe(ResultCode.SHARE_LINK_UNKNOWN);
    });

    it('expires a DICOM link after 72 hours, and logs the refused opening for the owner', async () => {
      const reportId = await firstReport(demo.m);
      const link = dataOf<ShareDicomResult>(await shareDicom(demo.m, reportId));
      const start = clock;
      try {
        clock = start + SHARE_LINK_VALIDITY_MS - 1000;
        expect((await resolve(link.shareId)).body.resultCode).toBe(ResultCode.SUCCESS);
        clock = start + SHARE_LINK_VALIDITY_MS;
        expect((await resolve(link.shareId)).body).toMatchObject({ resultCode: ResultCode.SHARE_LINK_EXPIRED, data: null });
        expect((await resolve(link.shareId, 'mob', 'pt')).body.resultMsg).not.toBe('The current link has expired');
        expect((await viewPictures(link.shareId)).body.resultCode).toBe(ResultCode.SHARE_LINK_EXPIRED);
      } finally {
        clock = start;
      }
      const entries = await demo.database.db.select().from(accessLog).where(and(eq(accessLog.subjectId, demo.mId), eq(accessLog.action, 'read'), eq(accessLog.outcome, 'refused')));
      expect(entries.some((e) => e.recordId === reportId && e.actorId === null)).toBe(true);
    });

    it('answers another resident’s study exactly as an unknown one, storing nothing', async () => {
      const reportId = await firstReport(demo.m);
      const before = await demo.database.db.select().from(imagingShares);
      const theirs = await shareDicom(demo.f, reportId);
      const none = await shareDicom(demo.f, 2_000_000_000);
      expect(theirs.body).toEqual({ resultCode: ResultCode.NOT_FOUND, resultMsg: 'Record not found', data: null });
      expect(theirs.body).toEqual(none.body);
      expect(await demo.database.db.select().from(imagingShares)).toEqual(before);
      const [fRow] = await demo.database.db.select({ id: residents.id }).from(residents).where(eq(residents.username, 'demo-f'));
      const refused = await demo.database.db.select().from(accessLog).where(and(eq(accessLog.actorId, fRow?.id ?? 0), eq(accessLog.action, 'share'), eq(accessLog.outcome, 'not_found')));
      expect(refused.map((e) => e.recordId)).toEqual(expect.arrayContaining([reportId, 2_000_000_000]));
    });

    it('answers an unknown link as unknown, in the caller’s language', async () => {
      expect((await resolve('no-such-link')).body).toEqual({ resultCode: ResultCode.SHARE_LINK_UNKNOWN, resultMsg: 'This link does not exist', data: null });
      expect((await resolve('A'.repeat(43), 'web', 'pt')).body).toMatchObject({ resultCode: ResultCode.SHARE_LINK_UNKNOWN, resultMsg: 'Esta ligação não existe' });
      expect((await post(demo.app, api(paths.shareDicomUrl), { shareId: 'x', terminal: 'tv' }, { language: 'en' })).body.resultCode).toBe(ResultCode.VALIDATION_FAILED);
    });

    it('lets a verified guardian share a ward’s study, and no one else’s', async () => {
      const [ward] = await demo.database.db.select({ id: residents.id }).from(residents).where(eq(residents.patid, MINOR_PATID));
      const [report] = await demo.database.db
        .insert(imagingReports)
        .values({ residentId: ward?.id ?? 0, orgCode: 'KWH', modality: 'CR', examName: '左手X光', examNameEn: 'Left hand X-ray', examNamePt: 'Radiografia da mão esquerda', findings: 'Normal.', impression: 'Normal.', reportedBy: 'Dr. Ho', reportedAt: new Date(clock - 86_400_000) })
        .returning();
      await demo.database.db.insert(imagingImages).values({ residentId: ward?.id ?? 0, reportId: report?.id ?? 0, seq: 1, variant: 1 });
      const guardian = await loginAs(demo.app, 'demo-guardian');
      expect((await shareDicom(guardian, report?.id ?? 0)).body.resultCode).toBe(ResultCode.NOT_FOUND);
      const link = dataOf<ShareDicomResult>(await shareDicom(guardian, report?.id ?? 0, { subject: MINOR_PATID }));
      expect(dataOf<ShareDicomUrlResult>(await resolve(link.shareId)).dicomUrl).toContain(encodeURIComponent(link.shareId));
      const [share] = await demo.database.db.select().from(imagingShares).where(eq(imagingShares.shareHash, hashShareId(link.shareId)));
      expect(share?.residentId).toBe(ward?.id);
      expect(await demo.database.db.select().from(imagingShareImages).where(eq(imagingShareImages.shareId, share?.id ?? 0))).toHaveLength(1);
      const mPatid = (await demo.database.db.select({ patid: residents.patid }).from(residents).where(eq(residents.id, demo.mId)))[0]?.patid ?? '';
      expect((await shareDicom(guardian, await firstReport(demo.m), { subject: mPatid })).body.resultCode).toBe(ResultCode.NOT_AUTHORIZED);
    });
  });
}

onEachDatabase(suite, adminUrl);

describe('a configured DICOM viewer (DICOM_VIEWER_URL)', () => {
  it('answers the template with the share id, and the picture viewer no longer opens DICOM links', async () => {
    const { app, close } = await startProduct(async () => ({ options: { memory: true }, cleanup: async () => {} }), {
      demo: true,
      dicomViewerUrl: 'https://pacs.example.mo/ohif/viewer?share={shareId}',
      shareViewRateLimit: 3,
    });
    try {
      const token = await loginAs(app, 'demo-m');
      const reportId = dataOf<InspectionListResult>(await post(app, api(paths.inspectionList), {}, { authorization: token })).rows[0]?.id ?? 0;
      const link = dataOf<ShareDicomResult>(await post(app, api(paths.shareDicom), { reportId }, { authorization: token }));
      const answer = dataOf<ShareDicomUrlResult>(await post(app, api(paths.shareDicomUrl), { shareId: link.shareId, terminal: 'mob' }, {}));
      expect(answer.dicomUrl).toBe(`https://pacs.example.mo/ohif/viewer?share=${encodeURIComponent(link.shareId)}`);
      expect((await post(app, api(paths.shareImageList), { shareId: link.shareId }, {})).body.resultCode).toBe(ResultCode.SHARE_LINK_UNKNOWN);
      // Resolution is limited per client like viewer calls (3 a minute here, counted apart from the picture viewer's).
      for (let i = 0; i < 2; i++) expect((await post(app, api(paths.shareDicomUrl), { shareId: link.shareId }, {})).status).toBe(200);
      const limited = await post(app, api(paths.shareDicomUrl), { shareId: link.shareId }, {});
      expect(limited.status).toBe(429);
      expect(limited.body.resultCode).toBe(ResultCode.RATE_LIMITED);
    } finally {
      await close();
    }
  });

  it('puts the share id, escaped, wherever the template says, or the portal page per terminal', () => {
    expect(dicomViewerAddress('https://v.example/{shareId}/view?s={shareId}', 'a b', 'web')).toBe('https://v.example/a%20b/view?s=a%20b');
    expect(dicomViewerAddress(null, 'abc', 'mob')).toBe('/mobShareReportImages?shareId=abc');
    expect(dicomViewerAddress(undefined, 'abc', 'web')).toBe('/webShareReportImages?shareId=abc');
  });
});
