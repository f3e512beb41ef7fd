import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { and, count, desc, eq, gte, inArray, isNull, lt, lte, or, sum, type SQL } from 'drizzle-orm';
import { ResultCode, UPLOAD_FILE_MAX_BYTES, UPLOAD_UNATTACHED_TTL_MS, checkAttachments, cleanFileName, declaredTypeFits, endpoints, fitsQuota, kindOfContentType, sniffContentType, type UploadContentType, type UploadFile, type UploadReportDetail, type UploadReportRow } from '@macao-phr/contract';
import type { AppContext } from '../http/context.ts';
import type { Db } from '../db/client.ts';
import { residents } from '../db/schema.ts';
import { uploadFiles, uploadReports } from '../db/tables/uploads.ts';
import { fail, ok, registerEndpoint, sendEnvelope } from '../http/endpoint.ts';
import { logAccess, type AccessEntry } from '../http/access-log.ts';
import { checkSession } from '../auth/sessions.ts';
import { TEMP_PREFIX, isStorageFailure, newStorageKey, type UploadStorage } from '../uploads/storage.ts';

type StoredFile = typeof uploadFiles.$inferSelect;
type StoredReport = typeof uploadReports.$inferSelect;

export type UploadRouteOptions = AppContext & { storage: UploadStorage };

/** Files left on disk without a row (a commit that failed after the write, a crash mid-write) go after this long. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

function fileRow(f: StoredFile): UploadFile {
  const contentType = f.contentType as UploadContentType;
  return { id: f.id, name: f.name, contentType, kind: kindOfContentType(contentType), size: f.size, createdAt: f.createdAt.toISOString() };
}

function reportRow(r: StoredReport, files: readonly StoredFile[]): UploadReportRow {
  return {
    id: r.id,
    institution: r.institution,
    startDate: r.startDate,
    endDate: r.endDate,
    recordType: r.recordType,
    pdfCount: files.filter((f) => f.contentType === 'application/pdf').length,
    imageCount: files.filter((f) => f.contentType !== 'application/pdf').length,
    totalSize: files.reduce((n, f) => n + f.size, 0),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

function detailOf(r: StoredReport, files: StoredFile[]): UploadReportDetail {
  const sorted = [...files].sort((a, b) => a.id - b.id);
  return { ...reportRow(r, sorted), files: sorted.map(fileRow) };
}

export async function usedBytes(db: Db, residentId: number): Promise<number> {
  const [row] = await db.select({ used: sum(uploadFiles.size) }).from(uploadFiles).where(eq(uploadFiles.residentId, residentId));
  return Number(row?.used ?? 0);
}

/**
 * Removes files not attached within a day (rows and bytes), then bytes on disk that no row names (older than
 * ORPHAN_GRACE_MS, so an upload in flight is never touched). Answers how many files went.
 */
export async function purgeUploads(db: Db, storage: UploadStorage, now: Date): Promise<number> {
  const stale = await db
    .delete(uploadFiles)
    .where(and(isNull(uploadFiles.reportId), lt(uploadFiles.createdAt, new Date(now.getTime() - UPLOAD_UNATTACHED_TTL_MS))))
    .returning({ key: uploadFiles.storageKey });
  for (const { key } of stale) await storage.remove(key);
  let gone = stale.length;
  const onDisk = (await storage.list()).filter((f) => f.mtimeMs < now.getTime() - ORPHAN_GRACE_MS);
  for (const file of onDisk) {
    if (!file.name.startsWith(TEMP_PREFIX)) {
      const [row] = await db.select({ id: uploadFiles.id }).from(uploadFiles).where(eq(uploadFiles.storageKey, file.name)).limit(1);
      if (row) continue;
    }
    await storage.removeEntry(file.name);
    gone++;
  }
  return gone;
}

/**
 * The resident's own reports (docs/product/calls.md /ehrFileUploadInfo/*). Every statement filters on the subject, so
 * another resident's report or file id answers NOT_FOUND and changes nothing. Bytes are written before the
 * row and removed after the row is gone: a file on disk is kept only while a committed row names it, which
 * is checked again just before each answer leaves (see `settle`), and by the hourly sweep.
 */
