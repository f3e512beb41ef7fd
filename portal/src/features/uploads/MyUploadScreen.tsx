import './messages.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { EmptyState, List, Select, buttonVariants } from '@macao-phr/design-system';
import type { DateRangeValue } from '@macao-phr/design-system';
import { UPLOAD_RECORD_TYPES, uploadRecordTypeName } from '@macao-phr/contract';
import type { UploadListRequest, UploadReportRow, UploadSpace } from '@macao-phr/contract';
import { pathOf } from '../../app/routes.ts';
import type { ScreenProps } from '../../app/screen-types.ts';
import { $language } from '../../stores/language.ts';
import { useSideLoad } from '../common/loaded.tsx';
import { PeriodFilter, periodOf } from '../common/period.tsx';
import { PagedRecords, pagedKeysUnder, pagedModeOf, usePaged } from '../common/paged.tsx';
import { countUploads, listUploads, pageSize } from './api.ts';
import { formatBytes, formatDay } from './format.ts';

const todayIso = () => new Date().toISOString().slice(0, 10);

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
  const [range, setRange] = useState<DateRangeValue>({ preset: 'custom', start: null, end: null });
  const [type, setType] = useState('all');
  const [space, setSpace] = useState<Pick<UploadSpace, 'freeBytes' | 'quotaBytes'> | null>(null);
  const filter = filterOf(range, type);
  const key = JSON.stringify(filter);

  const paged = usePaged<UploadReportRow>(
    async (pageNum, signal) => {
      const result = await listUploads({ ...(filter ?? {}), page: { pageNum, pageSize } }, { signal });
      setSpace({ freeBytes: result.freeBytes, quotaBytes: result.quotaBytes });
      return result;
    },
    key,
    pagedModeOf(route.tree),
  );

  const matching = useSideLoad((signal) => (filter === null ? null : countUploads(filter, { signal, toastOnError: false }).then((n) => n.total)), key);

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
        <PeriodFilter messages="uploads" value={range} onValueChange={setRange} today={todayIso()} />
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
                description={`${uploadRecordTypeName(row.recordType, language)} · ${t('uploads.dates', { start: formatDay(row.startDate, language), end: formatDay(row.endDate, language) })} · ${t('uploads.files', { pdfs: row.pdfCount, images: row.imageCount })}`}
              />
            ))}
          </List.Root>
        )}
      </PagedRecords>
    </div>
  );
}
