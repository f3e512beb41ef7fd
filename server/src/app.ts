import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { API_BASE, ResultCode } from '@macao-phr/contract';
import type { AppContext } from './http/context.ts';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from './db/client.ts';
import { endpointPathOf, sendEnvelope } from './http/endpoint.ts';
import { LOG_REDACT, withRedaction } from './ops/logging.ts';
import { memoryThrottle, redisThrottle } from './auth/sign-in-throttle.ts';
import { installOperations } from './ops/operations.ts';
import { dependencyFailure, installDeadline } from './ops/faults.ts';
import { healthRecordRoutes } from './routes/health-record.ts';
import { healthReadingRoutes } from './routes/health-readings.ts';
import { personalRoutes } from './routes/personal.ts';
import { accessLogRoutes } from './routes/access-log.ts';
import { systemRoutes } from './routes/system.ts';
import { portalConfigOf, signInRoutes } from './routes/sign-in.ts';
import { DEMO_CLIENT_ID, demoProvider } from './routes/identity-provider.ts';
import { CALLBACK_PATH, SIGNED_OUT_PATH, signInSettings, type SignInSettings } from './auth/sign-in-settings.ts';
import { relyingParty, type RelyingParty } from './oidc/relying-party.ts';
import { providerSignOutAddress } from './routes/sign-in.ts';
import { seedVerifications } from './auth/verification.ts';
import { trendRoutes } from './routes/trends.ts';
import { qrRoutes } from './routes/qr.ts';
import { qrDemoRoutes } from './routes/qr-demo.ts';
import { guardianRoutes } from './routes/guardian.ts';
import { qrSecretFrom } from './auth/qr-signing.ts';
import { seedDemo } from './seed/demo.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { settingsRoutes } from './routes/settings.ts';
import { catalogueAssetRoutes } from './routes/catalogue-assets.ts';
import { seedCatalogue, seedCatalogueDemo } from './seed/catalogue.ts';
import { purgeSessions } from './auth/sessions.ts';
import { ACCESS_LOG_RETENTION_DAYS, purgeAccessLog } from './http/access-log.ts';
import { BEHAVIOUR_EVENT_PURGE_INTERVAL_MS, BEHAVIOUR_EVENT_RETENTION_DAYS, purgeBehaviourEvents } from './ops/behaviour-retention.ts';
import { uploadRoutes } from './routes/uploads.ts';
import { vaccinationRoutes } from './routes/vaccination.ts';
import { openDatabaseUploadStorage, openUploadStorage, type UploadOptions } from './uploads/storage.ts';
import { imagingRoutes } from './routes/imaging.ts';
import { shareQrRoutes } from './routes/share-qr.ts';
import { labReportRoutes } from './routes/lab-reports.ts';
import { prescriptionRoutes } from './routes/prescriptions.ts';
import { surgeryRoutes } from './routes/surgery.ts';
import { visitRoutes } from './routes/visits.ts';
import { exportRoutes } from './routes/export.ts';
import { ingestRoutes } from './ingest/routes.ts';
import { seedDemoLab } from './ingest/clients.ts';
import { PUSH_SERVICE_HOSTS, deliverNotices, demoVapidKeys, type PushSettings, type VapidKeys } from './push/delivery.ts';
import { pushRoutes } from './push/routes.ts';
import { noticeRoutes } from './routes/notices.ts';
import { registerCompression, servePortal } from './ops/portal-static.ts';
import { bannerPreloadSource, loadFirstBannerPictures } from './ops/banner-preload.ts';

export { LOG_REDACT };

