import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button, EmptyState, Skeleton } from '@macao-phr/design-system';
import { cached, remember, useCacheKey } from './cache.ts';

/** Not there yet (null), there, or failed. */
export type Loaded<T> = T | null | 'failed';

/**
 * One thing a screen loads when it opens, again when `key` changes, and again on `retry`; a load left behind (the
 * screen gone, a newer start) is aborted and never reports failure. What this screen loaded before in the session
 * (same address, same key) shows at once while it loads again (features/common/cache.ts); without it, each start
 * clears what was shown. A failed refresh keeps what was shown.
 */
export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>, key = '') {
  const cacheKey = useCacheKey('loaded', key, load);
  const [data, setData] = useState<Loaded<T>>(() => cached<T>(cacheKey) ?? null);
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    const stale = cached<T>(cacheKey);
    setData(stale ?? null);
    loadRef.current(controller.signal).then(
      (value) => {
        remember(cacheKey, value);
        setData(value);
      },
      () => {
        if (!controller.signal.aborted) setData(stale ?? 'failed');
      },
    );
    return () => controller.abort();
  }, [cacheKey, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, retry };
}

/**
 * A figure beside a list (its filter's choices, a count) that follows `key`: what was shown stays while the next
 * loads and when a load fails (the list itself says so); `load` gives null to leave it as it is (an invalid filter).
 * Opened again in the session, the screen shows the last figure at once (features/common/cache.ts).
 */
export function useSideLoad<T>(load: (signal: AbortSignal) => Promise<T> | null, key = ''): T | null {
  const cacheKey = useCacheKey('side', key, load);
  const [value, setValue] = useState<T | null>(() => cached<T>(cacheKey) ?? null);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    loadRef
      .current(controller.signal)
      ?.then((next) => {
        remember(cacheKey, next);
        setValue(next);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [cacheKey]);

  return value;
}

/** The shared "could not be loaded" with a way to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('common.loadFailed')}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
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
