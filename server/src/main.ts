import path from 'node:path';
import { buildApp } from './app.ts';
import { loadFhirDefinitions } from './export/ips.ts';
import { loggerOptions } from './ops/logging.ts';
import type { ClientAuthMethod, OidcSettings } from './oidc/relying-party.ts';

/**
 * Server entry (docs/architecture.md#server): environment in, one port out. `npm start` (scripts/start.ts) sets
 * DEMO and PORTAL_DIST and imports this file. Settings: docs/operations.md.
 */
function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n > 0 ? n : fallback;
}

/** OIDC_*: the identity provider (docs/operations.md); null without OIDC_ISSUER. A setting that cannot work stops the start. */
function oidcSettings(env: NodeJS.ProcessEnv): OidcSettings | null {
  const issuer = env.OIDC_ISSUER;
  if (!issuer) return null;
  const clientId = env.OIDC_CLIENT_ID;
  if (!clientId) throw new Error('OIDC_ISSUER is set without OIDC_CLIENT_ID');
  const privateKey = env.OIDC_PRIVATE_KEY || null;
  const clientSecret = env.OIDC_CLIENT_SECRET || null;
  const clientAuth = (env.OIDC_CLIENT_AUTH || (privateKey ? 'private_key_jwt' : clientSecret ? 'client_secret_basic' : 'none')) as ClientAuthMethod;
  if (!['client_secret_basic', 'client_secret_post', 'private_key_jwt', 'none'].includes(clientAuth)) throw new Error(`OIDC_CLIENT_AUTH ${clientAuth} is not one of client_secret_basic, client_secret_post, private_key_jwt, none`);
  if (clientAuth === 'private_key_jwt' && !privateKey) throw new Error('OIDC_CLIENT_AUTH private_key_jwt needs OIDC_PRIVATE_KEY');
  if (clientAuth.startsWith('client_secret') && !clientSecret) throw new Error(`OIDC_CLIENT_AUTH ${clientAuth} needs OIDC_CLIENT_SECRET`);
  const redirectUris = (env.OIDC_REDIRECT_URIS ?? '').split(/[\s,]+/).filter(Boolean);
  for (const uri of redirectUris) new URL(uri);
  return {
    issuer,
    clientId,
    clientAuth,
    clientSecret,
    privateKey,
    privateKeyId: env.OIDC_PRIVATE_KEY_ID || null,
    privateKeyAlg: env.OIDC_PRIVATE_KEY_ALG || 'RS256',
    scopes: env.OIDC_SCOPES || 'openid',
    residentClaim: env.OIDC_RESIDENT_CLAIM || 'sub',
    redirectUris,
    timeoutSeconds: positive(env.OIDC_TIMEOUT_SECONDS, 2),
    allowHttp: new URL(issuer).protocol === 'http:' && flag(env.OIDC_ALLOW_HTTP, false),
  };
}

const env = process.env;
const serverDir = path.resolve(import.meta.dirname, '..');
/** VAPID_*: the Web Push keys (docs/operations.md); both or neither. */
function vapidSettings(env: NodeJS.ProcessEnv) {
  const publicKey = env.VAPID_PUBLIC_KEY || '';
  const privateKey = env.VAPID_PRIVATE_KEY || '';
  if (!publicKey && !privateKey) return null;
  if (!publicKey || !privateKey) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  const subject = env.VAPID_SUBJECT || '';
  if (!/^(mailto:|https:\/\/)/.test(subject)) throw new Error('VAPID_SUBJECT must be a mailto: or https: address to reach the operator');
  return { publicKey, privateKey, subject };
}

const port = env.PORT === undefined || env.PORT === '' ? 8080 : Number(env.PORT);
const host = env.HOST || '0.0.0.0';
const databaseUrl = env.DATABASE_URL;
// Demo residents, their data and the demo sign-in exist only when asked for (DEMO=1, as `npm start` does):
// a server started bare, on DATABASE_URL or in production, has none (docs/operations.md).
const demo = flag(env.DEMO, false);

