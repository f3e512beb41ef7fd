import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/**
 * A migrated, empty embedded database kept as a file, to start new ones from (docs/architecture.md#tests).
 *
 * Most of the cost of a new PGlite is its `initdb` (seconds on a busy two-core machine), then the migrations; a
 * database loaded from a folder's tarball skips both. The test suites open hundreds of fresh databases (one or more per
 * test file, and every server process they start), so they set PGLITE_TEMPLATE_DIR and each fresh database is loaded
 * from the template instead of made from nothing. The template's name is a hash of the migrations and of the PGlite
 * version: a new migration or a new PGlite makes a new template, never a stale one. Without the setting (a real
 * server) nothing changes: a new database is made and migrated as before.
 */
const TEMPLATE_DIR_SETTING = 'PGLITE_TEMPLATE_DIR';

const made = new Map<string, Promise<Blob>>();
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

async function make(migrationsFolder: string, file: string): Promise<Blob> {
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const client = new PGlite();
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
    const tarball = await client.dumpDataDir('none');
    // Written aside and renamed: processes making it at the same time each write whole files; one wins, all are equal.
    const partial = `${file}.${randomUUID()}.partial`;
    writeFileSync(partial, new Uint8Array(await tarball.arrayBuffer()));
    renameSync(partial, file);
    return tarball;
  } finally {
    await client.close();
  }
}

/** The template to start a fresh database from, or undefined where none is configured (a real server). */
export function pgliteTemplate(migrationsFolder: string): Promise<Blob> | undefined {
  const dir = process.env[TEMPLATE_DIR_SETTING];
  if (!dir) return undefined;
  mkdirSync(dir, { recursive: true });
  // The migrations are read and hashed once per process, not at every database opened.
  let key = keys.get(migrationsFolder);
  if (key === undefined) {
    key = keyOf(migrationsFolder);
    keys.set(migrationsFolder, key);
  }
  const file = path.join(dir, `pglite-${key}.tar`);
  let template = made.get(file);
  if (!template) {
    template = make(migrationsFolder, file).catch((error: unknown) => {
      made.delete(file);
      rmSync(file, { force: true });
      throw error;
    });
    made.set(file, template);
  }
  return template;
}
