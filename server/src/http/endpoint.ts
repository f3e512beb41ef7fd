import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import { API_BASE, FORM_FIELD, ResultCode, envelopeOf, fieldErrors, parseLanguage, validationMessage, type Endpoint, type Language, type ResultCodeValue } from '@macao-phr/contract';
import type { AppContext } from './context.ts';
import { checkSession } from '../auth/sessions.ts';
import { logAccess, withAccessLog } from './access-log.ts';
import { answersChecked, successEnvelopeSchema } from './answer-serializer.ts';

/** docs/architecture.md#api-contract: `resultMsg` in the language of the `Language` header, zh-Hant when absent or unknown. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['language'];
  return parseLanguage(Array.isArray(header) ? header[0] : header);
}

export function sendEnvelope(reply: FastifyReply, status: number, code: ResultCodeValue, data: unknown): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').send(envelopeOf(code, data, requestLanguage(reply.request)));
}

/**
 * What a handler answers: its data, or a result code (with the `data` of a refusal, such as `fieldErrors`, and the HTTP
 * status when it is not 200: a readiness probe down, a picture that does not exist).
 */
export type Outcome<T> = { ok: true; data: T; shared?: true } | { ok: false; code: ResultCodeValue; data?: unknown; status?: number };

export function ok<T>(data: T): Outcome<T> {
  return { ok: true, data };
}

/**
 * An answer that is the same for everybody who gets it, such as the catalogue of a terminal for one sex: reference data,
 * never a resident's records. registerEndpoint writes its envelope once per language (checked once, where answers are
 * checked) and sends those bytes again every time the same object is answered, so `data` must never change afterwards
 * (docs/scale.md "What an answer costs").
 */
export function okShared<T extends object>(data: T): Outcome<T> {
  return { ok: true, data, shared: true };
}

export function fail<T = never>(code: ResultCodeValue, refusal: { data?: unknown; status?: number } = {}): Outcome<T> {
  return { ok: false, code, ...refusal };
}

/** The answer of a `bytes` or `stream` row: the file (whole, or a stream written while it is sent) and its headers. */
export type FileAnswer = { body: Buffer | string | Readable; headers: Record<string, string> };

type RequestOf<E extends Endpoint> = E['request'] extends z.ZodType
  ? z.output<E['request']>
  : E['query'] extends z.ZodType
    ? z.output<E['query']>
    : undefined;
type ResponseOf<E extends Endpoint> = E['answer'] extends 'json' ? (E['response'] extends z.ZodType ? z.output<E['response']> : never) : FileAnswer;

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

/** No request of ours nests deeper than a few levels; deeper bodies are refused before anything recurses. */
const MAX_BODY_DEPTH = 32;

/** Iterative, so a 50,000-level body cannot overflow the stack (the fuzzing tests: it used to be a 500). */
function tooDeep(raw: unknown): boolean {
  const stack: [unknown, number][] = [[raw, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop() as [unknown, number];
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_BODY_DEPTH) return true;
    for (const child of Object.values(value)) stack.push([child, depth + 1]);
  }
  return false;
}

const fieldPath = (at: readonly string[]) => (at.length === 0 ? FORM_FIELD : at.join('.'));

/**
 * Text PostgreSQL cannot store or that only an attacker sends: NUL (PostgreSQL refuses it in text, which
 * used to surface as a 500) and lone surrogates (not Unicode; they turn into U+FFFD on the way to the
 * database, so what is stored is not what was sent). Keys are checked too. The fuzzing tests found both.
 */
