import './messages.ts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { EmptyState, buttonVariants } from '@macao-phr/design-system';
import type { BmiRow, HealthSourceFilter } from '@macao-phr/contract';
import { pathOf } from '../../../routes/routes.ts';
import type { ScreenProps } from '../../../routes/screen-types.ts';
import { HealthNav } from '../trends/HealthNav.tsx';
import { SourceFilter } from './SourceFilter.tsx';
import { $language } from '../../../stores/language.ts';
import { listBmi } from './api.ts';
import { pagedModeOf, usePaged } from '../../common/paged.tsx';
import { PagedList } from './paged.tsx';
import { BmiItem } from './rows.tsx';

/** docs/product/routes.md bmiPage: height, weight and BMI readings, newest first, banded by race (docs/product/limits.md), filter all/org/self. */
export function BmiListScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const addPath = pathOf('addBmi', route.tree ?? 'web') ?? '';
  const [source, setSource] = useState<HealthSourceFilter>('all');
  const paged = usePaged<BmiRow>((pageNum) => listBmi({ pageNum }, source), pagedModeOf(route.tree));

  return (
    <div className="flex flex-col gap-4">
      <HealthNav route={route} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SourceFilter value={source} onChange={setSource} />
        <Link href={addPath} className={buttonVariants({ variant: 'primary', wrap: true })}>
          {t('readings.addBmi')}
        </Link>
      </div>
      <PagedList
        paged={paged}
        label={t('readings.bmiTitle')}
        empty={<EmptyState title={t('readings.noneYet')} />}
        item={(row) => <BmiItem key={row.id} row={row} language={language} href={`${addPath}?id=${row.id}`} detailHref={`${pathOf('healthDataDetail', route.tree ?? 'web') ?? ''}?type=bmi&id=${row.id}`} />}
      />
    </div>
  );
}
