import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, Skeleton } from '@macao-phr/design-system';

/** Not there yet (null), there, or failed. */
export type Loaded<T> = T | null | 'failed';

/**
 * One thing a screen loads when it opens, again when `key` changes, and again on `retry`; each start clears
 * what was shown, and a load left behind (the screen gone, a newer start) is aborted and never reports failure.
 */
export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>, key = '') {
  const [data, setData] = useState<Loaded<T>>(null);
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    setData(null);
    loadRef.current(controller.signal).then(setData, () => {
      if (!controller.signal.aborted) setData('failed');
    });
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, retry };
}

/**
 * A figure beside a list (its filter's choices, a count) that follows `key`: what was shown stays while the next
 * loads and when a load fails (the list itself says so); `load` gives null to leave it as it is (an invalid filter).
 */
export function useSideLoad<T>(load: (signal: AbortSignal) => Promise<T> | null, key = ''): T | null {
  const [value, setValue] = useState<T | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    loadRef
      .current(controller.signal)
      ?.then(setValue)
      .catch(() => undefined);
    return () => controller.abort();
  }, [key]);

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