export type AppOptions = {
  /** Where the data lives; an already open handle is used as is (and not closed by the app). Default: PGlite in memory. */
  database?: DatabaseOptions | DatabaseHandle;
  /** Seed the demo accounts (docs/architecture.md#server). Default false: tests and production start empty. */
  demo?: boolean;
  /** Built portal folder to serve with SPA fallback; nothing is served when absent or missing. */
  portalDist?: string | null;
  sessionIdleMinutes?: number;
  sessionAbsoluteHours?: number;
  /** Sign-in attempts per client address per minute. */
  loginRateLimit?: number;
  /** QR scans per resident per minute (docs/security.md). Default 30. */
  scanRateLimit?: number;
  /** Imaging share links a resident may create per minute (docs/security.md). Default 10. */
  shareRateLimit?: number;
  /** Share-viewer calls per client address per minute (docs/security.md); picture bytes get ten times as many. Default 60. */
  shareViewRateLimit?: number;
  /** DICOM_VIEWER_URL: the site's DICOM viewer address with {shareId}; unset, DICOM links open the portal's picture viewer. */
  dicomViewerUrl?: string | null;
  /** HMAC secret of issued QR codes. Default: QR_SIGNING_SECRET, else random per start (see qr-signing.ts). */
  qrSecret?: string;
  /** pino options (or false). Redaction of secrets and clinical values is always added (see LOG_REDACT). */
  logger?: FastifyServerOptions['logger'];
  /** Access-log entries older than this are purged (Macao Law 8/2005). Default ACCESS_LOG_RETENTION_DAYS. */
  accessLogRetentionDays?: number;
  /** Catalogue behaviour events older than this are purged at start and daily. Default BEHAVIOUR_EVENT_RETENTION_DAYS. */
  behaviourEventRetentionDays?: number;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (rate limit per resident, not per proxy). */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Every request is answered by then at the latest (docs/security.md: a hanging dependency). Default REQUEST_DEADLINE_MS. */
  requestDeadlineMs?: number;
  /** docs/product/sign-in.md: link mode, identity provider, app entry, JS-API secret, public origin (see sign-in-settings.ts). */
  signIn?: Partial<SignInSettings>;
  /** Uploaded reports: folder and per-resident quota (UPLOAD_DIR, UPLOAD_QUOTA_MB; see uploads/storage.ts). */
  uploads?: UploadOptions;
  /**
   * REDIS_URL: with it, rate limits and the per-account sign-in throttle are shared by every instance on that Redis
   * (docs/operations.md); without it they live in this process's memory.
   */
  redisUrl?: string | null;
  /** REDIS_PREFIX: the start of every Redis key of this deployment (several deployments or test runs on one Redis). Default 'mhp:'. */
  redisPrefix?: string;
  /** METRICS_TOKEN: /metrics exists only with it and answers only `Authorization: Bearer <token>` (operations.ts). */
  metricsToken?: string | null;
  /** MAX_IN_FLIGHT: API calls served at once before the next is answered 503 + Retry-After (operations.ts). */
  maxInFlight?: number;
  /** MAX_EVENT_LOOP_DELAY_MS: new calls are answered 503 + Retry-After while the event loop lags more (operations.ts). Default 0: off (main.ts: 1000). */
  maxEventLoopDelayMs?: number;
  /**
   * Web Push of notices (docs/product/notices.md#push; VAPID_* in docs/operations.md). Without VAPID keys push is off,
   * except in demo mode, which makes and keeps its own. `intervalMs` 0: no delivery rounds (tests run them by hand).
   */
  push?: { vapid?: VapidKeys | null; serviceHosts?: readonly string[]; intervalMs?: number; timeoutMs?: number; ttlSeconds?: number; allowHttp?: boolean };
  now?: () => Date;
};

/** The demo's VAPID contact, when it made its own keys. */
const DEMO_VAPID_SUBJECT = 'mailto:demo@macao-phr.invalid';

/** Push settings: the keys given, the demo's own in demo mode, or null (push off). */
async function pushSettingsOf(options: AppOptions, database: DatabaseHandle): Promise<PushSettings | null> {
  const given = options.push?.vapid ?? null;
  const vapid = given ?? (options.demo ? { ...(await demoVapidKeys(database.db)), subject: DEMO_VAPID_SUBJECT } : null);
  if (vapid === null) return null;
  return { vapid, serviceHosts: options.push?.serviceHosts ?? PUSH_SERVICE_HOSTS, allowHttp: options.push?.allowHttp ?? false, timeoutMs: options.push?.timeoutMs ?? 10_000, ttlSeconds: options.push?.ttlSeconds ?? 86_400 };
}

