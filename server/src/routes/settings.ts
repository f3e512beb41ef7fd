import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { endpoints, themeChoiceSchema } from '@macao-phr/contract';
import type { AppContext } from '../http/context.ts';
import { residentSettings } from '../db/tables/settings.ts';
import { ok, registerEndpoint } from '../http/endpoint.ts';

/**
 * The resident's own settings (the colour theme), read at sign-in and saved when changed, so that a choice made in one
 * browser applies in every other. They belong to the signed-in resident: a guardian's Subject header does not change
 * whose settings these are.
 */
export const settingsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const own = { actsForSubject: false } as const;

  registerEndpoint(
    app,
    ctx,
    endpoints.residentSettings,
    async ({ residentId }) => {
      const [row] = await db.select({ theme: residentSettings.theme }).from(residentSettings).where(eq(residentSettings.residentId, residentId));
      const theme = themeChoiceSchema.safeParse(row?.theme);
      return ok({ theme: theme.success ? theme.data : 'device' });
    },
    own,
  );

  registerEndpoint(
    app,
    ctx,
    endpoints.saveResidentSettings,
    async ({ residentId, body }) => {
      const updatedAt = ctx.now();
      await db
        .insert(residentSettings)
        .values({ residentId, theme: body.theme, updatedAt })
        .onConflictDoUpdate({ target: residentSettings.residentId, set: { theme: body.theme, updatedAt } });
      return ok({ theme: body.theme });
    },
    own,
  );
};
