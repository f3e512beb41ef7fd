import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  API_BASE,
  FILE_NAME_HEADER,
  ResultCode,
  UPLOAD_FILE_MAX_BYTES,
  paths,
  validationMessages,
  type UploadFile,
  type UploadFilterNumResult,
  type UploadListResult,
  type UploadReportDetail,
  type UploadSpace,
} from '@macao-phr/contract';
import type { DatabaseHandle } from '../src/db/client.ts';
import { accessLog, residents } from '../src/db/schema.ts';
import { uploadFiles, uploadReports } from '../src/db/tables/uploads.ts';
import { purgeUploads } from '../src/routes/uploads.ts';
import { openUploadStorage } from '../src/uploads/storage.ts';
import { dataOf, post, postgresAdminUrl, onEachDatabase, startProduct, loginAs, type OpenDatabase } from './support.ts';
import { jpegLike, paddedPdf, tinyPdf, tinyPng } from './upload-fixtures.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const api = (p: string) => API_BASE + p;
const adminUrl = await postgresAdminUrl();
/** Small, so that the quota is reached with small files. */
const QUOTA = 3 * 1024 * 1024;
const report = { institution: 'Clínica Exemplo 診所', startDate: '2025-03-01', endDate: '2025-03-04', recordType: 5 };

function suite(label: string, open: OpenDatabase) {
  describe(`uploaded reports on ${label}`, () => {
    let app: FastifyInstance;
    let database: DatabaseHandle;
    let close: (() => Promise<void>) | undefined;
    let dir: string;
    const clock = Date.parse('2026-06-01T08:00:00Z');

    beforeAll(async () => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'mhp-upload-test-'));
      ({ app, database, close } = await startProduct(open, { demo: true, loginRateLimit: 1000, uploads: { dir, quotaBytes: QUOTA }, now: () => new Date(clock) }));
    }, 60_000);

    afterAll(async () => {
      await close?.();
      rmSync(dir, { recursive: true, force: true });
    });

    const login = (username: string) => loginAs(app, username);
    const as = (token: string, lang = 'en') => ({ authorization: token, language: lang });
    async function call<T>(p: string, body: unknown, token: string): Promise<T> {
      const answer = await post(app, api(p), body, as(token));
      expect(answer.body.resultCode, `${p}: ${answer.body.resultMsg}`).toBe(ResultCode.SUCCESS);
      return dataOf<T>(answer);
    }
    async function send(token: string, bytes: Buffer, type: string, name = 'report.pdf') {
      const res = await app.inject({
        method: 'POST',
        url: api(paths.uploadFile),
        headers: { ...as(token), 'content-type': type, [FILE_NAME_HEADER]: encodeURIComponent(name) },
        payload: bytes,
      });
      return { status: res.statusCode, body: res.json<{ resultCode: string; resultMsg: string; data: UploadFile | null }>() };
    }
    async function upload(token: string, bytes: Buffer, type: string, name?: string): Promise<UploadFile> {
      const answer = await send(token, bytes, type, name);
      expect(answer.body.resultCode, answer.body.resultMsg).toBe(ResultCode.SUCCESS);
      return answer.body.data as UploadFile;
    }
    const onDisk = () => readdirSync(dir).sort();
    async function stored() {
      const [files] = await database.db.select({ n: count() }).from(uploadFiles);
      const [reports] = await database.db.select({ n: count() }).from(uploadReports);
      return { files: Number(files?.n), reports: Number(reports?.n), disk: onDisk() };
    }
    async function idOf(username: string): Promise<number> {
      const [r] = await database.db.select({ id: residents.id }).from(residents).where(eq(residents.username, username));
      return r?.id ?? 0;
    }

    it('stores a PDF and a PNG, attaches them to a report, lists, details and serves them', async () => {
      const token = await login('demo-m');
      const before = await call<UploadSpace>(paths.uploadFreeSpace, {}, token);
      expect(before.quotaBytes).toBe(QUOTA);
      const pdf = await upload(token, tinyPdf('Lab'), 'application/pdf', '化驗報告 2025.pdf');
      const png = await upload(token, tinyPng(), 'image/png', 'scan.png');
      expect(pdf).toMatchObject({ kind: 'pdf', contentType: 'application/pdf', name: '化驗報告 2025.pdf', size: tinyPdf('Lab').length });
      expect(png).toMatchObject({ kind: 'image', contentType: 'image/png' });
      expect(onDisk()).toHaveLength(2);

      const saved = await call<UploadReportDetail>(paths.uploadReport, { ...report, fileIds: [pdf.id, png.id] }, token);
      expect(saved).toMatchObject({ ...report, institution: report.institution, pdfCount: 1, imageCount: 1, totalSize: pdf.size + png.size });
      expect(saved.files.map((f) => f.id)).toEqual([pdf.id, png.id]);

      const list = await call<UploadListResult>(paths.uploadList, { page: { pageNum: 1, pageSize: 10 } }, token);
      expect(list.total).toBe(1);
      expect(list.rows[0]?.id).toBe(saved.id);
      expect(list.freeBytes).toBe(QUOTA - pdf.size - png.size);
      const detail = await call<UploadReportDetail>(paths.uploadReportDetail, { id: saved.id }, token);
      expect(detail).toEqual(saved);

      const nums = await call<UploadFilterNumResult>(paths.uploadFilterNum, { recordTypes: [5] }, token);
      expect(nums).toEqual({ total: 1, byRecordType: [{ recordType: 5, count: 1 }] });
      const outside = await call<UploadListResult>(paths.uploadList, { selectTime: { start: '2025-03-05', end: '2025-04-01' } }, token);
      expect(outside.total).toBe(0);
      const overlapping = await call<UploadListResult>(paths.uploadList, { selectTime: { start: '2025-03-04', end: '2025-04-01' }, recordTypes: [5, 6] }, token);
      expect(overlapping.total).toBe(1);

      const file = await app.inject({ method: 'GET', url: `${api(paths.uploadFileDownload)}?id=${pdf.id}`, headers: as(token) });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(tinyPdf('Lab'))).toBe(true);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['content-disposition']).toBe(`inline; filename="____ 2025.pdf"; filename*=UTF-8''${encodeURIComponent('化驗報告 2025.pdf')}`);
      expect(String(file.headers['content-security-policy'])).toMatch(/sandbox/);
      expect(file.headers['cache-control']).toMatch(/no-store/);
      const attachment = await app.inject({ method: 'GET', url: `${api(paths.uploadFileDownload)}?id=${png.id}&download=1`, headers: as(token) });
      expect(attachment.headers['content-disposition']).toMatch(/^attachment; filename="scan.png"/);
      expect(attachment.headers['content-type']).toBe('image/png');

      const me = await idOf('demo-m');
      const entries = await database.db.select().from(accessLog).where(and(eq(accessLog.subjectId, me), eq(accessLog.outcome, 'ok')));
      const seen = new Set(entries.filter((e) => e.recordType.startsWith('upload_')).map((e) => `${e.recordType}:${e.action}`));
      for (const want of ['upload_file:add', 'upload_report:add', 'upload_report:list', 'upload_report:read', 'upload_file:download']) expect(seen).toContain(want);
    });

    it('refuses each limit and stores nothing', async () => {
      const token = await login('demo-minor');
      const start = await stored();
      // The real type decides: a text file declared as PDF, a PNG declared as PDF, a GIF.
      for (const [bytes, type] of [
        [Buffer.from('hello, not a PDF at all'), 'application/pdf'],
        [tinyPng(), 'application/pdf'],
        [Buffer.from('GIF89a\x01\x00\x01\x00'), 'image/gif'],
        [Buffer.alloc(0), 'application/pdf'],
      ] as const) {
        const answer = await send(token, bytes, type);
        expect(answer.body.resultCode).toBe(ResultCode.UPLOAD_FILE_TYPE);
        expect(answer.body.resultMsg).toBe('Only images and PDF files can be uploaded');
      }
      const big = await send(token, paddedPdf(UPLOAD_FILE_MAX_BYTES + 1), 'application/pdf');
      expect(big.status).toBe(413);
      expect(big.body.resultCode).toBe(ResultCode.UPLOAD_FILE_TOO_LARGE);
      expect(await stored()).toEqual(start);

      const none = await post(app, api(paths.uploadReport), { ...report, fileIds: [] }, as(token));
      expect(none.body.resultCode).toBe(ResultCode.UPLOAD_NO_ATTACHMENT);

      const images = [];
      for (let i = 0; i < 6; i++) images.push(await upload(token, i % 2 ? tinyPng(4, i) : jpegLike(100 + i), i % 2 ? 'image/png' : 'image/jpeg', `p${i}.png`));
      const pdfs = [];
      for (let i = 0; i < 11; i++) pdfs.push(await upload(token, tinyPdf(`n${i}`), 'application/octet-stream', `r${i}.pdf`));
      const filesBefore = await stored();
      const sixImages = await post(app, api(paths.uploadReport), { ...report, fileIds: images.map((f) => f.id) }, as(token));
      expect(sixImages.body.resultCode).toBe(ResultCode.UPLOAD_TOO_MANY_IMAGES);
      const elevenPdfs = await post(app, api(paths.uploadReport), { ...report, fileIds: pdfs.map((f) => f.id) }, as(token, 'pt'));
      expect(elevenPdfs.body).toMatchObject({ resultCode: ResultCode.UPLOAD_TOO_MANY_PDFS, resultMsg: 'No máximo 10 ficheiros PDF por relatório' });

      const pt = validationMessages.pt;
      const refusals: [Record<string, unknown>, string, string][] = [
        [{ institution: '  ' }, 'institution', pt['upload.institution.required']],
        [{ institution: 'x'.repeat(101) }, 'institution', pt['upload.institution.length']],
        [{ endDate: '2025-02-28' }, 'endDate', pt['date.endBeforeStart']],
        [{ startDate: '1900-12-31' }, 'startDate', pt['date.year']],
        [{ endDate: '2100-01-01' }, 'endDate', pt['date.year']],
        [{ recordType: 9 }, 'recordType', pt.invalid],
        [{ recordType: undefined }, 'recordType', pt['upload.recordType.required']],
        [{ startDate: undefined }, 'startDate', pt['upload.startDate.required']],
      ];
      for (const [change, field, message] of refusals) {
        const answer = await post(app, api(paths.uploadReport), { ...report, ...change, fileIds: [pdfs[0]?.id] }, as(token, 'pt'));
        expect(answer.body.resultCode, JSON.stringify(change)).toBe(ResultCode.VALIDATION_FAILED);
        expect((answer.body.data as { fieldErrors: Record<string, string[]> }).fieldErrors[field], JSON.stringify(change)).toContain(message);
      }
      expect(await stored()).toEqual(filesBefore);
      expect(filesBefore.reports).toBe(start.reports);

      // Five images and ten PDFs are fine.
      const ok = await call<UploadReportDetail>(paths.uploadReport, { ...report, fileIds: [...images.slice(0, 5), ...pdfs.slice(0, 10)].map((f) => f.id) }, token);
      expect(ok).toMatchObject({ imageCount: 5, pdfCount: 10 });
    });

    it('keeps each resident within the quota', async () => {
      const token = await login('demo-guardian');
      const space = await call<UploadSpace>(paths.uploadFreeSpace, {}, token);
      const first = await upload(token, paddedPdf(space.freeBytes - 1000), 'application/pdf');
      const before = await stored();
      const over = await send(token, paddedPdf(2000), 'application/pdf');
      expect(over.body).toMatchObject({ resultCode: ResultCode.UPLOAD_QUOTA_EXCEEDED, resultMsg: 'The uploaded files exceed the remaining capacity' });
      expect(await stored()).toEqual(before);
      expect((await call<UploadSpace>(paths.uploadFreeSpace, {}, token)).freeBytes).toBe(1000);
      // Freeing space (an unattached file can be deleted) lets the same upload through.
      await call(paths.deleteReportFile, { id: first.id }, token);
      await upload(token, paddedPdf(2000), 'application/pdf');
    });

    it("answers another resident's report and file ids as unknown and changes nothing", async () => {
      const owner = await login('demo-f');
      const pdf = await upload(owner, tinyPdf('F'), 'application/pdf');
      const png = await upload(owner, tinyPng(), 'image/png');
      const loose = await upload(owner, tinyPdf('loose'), 'application/pdf');
      const theirs = await call<UploadReportDetail>(paths.uploadReport, { ...report, fileIds: [pdf.id, png.id] }, owner);
      const intruder = await login('demo-m');
      const mine = await upload(intruder, tinyPdf('M'), 'application/pdf');
      const before = await stored();
      const rowsBefore = await database.db.select().from(uploadFiles).orderBy(uploadFiles.id);
      const attempts: [string, unknown][] = [
        [paths.uploadReportDetail, { id: theirs.id }],
        [paths.updateReport, { ...report, id: theirs.id, fileIds: [mine.id] }],
        [paths.deleteUploadReport, { id: theirs.id }],
        [paths.deleteReportFile, { id: pdf.id }],
        [paths.deleteReportFile, { id: loose.id }],
        [paths.uploadReport, { ...report, fileIds: [loose.id] }],
        [paths.uploadReport, { ...report, fileIds: [mine.id, pdf.id] }],
      ];
      for (const [p, body] of attempts) {
        const answer = await post(app, api(p), body, as(intruder));
        expect(answer.body, p).toEqual({ resultCode: ResultCode.NOT_FOUND, resultMsg: 'Record not found', data: null });
      }
      for (const id of [pdf.id, loose.id, 2_147_483_647]) {
        const res = await app.inject({ method: 'GET', url: `${api(paths.uploadFileDownload)}?id=${id}`, headers: as(intruder) });
        expect(res.json()).toEqual({ resultCode: ResultCode.NOT_FOUND, resultMsg: 'Record not found', data: null });
      }
      expect(await stored()).toEqual(before);
      expect(await database.db.select().from(uploadFiles).orderBy(uploadFiles.id)).toEqual(rowsBefore);
      const list = await call<UploadListResult>(paths.uploadList, {}, intruder);
      expect(list.rows.map((r) => r.id)).not.toContain(theirs.id);
    });

    it('deletes files from the disk: one file, a whole report, files dropped by an update; the last file stays', async () => {
      const token = await login('demo-m');
      const a = await upload(token, tinyPdf('a'), 'application/pdf');
      const b = await upload(token, tinyPng(), 'image/png');
      const c = await upload(token, tinyPdf('c'), 'application/pdf');
      const saved = await call<UploadReportDetail>(paths.uploadReport, { ...report, fileIds: [a.id, b.id, c.id] }, token);
      const keyOf = async (id: number) => (await database.db.select({ key: uploadFiles.storageKey }).from(uploadFiles).where(eq(uploadFiles.id, id)))[0]?.key ?? '';
      const [ka, kb, kc] = [await keyOf(a.id), await keyOf(b.id), await keyOf(c.id)];
      expect(onDisk()).toEqual(expect.arrayContaining([ka, kb, kc]));

      await call(paths.deleteReportFile, { id: b.id }, token);
      expect(onDisk()).not.toContain(kb);
      const updated = await call<UploadReportDetail>(paths.updateReport, { ...report, recordType: 7, institution: 'Other clinic', id: saved.id, fileIds: [a.id] }, token);
      expect(updated).toMatchObject({ recordType: 7, institution: 'Other clinic', pdfCount: 1, imageCount: 0 });
      expect(onDisk()).not.toContain(kc);
      const last = await post(app, api(paths.deleteReportFile), { id: a.id }, as(token));
      expect(last.body.resultCode).toBe(ResultCode.UPLOAD_NO_ATTACHMENT);
      expect(onDisk()).toContain(ka);

      await call(paths.deleteUploadReport, { id: saved.id }, token);
      expect(onDisk()).not.toContain(ka);
      const gone = await post(app, api(paths.uploadReportDetail), { id: saved.id }, as(token));
      expect(gone.body.resultCode).toBe(ResultCode.NOT_FOUND);
    });

    it('purges files never attached after a day, and bytes no row names', async () => {
      const token = await login('demo-m');
      const loose = await upload(token, tinyPdf('loose'), 'application/pdf');
      const [row] = await database.db.select().from(uploadFiles).where(eq(uploadFiles.id, loose.id));
      const storage = openUploadStorage({ dir }, null);
      await storage.write('00000000-0000-4000-8000-000000000000', tinyPdf('orphan'));
      expect(onDisk()).toContain('00000000-0000-4000-8000-000000000000');
      // Within the day: kept.
      await purgeUploads(database.db, storage, new Date(clock + 23 * 3_600_000));
      expect(onDisk()).toContain(row?.storageKey);
      await purgeUploads(database.db, storage, new Date(Date.now() + 25 * 3_600_000));
      expect(onDisk()).not.toContain(row?.storageKey);
      expect(onDisk()).not.toContain('00000000-0000-4000-8000-000000000000');
      expect(await database.db.select().from(uploadFiles).where(eq(uploadFiles.id, loose.id))).toEqual([]);
      // Attached files stay.
      expect((await stored()).files).toBeGreaterThan(0);
      expect(onDisk().length).toBe((await stored()).files);
    });

    it('needs a session, also before a large body is read', async () => {
      const answer = await app.inject({ method: 'POST', url: api(paths.uploadFile), headers: { 'content-type': 'application/pdf' }, payload: tinyPdf() });
      expect(answer.json()).toMatchObject({ resultCode: ResultCode.SESSION_MISSING });
      const huge = await app.inject({ method: 'POST', url: api(paths.uploadFile), headers: { 'content-type': 'application/pdf', authorization: 'A'.repeat(43) }, payload: paddedPdf(UPLOAD_FILE_MAX_BYTES + 10) });
      expect(huge.json()).toMatchObject({ resultCode: ResultCode.SESSION_INVALID });
      const download = await app.inject({ method: 'GET', url: `${api(paths.uploadFileDownload)}?id=1` });
      expect(download.json()).toMatchObject({ resultCode: ResultCode.SESSION_MISSING });
    });
  });
}

onEachDatabase(suite, adminUrl);
