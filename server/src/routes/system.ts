import type { FastifyPluginAsync } from 'fastify';
import { API_BASE, ResultCode, endpoints, paths } from '@macao-phr/contract';
import type { AppContext } from '../http/context.ts';
import { sendEnvelope } from '../http/endpoint.ts';
import { buildOpenApi } from '../http/openapi.ts';

/** Readiness and the API description. */
export const systemRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  // Not through registerEndpoint: a readiness probe must see a non-2xx status when the database is down.
  app.get(API_BASE + endpoints.health.path, async (request, reply) => {
    try {
      await ctx.database.ping();
      return sendEnvelope(reply, 200, ResultCode.SUCCESS, { status: 'ok' });
    } catch (error) {
      request.log.error(error, 'database does not answer');
      return sendEnvelope(reply, 503, ResultCode.SERVICE_UNAVAILABLE, null);
    }
  });

  const document = buildOpenApi();
  app.get(API_BASE + paths.openapi, async (_request, reply) => reply.header('cache-control', 'no-store').send(document));
};
