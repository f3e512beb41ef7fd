import type { FastifyPluginAsync } from 'fastify';
import { API_BASE, ResultCode, endpoints, paths } from '@macao-phr/contract';
import type { AppContext } from '../http/context.ts';
import { fail, ok, registerEndpoint } from '../http/endpoint.ts';
import { buildOpenApi } from '../http/openapi.ts';

/** Readiness and the API description. */
export const systemRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  // A readiness probe must see a non-2xx status when the database is down.
  registerEndpoint(app, ctx, endpoints.health, async ({ request }) => {
    try {
      await ctx.database.ping();
      return ok({ status: 'ok' as const });
    } catch (error) {
      request.log.error(error, 'database does not answer');
      return fail(ResultCode.SERVICE_UNAVAILABLE, { status: 503 });
    }
  });

  const document = buildOpenApi();
  app.get(API_BASE + paths.openapi, async (_request, reply) => reply.header('cache-control', 'no-store').send(document));
};
