import '../blood-pressure/messages.ts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { List } from '@macao-phr/design-system';
import { PagedRecords } from '../../common/paged.tsx';
import type { Paged } from '../../common/paged.tsx';
import { pageSize } from './api.ts';

const readingKeys = {
  loadFailed: 'readings.errorTitle',
  retry: 'common.retry',
  loadingMore: 'readings.loadingMore',
  allLoaded: 'readings.allLoaded',
  loadMore: 'readings.loadMore',
  pagination: 'bloodPressure.pagination',
  previousPage: 'bloodPressure.previousPage',
  nextPage: 'bloodPressure.nextPage',
  pageLabel: 'bloodPressure.pageLabel',
} as const;

export function PagedList<R extends { id: number }>({
  paged,
  label,
  empty,
  item,
}: {
  paged: Paged<R>;
  label: string;
  empty: ReactNode;
  item: (row: R) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <PagedRecords paged={paged} pageSize={pageSize} keys={readingKeys} empty={empty} paginationLabel={t('readings.pagesOf', { list: label })} loadingStatus={t('common.loading')} failedDescription={t('common.loadFailed')} markBusy timesInRows>
      {(rows) => <List.Root aria-label={label}>{rows.map(item)}</List.Root>}
    </PagedRecords>
  );
}
