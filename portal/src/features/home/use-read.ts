import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { Read } from '../../api/index.ts';

/** Not there yet (null), there, or failed. */
export type Loaded<T> = T | null | 'failed';

/**
 * Loads a read on mount (and when its key changes), aborting the wait on unmount; the home's route asked for its
 * reads when it was chosen (homePrefetch, catalogue/api.ts), before this code had loaded; the notices link's count too. What the query cache holds
 * shows at once (a home opened again); a fresh answer is drawn once the home's first frame is (`drawn`): the first
 * frame shows placeholders of the final size only, and is not held back by drawing an answer that came in while it
 * was being laid out. An answer is drawn through `startTransition`: React renders the services, the banners and the
 * name in slices of a few milliseconds instead of one long task, so the page answers a tap meanwhile (on a slow phone
 * each answer's render had been a task of 100 to 170 ms; docs/performance.md).
 */
export function useRead<T>(read: Read<T> | null, drawn: Promise<void>): [Loaded<T>, () => void] {
  const [value, setValue] = useState<Loaded<T>>(() => read?.peek() ?? null);
  const [attempt, setAttempt] = useState(0);
  const readRef = useRef(read);
  readRef.current = read;
  useEffect(() => {
    const current = readRef.current;
    if (current === null) return;
    const controller = new AbortController();
    const stale = current.peek();
    setValue(stale ?? null);
    current.fetch(controller.signal).then(
      (loaded) => drawn.then(() => startTransition(() => setValue(loaded))),
      () =>
        drawn.then(() => {
          if (!controller.signal.aborted) setValue(stale ?? 'failed');
        }),
    );
    return () => controller.abort();
  }, [read?.key, attempt, drawn]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [value, retry];
}

