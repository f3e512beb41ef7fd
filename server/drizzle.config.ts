import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --config server/drizzle.config.ts` after changing a table; the SQL in
// server/drizzle is committed and applied at start by the migrator of the driver in use.
// drizzle-kit's loader has no import.meta.dirname, so paths follow the working directory: the
// repository root or server/.
const base = existsSync('server/src/db/schema.ts') ? 'server/' : './';

// Each feature area keeps its tables in src/db/tables/<area>.ts so that parallel work never shares a file.
// A migration is generated from the committed table files plus the ones named in DRIZZLE_TABLES
// (comma-separated area names), so another branch's unfinished tables never slip into it.
function tableFiles(): string[] {
  let tracked: string[];
  try {
    tracked = execFileSync('git', ['ls-files', `${base}src/db/tables/*.ts`], { encoding: 'utf8' }).split('\n').filter(Boolean);
  } catch {
    tracked = [];
  }
  const named = (process.env.DRIZZLE_TABLES ?? '').split(',').filter(Boolean).map((area) => `${base}src/db/tables/${area}.ts`);
  return [...new Set([...tracked, ...named])];
}

export default defineConfig({
  dialect: 'postgresql',
  schema: [`${base}src/db/schema.ts`, ...tableFiles()],
  out: `${base}drizzle`,
});
