import { describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  API_BASE,
  ResultCode,
  SHARE_IMAGES_MAX,
  SHARE_LINK_VALIDITY_MS,
  paths,
  type DicomImageListResult,
  type InspectionDetail,
  type InspectionListResult,
  type ShareDicomImageResult,
  type ShareImageListResult,
} from '@macao-phr/contract';
import { buildApp } from '../src/app.ts';
import { accessLog, residents } from '../src/db/schema.ts';
import { imagingImages, imagingReports, imagingShares } from '../src/db/tables/imaging.ts';
import { hashShareId } from '../src/routes/imaging.ts';
import { MINOR_PATID, api, as, dataOf, loginAs, onEachDatabase, post, postgresAdminUrl, useSignedInDemo, type OpenDatabase } from './support.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const adminUrl = await postgresAdminUrl();
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function suite(label: string, open: OpenDatabase) {
  describe(`imaging reports and share links on ${label}`, () => {
    let clock = Date.parse('2026-06-01T08:00:00Z');
    const demo = useSignedInDemo(open, { loginRateLimit: 1000, shareRateLimit: 1000, shareViewRateLimit: 1000, now: () => new Date(clock) });
    const reportsOf = (token: string) => demo.list<InspectionListResult>(paths.inspectionList, token);
    const imagesOf = async (token: string, reportId: number) =>
      dataOf<DicomImageListResult>(await post(demo.app, api(paths.dicomImageList), { reportId, page: { pageNum: 1, pageSize: 100 } }, as(token)));
    const share = (token: string, reportId: number, imageIds: number[]) => post(demo.app, api(paths.shareDicomImage), { reportId, imageIds }, as(token));
    const view = (shareId: string, pageNum = 1) => post(demo.app, api(paths.shareImageList), { shareId, page: { pageNum, pageSize: 10 } }, { language: 'en' });
    const get = (url: string, headers: Record<string, string> = {}) => demo.app.inject({ method: 'GET', url, headers });

    /** demo-m's newest report (24 pictures, the last not released). */
    async function bigReport(): Promise<{ id: number; images: DicomImageListResult }> {
      const list = await reportsOf(demo.m);
      const first = list.rows[0];
      if (!first) throw new Error('no report');
      return { id: first.id, images: await imagesOf(demo.m, first.id) };
    }

    it('lists the resident’s own reports, newest first, from the eight organisations, with dates, times and names in three languages', async () => {
      const list = await reportsOf(demo.m);
      expect(list.total).toBe(16);
      expect(new Set(list.rows.map((r) => r.orgCode))).toEqual(new Set(['SS', 'KWH', 'UH', 'YKH', 'COUAO', 'CCSI', 'CCIC', 'CRO']));
      const stamps = list.rows.map((r) => `${r.inspectionOrReportDate} ${r.inspectionOrReportTime}`);
      expect([...stamps].sort().reverse()).toEqual(stamps);
      for (const r of list.rows) {
        expect(r.examName).not.toBe('');
        expect(r.examNameEn).not.toBe(r.examName);
        expect(r.examNamePt).not.toBe('');
      }
      const paged = dataOf<InspectionListResult>(await post(demo.app, api(paths.inspectionList), { page: { pageNum: 2, pageSize: 10 } }, as(demo.m)));
      expect(paged.rows.map((r) => r.id)).toEqual(list.rows.slice(10).map((r) => r.id));
      const detail = dataOf<InspectionDetail>(await post(demo.app, api(paths.inspectionDetail), { id: list.rows[0]?.id }, as(demo.m)));
      expect(detail.findings.length).toBeGreaterThan(10);
      expect(detail.impression.length).toBeGreaterThan(5);
    });

    it('pages a report’s pictures with thumbUrl, url and isTrue, and serves real PNGs to the owner only', async () => {
      const { id, images } = await bigReport();
      expect(images.total).toBe(24);
      expect(images.items.map((i) => i.seq)).toEqual(Array.from({ length: 24 }, (_, k) => k + 1));
      expect(images.items.filter((i) => !i.isTrue)).toHaveLength(1);
      // The list, the detail and the preview count the same pictures: the 23 released ones.
      expect((await reportsOf(demo.m)).rows[0]?.imageCount).toBe(23);
      expect(dataOf<InspectionDetail>(await post(demo.app, api(paths.inspectionDetail), { id }, as(demo.m))).imageCount).toBe(23);
      const page2 = dataOf<DicomImageListResult>(await post(demo.app, api(paths.dicomImageList), { reportId: id, page: { pageNum: 2, pageSize: 10 } }, as(demo.m)));
      expect(page2).toMatchObject({ page: 2, total: 24 });
      expect(page2.items.map((i) => i.seq)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);

      const first = images.items[0];
      if (!first) throw new Error('no picture');
      const full = await get(first.url, { authorization: demo.m });
      expect(full.statusCode).toBe(200);
      expect(full.headers['content-type']).toBe('image/png');
      expect(full.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      const thumb = await get(first.thumbUrl, { authorization: demo.m });
      expect(thumb.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect(thumb.rawPayload.length).toBeLessThan(full.rawPayload.length);

      // Not signed in, another resident, an unreleased picture: an envelope, never the bytes.
      expect((await get(first.url)).json()).toMatchObject({ resultCode: ResultCode.SESSION_MISSING, data: null });
      expect((await get(first.url, { authorization: demo.f, language: 'en' })).json()).toMatchObject({ resultCode: ResultCode.NOT_FOUND, data: null });
      const hidden = images.items.find((i) => !i.isTrue);
      expect((await get(hidden?.url ?? '', { authorization: demo.m })).json()).toMatchObject({ resultCode: ResultCode.NOT_FOUND });
    });

    it('answers another resident’s report and picture ids exactly as unknown ids, and changes nothing', async () => {
      const { id, images } = await bigReport();
      const picture = images.items[0]?.id ?? 0;
      const unknownReport = 2_000_000_000;
      for (const [path, body, unknown] of [
        [paths.inspectionDetail, { id }, { id: unknownReport }],
        [paths.dicomImageList, { reportId: id }, { reportId: unknownReport }],
        [paths.shareDicomImage, { reportId: id, imageIds: [picture] }, { reportId: unknownReport, imageIds: [picture] }],
      ] as const) {
        const theirs = await post(demo.app, api(path), body, as(demo.f));
        const none = await post(demo.app, api(path), unknown, as(demo.f));
        expect(theirs.body).toEqual({ resultCode: ResultCode.NOT_FOUND, resultMsg: 'Record not found', data: null });
        expect(theirs.body).toEqual(none.body);
      }
      // demo-f's own report with demo-m's picture id: unknown too.
      const fReport = (await reportsOf(demo.f)).rows[0]?.id ?? 0;
      expect((await share(demo.f, fReport, [picture])).body.resultCode).toBe(ResultCode.NOT_FOUND);
      expect(await demo.database.db.select().from(imagingShares)).toHaveLength(0);
    });

    it('lets a verified guardian see a ward’s report, and refuses a ward who is not theirs', async () => {
      const [ward] = await demo.database.db.select({ id: residents.id }).from(residents).where(eq(residents.patid, MINOR_PATID));
      const [report] = await demo.database.db
        .insert(imagingReports)
        .values({ residentId: ward?.id ?? 0, orgCode: 'KWH', modality: 'CR', examName: '左手X光', examNameEn: 'Left hand X-ray', examNamePt: 'Radiografia da mão esquerda', findings: 'Normal.', impression: 'Normal.', reportedBy: 'Dr. Ho', reportedAt: new Date(clock - 86_400_000) })
        .returning();
      await demo.database.db.insert(imagingImages).values({ residentId: ward?.id ?? 0, reportId: report?.id ?? 0, seq: 1, variant: 1 });
      const guardian = await demo.login('demo-guardian');
      const list = await reportsOf(guardian);
      expect(list.total).toBe(0);
      const forWard = dataOf<InspectionListResult>(await post(demo.app, api(paths.inspectionList), {}, as(guardian, { subject: MINOR_PATID })));
      expect(forWard.rows.map((r) => r.id)).toEqual([report?.id]);
      const pics = dataOf<DicomImageListResult>(await post(demo.app, api(paths.dicomImageList), { reportId: report?.id }, as(guardian, { subject: MINOR_PATID })));
      const bytes = await get(pics.items[0]?.url ?? '', { authorization: guardian, subject: MINOR_PATID });
      expect(bytes.headers['content-type']).toBe('image/png');
      // Without the Subject header the guardian acts for themself: the ward's picture is unknown.
      expect((await get(pics.items[0]?.url ?? '', { authorization: guardian })).json()).toMatchObject({ resultCode: ResultCode.NOT_FOUND });
      // demo-m is nobody's ward.
      const mPatid = (await demo.database.db.select({ patid: residents.patid }).from(residents).where(eq(residents.id, demo.mId)))[0]?.patid ?? '';
      expect((await post(demo.app, api(paths.inspectionList), {}, as(guardian, { subject: mPatid }))).body.resultCode).toBe(ResultCode.NOT_AUTHORIZED);
    });

    it('shows an anonymous viewer only the chosen pictures, 10 a page, as real PNGs, and logs the view for the owner', async () => {
      const { id, images } = await bigReport();
      const chosen = images.items.filter((i) => i.isTrue).slice(2, 14).map((i) => i.id);
      const made = await share(demo.m, id, chosen);
      expect(made.body.resultCode).toBe(ResultCode.SUCCESS);
      const link = dataOf<ShareDicomImageResult>(made);
      expect(link.shareId).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Date.parse(link.expiresAt) - clock).toBe(SHARE_LINK_VALIDITY_MS);
      expect(link).toMatchObject({ validHours: 72, imageCount: 12 });
      // Only the hash is stored.
      const stored = await demo.database.db.select().from(imagingShares).where(eq(imagingShares.reportId, id));
      expect(stored.map((s) => s.shareHash)).toEqual([hashShareId(link.shareId)]);
      expect(JSON.stringify(stored)).not.toContain(link.shareId);

      const page1 = dataOf<ShareImageListResult>(await view(link.shareId));
      const page2 = dataOf<ShareImageListResult>(await view(link.shareId, 2));
      expect(page1.total).toBe(12);
      expect(page1.items).toHaveLength(10);
      expect([...page1.items, ...page2.items].map((i) => i.id)).toEqual(chosen);
      expect(page1.examNameEn).not.toBe('');
      expect(JSON.stringify(page1)).not.toMatch(/demo|patid|MO-/);

      const picture = page1.items[0];
      const bytes = await get(picture?.url ?? '');
      expect(bytes.statusCode).toBe(200);
      expect(bytes.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect((await get(picture?.thumbUrl ?? '')).headers['content-type']).toBe('image/png');
      // A picture of the same report that was not chosen is not reachable through the link.
      const notChosen = images.items.find((i) => i.isTrue && !chosen.includes(i.id));
      const sneaky = `${API_BASE}${paths.shareImage}?shareId=${encodeURIComponent(link.shareId)}&id=${notChosen?.id}&size=full`;
      expect((await get(sneaky)).json()).toMatchObject({ resultCode: ResultCode.NOT_FOUND, data: null });

      const entries = await demo.database.db.select().from(accessLog).where(and(eq(accessLog.subjectId, demo.mId), eq(accessLog.recordType, 'imaging')));
      expect(entries.some((e) => e.action === 'share' && e.outcome === 'ok' && e.recordId === id && e.actorId === demo.mId)).toBe(true);
      expect(entries.some((e) => e.action === 'list' && e.actorId === null && e.recordId === id)).toBe(true);
      expect(entries.some((e) => e.action === 'download' && e.actorId === null && e.recordId === picture?.id)).toBe(true);
    });

    it('ends the old link when the report is shared again', async () => {
      const { id, images } = await bigReport();
      const first = dataOf<ShareDicomImageResult>(await share(demo.m, id, [images.items[0]?.id ?? 0]));
      const second = dataOf<ShareDicomImageResult>(await share(demo.m, id, [images.items[1]?.id ?? 0, images.items[2]?.id ?? 0]));
      expect(second.shareId).not.toBe(first.shareId);
      expect((await view(first.shareId)).body).toEqual({ resultCode: ResultCode.SHARE_LINK_EXPIRED, resultMsg: 'The current link has expired', data: null });
      const oldPicture = `${API_BASE}${paths.shareImage}?shareId=${encodeURIComponent(first.shareId)}&id=${images.items[0]?.id}&size=thumb`;
      expect((await get(oldPicture)).json()).toMatchObject({ resultCode: ResultCode.SHARE_LINK_EXPIRED });
      expect(dataOf<ShareImageListResult>(await view(second.shareId)).total).toBe(2);
    });

    it('expires a link after 72 hours', async () => {
      const { id, images } = await bigReport();
      const link = dataOf<ShareDicomImageResult>(await share(demo.m, id, [images.items[0]?.id ?? 0]));
      const start = clock;
      try {
        clock = start + SHARE_LINK_VALIDITY_MS - 1000;
        expect((await view(link.shareId)).body.resultCode).toBe(ResultCode.SUCCESS);
        clock = start + SHARE_LINK_VALIDITY_MS;
        expect((await view(link.shareId)).body).toMatchObject({ resultCode: ResultCode.SHARE_LINK_EXPIRED, data: null });
        expect((await get(`${API_BASE}${paths.shareImage}?shareId=${encodeURIComponent(link.shareId)}&id=${images.items[0]?.id}`)).json()).toMatchObject({
          resultCode: ResultCode.SHARE_LINK_EXPIRED,
        });
      } finally {
        clock = start;
      }
    });

    it('answers an unknown link as unknown, in the caller’s language', async () => {
      expect((await view('no-such-link')).body).toEqual({ resultCode: ResultCode.SHARE_LINK_UNKNOWN, resultMsg: 'This link does not exist', data: null });
      const pt = await post(demo.app, api(paths.shareImageList), { shareId: 'A'.repeat(43) }, { language: 'pt' });
      expect(pt.body).toMatchObject({ resultCode: ResultCode.SHARE_LINK_UNKNOWN, resultMsg: 'Esta ligação não existe' });
    });

    it('refuses more than 100 pictures, unreleased pictures and an empty choice, storing nothing', async () => {
      const { id, images } = await bigReport();
      const before = await demo.database.db.select().from(imagingShares);
      const many = Array.from({ length: SHARE_IMAGES_MAX + 1 }, (_, k) => (images.items[0]?.id ?? 0) + k);
      expect((await share(demo.m, id, many)).body).toMatchObject({ resultCode: ResultCode.SHARE_TOO_MANY_IMAGES, data: null });
      const hidden = images.items.find((i) => !i.isTrue)?.id ?? 0;
      expect((await share(demo.m, id, [hidden])).body.resultCode).toBe(ResultCode.NOT_FOUND);
      expect((await share(demo.m, id, [])).body.resultCode).toBe(ResultCode.VALIDATION_FAILED);
      expect(await demo.database.db.select().from(imagingShares)).toEqual(before);
    });
  });
}

onEachDatabase(suite, adminUrl);

describe('share rate limits answer the documented code', () => {
  it('past SHARE_RATE_LIMIT creations a minute, and past SHARE_VIEW_RATE_LIMIT viewer calls a minute per client', async () => {
    const clock = Date.parse('2026-06-01T08:00:00Z');
    const app = await buildApp({ demo: true, shareRateLimit: 2, shareViewRateLimit: 3, now: () => new Date(clock) });
    try {
      const token = await loginAs(app, 'demo-m');
      const reportId = dataOf<InspectionListResult>(await post(app, api(paths.inspectionList), {}, { authorization: token })).rows[0]?.id ?? 0;
      const imageId = dataOf<DicomImageListResult>(await post(app, api(paths.dicomImageList), { reportId }, { authorization: token })).items[0]?.id ?? 0;
      const make = () => post(app, api(paths.shareDicomImage), { reportId, imageIds: [imageId] }, { authorization: token, language: 'en' });
      const link = dataOf<ShareDicomImageResult>(await make());
      expect((await make()).status).toBe(200);
      const limited = await make();
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ resultCode: ResultCode.RATE_LIMITED, resultMsg: 'Too many attempts. Please try again later', data: null });

      const open = () => post(app, api(paths.shareImageList), { shareId: link.shareId }, { language: 'en' });
      for (let i = 0; i < 3; i++) expect((await open()).body.resultCode).toBe(ResultCode.SHARE_LINK_EXPIRED);
      const tooMany = await open();
      expect(tooMany.status).toBe(429);
      expect(tooMany.body.resultCode).toBe(ResultCode.RATE_LIMITED);
    } finally {
      await app.close();
    }
  });
});
