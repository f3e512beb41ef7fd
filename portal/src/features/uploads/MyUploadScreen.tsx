import './messages.ts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { Button, DateRangeFilter, EmptyState, List, LoadMoreFooter, Pagination, Select, Skeleton, buttonVariants } from '@mhp/design-system';
import type { DateRangeValue } from '@mhp/design-system';
import { UPLOAD_RECORD_TYPES, uploadRecordTypeName, validationMessages } from '@mhp/contract';
import type { UploadListRequest, UploadReportRow, UploadSpace } from '@mhp/contract';
import { pathOf } from '../../app/routes.ts';
import type { ScreenProps } from '../../app/screens.ts';
import { $language } from '../../stores/language.ts';
import { pagedModeOf, usePaged } from '../health-data/readings/paged.tsx';
import { countUploads, listUploads, pageSize } from './api.ts';
import { formatBytes, formatDay } from './format.ts';

const todayIso = () => new Date().toISOString().slice(0, 10);

/** The filter as the server takes it; null while the range is not a valid one (the filter shows why). */
function filterOf(range: DateRangeValue, type: string): Omit<UploadListRequest, 'page'> | null {
  const { start, end } = range;
  if ((end && !start) || (start && end && start > end)) return null;
  return {
    ...(start || end ? { selectTime: { ...(start ? { start } : {}), ...(end ? { end } : {}) } } : {}),
    ...(type === 'all' ? {} : { recordTypes: [Number(type)] }),
  };
}

/**
 * SPEC 2 myUpload: the resident's own reports, newest first, with the remaining space (SPEC 3), filtered by
 * report dates (DateRangeFilter) and record type with the matching count; mobile appends, web paginates (SPEC 4).
 */
export function MyUploadScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const tree = route.tree ?? 'web';
  const addPath = pathOf('addUpload', tree) ?? '';
  const detailPath = pathOf('detailUpload', tree) ?? '';
  const [range, setRange] = useState<DateRangeValue>({ preset: 'custom', start: null, end: null });
  const [type, setType] = useState('all');
  const [space, setSpace] = useState<Pick<UploadSpace, 'freeBytes' | 'quotaBytes'> | null>(null);
  const [matching, setMatching] = useState<number | null>(null);
  const filter = filterOf(range, type);
  const key = JSON.stringify(filter);
  const top = useRef<HTMLDivElement>(null);

  const paged = usePaged<UploadReportRow>(
    async (pageNum, signal) => {
      const result = await listUploads({ ...(filter ?? {}), page: { pageNum, pageSize } }, { signal });
      setSpace({ freeBytes: result.freeBytes, quotaBytes: result.quotaBytes });
      return result;
    },
    key,
    pagedModeOf(route.tree),
  );

  useEffect(() => {
    if (filter === null) return;
    const controller = new AbortController();
    countUploads(filter, { signal: controller.signal, toastOnError: false })
      .then((n) => setMatching(n.total))
      .catch(() => undefined);
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the filter
  }, [key]);

  const { state } = paged;
  const pages = Math.max(1, Math.ceil(state.total / pageSize));
  const filtered = filter !== null && (filter.selectTime !== undefined || filter.recordTypes !== undefined);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-text-muted" aria-live="polite">
          {space ? (
            <>
              <span className="font-medium text-text">{t('uploads.spaceLabel')}</span>{' '}
              {t('uploads.space', { free: formatBytes(space.freeBytes, language), quota: formatBytes(space.quotaBytes, language) })}
            </>
          ) : null}
        </p>
        <Link href={addPath} className={buttonVariants({ variant: 'primary' })}>
          {t('uploads.add')}
        </Link>
      </div>
      <div className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-end">
        <DateRangeFilter
          value={range}
          onValueChange={setRange}
          today={todayIso()}
          label={t('uploads.period')}
          presetLabels={{ last3Months: t('uploads.presets.last3Months'), last6Months: t('uploads.presets.last6Months'), custom: t('uploads.presets.custom') }}
          startLabel={t('uploads.startDate')}
          endLabel={t('uploads.endDate')}
          startRequiredMessage={validationMessages[language]['date.startFirst']}
          endBeforeStartMessage={validationMessages[language]['date.endBeforeStart']}
          yearOutOfRangeMessage={validationMessages[language]['date.year']}
        />
        <Select
          className="md:w-64"
          label={t('uploads.recordTypeFilter')}
          value={type}
          onValueChange={setType}
          options={[{ value: 'all', label: t('uploads.allTypes') }, ...UPLOAD_RECORD_TYPES.map((n) => ({ value: String(n), label: uploadRecordTypeName(n, language) }))]}
        />
      </div>
      {matching !== null && filtered ? (
        <p className="text-sm text-text-muted" role="status">
          {t('uploads.matching', { count: matching })}
        </p>
      ) : null}
      {state.status === 'loading' && state.rows.length === 0 ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} shape="block" className="h-16" />
          ))}
        </div>
      ) : state.status === 'error' && state.rows.length === 0 ? (
        <EmptyState
          role="alert"
          title={t('uploads.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void paged.load(1)}>
              {t('uploads.retry')}
            </Button>
          }
        />
      ) : state.rows.length === 0 ? (
        <EmptyState title={filtered ? t('uploads.noneMatching') : t('uploads.none')} description={filtered ? undefined : t('uploads.noneHint')} />
      ) : (
        <div ref={top} className="flex scroll-mt-4 flex-col gap-3">
          <List.Root aria-label={t('uploads.listLabel')}>
            {state.rows.map((row) => (
              <List.Item
                key={row.id}
                href={`${detailPath}?id=${row.id}`}
                title={row.institution}
                description={`${uploadRecordTypeName(row.recordType, language)} · ${t('uploads.dates', { start: formatDay(row.startDate, language), end: formatDay(row.endDate, language) })} · ${t('uploads.files', { pdfs: row.pdfCount, images: row.imageCount })}`}
              />
            ))}
          </List.Root>
          {paged.mode === 'append' ? (
            <LoadMoreFooter
              state={state.loadingMore ? 'loading' : state.rows.length >= state.total ? 'end' : 'more'}
              onLoadMore={() => void paged.loadMore()}
              loadingLabel={t('uploads.loadingMore')}
              endLabel={t('uploads.allLoaded')}
              loadMoreLabel={t('uploads.loadMore')}
            />
          ) : pages > 1 ? (
            <Pagination
              pageCount={pages}
              value={state.pageNum}
              onValueChange={(page) => void paged.load(page).then(() => top.current?.scrollIntoView?.({ block: 'start' }))}
              label={t('uploads.pagination')}
              previousLabel={t('uploads.previousPage')}
              nextLabel={t('uploads.nextPage')}
              pageLabel={(page) => t('uploads.pageLabel', { page })}
            />
          ) : null}
        </div>
      )}
    </div>
  );
}
