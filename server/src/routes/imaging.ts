import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { API_BASE, ResultCode, SHARE_LINK_VALIDITY_HOURS, SHARE_LINK_VALIDITY_MS, SHARE_VIEWER_PATHS, endpoints, paths, shareSelectionProblem, type DicomImage, type InspectionRow, type OrganisationCode, type ResultCodeValue, type ShareDicomResult } from '@macao-phr/contract';
import type { AppContext } from '../http/context.ts';
import { noteShare } from '../auth/account-notices.ts';
import { imagingImages, imagingReports, imagingShareImages, imagingShares } from '../db/tables/imaging.ts';
import { fail, ok, registerEndpoint, type FileAnswer } from '../http/endpoint.ts';
import { macaoDateTime, qualified, recordList, totalOver, type Who } from '../http/record-list.ts';
import { callerKey } from './qr.ts';
import { pictureBytes, type PictureSize } from '../imaging/pictures.ts';

type StoredReport = typeof imagingReports.$inferSelect;
type StoredShare = typeof imagingShares.$inferSelect;

export type ImagingRouteOptions = AppContext & {
  /** Share links a resident may create per minute (SHARE_RATE_LIMIT). */
  shareRateLimit: number;
  /** Share-viewer list calls per client address per minute (SHARE_VIEW_RATE_LIMIT); picture bytes get ten times as many. */
  shareViewRateLimit: number;
  /**
   * DICOM_VIEWER_URL: the site's DICOM viewer (Orthanc/OHIF) address with `{shareId}` in it. Unset (demo): a
   * DICOM link opens the portal's own share viewer of the study's pictures, which then accepts DICOM links.
   */
  dicomViewerUrl?: string | null;
};

type ShareKind = 'pictures' | 'dicom';

/** The viewer address of a DICOM share: the configured template, or the portal's picture viewer page. */
export function dicomViewerAddress(template: string | null | undefined, shareId: string, terminal: 'web' | 'mob'): string {
  const id = encodeURIComponent(shareId);
  if (template) return template.split('{shareId}').join(id);
  return `${SHARE_VIEWER_PATHS[terminal]}?shareId=${id}`;
}

/** Share ids are 32 random bytes; only their SHA-256 is stored, so a database copy opens no link. */
export function hashShareId(shareId: string): string {
  return createHash('sha256').update(shareId).digest('hex');
}

/** The columns of a report that its row in the list shows. */
const rowColumns = {
  id: imagingReports.id,
  orgCode: imagingReports.orgCode,
  examName: imagingReports.examName,
  examNameEn: imagingReports.examNameEn,
  examNamePt: imagingReports.examNamePt,
  modality: imagingReports.modality,
  reportedAt: imagingReports.reportedAt,
};

function rowOf(r: Pick<StoredReport, keyof typeof rowColumns>, imageCount: number): InspectionRow {
  const { date, time } = macaoDateTime(r.reportedAt);
  return {
    id: r.id,
    orgCode: r.orgCode as OrganisationCode,
    examName: r.examName,
    examNameEn: r.examNameEn,
    examNamePt: r.examNamePt,
    modality: r.modality,
    inspectionOrReportDate: date,
    inspectionOrReportTime: time,
    imageCount,
  };
}

const imageUrl = (id: number, size: PictureSize) => `${API_BASE}${paths.inspectionImage}?id=${id}&size=${size}`;
const shareImageUrl = (shareId: string, id: number, size: PictureSize) =>
  `${API_BASE}${paths.shareImage}?shareId=${encodeURIComponent(shareId)}&id=${id}&size=${size}`;

function picture(bytes: Buffer, name: string): FileAnswer {
  return {
    body: bytes,
    headers: {
      'content-type': 'image/png',
      'content-length': String(bytes.length),
      'content-disposition': `inline; filename="${name}"`,
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; sandbox",
    },
  };
}

/**
 * docs/product/calls.md /inspectionInfo/*: the resident's imaging reports and their pictures, and sharing chosen pictures
 * by a link valid 72 hours. Every statement filters on the subject, so another resident's report or
 * picture id answers NOT_FOUND, exactly as an unknown id. A share link shows only the pictures chosen for
 * it, until it expires or the report is shared again.
 */
