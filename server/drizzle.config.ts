import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --config server/drizzle.config.ts` after changing src/db/schema.ts; the SQL
// in ./drizzle is committed and applied at start by the migrator of the driver in use.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/drizzle',
});
