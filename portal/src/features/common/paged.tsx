import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { Button, EmptyState, LoadMoreFooter, Pagination, Skeleton, buttonVariants } from '@macao-phr/design-system';
import type { Tree } from '../../routes/routes.ts';
import { $language } from '../../stores/language.ts';
import { formatDateTime, formatNumber } from '../../i18n/format.ts';
import { afterNextFrame } from '../../hooks/after-first-frame.ts';
import type { Read } from '../../api/index.ts';
import { markRecordsDrawn } from './records-drawn.ts';

export interface PagedState<R, P = PageResult<R>> {
  readonly rows: readonly R[];
  readonly total: number;
  readonly pageNum: number;
  readonly status: 'loading' | 'ready' | 'error';
  readonly loadingMore: boolean;
  /** The last page's whole answer (what a list says beside its rows, such as its newest date). */
  readonly last?: P | undefined;
}

/** docs/product/states.md: later pages append on mobile ("load more") and replace on web (pagination). */
export type PagedMode = 'append' | 'replace';
export const pagedModeOf = (tree: Tree | null): PagedMode => (tree === 'mob' ? 'append' : 'replace');

type PageResult<R> = { rows: readonly R[]; total: number };

/**
 * docs/product/states.md lists: page 1 replaces (and reloads when its read's key changes: another filter, another
 * person); later pages append or replace by `mode`; a failed load clears the loading flags and keeps what was shown.
 * The query cache's last page 1 (api/query.ts) shows at once while page 1 loads again, and a page 1 the route
 * prefetched is taken, not asked for again.
 */
export function usePaged<R, P extends PageResult<R> = PageResult<R>>(page: (pageNum: number) => Read<P>, mode: PagedMode = 'append') {
  const first = page(1);
  const [state, setState] = useState<PagedState<R, P>>(() => {
    const stale = first.peek();
    return { rows: stale?.rows ?? [], total: stale?.total ?? 0, pageNum: 1, status: 'loading', loadingMore: false, last: stale };
  });
  const controller = useRef<AbortController | null>(null);
  const pageRef = useRef(page);
  pageRef.current = page;

  const load = useCallback(async (pageNum: number) => {
    controller.current?.abort();
    const mine = new AbortController();
    controller.current = mine;
    const appending = mode === 'append' && pageNum > 1;
    setState((s) => (appending ? { ...s, loadingMore: true } : { ...s, status: 'loading', loadingMore: false }));
    try {
      const result = await pageRef.current(pageNum).fetch(mine.signal);
      if (mine.signal.aborted) return;
      setState((s) => ({ rows: appending ? [...s.rows, ...result.rows] : result.rows, total: result.total, pageNum, status: 'ready', loadingMore: false, last: result }));
    } catch {
      if (!mine.signal.aborted) setState((s) => ({ ...s, status: appending ? s.status : 'error', loadingMore: false }));
    }
  }, [mode]);

  useEffect(() => {
    void load(1);
    return () => controller.current?.abort();
  }, [load, first.key]);

  return { state, mode, load, loadMore: () => load(state.pageNum + 1) };
}

export type Paged<R> = ReturnType<typeof usePaged<R, PageResult<R>>>;

/**
 * Translation keys of a paged list's own texts. `pageLabel` takes `{{page}}`; the pagination keys may be left
 * out where the list only ever appends (a phone-only screen).
 */
export interface PagedRecordsKeys {
  readonly loadFailed: string;
  readonly retry: string;
  readonly loadingMore: string;
  readonly allLoaded: string;
  readonly loadMore: string;
  readonly pagination?: string;
  readonly previousPage?: string;
  readonly nextPage?: string;
  readonly pageLabel?: string;
}

/** The keys a feature keeps under one prefix (`labReports.loadFailed`, `labReports.retry`, …). */
export const pagedKeysUnder = (prefix: string, overrides: Partial<PagedRecordsKeys> = {}): PagedRecordsKeys => ({
  loadFailed: `${prefix}.loadFailed`,
  retry: `${prefix}.retry`,
  loadingMore: `${prefix}.loadingMore`,
  allLoaded: `${prefix}.allLoaded`,
  loadMore: `${prefix}.loadMore`,
  pagination: `${prefix}.pagination`,
  previousPage: `${prefix}.previousPage`,
  nextPage: `${prefix}.nextPage`,
  pageLabel: `${prefix}.pageLabel`,
  ...overrides,
});

