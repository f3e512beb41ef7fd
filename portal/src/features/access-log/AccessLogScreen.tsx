import './messages.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { Badge, Button, DataTable, DateRangeFilter, EmptyState, List, Select, presetRange } from '@macao-phr/design-system';
import type { DataTableColumn, DateRangeValue } from '@macao-phr/design-system';
import type { AccessLogListResult, AccessLogRow } from '@macao-phr/contract';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { $language, intlLocale } from '../../stores/language.ts';
import { pushToast } from '../../stores/toasts.ts';
import { formatNumber } from '../../i18n/format.ts';
import { downloadAccessLog, listAccessLog, pageSize } from './api.ts';
import {
  actionChoices,
  actorChoices,
  describeRow,
  formatMacaoTime,
  isAction,
  isActor,
  macaoToday,
  rangeReady,
  saveDownload,
} from './logic.ts';
import type { AccessLogFilters } from './logic.ts';
import { LoadMoreRecords, RecordPages, RecordsFailed, pagedKeysUnder, usePaged } from '../common/paged.tsx';
import { LoadingBlocks } from '../common/loaded.tsx';

const listKeys = pagedKeysUnder('accessLog');

/**
 * docs/security.md: the resident's access log, /mob/accessLog and /web/accessLog. Who opened, changed, downloaded
 * or shared their record and when (Macao time): themself, a guardian acting for them, a doctor through QR
 * consent. Filters by period, action and actor; mobile appends pages, web paginates a table; the resident
 * can download their own log (CSV, no clinical values).
 */