/**
 * The demo provider's one client, the portal: its callback and sign-in page on the issuer's origin, on its
 * localhost / 127.0.0.1 twin, and on PUBLIC_ORIGIN; a client secret new at every start.
 */
function demoClientOf(signIn: SignInSettings) {
  const issuer = new URL(signIn.demoIssuer);
  const origins = new Set([issuer.origin]);
  if (issuer.hostname === 'localhost' || issuer.hostname === '127.0.0.1') {
    for (const host of ['localhost', '127.0.0.1']) origins.add(`${issuer.protocol}//${host}${issuer.port ? `:${issuer.port}` : ''}`);
  }
  if (signIn.publicOrigin !== null) origins.add(signIn.publicOrigin);
  const redirectUris = [...origins].map((o) => `${o}${CALLBACK_PATH}`);
  const postLogoutRedirectUris = [...origins].map((o) => `${o}${SIGNED_OUT_PATH}`);
  const clientSecret = randomUUID() + randomUUID();
  return {
    provider: { issuer: signIn.demoIssuer, clientSecret, redirectUris, postLogoutRedirectUris },
    settings: {
      issuer: signIn.demoIssuer,
      clientId: DEMO_CLIENT_ID,
      clientAuth: 'client_secret_basic' as const,
      clientSecret,
      privateKey: null,
      privateKeyId: null,
      privateKeyAlg: 'RS256',
      scopes: 'openid profile',
      residentClaim: 'sub',
      // Any of the portal's own origins (the request's host decides), not one fixed list.
      redirectUris: [],
      timeoutSeconds: 2,
      allowHttp: issuer.protocol === 'http:',
    },
  };
}

function isHandle(x: DatabaseOptions | DatabaseHandle): x is DatabaseHandle {
  return 'db' in x;
}

type HttpError = { statusCode?: number; code?: string };

function asHttpError(error: unknown): HttpError {
  return typeof error === 'object' && error !== null ? (error as HttpError) : {};
}

const RATE_LIMITED = 'MHP_RATE_LIMITED';

