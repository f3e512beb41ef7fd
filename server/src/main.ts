import path from 'node:path';
import { buildApp } from './app.ts';

/**
 * Server entry (docs/architecture.md#server): environment in, one port out. `npm start` (scripts/start.ts) sets
 * DEMO and PORTAL_DIST and imports this file.
 */
function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n > 0 ? n : fallback;
}

const env = process.env;
const serverDir = path.resolve(import.meta.dirname, '..');
const port = env.PORT === undefined || env.PORT === '' ? 8080 : Number(env.PORT);
const host = env.HOST || '0.0.0.0';
const databaseUrl = env.DATABASE_URL;

const app = await buildApp({
  database: databaseUrl ? { databaseUrl } : { dataDir: path.resolve(env.DATA_DIR || './data') },
  demo: flag(env.DEMO, true),
  portalDist: env.PORTAL_DIST ? path.resolve(env.PORTAL_DIST) : path.join(serverDir, '../portal/dist'),
  sessionIdleMinutes: positive(env.SESSION_IDLE_MINUTES, 15),
  sessionAbsoluteHours: positive(env.SESSION_ABSOLUTE_HOURS, 12),
  loginRateLimit: positive(env.LOGIN_RATE_LIMIT, 10),
  shareRateLimit: positive(env.SHARE_RATE_LIMIT, 10),
  shareViewRateLimit: positive(env.SHARE_VIEW_RATE_LIMIT, 60),
  dicomViewerUrl: env.DICOM_VIEWER_URL || null,
  accessLogRetentionDays: positive(env.ACCESS_LOG_RETENTION_DAYS, 730),
  behaviourEventRetentionDays: positive(env.BEHAVIOUR_EVENT_RETENTION_DAYS, 400),
  logger: { level: env.LOG_LEVEL || 'info' },
  trustProxy: flag(env.TRUST_PROXY, false),
  // docs/product/sign-in.md settings, described in sign-in-settings.ts and the README.
  signIn: {
    linkMode: flag(env.LINK_MODE, false),
    identityProvider: env.IDP_AUTHORIZE_URL || undefined,
    demoIdentityProvider: flag(env.DEMO_IDP, flag(env.DEMO, true)),
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
    // Stops accepting connections, lets in-flight requests finish, then closes the database (onClose).
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

try {
  const address = await app.listen({ port, host });
  app.log.info(`listening on ${address.replace('0.0.0.0', 'localhost')} (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`);
} catch (error) {
  app.log.error(error, 'could not start');
  await app.close();
  process.exit(1);
}