export const uploadRoutes: FastifyPluginAsync<UploadRouteOptions> = async (app, options) => {
  const { storage, ...ctx } = options;
  const { db } = ctx.database;
  type Who = { residentId: number; subjectId: number; correlationId: string };
  const log = (who: Who, recordType: 'upload_report' | 'upload_file', action: AccessEntry['action'], outcome: AccessEntry['outcome'], recordId: number | null) =>
    logAccess(db, { actorId: who.residentId, subjectId: who.subjectId, recordType, recordId, action, outcome, correlationId: who.correlationId });

  /** Storage keys a request wrote or released; settled once its transaction is over. */
  const touched = new WeakMap<FastifyRequest, string[]>();
  const touch = (request: FastifyRequest, key: string) => touched.set(request, [...(touched.get(request) ?? []), key]);

  // onSend runs after registerEndpoint's transaction committed or rolled back, before the answer leaves:
  // a key no committed row names is removed now (a delete, or an upload whose row was never committed).
  app.addHook('onSend', async (request, _reply, payload) => {
    const keys = touched.get(request);
    if (!keys) return payload;
    touched.delete(request);
    for (const key of keys) {
      try {
        const [row] = await db.select({ id: uploadFiles.id }).from(uploadFiles).where(eq(uploadFiles.storageKey, key)).limit(1);
        if (!row) await storage.remove(key);
      } catch (error) {
        // The database is what failed: the hourly sweep removes the file once it can tell.
        request.log.warn({ err: error }, 'upload settle deferred');
      }
    }
    return payload;
  });

  async function ownReport(subjectId: number, id: number): Promise<StoredReport | null> {
    const [r] = await db.select().from(uploadReports).where(and(eq(uploadReports.id, id), eq(uploadReports.residentId, subjectId))).limit(1);
    return r ?? null;
  }

  async function filesOf(reportIds: number[]): Promise<StoredFile[]> {
    if (reportIds.length === 0) return [];
    return db.select().from(uploadFiles).where(inArray(uploadFiles.reportId, reportIds));
  }

  /** Locks the resident's row so that concurrent uploads cannot both pass the quota or the limits. */
  async function lockResident(subjectId: number): Promise<void> {
    await db.select({ id: residents.id }).from(residents).where(eq(residents.id, subjectId)).for('update');
  }

  function filterWhere(subjectId: number, f: { selectTime?: { start?: string | undefined; end?: string | undefined } | undefined; recordTypes?: number[] | undefined }, withTypes: boolean): SQL {
    const parts: SQL[] = [eq(uploadReports.residentId, subjectId)];
    // A report covers startDate..endDate; it matches a range it overlaps.
    if (f.selectTime?.start) parts.push(gte(uploadReports.endDate, f.selectTime.start));
    if (f.selectTime?.end) parts.push(lte(uploadReports.startDate, f.selectTime.end));
    if (withTypes && f.recordTypes && f.recordTypes.length > 0) parts.push(inArray(uploadReports.recordType, f.recordTypes));
    return and(...parts) as SQL;
  }

  registerEndpoint(app, ctx, endpoints.uploadList, async ({ body, subjectId, ...who }) => {
    const { pageNum, pageSize } = body.page;
    const where = filterWhere(subjectId, body, true);
    const [rows, totals, used] = await Promise.all([
      db.select().from(uploadReports).where(where).orderBy(desc(uploadReports.createdAt), desc(uploadReports.id)).limit(pageSize).offset((pageNum - 1) * pageSize),
      db.select({ total: count() }).from(uploadReports).where(where),
      usedBytes(db, subjectId),
    ]);
    const files = await filesOf(rows.map((r) => r.id));
    await log({ ...who, subjectId }, 'upload_report', 'list', 'ok', null);
    return ok({
      rows: rows.map((r) => reportRow(r, files.filter((f) => f.reportId === r.id))),
      total: Number(totals[0]?.total ?? 0),
      freeBytes: Math.max(0, storage.quotaBytes - used),
      quotaBytes: storage.quotaBytes,
    });
  });

  registerEndpoint(app, ctx, endpoints.uploadFilterNum, async ({ body, subjectId, ...who }) => {
    const rows = await db
      .select({ recordType: uploadReports.recordType, n: count() })
      .from(uploadReports)
      .where(filterWhere(subjectId, body, false))
      .groupBy(uploadReports.recordType);
    const wanted = body.recordTypes && body.recordTypes.length > 0 ? new Set<number>(body.recordTypes) : null;
    const byRecordType = rows.map((r) => ({ recordType: r.recordType, count: Number(r.n) })).sort((a, b) => a.recordType - b.recordType);
    await log({ ...who, subjectId }, 'upload_report', 'list', 'ok', null);
    return ok({ total: byRecordType.filter((r) => wanted === null || wanted.has(r.recordType)).reduce((n, r) => n + r.count, 0), byRecordType });
  });

  registerEndpoint(app, ctx, endpoints.uploadAccess, async ({ subjectId }) => {
    const [r] = await db.select({ macauUser: residents.macauUser, disabledAt: residents.disabledAt }).from(residents).where(eq(residents.id, subjectId)).limit(1);
    return ok({ canUpload: Boolean(r?.macauUser) && !r?.disabledAt });
  });

  registerEndpoint(app, ctx, endpoints.uploadFreeSpace, async ({ subjectId }) => {
    const used = await usedBytes(db, subjectId);
    return ok({ quotaBytes: storage.quotaBytes, usedBytes: used, freeBytes: Math.max(0, storage.quotaBytes - used) });
  });

  registerEndpoint(app, ctx, endpoints.uploadReportDetail, async ({ body, subjectId, ...who }) => {
    const report = await ownReport(subjectId, body.id);
    if (!report) {
      await log({ ...who, subjectId }, 'upload_report', 'read', 'not_found', body.id);
      return fail(ResultCode.NOT_FOUND);
    }
    await log({ ...who, subjectId }, 'upload_report', 'read', 'ok', report.id);
    return ok(detailOf(report, await filesOf([report.id])));
  });

  /**
   * The files named by `fileIds` that the subject may attach to `reportId` (their own, not attached, or
   * already on this report); null when any id is unknown, somebody else's, or on another report.
   */
  async function attachable(subjectId: number, fileIds: number[], reportId: number | null): Promise<StoredFile[] | null> {
    const ids = [...new Set(fileIds)];
    if (ids.length === 0) return [];
    const free = reportId === null ? isNull(uploadFiles.reportId) : or(isNull(uploadFiles.reportId), eq(uploadFiles.reportId, reportId));
    const rows = await db.select().from(uploadFiles).where(and(inArray(uploadFiles.id, ids), eq(uploadFiles.residentId, subjectId), free));
    return rows.length === ids.length ? rows : null;
  }

  registerEndpoint(app, ctx, endpoints.uploadReport, async ({ body, subjectId, ...who }) => {
    await lockResident(subjectId);
    const files = await attachable(subjectId, body.fileIds, null);
    if (files === null) {
      await log({ ...who, subjectId }, 'upload_report', 'add', 'not_found', null);
      return fail(ResultCode.NOT_FOUND);
    }
    const refused = checkAttachments(files.map((f) => ({ kind: kindOfContentType(f.contentType as UploadContentType), size: f.size })));
    if (refused) return fail(refused);
    const now = ctx.now();
    const [report] = await db
      .insert(uploadReports)
      .values({ residentId: subjectId, institution: body.institution, startDate: body.startDate, endDate: body.endDate, recordType: body.recordType, createdAt: now, updatedAt: now })
      .returning();
    if (!report) return fail(ResultCode.UNKNOWN_ERROR);
    const attached = await db.update(uploadFiles).set({ reportId: report.id }).where(inArray(uploadFiles.id, files.map((f) => f.id))).returning();
    await log({ ...who, subjectId }, 'upload_report', 'add', 'ok', report.id);
    return ok(detailOf(report, attached));
  });

  registerEndpoint(app, ctx, endpoints.updateReport, async ({ body, subjectId, request, ...who }) => {
    await lockResident(subjectId);
    const report = await ownReport(subjectId, body.id);
    const files = report ? await attachable(subjectId, body.fileIds, report.id) : null;
    if (!report || files === null) {
      await log({ ...who, subjectId }, 'upload_report', 'update', 'not_found', body.id);
      return fail(ResultCode.NOT_FOUND);
    }
    const refused = checkAttachments(files.map((f) => ({ kind: kindOfContentType(f.contentType as UploadContentType), size: f.size })));
    if (refused) return fail(refused);
    const keep = new Set(files.map((f) => f.id));
    const dropped = (await filesOf([report.id])).filter((f) => !keep.has(f.id));
    if (dropped.length > 0) {
      await db.delete(uploadFiles).where(inArray(uploadFiles.id, dropped.map((f) => f.id)));
      for (const f of dropped) touch(request, f.storageKey);
    }
    const [updated] = await db
      .update(uploadReports)
      .set({ institution: body.institution, startDate: body.startDate, endDate: body.endDate, recordType: body.recordType, updatedAt: ctx.now() })
      .where(eq(uploadReports.id, report.id))
      .returning();
    const attached = await db.update(uploadFiles).set({ reportId: report.id }).where(inArray(uploadFiles.id, [...keep])).returning();
    await log({ ...who, subjectId }, 'upload_report', 'update', 'ok', report.id);
    return ok(detailOf(updated ?? report, attached));
  });

  registerEndpoint(app, ctx, endpoints.deleteUploadReport, async ({ body, subjectId, request, ...who }) => {
    const report = await ownReport(subjectId, body.id);
    if (!report) {
      await log({ ...who, subjectId }, 'upload_report', 'delete', 'not_found', body.id);
      return fail(ResultCode.NOT_FOUND);
    }
    const files = await filesOf([report.id]);
    await db.delete(uploadFiles).where(eq(uploadFiles.reportId, report.id));
    await db.delete(uploadReports).where(eq(uploadReports.id, report.id));
    for (const f of files) touch(request, f.storageKey);
    await log({ ...who, subjectId }, 'upload_report', 'delete', 'ok', report.id);
    return ok(null);
  });

  registerEndpoint(app, ctx, endpoints.deleteReportFile, async ({ body, subjectId, request, ...who }) => {
    await lockResident(subjectId);
    const [file] = await db.select().from(uploadFiles).where(and(eq(uploadFiles.id, body.id), eq(uploadFiles.residentId, subjectId))).limit(1);
    if (!file) {
      await log({ ...who, subjectId }, 'upload_file', 'delete', 'not_found', body.id);
      return fail(ResultCode.NOT_FOUND);
    }
    if (file.reportId !== null) {
      const [n] = await db.select({ n: count() }).from(uploadFiles).where(eq(uploadFiles.reportId, file.reportId));
      // docs/product/validation.md: a report keeps at least one attachment.
      if (Number(n?.n ?? 0) <= 1) return fail(ResultCode.UPLOAD_NO_ATTACHMENT);
      await db.update(uploadReports).set({ updatedAt: ctx.now() }).where(eq(uploadReports.id, file.reportId));
    }
    await db.delete(uploadFiles).where(eq(uploadFiles.id, file.id));
    touch(request, file.storageKey);
    await log({ ...who, subjectId }, 'upload_file', 'delete', 'ok', file.id);
    return ok(null);
  });

  // ---- one raw file per call (the upload widget's per-file progress and retry) ----
  await app.register(async (scope) => {
    // Only this route takes raw bytes; every other route keeps JSON only.
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_FILE_MAX_BYTES }, (_request, body, done) => done(null, body));
    scope.setErrorHandler(async (error, _request, reply) => {
      // Over 20 MB: the limit's own message rather than "request too large".
      if ((error as { statusCode?: number }).statusCode === 413) return sendEnvelope(reply, 413, ResultCode.UPLOAD_FILE_TOO_LARGE, null);
      throw error;
    });

    registerEndpoint(
      scope,
      ctx,
      endpoints.uploadFile,
      async ({ request, subjectId, ...who }) => {
        const bytes = request.body;
        if (!Buffer.isBuffer(bytes) || bytes.length === 0) return fail(ResultCode.UPLOAD_FILE_TYPE);
        if (bytes.length > UPLOAD_FILE_MAX_BYTES) return fail(ResultCode.UPLOAD_FILE_TOO_LARGE);
        const type = sniffContentType(bytes.subarray(0, 16));
        if (type === null || !declaredTypeFits(request.headers['content-type'], type)) {
          await log({ ...who, subjectId }, 'upload_file', 'add', 'refused', null);
          return fail(ResultCode.UPLOAD_FILE_TYPE);
        }
        await lockResident(subjectId);
        if (!fitsQuota(await usedBytes(db, subjectId), bytes.length, storage.quotaBytes)) return fail(ResultCode.UPLOAD_QUOTA_EXCEEDED);
        const header = request.headers['x-file-name'];
        let name: string;
        try {
          name = decodeURIComponent(String(Array.isArray(header) ? header[0] : (header ?? '')));
        } catch {
          name = '';
        }
        const ext = type === 'application/pdf' ? 'pdf' : type === 'image/png' ? 'png' : 'jpg';
        name = cleanFileName(name, `file.${ext}`);
        const key = newStorageKey();
        touch(request, key);
        try {
          await storage.write(key, bytes);
        } catch (error) {
          if (!isStorageFailure(error)) throw error;
          request.log.warn({ code: (error as NodeJS.ErrnoException).code }, 'upload write failed');
          await log({ ...who, subjectId }, 'upload_file', 'add', 'failed', null);
          return fail(ResultCode.UPLOAD_FAILED);
        }
        const [row] = await db
          .insert(uploadFiles)
          .values({ residentId: subjectId, storageKey: key, name, contentType: type, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), createdAt: ctx.now() })
          .returning();
        if (!row) return fail(ResultCode.UNKNOWN_ERROR);
        await log({ ...who, subjectId }, 'upload_file', 'add', 'ok', row.id);
        return ok(fileRow(row));
      },
      {
        route: {
          bodyLimit: UPLOAD_FILE_MAX_BYTES,
          // Before 20 MB are read: an anonymous caller is answered at once (registerEndpoint checks again).
          onRequest: async (request, reply) => {
            const session = await checkSession(db, request.headers.authorization, ctx.now(), ctx.sessionIdleMs);
            if (!session.ok) return sendEnvelope(reply, 200, session.code, null);
          },
        },
      },
    );
  });

  // ---- download: the bytes, not an envelope (errors are envelopes) ----
  registerEndpoint(app, ctx, endpoints.uploadFileDownload, async ({ body, subjectId, residentId, correlationId }) => {
    const who = { residentId, correlationId };
    const [file] = await db.select().from(uploadFiles).where(and(eq(uploadFiles.id, body.id), eq(uploadFiles.residentId, subjectId))).limit(1);
    if (!file) {
      await log({ ...who, subjectId }, 'upload_file', 'download', 'not_found', body.id);
      return fail(ResultCode.NOT_FOUND);
    }
    let bytes: Buffer;
    try {
      bytes = await storage.read(file.storageKey);
    } catch {
      await log({ ...who, subjectId }, 'upload_file', 'download', 'failed', file.id);
      return fail(ResultCode.NOT_FOUND);
    }
    await log({ ...who, subjectId }, 'upload_file', 'download', 'ok', file.id);
    const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    const disposition = body.download === '1' ? 'attachment' : 'inline';
    return ok({
      body: bytes,
      headers: {
        'content-type': file.contentType,
        'content-length': String(bytes.length),
        'content-disposition': `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        'cache-control': 'private, no-store',
        // The file is shown on its own origin: no script, no plugin, nothing it can reach.
        'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; sandbox",
      },
    });
  });

  // Abandoned forms and orphans: at start and hourly (unref'd; cleared on close).
  await purgeUploads(db, storage, ctx.now()).catch((error: unknown) => app.log.warn(error, 'upload purge failed'));
  const timer = setInterval(() => {
    purgeUploads(db, storage, ctx.now()).catch((error: unknown) => app.log.warn(error, 'upload purge failed'));
  }, 3_600_000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    storage.close();
  });
};
