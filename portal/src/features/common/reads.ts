import { ApiError } from '../../api/index.ts';
import type { Read } from '../../api/index.ts';
import { pushToast } from '../../stores/toasts.ts';

/** A read of something already known (no call): a list's rows while its filter is invalid. */
export function readOf<T>(value: T): Read<T> {
  return { key: JSON.stringify(['', value]), peek: () => value, fetch: () => Promise.resolve(value), prefetch: () => undefined };
}

/** The same read (same key), its answer passed through `map` (the rows of a list, a count's total). */
export function mapRead<T, U>(read: Read<T>, map: (value: T) => U): Read<U> {
  return {
    key: read.key,
    peek: () => {
      const value = read.peek();
      return value === undefined ? undefined : map(value);
    },
    fetch: (signal) => read.fetch(signal).then(map),
    prefetch: () => read.prefetch(),
  };
}

/**
 * The same read, its business failure toasted as a call with `toastOnError` would (the server's message): for a
 * screen that toasts what a quiet read of the same endpoint (shared in the query cache, asked alike) leaves to
 * the screen showing it. Network failures are toasted by the client either way.
 */
export function toasting<T>(read: Read<T>): Read<T> {
  return {
    ...read,
    fetch: (signal) =>
      read.fetch(signal).catch((error: unknown) => {
        if (error instanceof ApiError && error.kind === 'result') pushToast('error', error.message);
        throw error;
      }),
  };
}