export interface RecordsLoadingProps {
  /** Spoken once while loading. @default nothing */
  readonly status?: string;
  /** @default 3 */
  readonly rows?: number;
  /** Height class of each placeholder row. @default 'h-16' */
  readonly height?: string;
  /** The rows show a date and time (formatDateTime): its format is made while the placeholders show. @default false */
  readonly timesInRows?: boolean;
}

/**
 * Makes the date-and-time format of rows that show one while their first page is on its way, once the placeholder's
 * frame is drawn: the first date format of a page costs the browser its calendar data for the language (over 10 ms on
 * a fast computer), which would otherwise delay the frame that draws the rows. Rows with a date only need none
 * (formatDay writes it out).
 */
function prepareDateTimeFormat(): () => void {
  return afterNextFrame(() => formatDateTime('2000-01-01T00:00:00Z', $language.get()));
}

/** Placeholder rows while a record list's first page loads. */
export function RecordsLoading({ status, rows = 3, height = 'h-16', timesInRows = false }: RecordsLoadingProps) {
  useEffect(() => (timesInRows ? prepareDateTimeFormat() : undefined), [timesInRows]);
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      {status === undefined ? null : (
        <span role="status" className="sr-only">
          {status}
        </span>
      )}
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} shape="block" className={height} />
      ))}
    </div>
  );
}

/** A record list or record that could not be loaded, announced, with a way to try again. @default headingLevel 2 */
export function RecordsFailed({ title, description, retry, onRetry, headingLevel }: { title: string; description?: string; retry: string; onRetry: () => void; headingLevel?: 2 | 3 }) {
  return (
    <EmptyState
      role="alert"
      headingLevel={headingLevel}
      title={title}
      {...(description === undefined ? {} : { description })}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {retry}
        </Button>
      }
    />
  );
}

/** docs/product/routes.md behaviour 5: "load more" under a list that appends (phones), 'Loading', then 'All content loaded'. */
export function LoadMoreRecords({ keys, state, onLoadMore }: { keys: PagedRecordsKeys; state: Pick<PagedState<unknown>, 'rows' | 'total' | 'loadingMore'>; onLoadMore: () => void }) {
  const { t } = useTranslation();
  return (
    <LoadMoreFooter
      state={state.loadingMore ? 'loading' : state.rows.length >= state.total ? 'end' : 'more'}
      onLoadMore={onLoadMore}
      loadingLabel={t(keys.loadingMore)}
      endLabel={t(keys.allLoaded)}
      loadMoreLabel={t(keys.loadMore)}
    />
  );
}

/**
 * The page numbers under a list that replaces its page (the web, docs/product/states.md), in the words of its keys: none
 * where the keys name no pages. `label` names the navigation where a screen shows two lists. @default the keys' `pagination`
 */
export function RecordPages({ keys, pageCount, value, onValueChange, label }: { keys: PagedRecordsKeys; pageCount: number; value: number; onValueChange: (page: number) => void; label?: string }) {
  const { t } = useTranslation();
  const language = useStore($language);
  const { pagination, previousPage, nextPage, pageLabel } = keys;
  if (!pagination || !previousPage || !nextPage || !pageLabel) return null;
  return (
    <Pagination
      pageCount={pageCount}
      value={value}
      onValueChange={onValueChange}
      label={label ?? t(pagination)}
      previousLabel={t(previousPage)}
      nextLabel={t(nextPage)}
      pageLabel={(page) => t(pageLabel, { page: formatNumber(page, language) })}
    />
  );
}

export interface PagedRecordsProps<R> {
  readonly paged: Paged<R>;
  /** Rows a page holds, for the page count. */
  readonly pageSize: number;
  readonly keys: PagedRecordsKeys;
  /** Shown when the list loaded and holds no rows. */
  readonly empty: ReactNode;
  /** The rows (and whatever goes with them), drawn above the footer. */
  readonly children: (rows: readonly R[]) => ReactNode;
  /** Spoken while the first page loads. @default nothing */
  readonly loadingStatus?: string;
  /** Under the failure's title. @default nothing */
  readonly failedDescription?: string;
  /** Names the page-number navigation, where a screen shows two lists (landmarks need unique names). @default the keys' `pagination` */
  readonly paginationLabel?: string;
  /** Marks the rows busy while a page loads. @default false */
  readonly markBusy?: boolean;
  /** The rows show a date and time (RecordsLoading's `timesInRows`). @default false */
  readonly timesInRows?: boolean;
}

