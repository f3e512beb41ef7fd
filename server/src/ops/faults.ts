import type { FastifyInstance } from 'fastify';
import { ResultCode, type ResultCodeValue } from '@macao-phr/contract';
import { sendEnvelope } from '../http/endpoint.ts';
import { logSafeUrl } from './logging.ts';

/**
 * docs/security.md: a hanging dependency answers an error within 9 s. Database calls give up earlier
 * (QUERY_TIMEOUT_MS, CONNECT_TIMEOUT_MS in db/client.ts); this deadline catches whatever else could hang.
 */
export const REQUEST_DEADLINE_MS = 8_000;

/** SQLSTATE classes and codes that mean "the database is not there right now", not "your query is wrong". */
const UNAVAILABLE_SQLSTATE = /^(08|53|57P0[1-4])/;
const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGE = /connection terminated|connection error|not queryable|terminating connection|the database system is (starting up|shutting down|in recovery)|server closed the connection/i;
const TIMEOUT_MESSAGE = /query read timeout|timeout exceeded when trying to connect|canceling statement due to statement timeout/i;

/**
 * What to answer for an error thrown while serving a call: TIMEOUT when a dependency was too slow,
 * SERVICE_UNAVAILABLE when it could not be reached, null for anything else (a bug: UNKNOWN_ERROR).
 * Drizzle wraps driver errors, so the whole `cause` chain is read.
 */
export function dependencyFailure(error: unknown): ResultCodeValue | null {
  for (let e: unknown = error, depth = 0; typeof e === 'object' && e !== null && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    const text = typeof message === 'string' ? message : '';
    if (TIMEOUT_MESSAGE.test(text) || code === '57014') return ResultCode.TIMEOUT;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code))) return ResultCode.SERVICE_UNAVAILABLE;
    if (UNAVAILABLE_MESSAGE.test(text)) return ResultCode.SERVICE_UNAVAILABLE;
  }
  return null;
}

/** Every request is answered by `ms` at the latest: TIMEOUT (HTTP 503) if nothing else answered first. */
export function installDeadline(app: FastifyInstance, ms: number = REQUEST_DEADLINE_MS): void {
  const timers = new WeakMap<object, NodeJS.Timeout>();
  app.addHook('onRequest', async (request, reply) => {
    const timer = setTimeout(() => {
      if (reply.sent || reply.raw.headersSent) return;
      request.log.warn({ url: logSafeUrl(request.url, request.routeOptions.url) }, 'request deadline passed');
      void sendEnvelope(reply, 503, ResultCode.TIMEOUT, null);
    }, ms);
    timer.unref();
    timers.set(request, timer);
  });
  const clear = async (request: object) => {
    const timer = timers.get(request);
    if (timer !== undefined) clearTimeout(timer);
  };
  app.addHook('onResponse', clear);
  app.addHook('onRequestAbort', clear);
}