function badText(raw: unknown, at: string[] = []): string[] | null {
  if (typeof raw === 'string') return raw.includes('\u0000') || !raw.isWellFormed() ? at : null;
  if (Array.isArray(raw)) {
    for (let i = 0; i < raw.length; i++) {
      const found = badText(raw[i], [...at, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (isPlainObject(raw)) {
    for (const [key, value] of Object.entries(raw)) {
      if (key.includes('\u0000') || !key.isWellFormed()) return at;
      const found = badText(value, [...at, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Fields the schema does not know (zod strips them silently). A misspelt or invented field is refused
 * rather than ignored, so a client never believes it set something the server dropped (ASVS 5.0 input
 * validation; "unknown fields change nothing", docs/security.md). Found by comparing the raw body with zod's
 * output: a key present in the input and absent from the output was stripped.
 */
function strayField(raw: unknown, parsed: unknown, at: string[] = []): string[] | null {
  if (Array.isArray(raw) && Array.isArray(parsed)) {
    for (let i = 0; i < raw.length; i++) {
      const found = strayField(raw[i], parsed[i], [...at, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (!isPlainObject(raw) || !isPlainObject(parsed)) return null;
  for (const key of Object.keys(raw)) {
    if (!Object.hasOwn(parsed, key)) return [...at, key];
    const found = strayField(raw[key], parsed[key], [...at, key]);
    if (found) return found;
  }
  return null;
}

/** A query parameter its schema does not name. */
function strayQueryName(raw: Record<string, unknown>, names: ReadonlySet<string>): string[] | null {
  const stray = Object.keys(raw).find((key) => !names.has(key));
  return stray === undefined ? null : [stray];
}

function refuseField(reply: FastifyReply, at: readonly string[], lang: Language): FastifyReply {
  return sendEnvelope(reply, 200, ResultCode.VALIDATION_FAILED, { fieldErrors: { [fieldPath(at)]: [validationMessage('invalid', lang)] } });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract path of a route registerEndpoint made. */
    endpoint?: string;
  }
  interface FastifyInstance {
    /** Every route registerEndpoint made, as `METHOD path` (app.ts collects them). */
    endpointRoutes: ReadonlySet<string>;
  }
}

/** The contract path of a route registerEndpoint made (kept in its route config), or null for any other route. */
export function endpointPathOf(config: unknown): string | null {
  const path = (config as { endpoint?: unknown } | undefined)?.endpoint;
  return typeof path === 'string' ? path : null;
}

/**
 * Registers one row of the contract's endpoint table. Order matters and is the same for every route:
 * session first (an anonymous caller learns nothing about the body), then a body that is not a JSON object
 * is HTTP 400, then zod (VALIDATION_FAILED + translated fieldErrors, HTTP 200 so forms can show them),
 * then the handler. Its answer is written by a serializer compiled from the response schema, so nothing outside the
 * contract leaves the server; in tests and development (answersChecked) it is first checked against that schema and
 * refused when it breaks it, so the server cannot drift from what /api/openapi.json promises. A `bytes` or `stream` row
 * goes through the same steps (its query checked like a body) and answers its file with the handler's headers; its
 * refusals are envelopes like any call's. The row says whether the call runs in a transaction (`reads`) and what its
 * refusal and failure entries in the access log name (`accessLog`).
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: E,
  handler: (input: RouteInput<E>) => Promise<Outcome<ResponseOf<E>>>,
  options: { route?: RouteShorthandOptions; actsForSubject?: boolean } = {},
): void {
  // What the call is comes from its row, never from its address: whether it only reads, what its log entries name.
  const { reads, accessLog, answer } = endpoint;
  const json = answer === 'json';
  // Checking every answer against the contract costs more than writing it (docs/scale.md "What an answer costs"):
  // tests and development check (a breaking answer is refused with a 500), production only writes the contract's fields.
  const checkAnswers = answersChecked();
  const successSchema = json && endpoint.response ? successEnvelopeSchema(endpoint.response) : null;
  // A query is flat, and its schema may reshape it (start and end become a period): its parameters are checked against
  // the names the schema takes in, not against what it gives out.
  const queryNames = endpoint.query ? new Set(Object.keys((z.toJSONSchema(endpoint.query, { io: 'input' }) as { properties?: object }).properties ?? {})) : null;
  // The envelopes of shared answers (okShared), written once per answer and language; gone with the answer.
  const written = new WeakMap<object, Map<Language, Buffer>>();
  app.route({
    ...options.route,
    config: { ...options.route?.config, endpoint: endpoint.path },
    method: endpoint.method,
    url: API_BASE + endpoint.path,
    handler: async (request, reply) => {
      const lang = requestLanguage(request);
      let residentId: number | null = null;
      let sessionId: number | null = null;
      let subjectId: number | null = null;
      if (endpoint.auth) {
        // One statement: the session, its touch and the Subject header's guardianship (sessions.ts).
        const actsForSubject = options.actsForSubject !== false;
        const session = await checkSession(ctx.database.db, request.headers.authorization, ctx.now(), ctx.sessionIdleMs, actsForSubject ? request.headers['subject'] : undefined);
        if (!session.ok) return sendEnvelope(reply, 200, session.code, null);
        residentId = session.residentId;
        sessionId = session.sessionId;
        subjectId = residentId;
        if (actsForSubject) {
          if (session.subject.id === null) {
            // The refusal goes to the log of the resident who was named (when there is one), so they see it.
            if (accessLog) {
              await logAccess(ctx.database.db, {
                actorId: residentId,
                subjectId: session.subject.namedId,
                ...accessLog,
                outcome: 'refused',
                correlationId: request.id,
              });
            }
            return sendEnvelope(reply, 200, ResultCode.NOT_AUTHORIZED, null);
          }
          subjectId = session.subject.id;
        }
      }
      let body: unknown = undefined;
      // GET parameters (endpoint.query) go through the same checks as a body; their output is `body`.
      const input = endpoint.request ?? endpoint.query ?? null;
      if (input) {
        // A POST without a body means "no parameters" (logout, detail); anything present must be an object.
        const source: unknown = endpoint.request ? request.body : { ...(request.query as object) };
        const raw: unknown = source === undefined ? {} : source;
        if (!isPlainObject(raw) || tooDeep(raw)) return sendEnvelope(reply, 400, ResultCode.MALFORMED_REQUEST, null);
        const bad = badText(raw);
        if (bad) return refuseField(reply, bad, lang);
        const parsed = input.safeParse(raw);
        if (!parsed.success) {
          return sendEnvelope(reply, 200, ResultCode.VALIDATION_FAILED, { fieldErrors: fieldErrors(parsed.error, lang) });
        }
        const stray = queryNames ? strayQueryName(raw, queryNames) : strayField(raw, parsed.data);
        if (stray) return refuseField(reply, stray, lang);
        body = parsed.data;
      }
      let outcome: Outcome<ResponseOf<E>>;
      try {
        const call = () =>
          handler({
            request,
            body: body as RequestOf<E>,
            residentId: residentId as RouteInput<E>['residentId'],
            subjectId: subjectId as RouteInput<E>['subjectId'],
            sessionId: sessionId as RouteInput<E>['sessionId'],
            lang,
            correlationId: request.id,
          });
        const { db } = ctx.database;
        // A change runs in one transaction with its access-log entries: they land together or not at all.
        // A read changes nothing, so it needs no BEGIN and COMMIT (two round trips of the three a read
        // may take, docs/architecture.md#budgets): its entries are written in one statement before it answers.
        outcome = reads
          ? await withAccessLog(db, () => ctx.database.readOnly(call))
          : await ctx.database.transaction(() => withAccessLog(db, call));
      } catch (error) {
        // A failure is logged too (docs/security.md), best effort: the database may be what failed.
        if (residentId !== null && accessLog) {
          await logAccess(ctx.database.db, { actorId: residentId, subjectId, ...accessLog, outcome: 'failed', correlationId: request.id }).catch(() => undefined);
        }
        throw error;
      }
      if (!outcome.ok) return sendEnvelope(reply, outcome.status ?? 200, outcome.code, outcome.data ?? null);
      if (!json || !endpoint.response || !successSchema) {
        // A file: its own headers (type, disposition, cache, a sandboxing CSP), sent as it is or streamed.
        const file = outcome.data as FileAnswer;
        return reply.headers(file.headers).send(file.body);
      }
      const shared = outcome.shared === true && typeof outcome.data === 'object' && outcome.data !== null ? (outcome.data as object) : null;
      const before = shared === null ? undefined : written.get(shared)?.get(lang);
      // A shared answer already written in this language goes out as those bytes, with the same headers.
      if (before !== undefined) return reply.code(200).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(before);
      let data: unknown = outcome.data;
      if (checkAnswers) {
        const checked = endpoint.response.safeParse(outcome.data);
        if (!checked.success) {
          request.log.error({ issues: checked.error.issues, path: endpoint.path }, 'response does not match the contract');
          return sendEnvelope(reply, 500, ResultCode.UNKNOWN_ERROR, null);
        }
        data = checked.data;
      }
      // Written by the serializer Fastify compiles from the contract's schema, once per route: only the fields the
      // contract names go out, checked or not (docs/scale.md "What an answer costs").
      const serialize = reply.compileSerializationSchema(successSchema, '200');
      if (shared !== null) {
        const bytes = Buffer.from(serialize(envelopeOf(ResultCode.SUCCESS, data, lang)), 'utf8');
        const byLanguage = written.get(shared) ?? new Map<Language, Buffer>();
        byLanguage.set(lang, bytes);
        written.set(shared, byLanguage);
        return reply.code(200).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(bytes);
      }
      return reply
        .code(200)
        .header('cache-control', 'no-store')
        // A serializer of one's own leaves the type to the route.
        .type('application/json; charset=utf-8')
        .serializer(serialize)
        .send(envelopeOf(ResultCode.SUCCESS, data, lang));
    },
  });
}
