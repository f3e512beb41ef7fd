import { describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { createThrowawayDatabase, postgresAdminUrl } from './support.ts';

vi.setConfig({ testTimeout: 120_000 });

const adminUrl = await postgresAdminUrl();

describe.skipIf(adminUrl === null)('instances starting together on one PostgreSQL (docs/operations.md)', () => {
  it('apply the migrations once between them, and both open', async () => {
    const created = await createThrowawayDatabase(adminUrl ?? '');
    try {
      const opened = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: created.url })));
      try {
        const [first] = opened;
        const rows = (await first?.db.execute(sql`select count(*)::int as n, count(distinct hash)::int as d from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number; d: number }[] };
        expect(rows.rows[0]?.n).toBeGreaterThan(10);
        expect(rows.rows[0]?.n).toBe(rows.rows[0]?.d);
      } finally {
        await Promise.all(opened.map((d) => d.close()));
      }
    } finally {
      await created.drop();
    }
  });
});
