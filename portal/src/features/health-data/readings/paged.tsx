import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, List, LoadMoreFooter, Pagination, Skeleton } from '@mhp/design-system';
import type { Tree } from '../../../app/routes.ts';
import { pageSize } from './api.ts';

export interface PagedState<R> {
  readonly rows: readonly R[];
  readonly total: number;
  readonly pageNum: number;
  readonly status: 'loading' | 'ready' | 'error';
  readonly loadingMore: boolean;
}

/** SPEC 4: later pages append on mobile ("load more") and replace on web (pagination). */
export type PagedMode = 'append' | 'replace';
export const pagedModeOf = (tree: Tree | null): PagedMode => (tree === 'mob' ? 'append' : 'replace');

/**
 * SPEC 4 lists: page 1 replaces (and reloads when `key` changes, e.g. the source filter); later pages append
 * or replace by `mode`; a failed load clears the loading flags and keeps what was shown.
 */
export function usePaged<R>(fetchPage: (pageNum: number, signal: AbortSignal) => Promise<{ rows: readonly R[]; total: number }>, key: string, mode: PagedMode = 'append') {
  const [state, setState] = useState<PagedState<R>>({ rows: [], total: 0, pageNum: 1, status: 'loading', loadingMore: false });
  const controller = useRef<AbortController | null>(null);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;

  const load = useCallback(async (pageNum: number) => {
    controller.current?.abort();
    const mine = new AbortController();
    controller.current = mine;
    const appending = mode === 'append' && pageNum > 1;
    setState((s) => (appending ? { ...s, loadingMore: true } : { ...s, status: 'loading', loadingMore: false }));
    try {
      const result = await fetchRef.current(pageNum, mine.signal);
      if (mine.signal.aborted) return;
      setState((s) => ({ rows: appending ? [...s.rows, ...result.rows] : result.rows, total: result.total, pageNum, status: 'ready', loadingMore: false }));
    } catch {
      if (!mine.signal.aborted) setState((s) => ({ ...s, status: appending ? s.status : 'error', loadingMore: false }));
    }
  }, [mode]);

  useEffect(() => {
    void load(1);
    return () => controller.current?.abort();
  }, [load, key]);

  return { state, mode, load, loadMore: () => load(state.pageNum + 1) };
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
  const top = useRef<HTMLDivElement>(null);
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
  const pages = Math.max(1, Math.ceil(state.total / pageSize));
  return (
    <div ref={top} className="flex scroll-mt-4 flex-col gap-3" aria-busy={state.status === 'loading' || state.loadingMore}>
      <List.Root aria-label={label}>{state.rows.map(item)}</List.Root>
      {paged.mode === 'append' ? (
        // SPEC 2 behaviour 5: 'Loading', then 'All content loaded'.
        <LoadMoreFooter
          state={state.loadingMore ? 'loading' : state.rows.length >= state.total ? 'end' : 'more'}
          onLoadMore={() => void paged.loadMore()}
          loadingLabel={t('readings.loadingMore')}
          endLabel={t('readings.allLoaded')}
          loadMoreLabel={t('readings.loadMore')}
        />
      ) : pages > 1 ? (
        <Pagination
          pageCount={pages}
          value={state.pageNum}
          // SPEC 4: a replaced page starts at its top.
          onValueChange={(page) => void paged.load(page).then(() => top.current?.scrollIntoView?.({ block: 'start' }))}
          label={t('bloodPressure.pagination')}
          previousLabel={t('bloodPressure.previousPage')}
          nextLabel={t('bloodPressure.nextPage')}
          pageLabel={(page) => t('bloodPressure.pageLabel', { page })}
        />
      ) : null}
    </div>
  );
}

