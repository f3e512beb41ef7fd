import './messages.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { EmptyState, buttonVariants } from '@macao-phr/design-system';
import type { PregnancyGlucoseRow } from '@macao-phr/contract';
import { pathOf } from '../../../routes/routes.ts';
import type { ScreenProps } from '../../../routes/screen-types.ts';
import { HealthNav } from '../trends/HealthNav.tsx';
import { $language } from '../../../stores/language.ts';
import { listGlucose, pregnancyHomeData } from './api.ts';
import type { Read } from '../../../api/index.ts';
import { pagedModeOf, usePaged } from '../../common/paged.tsx';
import { useSideLoad } from '../../common/loaded.tsx';
import { PagedList } from './paged.tsx';
import { GlucoseItem } from './rows.tsx';

/** docs/product/routes.md gestationalDiabetes: gestational glucose readings, labelled by the pregnancy targets (contract). */
export function GestationalScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const addPath = `${pathOf('addSugar', route.tree ?? 'web') ?? ''}?kind=pregnancy`;
  const home = useSideLoad(pregnancyHomeData());
  const paged = usePaged<PregnancyGlucoseRow>((pageNum) => listGlucose('pregnancy', { pageNum }, 'all') as Read<{ rows: PregnancyGlucoseRow[]; total: number }>, pagedModeOf(route.tree));

  return (
    <div className="flex flex-col gap-4">
      <HealthNav route={route} />
      {home === null ? null : !home.pregnant ? (
        // Not in the group this screen is for: say so and offer no entry (the server refuses one as well). Readings
        // from an earlier pregnancy, if any, stay listed for reading.
        <p role="status" data-not-in-group="pregnancy" className="m-0 rounded-md border border-border bg-surface-raised px-3 py-2 text-base text-text">
          {t('readings.notPregnant')}
        </p>
      ) : (
        <div className="flex justify-end">
          <Link href={addPath} className={buttonVariants({ variant: 'primary', wrap: true })}>
            {t('readings.addGestational')}
          </Link>
        </div>
      )}
      {home !== null && !home.pregnant && home.total === 0 ? null : (
        <PagedList
          paged={paged}
          label={t('readings.gestationalTitle')}
          empty={<EmptyState title={t('readings.noneYet')} />}
          item={(row) => <GlucoseItem key={row.id} row={row} language={language} href={`${addPath}&id=${row.id}`} />}
        />
      )}
    </div>
  );
}
