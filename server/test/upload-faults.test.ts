import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statfsSync } from 'node:fs';
import { open } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_BASE, FILE_NAME_HEADER, ResultCode, paths, type Envelope, type LoginResult, type UploadFile } from '@macao-phr/contract';
import { buildApp } from '../src/app.ts';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from '../src/db/client.ts';
import { accessLog } from '../src/db/schema.ts';
import { uploadFiles } from '../src/db/tables/uploads.ts';
import { DEMO_PASSWORD } from '../src/seed/demo.ts';
import { createThrowawayDatabase, postgresAdminUrl } from './support.ts';
import { paddedPdf, tinyPng } from './upload-fixtures.ts';

/**
 * docs/security.md: "a full disk on upload -> a clear error and no orphan". A REAL full disk: a small
 * tmpfs mounted as UPLOAD_DIR and filled up. Needs root (CI and this machine run tests as root); without
 * the mount the test fails loudly rather than pass without having tried.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const adminUrl = await postgresAdminUrl();
const DISK_BYTES = 1024 * 1024;
const FILLER = 'filler.bin';

/** Writes zeros until the disk refuses (ENOSPC): afterwards not one more page fits. */
async function fill(dir: string, leaveBytes = 0): Promise<void> {
  const handle = await open(path.join(dir, FILLER), 'a');
  const block = Buffer.alloc(4096);
  try {
    for (;;) {
      const free = statfsSync(dir).bavail * statfsSync(dir).bsize;
      if (free <= leaveBytes) break;
      await handle.write(block.subarray(0, Math.min(block.length, free - leaveBytes)));
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    await handle.close();
  }
}

function suite(label: string, openDb: () => Promise<{ options: DatabaseOptions; cleanup: () => Promise<void> }>) {
  describe(`a full disk on upload (${label})`, () => {
    let dir = '';
    let mounted = false;
    let app: FastifyInstance;
    let database: DatabaseHandle;
    let cleanup: () => Promise<void>;
    const counts = { uploadsOnFullDisk: 0, refusedClearly: 0, orphansFound: 0, rowsLeft: 0, retriedAfterFreeing: 0 };

    beforeAll(async () => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'mhp-full-disk-'));
      try {
        execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${DISK_BYTES},mode=0700`, 'tmpfs', dir], { stdio: 'pipe' });
        mounted = true;
      } catch (error) {
        throw new Error(`cannot mount a tmpfs at ${dir} (run as root, or under "unshare -rm")`, { cause: error });
      }
      const opened = await openDb();
      cleanup = opened.cleanup;
      database = await openDatabase(opened.options);
      app = await buildApp({ database, demo: true, uploads: { dir, quotaBytes: 100 * 1024 * 1024 } });
    });

    afterAll(async () => {
      await app?.close();
      await database?.close();
      await cleanup?.();
      if (mounted) execFileSync('umount', [dir]);
      rmSync(dir, { recursive: true, force: true });
      console.info(`[upload faults ${label}] ${JSON.stringify(counts)}`);
    });

    async function login(): Promise<string> {
      const res = await app.inject({ method: 'POST', url: API_BASE + paths.login, payload: { username: 'demo-m', password: DEMO_PASSWORD } });
      return res.json<Envelope<LoginResult>>().data.tokenId;
    }
    async function send(token: string, bytes: Buffer, type: string, lang: string) {
      const res = await app.inject({
        method: 'POST',
        url: API_BASE + paths.uploadFile,
        headers: { authorization: token, language: lang, 'content-type': type, [FILE_NAME_HEADER]: 'scan.pdf' },
        payload: bytes,
      });
      return { status: res.statusCode, body: res.json<Envelope<UploadFile | null>>() };
    }
    const rows = async () => Number((await database.db.select({ n: count() }).from(uploadFiles))[0]?.n ?? 0);
    const strays = () => readdirSync(dir).filter((name) => name !== FILLER && name !== 'lost+found');

    it('answers a clear, translated error, leaves no fragment and no row, and succeeds once space is freed', async () => {
      const token = await login();
      expect(strays()).toEqual([]);
      const files: [Buffer, string][] = [
        [paddedPdf(300 * 1024), 'application/pdf'],
        [paddedPdf(2 * 1024), 'application/pdf'],
        [tinyPng(64), 'image/png'],
      ];
      const messages: Record<string, string> = { en: 'Upload failed', 'zh-Hant': '上傳失敗', pt: 'O carregamento falhou' };

      // Completely full, then with 64 KB left (the write starts, then the disk refuses the rest).
      for (const leave of [0, 64 * 1024]) {
        rmSync(path.join(dir, FILLER), { force: true });
        await fill(dir, leave);
        for (const [bytes, type] of files) {
          for (const lang of Object.keys(messages)) {
            if (leave > 0 && bytes.length < leave) continue; // fits: not a full-disk case
            counts.uploadsOnFullDisk++;
            const answer = await send(token, bytes, type, lang);
            expect(answer.status).toBe(200);
            expect(answer.body).toEqual({ resultCode: ResultCode.UPLOAD_FAILED, resultMsg: messages[lang], data: null });
            counts.refusedClearly++;
            counts.orphansFound += strays().length;
            expect(strays(), 'no fragment of the file is left').toEqual([]);
            expect(await rows(), 'no row').toBe(0);
          }
        }
      }
      counts.rowsLeft = await rows();
      const failed = await database.db.select({ n: count() }).from(accessLog).where(and(eq(accessLog.recordType, 'upload_file'), eq(accessLog.outcome, 'failed')));
      expect(Number(failed[0]?.n)).toBe(counts.uploadsOnFullDisk);

      // Space freed: the very same uploads go through and are whole on disk.
      rmSync(path.join(dir, FILLER));
      for (const [bytes, type] of files) {
        const answer = await send(token, bytes, type, 'en');
        expect(answer.body.resultCode).toBe(ResultCode.SUCCESS);
        counts.retriedAfterFreeing++;
        const file = await app.inject({ method: 'GET', url: `${API_BASE}${paths.uploadFileDownload}?id=${answer.body.data?.id}`, headers: { authorization: token } });
        expect(file.rawPayload.equals(bytes)).toBe(true);
      }
      expect(strays()).toHaveLength(files.length);
      expect(await rows()).toBe(files.length);
      expect(counts.orphansFound).toBe(0);
    });
  });
}

suite('PGlite', async () => ({ options: { memory: true }, cleanup: async () => {} }));

describe.skipIf(adminUrl === null)('PostgreSQL', () => {
  suite('PostgreSQL', async () => {
    const created = await createThrowawayDatabase(adminUrl ?? '');
    return { options: { databaseUrl: created.url }, cleanup: created.drop };
  });
});
