import { existsSync } from 'node:fs';
import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --config server/drizzle.config.ts` after changing src/db/schema.ts; the SQL
// in server/drizzle is committed and applied at start by the migrator of the driver in use.
// drizzle-kit's loader has no import.meta.dirname, so paths follow the working directory: the
// repository root or server/.
const base = existsSync('server/src/db/schema.ts') ? 'server/' : './';

export default defineConfig({
  dialect: 'postgresql',
  schema: `${base}src/db/schema.ts`,
  out: `${base}drizzle`,
});
