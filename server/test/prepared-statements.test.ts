import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { PREPARED_PER_CONNECTION, openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { createThrowawayDatabase, postgresAdminUrl } from './support.ts';

vi.setConfig({ testTimeout: 120_000 });

const adminUrl = await postgresAdminUrl();

type Prepared = { name: string; statement: string };

/**
 * docs/scale.md: on PostgreSQL every statement with parameters is a named prepared statement of its
 * connection, so the same text is parsed once per connection rather than on every call. A transaction keeps
 * every statement on one connection, whose prepared statements `pg_prepared_statements` lists.
 */
describe.skipIf(adminUrl === null)('prepared statements on PostgreSQL', () => {
  let created: { url: string; drop: () => Promise<void> };
  let database: DatabaseHandle;

  beforeAll(async () => {
    created = await createThrowawayDatabase(adminUrl ?? '');
    database = await openDatabase({ databaseUrl: created.url });
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await created?.drop();
  });

  const prepared = async (): Promise<Prepared[]> => {
    const result = await database.db.execute(sql`select name, statement from pg_prepared_statements where name like 'mhp\_%' order by statement`);
    return (result as unknown as { rows: Prepared[] }).rows;
  };

  it('parses a statement with parameters once per connection and runs it again by name', async () => {
    const found = await database.transaction(async () => {
      const answers: unknown[] = [];
      for (const n of [1, 2, 3]) {
        const result = await database.db.execute(sql`select ${n}::int + 40 as answer`);
        answers.push((result as unknown as { rows: { answer: number }[] }).rows[0]?.answer);
      }
      // Without parameters: sent as it is, never prepared.
      await database.db.execute(sql`select 7 as plain`);
      return { answers, statements: await prepared() };
    });
    expect(found.answers).toEqual([41, 42, 43]);
    // Once, under a name made from its text (the connection may hold others, e.g. the migrations' own).
    expect(found.statements.filter((s) => s.statement === 'select $1::int + 40 as answer')).toEqual([{ name: expect.stringMatching(/^mhp_[\w-]{22}$/), statement: 'select $1::int + 40 as answer' }]);
    expect(found.statements.map((s) => s.statement)).not.toContain('select 7 as plain');
  });

  it(`keeps at most ${PREPARED_PER_CONNECTION} statements per connection and sends any further text unnamed`, async () => {
    const extra = 20;
    const found = await database.transaction(async () => {
      let sum = 0;
      for (let i = 0; i < PREPARED_PER_CONNECTION + extra; i++) {
        const result = await database.db.execute(sql`select ${i}::int + ${sql.raw(String(1000 + i))} as n`);
        sum += Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
      }
      return { sum, statements: await prepared() };
    });
    const count = PREPARED_PER_CONNECTION + extra;
    // Every statement answered, prepared or not: sum of i + 1000 + i.
    expect(found.sum).toBe(count * 1000 + count * (count - 1));
    expect(found.statements.length).toBeLessThanOrEqual(PREPARED_PER_CONNECTION);
    expect(found.statements.length).toBeGreaterThan(PREPARED_PER_CONNECTION - extra);
  });

  it('answers a statement that PostgreSQL refuses with the same error every time, and the connection goes on', async () => {
    const failures: string[] = [];
    await database.transaction(async () => {
      // Savepoints keep the transaction (and so the one connection) usable after each refusal.
      for (let i = 0; i < 2; i++) {
        await database.db.execute(sql`savepoint refused`);
        try {
          await database.db.execute(sql`select no_such_column from residents where id = ${i}`);
        } catch (error) {
          const cause = (error as { cause?: { message?: string } }).cause;
          failures.push(cause?.message ?? String(error));
        }
        await database.db.execute(sql`rollback to savepoint refused`);
      }
      const result = await database.db.execute(sql`select ${5}::int * 2 as ten`);
      expect((result as unknown as { rows: { ten: number }[] }).rows[0]?.ten).toBe(10);
    });
    expect(failures).toEqual(['column "no_such_column" does not exist', 'column "no_such_column" does not exist']);
  });
});
