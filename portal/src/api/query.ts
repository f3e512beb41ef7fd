import type { EndpointData, JsonEndpointName } from '@macao-phr/contract';
import { ApiError } from './client.ts';
import type { ApiClient, CallArgs } from './client.ts';

/**
 * The portal's one cache of loaded data (docs/architecture.md#the-data-layer): answers of reads, keyed by the
 * endpoint's name and body, whose records (the ward a guardian acts for) and the language, kept in this tab's memory.
 * A screen shows what it last received at once and asks again quietly (stale-while-revalidate); a change invalidates
 * the reads of its endpoints; signing in or out and switching ward empty it, and an answer on its way then is not
 * kept. Small and without zod or React: the homes load it on their first paint.
 */

/** One read of the endpoint table through the cache. */
export interface Read<T> {
  /** Names the answer (endpoint, body, whose records, language): a screen asks again when it changes. */
  readonly key: string;
  /** The answer this tab last received for it, however old; undefined if none. */
  peek(): T | undefined;
  /**
   * Takes an answer on its way or one prefetched for it (once), else asks the server; keeps the answer. The signal
   * ends this caller's wait; the call itself is aborted when nobody waits for it any more (a prefetch always does).
   */
  fetch(signal?: AbortSignal): Promise<T>;
  /** Starts it for a screen about to open (the route's prefetch): the answer waits PREFETCH_KEPT_MS for its first fetch. */
  prefetch(): void;
}

export interface ReadOptions {
  /** Toast a business failure (CallOptions.toastOnError). @default true */
  readonly toastOnError?: boolean;
  /** An answer younger than this (ms) is taken without asking again (Infinity: until invalidated). @default 0 */
  readonly fresh?: number;
}

/** How long a prefetched answer waits for the screen that takes it. */
export const PREFETCH_KEPT_MS = 10_000;

/** Answers a tab keeps; the oldest go past this (a list page is a few KiB). */
const MAX_ENTRIES = 60;

interface Flight {
  readonly answer: Promise<unknown>;
  readonly controller: AbortController;
  waiting: number;
  /** A prefetch holds it: it runs to its end whoever leaves. */
  held: boolean;
  toasted?: boolean;
}

interface Entry {
  readonly name: string;
  readonly whose: string;
  has?: boolean;
  data?: unknown;
  at: number;
  /** Arrived for a prefetch and not taken yet. */
  unclaimed?: boolean;
  flight?: Flight | undefined;
}

export interface QueryCache {
  read<N extends JsonEndpointName>(name: N, body: CallArgs<N>[0], options?: ReadOptions): Read<EndpointData<N>>;
  /** Forgets every answer of these endpoints (after a change to what they list); answers on their way are not kept. */
  invalidate(...names: JsonEndpointName[]): void;
  /** The answers kept for one endpoint for the current person and language (a form looking for its record). */
  peekAll<N extends JsonEndpointName>(name: N): EndpointData<N>[];
  /** Forgets everything (sign-in, sign-out, another ward). */
  clear(): void;
}

export function createQueryCache(
  client: ApiClient,
  whose: () => string,
  showError: (message: string) => void,
  now: () => number = Date.now,
): QueryCache {
  const entries = new Map<string, Entry>();

  function entryOf(key: string, name: string, who: string): Entry {
    let entry = entries.get(key);
    if (entry === undefined) {
      entry = { name, whose: who, at: 0 };
      entries.set(key, entry);
      for (const oldest of entries.keys()) {
        if (entries.size <= MAX_ENTRIES) break;
        entries.delete(oldest);
      }
    }
    return entry;
  }

  /** The call on its way for an entry, unless everybody left it (aborted, though its failure has not come back yet). */
  const live = (entry: Entry): Flight | undefined => (entry.flight?.controller.signal.aborted === false ? entry.flight : undefined);

  function start(key: string, entry: Entry, ask: (signal: AbortSignal) => Promise<unknown>, held: boolean): Flight {
    const controller = new AbortController();
    const flight: Flight = { answer: ask(controller.signal), controller, waiting: 0, held };
    entry.flight = flight;
    const current = () => entries.get(key) === entry && entry.flight === flight;
    flight.answer.then(
      (data) => {
        if (!current()) return;
        Object.assign(entry, { has: true, data, at: now(), unclaimed: flight.waiting === 0, flight: undefined });
        // Newest last, so the oldest go first.
        entries.delete(key);
        entries.set(key, entry);
      },
      () => {
        if (current()) entry.flight = undefined;
      },
    );
    return flight;
  }

  function wait<T>(flight: Flight, toast: boolean, signal: AbortSignal | undefined): Promise<T> {
    flight.waiting++;
    return new Promise<T>((resolve, reject) => {
      let done = false;
      const leave = (): boolean => {
        if (done) return false;
        done = true;
        flight.waiting--;
        signal?.removeEventListener('abort', onAbort);
        return true;
      };
      const onAbort = (): void => {
        if (!leave()) return;
        if (flight.waiting === 0 && !flight.held) flight.controller.abort(signal?.reason);
        reject(signal?.reason);
      };
      if (signal?.aborted === true) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      flight.answer.then(
        (data) => leave() && resolve(data as T),
        (error: unknown) => {
          if (!leave()) return;
          // The call is sent without its toast (its waiters differ); each waiter that wants one gets one toast.
          if (toast && error instanceof ApiError && error.kind === 'result' && flight.toasted !== true) {
            flight.toasted = true;
            showError(error.message);
          }
          reject(error);
        },
      );
    });
  }

  return {
    read(name, body, options = {}) {
      const who = whose();
      const key = JSON.stringify([name, body ?? {}, who]);
      const ask = (signal: AbortSignal) => client.call(name, ...([body, { signal, toastOnError: false }] as CallArgs<typeof name>));
      const found = () => entries.get(key);
      return {
        key,
        peek: () => (found()?.has === true ? (found()?.data as EndpointData<typeof name>) : undefined),
        fetch(signal) {
          const entry = entryOf(key, name, who);
          const age = now() - entry.at;
          if (entry.has === true && (age < (options.fresh ?? 0) || (entry.unclaimed === true && age <= PREFETCH_KEPT_MS))) {
            entry.unclaimed = false;
            return Promise.resolve(entry.data as EndpointData<typeof name>);
          }
          return wait(live(entry) ?? start(key, entry, ask, false), options.toastOnError !== false, signal);
        },
        prefetch() {
          const entry = entryOf(key, name, who);
          const flight = live(entry);
          if (flight !== undefined) flight.held = true;
          else if (!(entry.has === true && (entry.unclaimed === true || now() - entry.at < (options.fresh ?? 0)))) start(key, entry, ask, true).answer.catch(() => undefined);
        },
      };
    },
    invalidate(...names) {
      for (const [key, entry] of entries) if (names.includes(entry.name as JsonEndpointName)) entries.delete(key);
    },
    peekAll(name) {
      const who = whose();
      return [...entries.values()].filter((e) => e.name === name && e.whose === who && e.has === true).map((e) => e.data as EndpointData<typeof name>);
    },
    clear: () => entries.clear(),
  };
}

/** A read of something already known (no call): a screen's list while its filter is invalid. */
export function readOf<T>(value: T): Read<T> {
  return { key: JSON.stringify(['', value]), peek: () => value, fetch: () => Promise.resolve(value), prefetch: () => undefined };
}

/** The same read, its answer passed through `map` (the rows of a list). */
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
