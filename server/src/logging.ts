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
    serializers: { ...base.serializers, req: requestSerializer as never },
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
