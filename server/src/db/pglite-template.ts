import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/**
 * A migrated, empty embedded database kept as a folder, to start new ones from (docs/architecture.md#tests).
 *
 * Most of the cost of a new PGlite is its `initdb` (seconds on a busy two-core machine), then the migrations; a
 * database started in a copy of a migrated folder skips both. The test suites open hundreds of fresh databases (one
 * or more per test file, and every server process they start), so they set PGLITE_TEMPLATE_DIR and each fresh
 * database starts as a copy of the template (40 MB, a twentieth of a second). Loaded from a `dumpDataDir` tarball
 * instead, PGlite unpacked it file by file into a file system of its own: 1.2 to 1.6 s on an idle machine and 8 to
 * 13 s on a busy one, where a test file's hooks then ran out of time. The template's name is a
 * hash of the migrations and of the PGlite version: a new migration or a new PGlite makes a new template, never a
 * stale one. Without the setting (a real server) nothing changes: a new database is made and migrated as before.
 */
const TEMPLATE_DIR_SETTING = 'PGLITE_TEMPLATE_DIR';

const made = new Map<string, Promise<string>>();
const keys = new Map<string, string>();

function pgliteVersion(): string {
  // The package exports no package.json: found from its entry, upwards.
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version: string };
      if (name === '@electric-sql/pglite') return version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('the PGlite package has no package.json');
    dir = parent;
  }
}

function keyOf(migrationsFolder: string): string {
  const hash = createHash('sha256').update(pgliteVersion());
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push(full);
    }
  };
  walk(migrationsFolder);
  for (const file of files) hash.update(path.relative(migrationsFolder, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/** Whether a folder holds a database (PostgreSQL writes PG_VERSION first). */
export const holdsDatabase = (folder: string): boolean => existsSync(path.join(folder, 'PG_VERSION'));

async function make(migrationsFolder: string, folder: string): Promise<string> {
  if (holdsDatabase(folder)) return folder;
  // Made aside and renamed whole: processes making it at the same time each make a whole folder; the first rename
  // wins, the others find the folder taken and remove theirs. All are equal.
  const partial = `${folder}.${randomUUID()}.partial`;
  try {
    const client = new PGlite(partial);
    try {
      await migrate(drizzle({ client }), { migrationsFolder });
    } finally {
      await client.close();
    }
    renameSync(partial, folder);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    if (!holdsDatabase(folder)) throw error;
  }
  return folder;
}

/** The folder to copy a fresh database from, or undefined where none is configured (a real server). */
export function pgliteTemplate(migrationsFolder: string): Promise<string> | undefined {
  const dir = process.env[TEMPLATE_DIR_SETTING];
  if (!dir) return undefined;
  mkdirSync(dir, { recursive: true });
  // The migrations are read and hashed once per process, not at every database opened.
  let key = keys.get(migrationsFolder);
  if (key === undefined) {
    key = keyOf(migrationsFolder);
    keys.set(migrationsFolder, key);
  }
  const folder = path.join(dir, `pglite-${key}`);
  let template = made.get(folder);
  if (!template) {
    // A failure is tried again by the next database opened (make left no folder behind).
    template = make(migrationsFolder, folder).catch((error: unknown) => {
      made.delete(folder);
      throw error;
    });
    made.set(folder, template);
  }
  return template;
}

/** Throw-away folders of this process's databases that have not closed yet. */
const throwaways = new Set<string>();
let removedAtExit = false;

/**
 * A new folder for a database nobody keeps, in `databases/` beside the template it is copied from (the setting names
 * where the tests may write). A process that ends without closing its databases (a test file that forgot one) still
 * removes their folders.
 */
export function throwawayFolder(template: string): string {
  const folders = path.join(path.dirname(template), 'databases');
  mkdirSync(folders, { recursive: true });
  if (!removedAtExit) {
    process.once('exit', removeLeftFolders);
    removedAtExit = true;
  }
  const folder = mkdtempSync(path.join(folders, 'db-'));
  throwaways.add(folder);
  return folder;
}

export function removeThrowawayFolder(folder: string): void {
  throwaways.delete(folder);
  rmSync(folder, { recursive: true, force: true });
}

function removeLeftFolders(): void {
  for (const folder of throwaways) rmSync(folder, { recursive: true, force: true });
  throwaways.clear();
}
