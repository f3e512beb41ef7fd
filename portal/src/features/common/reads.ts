import type { Read } from '../../api/index.ts';

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
