import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, List, Skeleton } from '@mhp/design-system';

export interface PagedState<R> {
  readonly rows: readonly R[];
  readonly total: number;
  readonly pageNum: number;
  readonly status: 'loading' | 'ready' | 'error';
  readonly loadingMore: boolean;
}

/**
 * SPEC 4 lists: page 1 replaces (and reloads when `key` changes, e.g. the source filter), later pages
 * append ("load more"); a failed load clears the loading flags and keeps what was shown.
 */
export function usePaged<R>(fetchPage: (pageNum: number, signal: AbortSignal) => Promise<{ rows: readonly R[]; total: number }>, key: string) {
  const [state, setState] = useState<PagedState<R>>({ rows: [], total: 0, pageNum: 1, status: 'loading', loadingMore: false });
  const controller = useRef<AbortController | null>(null);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;

  const load = useCallback(async (pageNum: number) => {
    controller.current?.abort();
    const mine = new AbortController();
    controller.current = mine;
    setState((s) => (pageNum > 1 ? { ...s, loadingMore: true } : { ...s, status: 'loading', loadingMore: false }));
    try {
      const result = await fetchRef.current(pageNum, mine.signal);
      if (mine.signal.aborted) return;
      setState((s) => ({ rows: pageNum > 1 ? [...s.rows, ...result.rows] : result.rows, total: result.total, pageNum, status: 'ready', loadingMore: false }));
    } catch {
      if (!mine.signal.aborted) setState((s) => ({ ...s, status: pageNum > 1 ? s.status : 'error', loadingMore: false }));
    }
  }, []);

  useEffect(() => {
    void load(1);
    return () => controller.current?.abort();
  }, [load, key]);

  return { state, load, loadMore: () => load(state.pageNum + 1) };
}

export function PagedList<R extends { id: number }>({
  paged,
  label,
  empty,
  item,
}: {
  paged: ReturnType<typeof usePaged<R>>;
  label: string;
  empty: ReactNode;
  item: (row: R) => ReactNode;
}) {
  const { t } = useTranslation();
  const { state } = paged;
  if (state.status === 'loading' && state.rows.length === 0) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <span role="status" className="sr-only">
          {t('common.loading')}
        </span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} shape="block" className="h-16" />
        ))}
      </div>
    );
  }
  if (state.status === 'error' && state.rows.length === 0) {
    return (
      <EmptyState
        role="alert"
        title={t('readings.errorTitle')}
        description={t('common.loadFailed')}
        action={
          <Button variant="secondary" onClick={() => void paged.load(1)}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (state.rows.length === 0) return <>{empty}</>;
  const allLoaded = state.rows.length >= state.total;
  return (
    <div className="flex flex-col gap-3" aria-busy={state.status === 'loading' || state.loadingMore}>
      <List.Root aria-label={label}>{state.rows.map(item)}</List.Root>
      <div className="flex flex-col items-center gap-2 py-2" role="status">
        {allLoaded ? (
          <p className="text-sm text-text-muted">{t('readings.allLoaded')}</p>
        ) : (
          <Button variant="secondary" loading={state.loadingMore} onClick={() => void paged.loadMore()}>
            {state.loadingMore ? t('readings.loadingMore') : t('readings.loadMore')}
          </Button>
        )}
      </div>
    </div>
  );
}
