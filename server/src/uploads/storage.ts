import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { open, readdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, notExists, sql } from 'drizzle-orm';
import { UPLOAD_QUOTA_BYTES_DEFAULT } from '@macao-phr/contract';
import type { Db } from '../db/client.ts';
import { uploadBlobs, uploadFiles } from '../db/tables/uploads.ts';

/**
 * Where uploaded files live (docs/architecture.md#server: a small storage interface, a local folder by default, outside
 * anything served statically). Files are named by a random key; a write goes to a temporary name, is
 * flushed to disk (fsync) and only then renamed to its key, so a reader never sees half a file and a
 * failed write (a full disk, docs/security.md) leaves only a temporary file, which is removed at once.
 */
export type UploadStorage = {
  /** The folder, or `postgresql:upload_blobs` for files kept in the database. */
  dir: string;
  quotaBytes: number;
  /** Writes the bytes under `key`; throws (after removing the temporary file) when the disk refuses them. */
  write: (key: string, bytes: Uint8Array) => Promise<void>;
  read: (key: string) => Promise<Buffer>;
  /** Removes a file; a missing file is not an error. */
  remove: (key: string) => Promise<void>;
  /** Removes a folder entry of ours by its name (a stored or a temporary file). */
  removeEntry: (name: string) => Promise<void>;
  /** The files in the folder (temporary ones included) with their modification time. */
  list: () => Promise<{ name: string; mtimeMs: number }[]>;
  /** Removes the folder when it was a temporary one of this app (tests), else nothing. */
  close: () => void;
};

export type UploadOptions = {
  /** Folder of the files. Default UPLOAD_DIR, else <DATA_DIR>/uploads for a persisted database, else a temporary folder removed on close. */
  dir?: string;
  /** Bytes each resident may keep. Default UPLOAD_QUOTA_MB (megabytes of 1,000,000 bytes, the units the portal shows), else UPLOAD_QUOTA_BYTES_DEFAULT (200 MB). */
  quotaBytes?: number;
};

export const TEMP_PREFIX = '.tmp-';
const KEY = /^[0-9a-f-]{36}$/;

export function newStorageKey(): string {
  return randomUUID();
}

/** Whether a folder entry is a stored file or a temporary one of ours (anything else is left alone). */
export function isOurFile(name: string): boolean {
  return KEY.test(name) || (name.startsWith(TEMP_PREFIX) && KEY.test(name.slice(TEMP_PREFIX.length, TEMP_PREFIX.length + 36)));
}

function quotaFromEnv(env: NodeJS.ProcessEnv): number | undefined {
  const mb = Number(env.UPLOAD_QUOTA_MB);
  return env.UPLOAD_QUOTA_MB && Number.isFinite(mb) && mb > 0 ? Math.floor(mb * 1_000_000) : undefined;
}

/**
 * Opens the folder. `persisted` says whether the database outlives the process (a DATA_DIR or a
 * DATABASE_URL): only then is the default folder <DATA_DIR>/uploads; an in-memory database gets a
 * temporary folder that goes with it.
 */
