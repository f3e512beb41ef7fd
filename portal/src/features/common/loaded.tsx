import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Skeleton } from '@macao-phr/design-system';
import type { Read } from '../../api/index.ts';

/** Not there yet (null), there, or failed. */
export type Loaded<T> = T | null | 'failed';

/**
 * One read a screen loads when it opens, again when the read's key changes (another body, another person), and again
 * on `retry`; a load left behind (the screen gone, a newer start) is aborted and never reports failure. What the
 * query cache holds for it (api/query.ts) shows at once while it loads again; without it, each start clears what was
 * shown. A failed refresh keeps what was shown.
 */
export function useLoaded<T>(read: Read<T>) {
  const [data, setData] = useState<Loaded<T>>(() => read.peek() ?? null);
  const [attempt, setAttempt] = useState(0);
  const readRef = useRef(read);
  readRef.current = read;

  useEffect(() => {
    const controller = new AbortController();
    const current = readRef.current;
    const stale = current.peek();
    setData(stale ?? null);
    current.fetch(controller.signal).then(setData, () => {
      if (!controller.signal.aborted) setData(stale ?? 'failed');
    });
    return () => controller.abort();
  }, [read.key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, retry };
}

/**
 * A figure beside a list (its filter's choices, a count) that follows its read: what was shown stays while the next
 * loads and when a load fails (the list itself says so); a null read leaves it as it is (an invalid filter). Opened
 * again, the screen shows the last figure at once (the query cache).
 */
export function useSideLoad<T>(read: Read<T> | null): T | null {
  const [value, setValue] = useState<T | null>(() => read?.peek() ?? null);
  const readRef = useRef(read);
  readRef.current = read;

  useEffect(() => {
    const controller = new AbortController();
    readRef.current
      ?.fetch(controller.signal)
      .then(setValue)
      .catch(() => undefined);
    return () => controller.abort();
  }, [read?.key]);

  return value;
}

/** Placeholder blocks (one per height class) while a screen loads, with "Loading" said once. */
export function LoadingBlocks({ heights }: { heights: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <span role="status" className="sr-only">
        {t('common.loading')}
      </span>
      {heights.map((height, i) => (
        <Skeleton key={i} shape="block" className={height} />
      ))}
    </div>
  );
}
