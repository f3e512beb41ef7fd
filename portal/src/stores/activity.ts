import { persistentAtom } from '@nanostores/persistent';

/**
 * When the server last saw this resident's session (docs/product/sign-in.md idle warning): every call the main client
 * makes with the token restarts the server's idle limit, so the portal notes the time of each. Kept in
 * localStorage so that activity in one tab keeps the others from warning.
 */
export const $lastActivity = persistentAtom<number>('mhp:lastActivity', 0, {
  encode: (value) => String(value),
  decode: (value) => {
    const n = Number(value);
    return Number.isFinite(n) ? n : 0;
  },
});

export function markActivity(now: number = Date.now()): void {
  $lastActivity.set(now);
}
