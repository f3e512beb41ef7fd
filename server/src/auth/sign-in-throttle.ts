import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Per-account sign-in throttle (docs/security.md, docs/operations.md). The per-address limit alone let 36 wrong
 * passwords for one account through from 4 addresses; this one counts attempts per account name, from any address.
 *
 * The first FREE_ATTEMPTS attempts in a row are checked at once. After that an attempt is checked only when the
 * previous one is at least 1 s, 2 s, 4 s, ... ago (capped at MAX_DELAY_MS); sooner ones are refused unchecked.
 * A resident is therefore never locked out for more than MAX_DELAY_MS after the last attempt, while a guesser
 * gets at most one password checked per MAX_DELAY_MS per account. A successful sign-in, or WINDOW_MS without any
 * attempt, starts the count afresh. Unknown account names are counted the same way, so the answer says nothing
 * about which accounts exist.
 *
 * Attempts are counted when they are let through, before the password is checked (atomically, in Redis by a
 * script), so that a burst of parallel attempts cannot all slip past the count.
 */
export const FREE_ATTEMPTS = 5;
export const BASE_DELAY_MS = 1_000;
export const MAX_DELAY_MS = 30_000;
export const WINDOW_MS = 15 * 60_000;

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

export type SignInThrottle = {
  /** Counts an attempt for `account` when it may be checked now; otherwise says how long to wait. */
  attempt: (account: string, now: Date) => Promise<ThrottleVerdict>;
  /** The account signed in: its count starts again. */
  succeeded: (account: string) => Promise<void>;
};

/** The account name as counted: case and Unicode form do not make a new account; stored hashed (no names in Redis). */
function accountKey(account: string): string {
  return createHash('sha256').update(account.normalize('NFC').trim().toLowerCase(), 'utf8').digest('base64url');
}

function delayAfter(count: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** (count - FREE_ATTEMPTS), MAX_DELAY_MS);
}

type Entry = { count: number; last: number };

/** One process: a map, swept of entries idle past WINDOW_MS. */
export function memoryThrottle(): SignInThrottle {
  const entries = new Map<string, Entry>();
  let sweptAt = 0;
  return {
    attempt: async (account, now) => {
      const t = now.getTime();
      if (t - sweptAt > WINDOW_MS) {
        for (const [key, entry] of entries) if (t - entry.last > WINDOW_MS) entries.delete(key);
        sweptAt = t;
      }
      const key = accountKey(account);
      const entry = entries.get(key);
      const count = entry && t - entry.last <= WINDOW_MS ? entry.count : 0;
      const last = entry?.last ?? 0;
      if (count >= FREE_ATTEMPTS) {
        const wait = delayAfter(count) - (t - last);
        if (wait > 0) return { allowed: false, retryAfterMs: wait };
      }
      entries.set(key, { count: count + 1, last: t });
      return { allowed: true };
    },
    succeeded: async (account) => void entries.delete(accountKey(account)),
  };
}

/** KEYS[1] the account's hash; ARGV now, free attempts, base delay, cap, window. Answers 0 (go) or the ms to wait. */
const ATTEMPT_SCRIPT = `
local count = tonumber(redis.call('HGET', KEYS[1], 'n') or '0')
local last = tonumber(redis.call('HGET', KEYS[1], 'last') or '0')
local now = tonumber(ARGV[1])
local free = tonumber(ARGV[2])
if now - last > tonumber(ARGV[5]) then count = 0 end
if count >= free then
  local wait = math.min(tonumber(ARGV[3]) * 2 ^ (count - free), tonumber(ARGV[4])) - (now - last)
  if wait > 0 then return math.ceil(wait) end
end
redis.call('HSET', KEYS[1], 'n', count + 1, 'last', now)
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 0
`;

/**
 * Redis not answering: sign-in is refused as a dependency outage (503 SERVICE_UNAVAILABLE, retryable, see faults.ts)
 * rather than let through unthrottled.
 */
function unavailable(cause: unknown): Error {
  return Object.assign(new Error('sign-in throttle: Redis does not answer', { cause }), { code: 'ECONNREFUSED' });
}

/** Every instance on one Redis (REDIS_URL): the count is the account's, whichever instance is asked. */
export function redisThrottle(redis: Redis, prefix: string): SignInThrottle {
  const key = (account: string) => `${prefix}signin:${accountKey(account)}`;
  return {
    attempt: async (account, now) => {
      let wait: number;
      try {
        wait = Number(await redis.eval(ATTEMPT_SCRIPT, 1, key(account), now.getTime(), FREE_ATTEMPTS, BASE_DELAY_MS, MAX_DELAY_MS, WINDOW_MS));
      } catch (error) {
        throw unavailable(error);
      }
      return wait > 0 ? { allowed: false, retryAfterMs: wait } : { allowed: true };
    },
    succeeded: async (account) => {
      // The sign-in itself succeeded; a count left behind only delays this account's next failures.
      await redis.del(key(account)).catch(() => undefined);
    },
  };
}
