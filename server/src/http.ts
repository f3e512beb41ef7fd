import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import {
  API_BASE,
  ResultCode,
  envelopeOf,
  fieldErrors,
  parseLanguage,
  type Endpoint,
  type Language,
  type ResultCodeValue,
} from '@mhp/contract';
import type { AppContext } from './context.ts';
import { checkSession } from './sessions.ts';
import { resolveSubject } from './subject.ts';

/** ARCHITECTURE 3: `resultMsg` in the language of the `Language` header, zh-Hant when absent or unknown. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['language'];
  return parseLanguage(Array.isArray(header) ? header[0] : header);
}

export function sendEnvelope(reply: FastifyReply, status: number, code: ResultCodeValue, data: unknown): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').send(envelopeOf(code, data, requestLanguage(reply.request)));
}

export type Outcome<T> = { ok: true; data: T } | { ok: false; code: ResultCodeValue };

export function ok<T>(data: T): Outcome<T> {
  return { ok: true, data };
}

export function fail<T = never>(code: ResultCodeValue): Outcome<T> {
  return { ok: false, code };
}

type RequestOf<E extends Endpoint> = E['request'] extends z.ZodType ? z.output<E['request']> : undefined;
type ResponseOf<E extends Endpoint> = z.output<E['response']>;

export type RouteInput<E extends Endpoint> = {
  request: FastifyRequest;
  body: RequestOf<E>;
  /** The signed-in resident (the actor), for endpoints with `auth: true` (otherwise null). */
  residentId: E['auth'] extends true ? number : null;
  /** Whose records: the actor, or a ward named by the Subject header (verified guardianship only). */
  subjectId: E['auth'] extends true ? number : null;
  sessionId: E['auth'] extends true ? number : null;
  lang: Language;
  correlationId: string;
};

function isPlainObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/**
 * Registers one row of the contract's endpoint table. Order matters and is the same for every route:
 * session first (an anonymous caller learns nothing about the body), then a body that is not a JSON object
 * is HTTP 400, then zod (VALIDATION_FAILED + translated fieldErrors, HTTP 200 so forms can show them),
 * then the handler; its answer is checked against the response schema so the server cannot drift from
 * what /api/openapi.json promises.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: E,
  handler: (input: RouteInput<E>) => Promise<Outcome<ResponseOf<E>>>,
  options: { route?: RouteShorthandOptions; actsForSubject?: boolean } = {},
): void {
  app.route({
    ...options.route,
    method: endpoint.method,
    url: API_BASE + endpoint.path,
    handler: async (request, reply) => {
      const lang = requestLanguage(request);
      let residentId: number | null = null;
      let sessionId: number | null = null;
      let subjectId: number | null = null;
      if (endpoint.auth) {
        const session = await checkSession(ctx.database.db, request.headers.authorization, ctx.now(), ctx.sessionIdleMs);
        if (!session.ok) return sendEnvelope(reply, 200, session.code, null);
        residentId = session.residentId;
        sessionId = session.sessionId;
        subjectId = residentId;
        if (options.actsForSubject !== false) {
          const subject = await resolveSubject(ctx.database.db, residentId, request.headers['subject']);
          if (subject === null) return sendEnvelope(reply, 200, ResultCode.NOT_AUTHORIZED, null);
          subjectId = subject;
        }
      }
      let body: unknown = undefined;
      if (endpoint.request) {
        // A POST without a body means "no parameters" (logout, detail); anything present must be an object.
        const raw: unknown = request.body === undefined ? {} : request.body;
        if (!isPlainObject(raw)) return sendEnvelope(reply, 400, ResultCode.MALFORMED_REQUEST, null);
        const parsed = endpoint.request.safeParse(raw);
        if (!parsed.success) {
          return sendEnvelope(reply, 200, ResultCode.VALIDATION_FAILED, { fieldErrors: fieldErrors(parsed.error, lang) });
        }
        body = parsed.data;
      }
      const outcome = await handler({
        request,
        body: body as RequestOf<E>,
        residentId: residentId as RouteInput<E>['residentId'],
        subjectId: subjectId as RouteInput<E>['subjectId'],
        sessionId: sessionId as RouteInput<E>['sessionId'],
        lang,
        correlationId: request.id,
      });
      if (!outcome.ok) return sendEnvelope(reply, 200, outcome.code, null);
      const checked = endpoint.response.safeParse(outcome.data);
      if (!checked.success) {
        request.log.error({ issues: checked.error.issues, path: endpoint.path }, 'response does not match the contract');
        return sendEnvelope(reply, 500, ResultCode.UNKNOWN_ERROR, null);
      }
      return sendEnvelope(reply, 200, ResultCode.SUCCESS, checked.data);
    },
  });
}