export const imagingRoutes: FastifyPluginAsync<ImagingRouteOptions> = async (app, options) => {
  const { shareRateLimit, shareViewRateLimit, dicomViewerUrl, ...ctx } = options;
  // The picture viewer opens DICOM links only when it is their viewer (no DICOM viewer configured).
  const pictureViewerKinds: ShareKind[] = dicomViewerUrl ? ['pictures'] : ['pictures', 'dicom'];
  const { db } = ctx.database;
  const records = recordList(db, 'imaging', {
    table: imagingReports,
    id: imagingReports.id,
    residentId: imagingReports.residentId,
    at: imagingReports.reportedAt,
    orgCode: imagingReports.orgCode,
  });
  const { log } = records;

  const shareLimit = { config: { rateLimit: { max: shareRateLimit, timeWindow: 60_000, keyGenerator: callerKey } } };
  const viewLimit = { config: { rateLimit: { max: shareViewRateLimit, timeWindow: 60_000, keyGenerator: (request: FastifyRequest) => `ip:${request.ip}` } } };
  const bytesLimit = { config: { rateLimit: { max: shareViewRateLimit * 10, timeWindow: 60_000, keyGenerator: (request: FastifyRequest) => `ip:${request.ip}` } } };

  async function ownReport(subjectId: number, id: number): Promise<StoredReport | null> {
    const [r] = await db.select().from(imagingReports).where(and(eq(imagingReports.id, id), eq(imagingReports.residentId, subjectId))).limit(1);
    return r ?? null;
  }

  /**
   * The subject's report, locked so that two concurrent shares of it cannot both stay live; null, with the
   * share logged as not found, when the subject has no such report.
   */
  async function reportToShare(who: Who, id: number): Promise<StoredReport | null> {
    const [r] = await db
      .select()
      .from(imagingReports)
      .where(and(eq(imagingReports.id, id), eq(imagingReports.residentId, who.subjectId)))
      .limit(1)
      .for('update');
    if (!r) await log(who, 'share', 'not_found', id);
    return r ?? null;
  }

  /**
   * A new link of one kind to a report, valid SHARE_LINK_VALIDITY_MS: one live link per report and kind, so the
   * previous one of that kind ends now (the other kind is not touched). Only the id's hash is stored. Null when
   * the row was not written.
   */
  async function newShare(subjectId: number, reportId: number, kind: ShareKind): Promise<{ shareId: string; rowId: number; expiresAt: Date } | null> {
    const now = ctx.now();
    await db
      .update(imagingShares)
      .set({ revokedAt: now })
      .where(and(eq(imagingShares.reportId, reportId), eq(imagingShares.kind, kind), isNull(imagingShares.revokedAt)));
    const shareId = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + SHARE_LINK_VALIDITY_MS);
    const [share] = await db
      .insert(imagingShares)
      .values({ residentId: subjectId, reportId, shareHash: hashShareId(shareId), createdAt: now, expiresAt, kind })
      .returning({ id: imagingShares.id });
    return share ? { shareId, rowId: share.id, expiresAt } : null;
  }

  /**
   * Shares one of the subject's reports: a new link of `kind` showing the pictures `imageIds`, the share noted for the
   * resident (account notices) and logged. The link as the answer gives it, or null when it was not written.
   */
  async function shareReport(who: Who, report: StoredReport, kind: ShareKind, imageIds: readonly number[]): Promise<ShareDicomResult | null> {
    const share = await newShare(who.subjectId, report.id, kind);
    if (!share) return null;
    await noteShare(db, who.subjectId, report.id, report.orgCode, ctx.now());
    if (imageIds.length > 0) await db.insert(imagingShareImages).values(imageIds.map((imageId) => ({ shareId: share.rowId, imageId })));
    await log(who, 'share', 'ok', report.id);
    return { shareId: share.shareId, expiresAt: share.expiresAt.toISOString(), validHours: SHARE_LINK_VALIDITY_HOURS };
  }

  /** The released pictures of a report (the ones the pictures screen shows and counts), as a column of the list and detail queries (one round trip, docs/architecture.md#budgets). */
  const imagesOf = sql<number>`(select count(*) from ${imagingImages} where ${imagingImages.reportId} = ${qualified(imagingReports.id)} and ${imagingImages.released})`.mapWith(Number);

  // Reports are filtered by date only (no organisation filter here).
  const dateConditions = records.filterConditions.filter((c) => c.name !== 'orgCodes');
  const listPage = records.pageStatement(dateConditions, (start) => start.select({ ...rowColumns, total: totalOver, images: imagesOf }).from(imagingReports).$dynamic());

  registerEndpoint(app, ctx, endpoints.inspectionList, async ({ body, subjectId, residentId, correlationId }) => {
    const { found, total } = await listPage({ residentId, subjectId, correlationId }, { selectTime: body.selectTime }, body.page);
    return ok({ rows: found.map((r) => rowOf(r, r.images)), total });
  });

  // The report and its count of released pictures in one query, which also writes the access-log entry, 'ok' or
  // 'not_found': with the session, two round trips (docs/architecture.md#budgets).
  const detail = records.detailStatement((start) =>
    start
      .select({ ...rowColumns, findings: imagingReports.findings, impression: imagingReports.impression, reportedBy: imagingReports.reportedBy, images: imagesOf })
      .from(imagingReports)
      .limit(1)
      .$dynamic(),
  );

  registerEndpoint(app, ctx, endpoints.inspectionDetail, async ({ body, subjectId, residentId, correlationId }) => {
    const [report] = await detail({ residentId, subjectId, correlationId }, body.id);
    if (!report) return fail(ResultCode.NOT_FOUND);
    return ok({ ...rowOf(report, report.images), findings: report.findings, impression: report.impression, reportedBy: report.reportedBy });
  });

  registerEndpoint(app, ctx, endpoints.dicomImageList, async ({ body, subjectId, residentId, correlationId }) => {
    const report = await ownReport(subjectId, body.reportId);
    if (!report) {
      await log({ residentId, subjectId, correlationId }, 'list', 'not_found', body.reportId);
      return fail(ResultCode.NOT_FOUND);
    }
    const { pageNum, pageSize } = body.page;
    const where = eq(imagingImages.reportId, report.id);
    const [rows, totals] = await Promise.all([
      db.select().from(imagingImages).where(where).orderBy(asc(imagingImages.seq), asc(imagingImages.id)).limit(pageSize).offset((pageNum - 1) * pageSize),
      db.select({ total: count() }).from(imagingImages).where(where),
    ]);
    const items: DicomImage[] = rows.map((i) => ({ id: i.id, seq: i.seq, thumbUrl: imageUrl(i.id, 'thumb'), url: imageUrl(i.id, 'full'), isTrue: i.released }));
    await log({ residentId, subjectId, correlationId }, 'list', 'ok', report.id);
    return ok({ page: pageNum, total: Number(totals[0]?.total ?? 0), items });
  });

  registerEndpoint(
    app,
    ctx,
    endpoints.shareDicomImage,
    async ({ body, subjectId, residentId, correlationId }) => {
      const who = { residentId, subjectId, correlationId };
      const report = await reportToShare(who, body.reportId);
      if (!report) return fail(ResultCode.NOT_FOUND);
      const ids = [...new Set(body.imageIds)];
      const problem = shareSelectionProblem(ids.length);
      if (problem) {
        await log(who, 'share', 'refused', report.id);
        return fail(problem);
      }
      const images = await db
        .select({ id: imagingImages.id })
        .from(imagingImages)
        .where(and(inArray(imagingImages.id, ids), eq(imagingImages.reportId, report.id), eq(imagingImages.residentId, subjectId), eq(imagingImages.released, true)));
      if (images.length !== ids.length) {
        await log(who, 'share', 'not_found', report.id);
        return fail(ResultCode.NOT_FOUND);
      }
      const link = await shareReport(who, report, 'pictures', ids);
      return link ? ok({ ...link, imageCount: ids.length }) : fail(ResultCode.UNKNOWN_ERROR);
    },
    { route: shareLimit },
  );

  registerEndpoint(
    app,
    ctx,
    endpoints.shareDicom,
    async ({ body, subjectId, residentId, correlationId }) => {
      const who = { residentId, subjectId, correlationId };
      const report = await reportToShare(who, body.reportId);
      if (!report) return fail(ResultCode.NOT_FOUND);
      // The study's released pictures, for the demo viewer (the portal's share viewer) when no DICOM viewer is set.
      const images = await db
        .select({ id: imagingImages.id })
        .from(imagingImages)
        .where(and(eq(imagingImages.reportId, report.id), eq(imagingImages.residentId, subjectId), eq(imagingImages.released, true)));
      const link = await shareReport(who, report, 'dicom', images.map((i) => i.id));
      return link ? ok(link) : fail(ResultCode.UNKNOWN_ERROR);
    },
    { route: shareLimit },
  );

  registerEndpoint(
    app,
    ctx,
    endpoints.shareDicomUrl,
    async ({ body, correlationId }) => {
      const found = await liveShare(body.shareId, ['dicom']);
      if (!found.ok) {
        if (found.share) await log({ residentId: null, subjectId: found.share.residentId, correlationId }, 'read', 'refused', found.share.reportId);
        return fail(found.code);
      }
      // The resident sees in their access log that somebody opened the DICOM link (no actor: nobody signed in).
      await log({ residentId: null, subjectId: found.share.residentId, correlationId }, 'read', 'ok', found.share.reportId);
      return ok({ dicomUrl: dicomViewerAddress(dicomViewerUrl, body.shareId, body.terminal) });
    },
    { route: viewLimit },
  );

  /**
   * The live share of one of `kinds` behind a share id, or the code to answer: unknown (also a link of
   * another kind), or expired (also once regenerated).
   */
  async function liveShare(
    shareId: string,
    kinds: ShareKind[],
  ): Promise<{ ok: true; share: StoredShare } | { ok: false; code: ResultCodeValue; share: StoredShare | null }> {
    const [share] = await db
      .select()
      .from(imagingShares)
      .where(and(eq(imagingShares.shareHash, hashShareId(shareId)), inArray(imagingShares.kind, kinds)))
      .limit(1);
    if (!share) return { ok: false, code: ResultCode.SHARE_LINK_UNKNOWN, share: null };
    if (share.revokedAt !== null || share.expiresAt.getTime() <= ctx.now().getTime()) return { ok: false, code: ResultCode.SHARE_LINK_EXPIRED, share };
    return { ok: true, share };
  }

  registerEndpoint(
    app,
    ctx,
    endpoints.shareImageList,
    async ({ body, correlationId }) => {
      const found = await liveShare(body.shareId, pictureViewerKinds);
      if (!found.ok) {
        if (found.share) await log({ residentId: null, subjectId: found.share.residentId, correlationId }, 'list', 'refused', found.share.reportId);
        return fail(found.code);
      }
      const { share } = found;
      const [report] = await db.select().from(imagingReports).where(eq(imagingReports.id, share.reportId)).limit(1);
      if (!report) return fail(ResultCode.SHARE_LINK_UNKNOWN);
      const { pageNum, pageSize } = body.page;
      const where = eq(imagingShareImages.shareId, share.id);
      const [rows, totals] = await Promise.all([
        db
          .select({ id: imagingImages.id, seq: imagingImages.seq })
          .from(imagingShareImages)
          .innerJoin(imagingImages, eq(imagingImages.id, imagingShareImages.imageId))
          .where(where)
          .orderBy(asc(imagingImages.seq), asc(imagingImages.id))
          .limit(pageSize)
          .offset((pageNum - 1) * pageSize),
        db.select({ total: count() }).from(imagingShareImages).where(where),
      ]);
      // The resident sees in their access log that somebody opened the link (no actor: nobody signed in).
      await log({ residentId: null, subjectId: share.residentId, correlationId }, 'list', 'ok', report.id);
      return ok({
        page: pageNum,
        total: Number(totals[0]?.total ?? 0),
        items: rows.map((r) => ({ id: r.id, seq: r.seq, thumbUrl: shareImageUrl(body.shareId, r.id, 'thumb'), url: shareImageUrl(body.shareId, r.id, 'full') })),
        expiresAt: share.expiresAt.toISOString(),
        examName: report.examName,
        examNameEn: report.examNameEn,
        examNamePt: report.examNamePt,
        inspectionOrReportDate: macaoDateTime(report.reportedAt).date,
      });
    },
    { route: viewLimit },
  );

  // ---- picture bytes: a PNG, not an envelope (errors are envelopes) ----

  /** Full-size pictures are logged as downloads; thumbnails are not (the list call that named them is). */
  const logged = (size: PictureSize) => size === 'full';

  registerEndpoint(app, ctx, endpoints.inspectionImage, async ({ body, subjectId, residentId, correlationId }) => {
    const who = { residentId, subjectId, correlationId };
    const [image] = await db
      .select()
      .from(imagingImages)
      .where(and(eq(imagingImages.id, body.id), eq(imagingImages.residentId, subjectId), eq(imagingImages.released, true)))
      .limit(1);
    if (!image) {
      await log(who, 'download', 'not_found', body.id);
      return fail(ResultCode.NOT_FOUND);
    }
    if (logged(body.size)) await log(who, 'download', 'ok', image.id);
    return ok(picture(pictureBytes(image.variant, body.size), `image-${image.seq}.png`));
  });

  registerEndpoint(
    app,
    ctx,
    endpoints.shareImage,
    async ({ body: { shareId, id, size }, correlationId }) => {
      const found = await liveShare(shareId, pictureViewerKinds);
      if (!found.ok) return fail(found.code);
      const [row] = await db
        .select({ image: imagingImages })
        .from(imagingShareImages)
        .innerJoin(imagingImages, eq(imagingImages.id, imagingShareImages.imageId))
        .where(and(eq(imagingShareImages.shareId, found.share.id), eq(imagingShareImages.imageId, id)))
        .limit(1);
      if (!row) return fail(ResultCode.NOT_FOUND);
      if (logged(size)) await log({ residentId: null, subjectId: found.share.residentId, correlationId }, 'download', 'ok', row.image.id);
      return ok(picture(pictureBytes(row.image.variant, size), `image-${row.image.seq}.png`));
    },
    { route: bytesLimit },
  );
};
