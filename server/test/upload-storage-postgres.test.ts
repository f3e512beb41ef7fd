import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { uploadBlobs } from '../src/db/tables/uploads.ts';
import { ORPHAN_GRACE_MS, purgeUploads } from '../src/routes/uploads.ts';
import { newStorageKey, openDatabaseUploadStorage, type UploadStorage } from '../src/uploads/storage.ts';
import { createThrowawayDatabase, postgresAdminUrl } from './support.ts';
import { tinyPdf } from './upload-fixtures.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const adminUrl = await postgresAdminUrl();

describe.skipIf(adminUrl === null)('uploaded files in PostgreSQL (upload_blobs, docs/operations.md)', () => {
  let database: DatabaseHandle;
  let storage: UploadStorage;
  let drop: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const created = await createThrowawayDatabase(adminUrl ?? '');
    drop = created.drop;
    database = await openDatabase({ databaseUrl: created.url });
    storage = openDatabaseUploadStorage(database.db, { quotaBytes: 1024 * 1024 });
  });

  afterAll(async () => {
    await database?.close();
    await drop();
  });

  it('reads back the bytes written, and a missing file reads as ENOENT', async () => {
    const key = newStorageKey();
    const bytes = tinyPdf('stored in the database');
    await storage.write(key, bytes);
    expect((await storage.read(key)).equals(bytes)).toBe(true);
    await storage.remove(key);
    await expect(storage.read(key)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(storage.quotaBytes).toBe(1024 * 1024);
  });

  it('keeps no bytes of a call whose transaction rolled back', async () => {
    const key = newStorageKey();
    await expect(
      database.transaction(async () => {
        await storage.write(key, tinyPdf('never committed'));
        throw new Error('the call failed after the write');
      }),
    ).rejects.toThrow('the call failed');
    expect(await database.db.select().from(uploadBlobs)).toHaveLength(0);
  });

  it('the hourly sweep removes bytes no row names once they are past the grace period', async () => {
    const orphan = newStorageKey();
    await storage.write(orphan, tinyPdf('orphan'));
    expect((await storage.list()).map((f) => f.name)).toEqual([orphan]);
    // Within the grace period an upload may still be in flight: kept.
    expect(await purgeUploads(database.db, storage, new Date())).toBe(0);
    expect(await purgeUploads(database.db, storage, new Date(Date.now() + ORPHAN_GRACE_MS + 60_000))).toBe(1);
    expect(await database.db.select().from(uploadBlobs)).toHaveLength(0);
  });
});
