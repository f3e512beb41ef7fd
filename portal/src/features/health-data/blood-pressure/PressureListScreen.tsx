import './messages.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { Badge, EmptyState, List, buttonVariants } from '@macao-phr/design-system';
import type { BloodPressureRow } from '@macao-phr/contract';
import { pathOf } from '../../../routes/routes.ts';
import type { ScreenProps } from '../../../routes/screen-types.ts';
import { HealthNav } from '../trends/HealthNav.tsx';
import { $language } from '../../../stores/language.ts';
import { formatDateTime, formatNumber } from '../../../i18n/format.ts';
import { pageSize } from './api.ts';
import { createReadingsList, pageCount } from './readings-store.ts';
import { levelBadge } from './level.ts';
import { LoadingBlocks } from '../../common/loaded.tsx';
import { LoadMoreRecords, RecordPages, RecordsFailed, pagedKeysUnder } from '../../common/paged.tsx';

const listKeys = pagedKeysUnder('bloodPressure');

/**
 * docs/product/routes.md /mob/pressurePage and /web/pressurePage: the resident's readings, newest first, each with
 * its docs/product/limits.md band as a Badge. Mobile loads more and appends; web paginates by replacing (docs/product/states.md).
 */
export function PressureListScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const tree = route.tree ?? 'web';
  const [list] = useState(() => createReadingsList(tree === 'mob' ? 'append' : 'replace'));
  const state = useStore(list.$state);
  const addPath = pathOf('addPressure', tree) ?? '';

  useEffect(() => {
    void list.load(1);
    return () => list.dispose();
  }, [list]);

  // docs/product/states.md: a replaced page starts from the top, where the first new reading is.
  const goToPage = (pageNum: number): void => {
    void list.load(pageNum).then(() => window.scrollTo({ top: 0 }));
  };

  const pages = pageCount(state.total, pageSize);
  const firstLoad = state.status === 'idle' || (state.status === 'loading' && state.rows.length === 0);

  const itemFor = (row: BloodPressureRow) => {
    const time = formatDateTime(row.recordTime, language);
    const badge = levelBadge(row.level);
    return (
      <List.Item
        key={row.id}
        href={`${addPath}?id=${row.id}`}
        title={time}
        description={t('bloodPressure.reading', {
          systolic: formatNumber(row.systolic, language),
          diastolic: formatNumber(row.diastolic, language),
          pulse: formatNumber(row.pulse, language),
        })}
        trailing={<Badge variant={badge}>{t(`bloodPressure.level.${row.level}`)}</Badge>}
      />
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <HealthNav route={route} />
      <div className="flex justify-end">
        <Link href={addPath} className={buttonVariants({ variant: 'primary', wrap: true })}>
          {t('bloodPressure.addReading')}
        </Link>
      </div>

      <section aria-label={t('bloodPressure.readingsLabel')} aria-busy={state.status === 'loading' || state.loadingMore} className="flex flex-col gap-4">
        {firstLoad ? (
          <LoadingBlocks heights={['h-16', 'h-16', 'h-16', 'h-16']} />
        ) : state.status === 'error' && state.rows.length === 0 ? (
          <RecordsFailed title={t('bloodPressure.errorTitle')} description={t('common.loadFailed')} retry={t('common.retry')} onRetry={() => void list.load(state.pageNum)} />
        ) : state.rows.length === 0 ? (
          <EmptyState
            title={t('bloodPressure.emptyTitle')}
            description={t('bloodPressure.emptyBody')}
            action={
              <Link href={addPath} className={buttonVariants({ variant: 'secondary', wrap: true })}>
                {t('bloodPressure.addReading')}
              </Link>
            }
          />
        ) : (
          <List.Root aria-label={t('bloodPressure.readingsLabel')}>{state.rows.map(itemFor)}</List.Root>
        )}

        {tree === 'mob' && state.rows.length > 0 ? <LoadMoreRecords keys={listKeys} state={state} onLoadMore={() => void list.loadMore()} /> : null}

        {tree === 'web' && state.total > pageSize ? <RecordPages keys={listKeys} pageCount={pages} value={state.pageNum} onValueChange={goToPage} /> : null}
      </section>
    </div>
  );
}
