import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { allTables } from './openapi-cases.ts';

describe('the security suite fingerprints every table', () => {
  it('lists each table module of server/src/db/tables', async () => {
    const dir = path.resolve(import.meta.dirname, '../src/db/tables');
    const names = new Set(allTables().map((t) => getTableConfig(t).name));
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const module = (await import(path.join(dir, file))) as Record<string, unknown>;
      for (const table of Object.values(module).filter((t): t is PgTable => t instanceof PgTable)) {
        expect(names.has(getTableConfig(table).name), `${file}: ${getTableConfig(table).name}`).toBe(true);
      }
    }
  });
});
