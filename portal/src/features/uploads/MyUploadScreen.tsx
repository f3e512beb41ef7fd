import './messages.ts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { EmptyState, List, buttonVariants } from '@macao-phr/design-system';
import type { DateRangeValue } from '@macao-phr/design-system';
import { DEFAULT_SEARCH_START, UPLOAD_RECORD_TYPES, uploadRecordTypeName } from '@macao-phr/contract';
import type { UploadListRequest, UploadReportRow, UploadSpace } from '@macao-phr/contract';
import { pathOf } from '../../routes/routes.ts';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { $language } from '../../stores/language.ts';
import { useSideLoad } from '../common/loaded.tsx';
import { periodOf, todayInMacao } from '../common/period-range.ts';
import { LazyPeriodSelect } from '../common/period-select.tsx';
import { MatchingCount } from '../common/matching-count.tsx';
import { PagedRecords, pagedKeysUnder, pagedModeOf, usePaged } from '../common/paged.tsx';
import { countUploads, listUploads, pageSize } from './api.ts';
import { formatBytes, formatDay } from './format.ts';
import { mapRead, readOf } from '../common/reads.ts';

/** The filter as the server takes it; null while the range is not a valid one (the filter shows why). */
function filterOf(range: DateRangeValue, type: string): Omit<UploadListRequest, 'page'> | null {
  const period = periodOf(range);
  if (period === null) return null;
  return { ...period, ...(type === 'all' ? {} : { recordTypes: [Number(type)] }) };
}

const listKeys = pagedKeysUnder('uploads');

/**
 * docs/product/routes.md myUpload: the resident's own reports, newest first, with the remaining space (docs/product/entities.md), filtered by
 * report dates (DateRangeFilter) and record type with the matching count; mobile appends, web paginates (docs/product/states.md).
 */
export function MyUploadScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const tree = route.tree ?? 'web';
  const addPath = pathOf('addUpload', tree) ?? '';
  const detailPath = pathOf('detailUpload', tree) ?? '';
  const [today] = useState(todayInMacao);
  // The record lists' default (docs/product/limits.md): 2017/01/01 to today, shown as a custom range.
  const [range, setRange] = useState<DateRangeValue>({ preset: 'custom', start: DEFAULT_SEARCH_START, end: today });
  const [rangeValid, setRangeValid] = useState(true);
  const [type, setType] = useState('all');
  const [space, setSpace] = useState<Pick<UploadSpace, 'freeBytes' | 'quotaBytes'> | null>(null);
  const filter = rangeValid ? filterOf(range, type) : null;
  const key = JSON.stringify(filter);

  const paged = usePaged<UploadReportRow, { rows: UploadReportRow[]; total: number; freeBytes?: number; quotaBytes?: number }>(
    // An invalid range lists nothing (the filter says why) rather than every report.
    (pageNum) => (filter === null ? readOf({ rows: [], total: 0 }) : listUploads({ ...filter, page: { pageNum, pageSize } })),
    pagedModeOf(route.tree),
  );
  // Every page says how much space is left; an invalid range keeps what was said.
  const answered = paged.state.last;
  useEffect(() => {
    if (answered?.freeBytes !== undefined && answered.quotaBytes !== undefined) setSpace({ freeBytes: answered.freeBytes, quotaBytes: answered.quotaBytes });
  }, [answered]);

  // Stable while the language and type stay, so the memoised controls skip the list's own renders.
  const choice = useMemo(
    () => ({
      label: t('uploads.recordTypeFilter'),
      value: type,
      onChange: setType,
      options: [{ value: 'all', label: t('uploads.allTypes') }, ...UPLOAD_RECORD_TYPES.map((n) => ({ value: String(n), label: uploadRecordTypeName(n, language) }))],
      className: 'md:w-64',
    }),
    [t, type, language],
  );

  const matching = useSideLoad(filter === null ? null : mapRead(countUploads(filter), (n) => n.total));

  const filtered = filter !== null && (key !== JSON.stringify(filterOf({ preset: 'custom', start: DEFAULT_SEARCH_START, end: today }, 'all')));

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
        <Link href={addPath} className={buttonVariants({ variant: 'primary', wrap: true })}>
          {t('uploads.add')}
        </Link>
      </div>
      <LazyPeriodSelect messages="uploads" today={today} range={range} onRangeChange={setRange} onRangeValidityChange={setRangeValid} choice={choice} />
      <MatchingCount text={matching !== null && filter !== null ? t('uploads.matching', { count: matching }) : null} />
      {filter === null ? null : (
        <PagedRecords
          paged={paged}
          pageSize={pageSize}
          keys={listKeys}
          empty={<EmptyState title={filtered ? t('uploads.noneMatching') : t('uploads.none')} description={filtered ? undefined : t('uploads.noneHint')} />}
        >
          {(rows) => (
            <List.Root aria-label={t('uploads.listLabel')}>
              {rows.map((row) => (
                <List.Item
                  key={row.id}
                  href={`${detailPath}?id=${row.id}`}
                  title={row.institution}
                  description={[
                    uploadRecordTypeName(row.recordType, language),
                    t('uploads.dates', { start: formatDay(row.startDate, language), end: formatDay(row.endDate, language) }),
                    ...(row.pdfCount > 0 ? [t('uploads.pdfFiles', { count: row.pdfCount })] : []),
                    ...(row.imageCount > 0 ? [t('uploads.pictureFiles', { count: row.imageCount })] : []),
                  ].join(' · ')}
                />
              ))}
            </List.Root>
          )}
        </PagedRecords>
      )}
    </div>
  );
}
