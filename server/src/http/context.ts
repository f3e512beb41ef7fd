import type { FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import type { SignInThrottle } from '../auth/sign-in-throttle.ts';

/** What every route plugin needs, passed as plugin options instead of module globals (tests build many apps). */
export type AppContext = {
  database: DatabaseHandle;
  /** The clock; tests move it to cross the idle and absolute session limits. */
  now: () => Date;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /** Sign-in attempts allowed per client address per minute. */
  loginRateLimit: number;
  /** Per-account sign-in throttle (sign-in-throttle.ts): in memory, or shared by every instance through Redis. */
  signInThrottle: SignInThrottle;
  /** QR scans (and guardian verification codes) allowed per resident per minute. */
  scanRateLimit: number;
  /** HMAC secret of the QR codes this server issues (qr-signing.ts, QR_SIGNING_SECRET). */
  qrSecret: string;
  /** Demo mode: demo accounts, the /demo/qr page, verification codes answered instead of sent. */
  demo: boolean;
  /** PASSWORD_SIGN_IN: whether POST /personal/login signs anybody in (docs/product/sign-in.md). */
  passwordSignIn: boolean;
  /** The identity provider's sign-out address for a session opened through it (RP-initiated logout), else null. */
  providerSignOut: (request: FastifyRequest, sessionId: number) => Promise<string | null>;
};