export function openUploadStorage(options: UploadOptions | undefined, persisted: { dataDir?: string } | null, env: NodeJS.ProcessEnv = process.env): UploadStorage {
  let dir = options?.dir ?? (env.UPLOAD_DIR || undefined);
  let temporary = false;
  if (dir === undefined) {
    if (persisted) {
      dir = path.join(persisted.dataDir ?? path.resolve(env.DATA_DIR || './data'), 'uploads');
    } else {
      dir = mkdtempSync(path.join(os.tmpdir(), 'mhp-uploads-'));
      temporary = true;
    }
  }
  dir = path.resolve(dir);
  mkdirSync(dir, { recursive: true });
  const at = (key: string) => {
    if (!KEY.test(key)) throw new Error('bad storage key');
    return path.join(dir, key);
  };

  async function syncDir(): Promise<void> {
    // The rename is durable only once the folder itself is flushed.
    const handle = await open(dir as string, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  return {
    dir,
    quotaBytes: options?.quotaBytes ?? quotaFromEnv(env) ?? UPLOAD_QUOTA_BYTES_DEFAULT,
    write: async (key, bytes) => {
      const final = at(key);
      const temp = path.join(dir as string, `${TEMP_PREFIX}${key}`);
      try {
        const handle = await open(temp, 'wx', 0o600);
        try {
          let offset = 0;
          while (offset < bytes.length) {
            const { bytesWritten } = await handle.write(bytes, offset, bytes.length - offset);
            offset += bytesWritten;
          }
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temp, final);
        await syncDir();
      } catch (error) {
        await unlink(temp).catch(() => undefined);
        throw error;
      }
    },
    read: (key) => readFile(at(key)),
    remove: async (key) => {
      try {
        await unlink(at(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    },
    removeEntry: async (name) => {
      if (!isOurFile(name)) return;
      await unlink(path.join(dir as string, name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
    list: async () => {
      const names = (await readdir(dir as string)).filter(isOurFile);
      const out: { name: string; mtimeMs: number }[] = [];
      for (const name of names) {
        const info = await stat(path.join(dir as string, name)).catch(() => null);
        if (info?.isFile()) out.push({ name, mtimeMs: info.mtimeMs });
      }
      return out;
    },
    close: () => {
      if (temporary) rmSync(dir as string, { recursive: true, force: true });
    },
  };
}

/** Errors that mean "the disk is full or the folder refuses writes": the answer is UPLOAD_FAILED, not a 500. */
export function isStorageFailure(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return typeof code === 'string' && ['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM', 'EIO', 'EMFILE', 'ENFILE', 'EFBIG', 'ENOENT'].includes(code);
}

/**
 * Files in PostgreSQL (table upload_blobs), for a server on DATABASE_URL without UPLOAD_DIR: every instance behind
 * a load balancer reads what any of them stored, and the bytes share the database's backups (docs/operations.md).
 * `db` is the app's database: a write made while serving a call joins that call's transaction, so a file and its
 * row are committed together or not at all.
 */
export function openDatabaseUploadStorage(db: Db, options: UploadOptions | undefined, env: NodeJS.ProcessEnv = process.env): UploadStorage {
  const checked = (key: string) => {
    if (!KEY.test(key)) throw new Error('bad storage key');
    return key;
  };
  return {
    dir: 'postgresql:upload_blobs',
    quotaBytes: options?.quotaBytes ?? quotaFromEnv(env) ?? UPLOAD_QUOTA_BYTES_DEFAULT,
    write: async (key, bytes) => {
      await db.insert(uploadBlobs).values({ storageKey: checked(key), bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
    },
    read: async (key) => {
      const [row] = await db.select({ bytes: uploadBlobs.bytes }).from(uploadBlobs).where(eq(uploadBlobs.storageKey, checked(key))).limit(1);
      if (!row) throw Object.assign(new Error('no such file'), { code: 'ENOENT' });
      return row.bytes;
    },
    remove: async (key) => {
      await db.delete(uploadBlobs).where(eq(uploadBlobs.storageKey, checked(key)));
    },
    removeEntry: async (name) => {
      if (KEY.test(name)) await db.delete(uploadBlobs).where(eq(uploadBlobs.storageKey, name));
    },
    // Only blobs no row names: the sweep looks for nothing else, and listing every file of 700,000 residents
    // hourly, then looking each one up, would be the sweep's whole cost.
    list: async () =>
      (
        await db
          .select({ name: uploadBlobs.storageKey, createdAt: uploadBlobs.createdAt })
          .from(uploadBlobs)
          .where(notExists(db.select({ one: sql`1` }).from(uploadFiles).where(eq(uploadFiles.storageKey, uploadBlobs.storageKey))))
      ).map((r) => ({ name: r.name, mtimeMs: r.createdAt.getTime() })),
    close: () => undefined,
  };
}
