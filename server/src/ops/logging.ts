import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * docs/security.md / Macao Law 8/2005: logs never hold tokens, passwords, Authorization or cookie headers, bodies or
 * clinical values, whatever a future log call passes in. Wildcards cover one level of nesting
 * (`{ err }`, `{ req }`, `{ body }`); bodies are removed whole.
 */
export const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers.subject',
  'headers.authorization',
  'headers.cookie',
  'authorization',
  'body',
  'req.body',
  'payload',
  '*.body',
  '*.payload',
  ...[
    'password',
    'tokenId',
    'token',
    'accountCenterToken',
    'miKey',
    'fileModuleJwt',
    'patid',
    'systolic',
    'diastolic',
    'pulse',
    'value',
    'height',
    'weight',
    'bmi',
    'glucose',
    'input',
    // Secrets that open something on their own (docs/security.md): share links, QR payloads. One-time codes travel
    // in bodies (removed whole); addresses go through logSafeUrl.
    'shareId',
    'qrText',
    'qrCode',
    'state',
    'query',
    'params',
  ].flatMap((key) => [key, `*.${key}`]),
];

const CENSOR = '[redacted]';
/** Path segments kept as they are: short ones, words (`webShareReportImages`, `lab-reports`) and asset file names. */
const WORDY = /^(?:[A-Z]?[a-z]+)+(?:-(?:[A-Z]?[a-z]+|\d{1,4}))*$/;
const ASSET = /^[\w-]+\.(?:js|mjs|css|map|svg|png|jpe?g|webp|gif|ico|woff2?|json|txt|html|webmanifest)$/;

/** Whether a path segment may be logged: anything long and random-looking (share ids, codes, tokens) may not. */
function loggableSegment(segment: string): boolean {
  if (segment.includes('%')) return false;
  return segment.length < 12 || WORDY.test(segment) || ASSET.test(segment);
}

/**
 * The address of a request as it may be logged: the route's pattern when one matched
 * (`/api/inspectionInfo/getShareImage`), else the path with id-like segments replaced; the query string keeps
 * only its parameter names (share ids and codes travel there: `?shareId=…`). Nothing a caller put in the address
 * reaches a log line as is.
 */
export function logSafeUrl(raw: string, routePattern?: string): string {
  const [pathPart = '', query] = raw.split('?', 2);
  const base =
    routePattern !== undefined && routePattern !== '' && !routePattern.includes('*')
      ? routePattern
      : pathPart
          .split('/')
          .map((segment) => (loggableSegment(segment) ? segment : ':redacted'))
          .join('/');
  if (query === undefined || query === '') return base;
  const names = [...new Set(query.split('&').map((pair) => pair.split('=')[0] ?? ''))].filter((name) => /^[A-Za-z0-9_.-]{1,40}$/.test(name));
  return names.length === 0 ? `${base}?${CENSOR}` : `${base}?${names.map((name) => `${name}=${CENSOR}`).join('&')}`;
}

type LoggedRequest = Partial<Pick<FastifyRequest, 'method' | 'url' | 'ip'>> & { routeOptions?: { url?: string } };

/**
 * Fastify's request serializer, minus the raw address. Whatever else a log call passes as `req` (headers, a
 * hand-made object) is dropped: only method, safe address and client address are ever written.
 */
function requestSerializer(request: LoggedRequest | null | undefined): Record<string, unknown> {
  if (typeof request !== 'object' || request === null) return {};
  return {
    method: typeof request.method === 'string' ? request.method : undefined,
    url: typeof request.url === 'string' ? logSafeUrl(request.url, request.routeOptions?.url) : undefined,
    remoteAddress: typeof request.ip === 'string' ? request.ip : undefined,
  };
}

/** A failed query's message carries its parameters (drizzle: `Failed query: … params: …`): tokens' hashes, ids, values. */
function withoutParams(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');
}

/** PostgreSQL quotes the offending value in its messages (`invalid input syntax for type integer: "…"`). */
const SQLSTATE = /^[0-9A-Z]{5}$/;
function withoutQuoted(text: string): string {
  return text.replace(/"[^"\n]*"/g, '"[redacted]"');
}

type LoggedError = { name?: unknown; message?: unknown; stack?: unknown; code?: unknown; cause?: unknown };

/**
 * Errors as logged: type, message, code and stack, and the same of their causes (a few levels), with query
 * parameters cut from messages and stacks, and values quoted by the database replaced. Other properties (drizzle's
 * `params`, a driver's `query`, PostgreSQL's `detail` with the conflicting key) are left out.
 */
function errorSerializer(error: unknown, depth = 0): Record<string, unknown> | undefined {
  if (typeof error !== 'object' || error === null) return error === undefined ? undefined : { message: '[non-error value]' };
  const e = error as LoggedError;
  const fromDatabase = typeof e.code === 'string' && SQLSTATE.test(e.code);
  const clean = (text: string) => (fromDatabase ? withoutQuoted(withoutParams(text)) : withoutParams(text));
  return {
    type: typeof e.name === 'string' ? e.name : undefined,
    message: typeof e.message === 'string' ? clean(e.message) : undefined,
    code: typeof e.code === 'string' || typeof e.code === 'number' ? e.code : undefined,
    stack: typeof e.stack === 'string' ? clean(e.stack) : undefined,
    cause: depth < 4 && e.cause !== undefined ? errorSerializer(e.cause, depth + 1) : undefined,
  };
}

/**
 * The app's pino options: the given ones plus redaction and the request serializer above, always.
 * Plain pino options or `true`; false/undefined turn logging off (tests).
 */
export function withRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false || logger === undefined) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    redact: { paths: LOG_REDACT, censor: CENSOR },
    serializers: {
      ...base.serializers,
      req: requestSerializer as never,
      err: (error: unknown) => {
        const logged = errorSerializer(error) ?? {};
        return { ...logged, type: String(logged.type ?? 'Error'), message: String(logged.message ?? ''), stack: String(logged.stack ?? '') };
      },
    },
  };
}

/**
 * main.ts's logger: JSON lines (what a log collector reads) unless NODE_ENV=development, where pino-pretty
 * prints them readably. LOG_LEVEL sets the level (default info).
 */
export function loggerOptions(env: NodeJS.ProcessEnv): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  const level = env.LOG_LEVEL || 'info';
  if (env.NODE_ENV === 'development') {
    return { level, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } };
  }
  return { level };
}