export function AccessLogScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const tree = route.tree ?? 'web';
  const append = tree === 'mob';
  const ids = { filters: useId(), list: useId() };
  const top = useRef<HTMLElement>(null);

  const [today] = useState(() => macaoToday());
  const [filters, setFilters] = useState<AccessLogFilters>(() => ({
    range: { preset: 'last3Months', ...presetRange('last3Months', today) },
    action: 'all',
    actor: 'all',
  }));
  // False while the custom dates on screen make no range: no rows, total or download then (they would be the last range's).
  const [rangeValid, setRangeValid] = useState(true);
  // A custom range being typed keeps the last complete filters, so the list never flashes empty.
  const [applied, setApplied] = useState(filters);
  useEffect(() => {
    if (rangeReady(filters.range)) setApplied(filters);
  }, [filters]);
  const paged = usePaged<AccessLogRow, AccessLogListResult>((pageNum) => listAccessLog(applied, pageNum), append ? 'append' : 'replace');
  const { state, load } = paged;
  // Until the first answer comes, the rows are those the query cache held when the screen opened: drawn while they are
  // asked for again. After it, a page or filter loading on the web shows the table's placeholders.
  const [answered, setAnswered] = useState(false);
  useEffect(() => {
    if (state.status !== 'loading') setAnswered(true);
  }, [state.status]);

  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const result = await downloadAccessLog(applied);
      saveDownload(result);
      pushToast('success', t('accessLog.downloaded', { count: result.rows, n: formatNumber(result.rows, language) }));
    } catch {
      // The API client has already shown the server's or the network's message.
    } finally {
      setDownloading(false);
    }
  };

  const actorText = (row: AccessLogRow) => {
    const d = describeRow(row);
    return d.actorName ? t('accessLog.actorNamed', { name: d.actorName, role: t(d.actorRole) }) : t(d.actorRole);
  };
  const outcomeBadge = (row: AccessLogRow) => {
    const d = describeRow(row);
    return <Badge variant={d.outcomeTone}>{t(d.outcome)}</Badge>;
  };

  const columns: DataTableColumn<AccessLogRow>[] = [
      { key: 'time', header: t('accessLog.columns.time'), cell: (row) => formatMacaoTime(row.at, language) },
      { key: 'actor', header: t('accessLog.columns.actor'), cell: actorText },
      { key: 'record', header: t('accessLog.columns.record'), cell: (row) => t(describeRow(row).record) },
      { key: 'action', header: t('accessLog.columns.action'), cell: (row) => t(describeRow(row).action) },
    { key: 'outcome', header: t('accessLog.columns.outcome'), cell: outcomeBadge },
  ];

  const setRange = (range: DateRangeValue) => setFilters((f) => ({ ...f, range }));
  const pages = Math.max(1, Math.ceil(state.total / pageSize));
  const firstLoad = state.status === 'loading' && (state.rows.length === 0 || (!append && answered));
  const goToPage = (pageNum: number) => {
    void load(pageNum).then(() => top.current?.scrollIntoView?.({ block: 'start' }));
  };

  const body = (() => {
    if (state.status === 'error' && state.rows.length === 0) {
      return <RecordsFailed title={t('accessLog.errorTitle')} description={t('common.loadFailed')} retry={t('common.retry')} onRetry={() => void load(1)} />;
    }
    if (state.status === 'ready' && state.rows.length === 0) {
      return <EmptyState title={t('accessLog.emptyTitle')} description={t('accessLog.emptyBody')} />;
    }
    if (!append) {
      return (
        <>
          <DataTable
            caption={t('accessLog.listLabel')}
            captionDisplay="hidden"
            columns={columns}
            rows={state.rows}
            rowKey={(row) => String(row.id)}
            sorting="manual"
            state={firstLoad ? 'loading' : 'ready'}
            loadingRows={pageSize}
            loadingLabel={t('common.loading')}
          />
          {pages > 1 ? <RecordPages keys={listKeys} pageCount={pages} value={state.pageNum} onValueChange={goToPage} /> : null}
        </>
      );
    }
    if (firstLoad) return <LoadingBlocks heights={['h-20', 'h-20', 'h-20', 'h-20']} />;
    return (
      <>
        <List.Root aria-labelledby={ids.list}>
          {state.rows.map((row) => {
            const d = describeRow(row);
            return (
              <List.Item
                key={row.id}
                data-entry={row.id}
                // A sign-in needs no record name ("Signed in", not "Signed in: Sign-in").
                title={row.recordType === 'session' ? t(d.action) : t('accessLog.entryTitle', { action: t(d.action), record: t(d.record) })}
                description={
                  <span className="flex flex-col">
                    <span>{actorText(row)}</span>
                    <span>{formatMacaoTime(row.at, language)}</span>
                  </span>
                }
                trailing={outcomeBadge(row)}
              />
            );
          })}
        </List.Root>
        <LoadMoreRecords keys={listKeys} state={state} onLoadMore={() => void paged.loadMore()} />
      </>
    );
  })();

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <p className="m-0 max-w-prose text-base text-text-muted">{t('accessLog.intro')}</p>
        <Button variant="secondary" loading={downloading} disabled={!rangeValid} onClick={() => void download()} className="shrink-0">
          {downloading ? t('accessLog.downloading') : t('accessLog.download')}
        </Button>
      </div>

      <section aria-labelledby={ids.filters} className="flex flex-col gap-4 rounded-lg border border-border bg-surface-raised p-4">
        <h2 id={ids.filters} className="m-0 text-lg font-semibold">
          {t('accessLog.filtersHeading')}
        </h2>
        <DateRangeFilter
          value={filters.range}
          onValueChange={setRange}
          onValidityChange={setRangeValid}
          locale={intlLocale(language)}
          today={today}
          label={t('accessLog.period')}
          presetLabels={{
            last3Months: t('accessLog.presets.last3Months'),
            last6Months: t('accessLog.presets.last6Months'),
            custom: t('accessLog.presets.custom'),
          }}
          startLabel={t('accessLog.startDate')}
          endLabel={t('accessLog.endDate')}
          calendarLabel={t('common.chooseFromCalendar')}
          startRequiredMessage={t('accessLog.startRequired')}
          endBeforeStartMessage={t('accessLog.endBeforeStart')}
          yearOutOfRangeMessage={t('accessLog.yearOutOfRange')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label={t('accessLog.actionLabel')}
            options={actionChoices.map((value) => ({ value, label: value === 'all' ? t('accessLog.all') : t(`accessLog.action.${value}`) }))}
            value={filters.action}
            onValueChange={(value) => setFilters((f) => ({ ...f, action: isAction(value) ? value : 'all' }))}
          />
          <Select
            label={t('accessLog.actorLabel')}
            options={actorChoices.map((value) => ({ value, label: value === 'all' ? t('accessLog.all') : t(`accessLog.actor.${value}`) }))}
            value={filters.actor}
            onValueChange={(value) => setFilters((f) => ({ ...f, actor: isActor(value) ? value : 'all' }))}
          />
        </div>
      </section>

      <section
        ref={top}
        aria-labelledby={ids.list}
        aria-busy={state.status === 'loading' || state.loadingMore}
        className="flex scroll-mt-4 flex-col gap-3"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={ids.list} className="m-0 text-lg font-semibold">
            {t('accessLog.listLabel')}
          </h2>
          {state.status === 'ready' && rangeValid ? (
            <p role="status" className="m-0 text-sm text-text-muted">
              {t('accessLog.total', { count: state.total, n: formatNumber(state.total, language) })}
            </p>
          ) : null}
        </div>
        {rangeValid ? body : null}
      </section>
    </div>
  );
}
