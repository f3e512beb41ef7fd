import './messages.ts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { Badge, Button, EmptyState, List, LoadMoreFooter, Pagination, Skeleton } from '@mhp/design-system';
import type { PrescriptionRow } from '@mhp/contract';
import { pathOf } from '../../app/routes.ts';
import type { ScreenProps } from '../../app/screens.ts';
import { $language } from '../../stores/language.ts';
import { formatNumber } from '../../i18n/format.ts';
import { pagedModeOf, usePaged } from '../health-data/readings/paged.tsx';
import { formatDay } from '../uploads/format.ts';
import { orgNameIn } from '../lab-reports/report.ts';
import { listPrescriptions, prescriptionPageSize } from './api.ts';

/**
 * SPEC 2 prescription: the resident's prescriptions, newest first, with the newest date (lastTime); each row
 * names the organisation (indexOrgCode), date, how many medicines, and whether it is in use or followed.
 * A phone appends, the web paginates (SPEC 4).
 */
export function PrescriptionListScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const tree = route.tree ?? 'web';
  const top = useRef<HTMLDivElement>(null);
  const detailPath = pathOf('prescriptionDetail', tree) ?? '';
  const [lastTime, setLastTime] = useState<string | null>(null);
  const paged = usePaged<PrescriptionRow>(
    (pageNum, signal) =>
      listPrescriptions(pageNum, prescriptionPageSize, { signal, toastOnError: false }).then((r) => {
        setLastTime(r.lastTime);
        return r;
      }),
    'prescriptions',
    pagedModeOf(route.tree),
  );
  const { state } = paged;
  const pages = Math.max(1, Math.ceil(state.total / prescriptionPageSize));

  return (
    <div className="flex flex-col gap-4">
      <p className="m-0 text-base text-text-muted">{t('medication.intro')}</p>
      {state.status === 'loading' && state.rows.length === 0 ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} shape="block" className="h-16" />
          ))}
        </div>
      ) : state.status === 'error' && state.rows.length === 0 ? (
        <EmptyState
          role="alert"
          title={t('medication.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void paged.load(1)}>
              {t('medication.retry')}
            </Button>
          }
        />
      ) : state.rows.length === 0 ? (
        <EmptyState title={t('medication.none')} description={t('medication.noneHint')} />
      ) : (
        <div ref={top} className="flex scroll-mt-4 flex-col gap-3">
          {lastTime ? <p className="m-0 text-sm text-text-muted">{t('medication.lastTime', { date: formatDay(lastTime, language) })}</p> : null}
          <List.Root aria-label={t('medication.listLabel')}>
            {state.rows.map((row) => (
              <List.Item
                key={row.id}
                href={`${detailPath}?id=${row.id}`}
                title={orgNameIn(row.indexOrgCode, language)}
                description={
                  <span className="flex flex-wrap items-center gap-2">
                    <span>{`${formatDay(row.visitDate, language)} · ${t('medication.drugs', { count: row.drugCount })}`}</span>
                    {row.inUse ? <Badge variant="info">{t('medication.inUse')}</Badge> : null}
                    {row.isFollow === 1 ? <Badge variant="brand">{t('medication.following')}</Badge> : null}
                  </span>
                }
              />
            ))}
          </List.Root>
          {paged.mode === 'append' ? (
            <LoadMoreFooter
              state={state.loadingMore ? 'loading' : state.rows.length >= state.total ? 'end' : 'more'}
              onLoadMore={() => void paged.loadMore()}
              loadingLabel={t('medication.loadingMore')}
              endLabel={t('medication.allLoaded')}
              loadMoreLabel={t('medication.loadMore')}
            />
          ) : pages > 1 ? (
            <Pagination
              pageCount={pages}
              value={state.pageNum}
              onValueChange={(page) => void paged.load(page).then(() => top.current?.scrollIntoView?.({ block: 'start' }))}
              label={t('medication.pagination')}
              previousLabel={t('medication.previousPage')}
              nextLabel={t('medication.nextPage')}
              pageLabel={(page) => t('medication.pageLabel', { page: formatNumber(page, language) })}
            />
          ) : null}
        </div>
      )}
    </div>
  );
}
