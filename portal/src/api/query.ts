import type { EndpointData, JsonEndpointPath } from '@macao-phr/contract';
import type { ApiClient, CallArgs, JsonAt } from './client.ts';

/**
 * The portal's one cache of loaded data (docs/architecture.md#the-data-layer): answers of reads, keyed by the
 * endpoint's path and body, whose records (the ward a guardian acts for) and the language, kept in this tab's memory.
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
  /** Toast a business failure (CallOptions.toastOnError); every read of an endpoint and body asks it alike. @default true */
  readonly toastOnError?: boolean;
  /** An answer younger than this (ms) is taken without asking again (Infinity: until invalidated); at least a second. @default 1000 */
  readonly fresh?: number;
}

/** How long a prefetched answer waits for the screen that takes it. */
export const PREFETCH_KEPT_MS = 10_000;

/**
 * How long a call everybody left runs on before it is aborted, and how long an answer is taken as it is by any fetch: a
 * screen that draws again at once (its filter settling, an effect run twice, drawn anew) takes up its call or its
 * answer instead of asking anew.
 */
const AT_ONCE_MS = 1000;

/** Answers a tab keeps; the oldest go past this (a list page is a few KiB). */
const MAX_ENTRIES = 60;

interface Flight {
  readonly answer: Promise<unknown>;
  readonly controller: AbortController;
  /** Callers waiting with a signal, each of which may leave. */
  waiting: number;
  /** Somebody waits who cannot leave (a prefetch, a caller without a signal): it runs to its end. */
  held?: boolean;
  /** A caller without a signal takes its answer: it is not left for a later fetch. */
  taken?: boolean;
}

interface Entry {
  readonly path: string;
  /** The last answer, when it came, and whether it came for a prefetch and was not taken yet; absent before the first. */
  answer?: { readonly data: unknown; readonly at: number; unclaimed: boolean };
  flight?: Flight | undefined;
}

export interface QueryCache {
  read<P extends JsonEndpointPath>(path: P, body: CallArgs<JsonAt<P>>[0], options?: ReadOptions): Read<EndpointData<JsonAt<P>>>;
  /** Forgets every answer of these endpoints (after a change to what they list); answers on their way are not kept. */
  invalidate(...paths: JsonEndpointPath[]): void;
  /** Forgets everything (sign-in, sign-out, another ward). */
  clear(): void;
}

export function createQueryCache(client: ApiClient, whose: () => string, now = (): number => Date.now()): QueryCache {
  const entries = new Map<string, Entry>();

  /**
   * Waits for a call; a caller with a signal may leave, and a call everybody left is aborted AT_ONCE_MS later
   * unless somebody came back to it (leaving after the answer came changes nothing: the call is over).
   */
  function wait(flight: Flight, signal: AbortSignal | undefined): Promise<unknown> {
    if (signal === undefined) {
      flight.held = flight.taken = true;
      return flight.answer;
    }
    flight.waiting++;
    const left = new Promise<never>((_, reject) => {
      const leave = (): void => {
        flight.waiting--;
        setTimeout(() => flight.waiting === 0 && flight.held !== true && flight.controller.abort(signal.reason), AT_ONCE_MS);
        reject(signal.reason);
      };
      if (signal.aborted) leave();
      else signal.addEventListener('abort', leave, { once: true });
    });
    return Promise.race([flight.answer, left]);
  }

  return {
    read(path, body, { toastOnError, fresh = 0 } = {}) {
      const key = JSON.stringify([path, body ?? {}, whose()]);

      /** The entry, made (newest last, the oldest dropped past MAX_ENTRIES) when missing. */
      const entry = (): Entry => {
        let found = entries.get(key);
        if (found === undefined) {
          entries.set(key, (found = { path }));
          for (const oldest of entries.keys()) if (entries.size > MAX_ENTRIES) entries.delete(oldest);
        }
        return found;
      };
      /** The call on its way, unless everybody left it (aborted, its failure not back yet); else a new one. */
      const flightOf = (held: boolean): Flight => {
        const e = entry();
        if (e.flight?.controller.signal.aborted === false) return e.flight;
        const controller = new AbortController();
        const flight: Flight = { answer: client.call(path, ...([body, { signal: controller.signal, toastOnError }] as CallArgs<JsonAt<typeof path>>)), controller, waiting: 0, held };
        e.flight = flight;
        const current = () => entries.get(key) === e && e.flight === flight;
        flight.answer.then(
          (data) => {
            if (!current()) return;
            // Nobody is there to take it (a prefetch, or a screen that left meanwhile): left for the next fetch.
            e.answer = { data, at: now(), unclaimed: flight.waiting === 0 && flight.taken !== true };
            e.flight = undefined;
            entries.delete(key);
            entries.set(key, e);
          },
          () => current() && (e.flight = undefined),
        );
        return flight;
      };
      /** What is kept and may be taken without asking: fresh enough, or prefetched and not taken yet. */
      const kept = (answer: Entry['answer']): answer is NonNullable<Entry['answer']> =>
        answer !== undefined && (now() - answer.at < Math.max(fresh, AT_ONCE_MS) || (answer.unclaimed && now() - answer.at <= PREFETCH_KEPT_MS));

      return {
        key,
        peek: () => entries.get(key)?.answer?.data as EndpointData<JsonAt<typeof path>> | undefined,
        fetch(signal) {
          const { answer } = entry();
          if (!kept(answer)) return wait(flightOf(false), signal) as Promise<EndpointData<JsonAt<typeof path>>>;
          answer.unclaimed = false;
          return Promise.resolve(answer.data as EndpointData<JsonAt<typeof path>>);
        },
        prefetch() {
          if (!kept(entry().answer)) flightOf(true).held = true;
        },
      };
    },
    invalidate(...paths) {
      for (const [key, entry] of entries) if ((paths as readonly string[]).includes(entry.path)) entries.delete(key);
    },
    clear: () => entries.clear(),
  };
}