const app = await buildApp({
  database: databaseUrl ? { databaseUrl } : { dataDir: path.resolve(env.DATA_DIR || './data') },
  demo,
  portalDist: env.PORTAL_DIST ? path.resolve(env.PORTAL_DIST) : path.join(serverDir, '../portal/dist'),
  sessionIdleMinutes: positive(env.SESSION_IDLE_MINUTES, 15),
  sessionAbsoluteHours: positive(env.SESSION_ABSOLUTE_HOURS, 12),
  loginRateLimit: positive(env.LOGIN_RATE_LIMIT, 10),
  shareRateLimit: positive(env.SHARE_RATE_LIMIT, 10),
  shareViewRateLimit: positive(env.SHARE_VIEW_RATE_LIMIT, 60),
  dicomViewerUrl: env.DICOM_VIEWER_URL || null,
  accessLogRetentionDays: positive(env.ACCESS_LOG_RETENTION_DAYS, 730),
  behaviourEventRetentionDays: positive(env.BEHAVIOUR_EVENT_RETENTION_DAYS, 400),
  logger: loggerOptions(env),
  trustProxy: flag(env.TRUST_PROXY, false),
  redisUrl: env.REDIS_URL || null,
  ...(env.REDIS_PREFIX ? { redisPrefix: env.REDIS_PREFIX } : {}),
  metricsToken: env.METRICS_TOKEN || null,
  ...(positive(env.MAX_IN_FLIGHT, 0) > 0 ? { maxInFlight: positive(env.MAX_IN_FLIGHT, 0) } : {}),
  // Overload is answered 503 + Retry-After at once rather than late (docs/operations.md); 0 turns it off.
  push: { vapid: vapidSettings(env), intervalMs: positive(env.PUSH_INTERVAL_MS, 2_000), ...(env.PUSH_SERVICE_HOSTS ? { serviceHosts: env.PUSH_SERVICE_HOSTS.split(/[\s,]+/).filter(Boolean) } : {}) },
  maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS === undefined || env.MAX_EVENT_LOOP_DELAY_MS === '' ? 1_000 : Math.max(0, Number(env.MAX_EVENT_LOOP_DELAY_MS) || 0),
  // docs/product/sign-in.md settings, described in sign-in-settings.ts and the README.
  signIn: {
    linkMode: flag(env.LINK_MODE, false),
    passwordSignIn: flag(env.PASSWORD_SIGN_IN, demo),
    oidc: oidcSettings(env),
    demoIdentityProvider: flag(env.DEMO_IDP, demo),
    // The demo provider runs in this process, under /idp of the address the portal is reached at.
    demoIssuer: env.DEMO_IDP_ISSUER || `${env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN).origin : `http://${['0.0.0.0', '::', ''].includes(host) ? 'localhost' : host}:${port}`}/idp`,
    appEntry: { enabled: flag(env.APP_ENTRY, false), downloadUrl: env.APP_DOWNLOAD_URL || null },
    jsApiSecret: env.JSAPI_SIGNATURE_SECRET || undefined,
    publicOrigin: env.PUBLIC_ORIGIN || null,
  },
});

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stops accepting connections, answers 503 to new calls on open ones, lets in-flight requests finish, then closes
    // the database pool and Redis (onClose). A call stuck past SHUTDOWN_TIMEOUT_MS does not keep the process alive.
    const timeoutMs = positive(env.SHUTDOWN_TIMEOUT_MS, 15_000);
    setTimeout(() => {
      app.log.error({ timeoutMs }, 'shutdown timed out');
      process.exit(1);
    }, timeoutMs).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

// The FHIR R4 definitions the ingest endpoint validates with take seconds to load: before the first call, not in it.
loadFhirDefinitions();

try {
  const address = await app.listen({ port, host });
  app.log.info(`listening on ${address.replace('0.0.0.0', 'localhost')} (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`);
} catch (error) {
  app.log.error(error, 'could not start');
  await app.close();
  process.exit(1);
}