/** docs/architecture.md#api-contract: scripts only from the bundle; nothing may embed the portal. */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Radix and recharts set style attributes at run time; scripts stay without unsafe-inline.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  // blob: the portal opens a resident's uploaded PDF (fetched with the token) from a blob address in pdf.js.
  connectSrc: ["'self'", 'blob:'],
  // pdf.js runs its worker from a blob or the bundle.
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * The security headers of every answer (docs/security.md), as helmet writes them for these options. They do not
 * depend on the request, so helmet runs once here and each answer gets the same headers from one object (a plugin
 * that runs helmet for every request rebuilt and re-parsed the policy each time: about a twentieth of a signed-in
 * read's CPU). The same headers also go on the answers Fastify gives before any hook runs (frameworkErrors).
 */
function securityHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // The API is plain JSON; cross-origin isolation headers would only break opening shared images.
    crossOriginEmbedderPolicy: false,
    // Same rule as frame-ancestors 'none', for browsers that only read the older header.
    frameguard: { action: 'deny' },
  })({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return Object.freeze(headers);
}

const SECURITY_HEADERS = securityHeaders();

/**
 * The API (and, when built, the portal) on one Fastify instance. docs/architecture.md#api-contract: envelope on every
 * answer, no stack traces, no-store on the API, security headers everywhere.
 */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const database = options.database && isHandle(options.database) ? options.database : await openDatabase(options.database ?? { memory: true });
  const ownsDatabase = !(options.database && isHandle(options.database));
  const now = options.now ?? (() => new Date());
  const redisPrefix = options.redisPrefix ?? 'mhp:';
  // Fails fast when Redis does not answer: a call waits at most about a second for it, never the request deadline.
  const redis = options.redisUrl ? new Redis(options.redisUrl, { connectTimeout: 1_000, maxRetriesPerRequest: 1, enableOfflineQueue: true }) : null;
  // Without a listener, a Redis that goes away would be an uncaught 'error' event and end the process.
  redis?.on('error', () => undefined);

  const signIn = signInSettings(options.signIn, options.demo ?? false);
  // The demo provider's client: the same relying-party code as production, only the issuer differs.
  const demoClient = signIn.demoIdentityProvider ? demoClientOf(signIn) : null;
  const rp: RelyingParty | null = signIn.oidc !== null ? relyingParty(signIn.oidc) : demoClient !== null ? relyingParty(demoClient.settings) : null;
  let providerSignOut: AppContext['providerSignOut'] = async () => null;

  const ctx: AppContext = {
    database,
    now,
    sessionIdleMs: (options.sessionIdleMinutes ?? 15) * 60_000,
    sessionAbsoluteMs: (options.sessionAbsoluteHours ?? 12) * 3_600_000,
    loginRateLimit: options.loginRateLimit ?? 10,
    scanRateLimit: options.scanRateLimit ?? 30,
    qrSecret: qrSecretFrom(options.qrSecret ?? process.env.QR_SIGNING_SECRET),
    signInThrottle: redis ? redisThrottle(redis, redisPrefix) : memoryThrottle(),
    demo: options.demo ?? false,
    passwordSignIn: signIn.passwordSignIn,
    providerSignOut: (request, sessionId) => providerSignOut(request, sessionId),
  };
  providerSignOut = (request, sessionId) => providerSignOutAddress(database.db, rp, signIn, request, sessionId);

  const app = Fastify({
    // A malformed URL (bad percent-encoding) is answered before any hook runs, so helmet never sees it:
    // the same headers are set here by hand (a test found this answer bare).
    frameworkErrors: (_error, request, reply) => {
      reply.headers({ ...SECURITY_HEADERS, 'x-correlation-id': request.id });
      return sendEnvelope(reply, 400, ResultCode.MALFORMED_REQUEST, null);
    },
    logger: withRedaction(options.logger ?? false),
    // A correlation id per request, echoed to the client and written to the access log.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: options.trustProxy ?? false,
    // Ids are hostile input; JSON numbers past 2^53 lose precision before zod sees them, which zod then
    // refuses as too large anyway. Prototype keys in bodies are stripped.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
  });

  // The first line a server writes says whether anyone can sign in as a demo resident (docs/operations.md).
  const demoIdentityProvider = signIn.demoIdentityProvider;
  if (ctx.demo || demoIdentityProvider) {
    app.log.warn({ demo: ctx.demo, demoIdentityProvider, database: database.kind }, 'DEMO MODE: demo residents, demo data and the demo sign-in are on; never in production');
  } else {
    app.log.info({ demo: false, demoIdentityProvider: false, database: database.kind }, 'demo mode off: no demo data, no demo sign-in');
  }
  // Which ways in are open (docs/operations.md): with none, say so at once rather than at the first resident.
  if (rp === null && !signIn.passwordSignIn) {
    app.log.error({ passwordSignIn: false, identityProvider: null }, 'NOBODY CAN SIGN IN: no identity provider is configured (OIDC_ISSUER) and password sign-in is off (PASSWORD_SIGN_IN)');
  } else {
    app.log.info({ passwordSignIn: signIn.passwordSignIn, identityProvider: rp?.settings.issuer ?? null }, 'sign-in');
  }

  // Every route registerEndpoint made, as `METHOD path` (its tests compare them with the endpoint table).
  const endpointRoutes = new Set<string>();
  app.decorate('endpointRoutes', endpointRoutes as ReadonlySet<string>);
  app.addHook('onRoute', (route) => {
    const path = endpointPathOf(route.config);
    if (path !== null) endpointRoutes.add(`${String(route.method)} ${path}`);
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(SECURITY_HEADERS);
    reply.header('x-correlation-id', request.id);
  });
  installDeadline(app, options.requestDeadlineMs);

  await registerCompression(app);

  await app.register(rateLimit, {
    global: false,
    // Shared by every instance on one Redis; when Redis fails, calls go through (the per-account sign-in
    // throttle and the deadline still hold) rather than every call failing.
    ...(redis ? { redis, nameSpace: `${redisPrefix}rl:`, skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => Object.assign(new Error('rate limited'), { statusCode: context.statusCode, code: RATE_LIMITED }),
  });

  await installOperations(app, { database, redis, metricsToken: options.metricsToken ?? null, ...(options.maxInFlight ? { maxInFlight: options.maxInFlight } : {}), ...(options.maxEventLoopDelayMs !== undefined ? { maxEventLoopDelayMs: options.maxEventLoopDelayMs } : {}) });

  app.setErrorHandler(async (error, request, reply) => {
    const { statusCode, code } = asHttpError(error);
    if (code === RATE_LIMITED) return sendEnvelope(reply, 429, ResultCode.RATE_LIMITED, null);
    if (statusCode === 413) return sendEnvelope(reply, 413, ResultCode.PAYLOAD_TOO_LARGE, null);
    if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
      // Unparsable JSON, empty JSON body, unsupported content type: the request itself is broken.
      return sendEnvelope(reply, statusCode === 415 ? 415 : 400, ResultCode.MALFORMED_REQUEST, null);
    }
    // The database restarting or hanging (a fault test found it): a clear, retryable answer, nothing changed.
    const dependency = dependencyFailure(error);
    if (dependency !== null) {
      request.log.warn({ code: dependency }, 'dependency unavailable');
      return sendEnvelope(reply, 503, dependency, null);
    }
    request.log.error(error, 'unhandled error');
    return sendEnvelope(reply, 500, ResultCode.UNKNOWN_ERROR, null);
  });

  await app.register(systemRoutes, ctx);
  await app.register(personalRoutes, ctx);
  await app.register(healthRecordRoutes, ctx);
  await app.register(healthReadingRoutes, ctx);
  await app.register(accessLogRoutes, ctx);
  await app.register(catalogueRoutes, ctx);
  await app.register(settingsRoutes, ctx);
  await app.register(catalogueAssetRoutes);
  await app.register(signInRoutes, { ...ctx, signIn, relyingParty: rp });
  if (demoClient !== null) {
    const demo = await demoProvider({ ...demoClient.provider, db: database.db, portalDist: options.portalDist ?? null });
    await app.register(demo.routes);
  }
  await app.register(trendRoutes, ctx);
  await app.register(qrRoutes, ctx);
  await app.register(guardianRoutes, ctx);
  await app.register(vaccinationRoutes, ctx);
  if (ctx.demo) await app.register(qrDemoRoutes, ctx);
  const dbOption = options.database && !isHandle(options.database) ? options.database : null;
  const persisted = dbOption && 'dataDir' in dbOption ? { dataDir: dbOption.dataDir } : dbOption && 'databaseUrl' in dbOption ? {} : null;
  // On PostgreSQL the files go into the database (every instance sees them), unless a folder is named.
  const uploadsInDatabase = database.kind === 'postgres' && options.uploads?.dir === undefined && !process.env.UPLOAD_DIR;
  const storage = uploadsInDatabase ? openDatabaseUploadStorage(database.db, options.uploads) : openUploadStorage(options.uploads, persisted);
  await app.register(uploadRoutes, { ...ctx, storage });
  await app.register(imagingRoutes, { ...ctx, shareRateLimit: options.shareRateLimit ?? 10, shareViewRateLimit: options.shareViewRateLimit ?? 60, dicomViewerUrl: options.dicomViewerUrl ?? null });
  await app.register(shareQrRoutes, ctx);
  await app.register(labReportRoutes, ctx);
  await app.register(prescriptionRoutes, ctx);
  await app.register(surgeryRoutes, ctx);
  await app.register(visitRoutes, ctx);
  await app.register(exportRoutes, ctx);
  await app.register(noticeRoutes, ctx);
  await app.register(ingestRoutes, { ...ctx, signIn });
  const push = await pushSettingsOf(options, database);
  await app.register(pushRoutes, { ...ctx, push });

  const homeBanners = bannerPreloadSource(() => loadFirstBannerPictures(database), {
    now: () => now().getTime(),
    onError: (error) => app.log.warn(error, 'banner preload: banner list not read, home pages go without it'),
  });
  const portal = await servePortal(app, options.portalDist, portalConfigOf({ ...ctx, signIn, relyingParty: rp }), { homeBanners });

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === API_BASE || url.startsWith(`${API_BASE}/`);
    // SPA fallback: /mob/home, /web/home... load index.html directly; paths that look like files do not.
    if (!isApi && portal !== null && (request.method === 'GET' || request.method === 'HEAD') && !path.extname(url)) {
      return portal.sendIndex(request, reply);
    }
    return sendEnvelope(reply, 404, ResultCode.ROUTE_NOT_FOUND, null);
  });

  // The service catalogue is reference data: loaded from server/seed/catalogue.json at every start, demo or not.
  await seedCatalogue(database.db, now());
  if (options.demo) {
    await seedDemo(database.db, now());
    await seedVerifications(database.db, now());
    await seedCatalogueDemo(database.db, now());
    await seedDemoLab(database.db);
  }

  // Hourly clean-up of dead sessions; unref'd so it never keeps the process alive, cleared on close.
  await purgeSessions(database.db, now());
  const retentionDays = options.accessLogRetentionDays ?? ACCESS_LOG_RETENTION_DAYS;
  await purgeAccessLog(database.db, now(), retentionDays);
  const purge = setInterval(() => {
    purgeSessions(database.db, now()).catch((error: unknown) => app.log.warn(error, 'session purge failed'));
    purgeAccessLog(database.db, now(), retentionDays).catch((error: unknown) => app.log.warn(error, 'access log purge failed'));
  }, 3_600_000);
  purge.unref();
  // Behaviour events (docs/product/entities.md) are statistics: purged at start and daily, as the clean-ups above.
  const behaviourRetentionDays = options.behaviourEventRetentionDays ?? BEHAVIOUR_EVENT_RETENTION_DAYS;
  await purgeBehaviourEvents(database.db, now(), behaviourRetentionDays);
  const behaviourPurge = setInterval(() => {
    purgeBehaviourEvents(database.db, now(), behaviourRetentionDays).catch((error: unknown) => app.log.warn(error, 'behaviour event purge failed'));
  }, BEHAVIOUR_EVENT_PURGE_INTERVAL_MS);
  behaviourPurge.unref();
  // Push delivery rounds (push/delivery.ts): one at a time in this process; other instances' rounds skip its rows.
  const pushIntervalMs = options.push?.intervalMs ?? 2_000;
  let pushing: Promise<void> | null = null;
  const pushRounds =
    push !== null && pushIntervalMs > 0
      ? setInterval(() => {
          if (pushing) return;
          pushing = deliverNotices(database.db, push, now())
            .then((round) => {
              if (round.claimed > 0) app.log.info({ push: round }, 'push round');
            })
            .catch((error: unknown) => app.log.warn(error, 'push round failed'))
            .finally(() => {
              pushing = null;
            });
        }, pushIntervalMs)
      : null;
  pushRounds?.unref();
  app.addHook('onClose', async () => {
    clearInterval(purge);
    clearInterval(behaviourPurge);
    if (pushRounds) clearInterval(pushRounds);
    await pushing;
    if (ownsDatabase) await database.close();
    if (redis) await redis.quit().catch(() => redis.disconnect());
  });

  return app;
}