/**
 * docs/product/states.md record lists: placeholders while the first page loads, the failure with "try again", the empty
 * state, then the rows with "load more" when appending (phones) or the pages when replacing (web).
 */
export function PagedRecords<R>({ paged, pageSize, keys, empty, children, loadingStatus, failedDescription, paginationLabel, markBusy = false, timesInRows = false }: PagedRecordsProps<R>) {
  const { t } = useTranslation();
  const top = useRef<HTMLDivElement>(null);
  const { state } = paged;
  const waiting = state.status === 'loading' && state.rows.length === 0;
  const drawn = useRef(false);
  useEffect(() => {
    if (waiting || drawn.current) return;
    drawn.current = true;
    markRecordsDrawn();
  }, [waiting]);
  if (waiting) return <RecordsLoading timesInRows={timesInRows} {...(loadingStatus === undefined ? {} : { status: loadingStatus })} />;
  if (state.status === 'error' && state.rows.length === 0) {
    return <RecordsFailed title={t(keys.loadFailed)} {...(failedDescription === undefined ? {} : { description: failedDescription })} retry={t(keys.retry)} onRetry={() => void paged.load(1)} />;
  }
  if (state.rows.length === 0) return <>{empty}</>;
  const pages = Math.max(1, Math.ceil(state.total / pageSize));
  return (
    <div ref={top} className="flex scroll-mt-4 flex-col gap-3" {...(markBusy ? { 'aria-busy': state.status === 'loading' || state.loadingMore } : {})}>
      {children(state.rows)}
      {paged.mode === 'append' ? (
        <LoadMoreRecords keys={keys} state={state} onLoadMore={() => void paged.loadMore()} />
      ) : pages > 1 ? (
        <RecordPages
          keys={keys}
          pageCount={pages}
          value={state.pageNum}
          // docs/product/states.md: a replaced page starts at its top.
          onValueChange={(page) => void paged.load(page).then(() => top.current?.scrollIntoView?.({ block: 'start' }))}
          {...(paginationLabel === undefined ? {} : { label: paginationLabel })}
        />
      ) : null}
    </div>
  );
}

/**
 * A record area's landing screen (docs/product/routes.md imagingReport, analysisReport): its intro, then its newest
 * records under a heading, with the way to all of them and their count; while they load, placeholders; the failure with
 * "try again" and the empty state as in its list (docs/product/states.md). Its own texts are the feature's under
 * `messages` (`intro`, `none`, `noneHint`, `latest`, `allCount`), the failure's those of the list's `keys`.
 */
export function LatestRecords<R>({
  paged,
  keys,
  messages,
  allPath,
  children,
}: {
  readonly paged: Paged<R>;
  readonly keys: PagedRecordsKeys;
  readonly messages: string;
  /** The list of all of them. */
  readonly allPath: string;
  /** The rows, given the heading they stand under (their list's name). */
  readonly children: (rows: readonly R[], heading: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const { state } = paged;
  const heading = t(`${messages}.latest`);
  return (
    <div className="flex flex-col gap-4">
      <p className="m-0 text-base text-text-muted">{t(`${messages}.intro`)}</p>
      {state.status === 'loading' ? (
        <RecordsLoading />
      ) : state.status === 'error' ? (
        <RecordsFailed title={t(keys.loadFailed)} retry={t(keys.retry)} onRetry={() => void paged.load(1)} />
      ) : state.rows.length === 0 ? (
        <EmptyState title={t(`${messages}.none`)} description={t(`${messages}.noneHint`)} />
      ) : (
        <section aria-labelledby={headingId} className="flex flex-col gap-3">
          <h2 id={headingId} className="m-0 text-lg font-semibold text-text">
            {heading}
          </h2>
          {children(state.rows, heading)}
          <Link href={allPath} className={`${buttonVariants({ variant: 'secondary', wrap: true })} self-start`}>
            {t(`${messages}.allCount`, { count: state.total })}
          </Link>
        </section>
      )}
    </div>
  );
}
