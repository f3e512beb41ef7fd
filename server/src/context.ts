import type { DatabaseHandle } from './db/client.ts';

/** What every route plugin needs, passed as plugin options instead of module globals (tests build many apps). */
export type AppContext = {
  database: DatabaseHandle;
  /** The clock; tests move it to cross the idle and absolute session limits. */
  now: () => Date;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /** Sign-in attempts allowed per client address per minute. */
  loginRateLimit: number;
};
