import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';

type Rows<T> = { rows: T[] };

/** The rows of a statement (both drivers answer `{ rows }`; drizzle's shared type does not say so). */
async function rowsOf<T>(database: DatabaseHandle, statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(statement)) as unknown as Rows<T>).rows;
}

/** What a database holds by structure: every column of every table, and the migrations applied. */
async function shapeOf(database: DatabaseHandle): Promise<{ columns: string[]; migrations: number }> {
  const columns = await rowsOf<{ c: string }>(
    database,
    sql`select table_schema || '.' || table_name || '.' || column_name || ':' || data_type as c from information_schema.columns where table_schema in ('public', 'drizzle') order by 1`,
  );
  const applied = await rowsOf<{ n: number }>(database, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return { columns: columns.map((row) => row.c), migrations: Number(applied[0]?.n) };
}

describe('fresh embedded databases from a migrated template (server/src/db/pglite-template.ts)', () => {
  const setting = process.env.PGLITE_TEMPLATE_DIR;
  const folders: string[] = [];
  afterEach(() => {
    process.env.PGLITE_TEMPLATE_DIR = setting;
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('hold what a database made and migrated from nothing holds, thrown away at close or in a new folder; a folder in use is opened as it is', async () => {
    delete process.env.PGLITE_TEMPLATE_DIR;
    const made = await openDatabase({ memory: true });
    const expected = await shapeOf(made);
    await made.close();
    expect(expected.migrations).toBeGreaterThan(0);
    expect(expected.columns.length).toBeGreaterThan(50);

    const templates = mkdtempSync(path.join(tmpdir(), 'mhp-templates-'));
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mhp-template-data-'));
    folders.push(templates, dataDir);
    process.env.PGLITE_TEMPLATE_DIR = templates;
    const throwaway = await openDatabase({ memory: true });
    expect(await shapeOf(throwaway)).toEqual(expected);
    // One template folder, and the database nobody keeps in a folder of its own beside it while it is open.
    expect(readdirSync(templates).filter((name) => name.startsWith('pglite-'))).toHaveLength(1);
    expect(readdirSync(path.join(templates, 'databases'))).toHaveLength(1);
    await throwaway.close();
    expect(readdirSync(path.join(templates, 'databases'))).toHaveLength(0);

    const inFolder = await openDatabase({ dataDir });
    expect(await shapeOf(inFolder)).toEqual(expected);
    await inFolder.db.execute(sql`create table kept_row (id int)`);
    await inFolder.close();
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);

    // Reopened, the folder keeps what was written in it: the template is only for a new database.
    const reopened = await openDatabase({ dataDir });
    const kept = await rowsOf<{ n: number }>(reopened, sql`select count(*)::int as n from information_schema.tables where table_name = 'kept_row'`);
    expect(Number(kept[0]?.n)).toBe(1);
    await reopened.close();
  }, 120_000);
});
