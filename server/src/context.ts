import type { DatabaseHandle } from './db/client.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';

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
};
