import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { Badge, Button, EmptyState, List, Skeleton, buttonVariants } from '@mhp/design-system';
import type { BloodPressureRow } from '@mhp/contract';
import { pathOf } from '../../../app/routes.ts';
import type { ScreenProps } from '../../../app/screens.ts';
import { $language } from '../../../stores/language.ts';
import { formatDateTime, formatNumber } from '../../../i18n/format.ts';
import { pageSize } from './api.ts';
import { createReadingsList, pageCount } from './readings-store.ts';
import { levelBadge } from './level.ts';

/**
 * SPEC 2 /mob/pressurePage and /web/pressurePage: the resident's readings, newest first, each with
 * its SPEC 9 band as a Badge. Mobile loads more and appends; web paginates by replacing (SPEC 4).
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

  // SPEC 4: a replaced page starts from the top, where the first new reading is.
  const goToPage = (pageNum: number): void => {
    void list.load(pageNum).then(() => window.scrollTo({ top: 0 }));
  };

  const pages = pageCount(state.total, pageSize);
  const allLoaded = state.rows.length >= state.total;
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
      <div className="flex justify-end">
        <Link href={addPath} className={buttonVariants({ variant: 'primary' })}>
          {t('bloodPressure.addReading')}
        </Link>
      </div>

      <section aria-label={t('bloodPressure.readingsLabel')} aria-busy={state.status === 'loading' || state.loadingMore} className="flex flex-col gap-4">
        {firstLoad ? (
          <div className="flex flex-col gap-3">
            <span role="status" className="sr-only">
              {t('common.loading')}
            </span>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} shape="block" className="h-16" />
            ))}
          </div>
        ) : state.status === 'error' && state.rows.length === 0 ? (
          <EmptyState
            role="alert"
            title={t('bloodPressure.errorTitle')}
            description={t('common.loadFailed')}
            action={
              <Button variant="secondary" onClick={() => void list.load(state.pageNum)}>
                {t('common.retry')}
              </Button>
            }
          />
        ) : state.rows.length === 0 ? (
          <EmptyState
            title={t('bloodPressure.emptyTitle')}
            description={t('bloodPressure.emptyBody')}
            action={
              <Link href={addPath} className={buttonVariants({ variant: 'secondary' })}>
                {t('bloodPressure.addReading')}
              </Link>
            }
          />
        ) : (
          <List.Root aria-label={t('bloodPressure.readingsLabel')}>{state.rows.map(itemFor)}</List.Root>
        )}

        {tree === 'mob' && state.rows.length > 0 ? (
          // SPEC 2 behaviour 5: 'Loading', then 'All content loaded'.
          <div className="flex flex-col items-center gap-2 py-2" role="status">
            {allLoaded ? (
              <p className="text-sm text-text-muted">{t('bloodPressure.allLoaded')}</p>
            ) : (
              <Button variant="secondary" loading={state.loadingMore} onClick={() => void list.loadMore()}>
                {state.loadingMore ? t('bloodPressure.loadingMore') : t('bloodPressure.loadMore')}
              </Button>
            )}
          </div>
        ) : null}

        {tree === 'web' && state.total > pageSize ? (
          <nav aria-label={t('bloodPressure.pagination')} className="flex flex-wrap items-center justify-between gap-3">
            <Button
              variant="secondary"
              disabled={state.pageNum <= 1 || state.status === 'loading'}
              onClick={() => goToPage(state.pageNum - 1)}
            >
              {t('bloodPressure.previousPage')}
            </Button>
            <p className="text-base text-text-muted" aria-live="polite">
              {t('bloodPressure.pageOf', { page: formatNumber(state.pageNum, language), pages: formatNumber(pages, language) })}
            </p>
            <Button
              variant="secondary"
              disabled={state.pageNum >= pages || state.status === 'loading'}
              onClick={() => goToPage(state.pageNum + 1)}
            >
              {t('bloodPressure.nextPage')}
            </Button>
          </nav>
        ) : null}
      </section>
    </div>
  );
}
