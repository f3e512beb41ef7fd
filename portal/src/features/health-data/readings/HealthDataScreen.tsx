import '../blood-pressure/messages.ts';
import './messages.ts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { Badge, Card, Tabs, buttonVariants } from '@macao-phr/design-system';
import type { HealthSourceFilter } from '@macao-phr/contract';
import { pathOf } from '../../../routes/routes.ts';
import type { RouteName } from '../../../routes/routes.ts';
import type { ScreenProps } from '../../../routes/screen-types.ts';
import { HealthNav } from '../trends/HealthNav.tsx';
import { SourceFilter } from './SourceFilter.tsx';
import { $language } from '../../../stores/language.ts';
import { formatNumber } from '../../../i18n/format.ts';
import { homeData, listBmi, listGlucose } from './api.ts';
import type { Read } from '../../../api/index.ts';
import type { BloodGlucoseRow, BmiRow } from '@macao-phr/contract';
import { $healthTab, setHealthTab } from './health-tab.ts';
import { bmiBadge, glucoseBadge } from './level.ts';
import { pagedModeOf, usePaged, type Paged } from '../../common/paged.tsx';
import { useSideLoad } from '../../common/loaded.tsx';
import { toasting } from '../../common/toasting.ts';
import { PagedList } from './paged.tsx';
import { BmiItem, GlucoseItem } from './rows.tsx';

/**
 * docs/product/routes.md healthData: tabs (the health tab defaults to 'health' and is kept in session storage, docs/product/states.md),
 * the newest reading of each kind, and the glucose and BMI readings filtered all / org / self (docs/product/entities.md).
 */
export function HealthDataScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const tab = useStore($healthTab);
  const tree = route.tree ?? 'web';
  const path = (name: RouteName) => pathOf(name, tree) ?? '';
  const [source, setSource] = useState<HealthSourceFilter>('all');
  const home = useSideLoad(toasting(homeData()));

  const glucose = usePaged<BloodGlucoseRow>((pageNum) => listGlucose('general', { pageNum }, source) as Read<{ rows: BloodGlucoseRow[]; total: number }>, pagedModeOf(tree));
  const bmi = usePaged<BmiRow>((pageNum) => listBmi({ pageNum }, source), pagedModeOf(tree));

  const summary = (title: string, href: string, body: React.ReactNode) => (
    <Card.Root className="flex flex-col gap-2 p-4">
      <h3 className="text-base font-semibold">
        <Link href={href} className="underline-offset-2 hover:underline">
          {title}
        </Link>
      </h3>
      {body}
    </Card.Root>
  );
  const none = <p className="text-sm text-text-muted">{t('readings.noneYet')}</p>;
  /** A kind of reading's own section: its heading beside its actions, then its readings. */
  const readings = <R extends { id: number }>(headingId: string, title: string, actions: React.ReactNode, paged: Paged<R>, item: (row: R) => React.ReactNode) => (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {actions}
      </div>
      <PagedList paged={paged} label={title} empty={none} item={item} />
    </section>
  );

  return (
    <div className="flex flex-col gap-4">
      <HealthNav route={route} />
    <Tabs.Root value={tab} onValueChange={setHealthTab} className="flex flex-col gap-4">
      <Tabs.List aria-label={t('readings.tabs.label')}>
        <Tabs.Trigger value="health">{t('readings.tabs.health')}</Tabs.Trigger>
        <Tabs.Trigger value="trend">{t('readings.tabs.trend')}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="health" className="flex flex-col gap-6">
        <section aria-labelledby="latest-heading" className="grid gap-3 sm:grid-cols-3">
          <h2 id="latest-heading" className="sr-only">
            {t('readings.latest')}
          </h2>
          {summary(
            t('readings.bloodPressure'),
            path('pressurePage'),
            home?.bloodPressure ? (
              <p className="flex flex-wrap items-center gap-2 text-base">
                {formatNumber(home.bloodPressure.systolic, language)}/{formatNumber(home.bloodPressure.diastolic, language)}
                <Badge variant={home.bloodPressure.level === 'normal' ? 'reading-normal' : home.bloodPressure.level === 'high' ? 'reading-high' : 'reading-low'}>
                  {t(`bloodPressure.level.${home.bloodPressure.level}`)}
                </Badge>
              </p>
            ) : (
              none
            ),
          )}
          {summary(
            t('readings.bmiTitle'),
            path('bmiPage'),
            home?.bmi ? (
              <p className="flex flex-wrap items-center gap-2 text-base">
                {t('readings.computedBmi')} {formatNumber(home.bmi.bmi, language)}
                <Badge variant={bmiBadge(home.bmi.level)}>{t(`readings.bmiLevel.${home.bmi.level}`)}</Badge>
              </p>
            ) : (
              none
            ),
          )}
          {summary(
            home?.pregnant ? t('readings.gestationalTitle') : t('readings.glucoseTitle'),
            home?.pregnant ? path('gestationalDiabetes') : path('addSugar'),
            (home?.pregnant ? home.pregnancyGlucose : home?.bloodGlucose) ? (
              <p className="flex flex-wrap items-center gap-2 text-base">
                {formatNumber((home?.pregnant ? home.pregnancyGlucose : home?.bloodGlucose)?.value ?? 0, language)}
                <Badge variant={glucoseBadge((home?.pregnant ? home.pregnancyGlucose : home?.bloodGlucose)?.level ?? 'normal')}>
                  {t(`readings.glucoseLevel.${(home?.pregnant ? home.pregnancyGlucose : home?.bloodGlucose)?.level ?? 'normal'}`)}
                </Badge>
              </p>
            ) : (
              none
            ),
          )}
        </section>

        <SourceFilter value={source} onChange={setSource} />

        {readings(
          'glucose-heading',
          t('readings.glucoseTitle'),
          <div className="flex flex-wrap gap-2">
            <Link href={path('sugarRange') || path('dataRange')} className={buttonVariants({ variant: 'secondary', wrap: true })}>
              {t('readings.ranges')}
            </Link>
            <Link href={path('addSugar')} className={buttonVariants({ variant: 'primary', wrap: true })}>
              {t('readings.addGlucose')}
            </Link>
          </div>,
          glucose,
          (row) => <GlucoseItem key={row.id} row={row} language={language} href={`${path('addSugar')}?id=${row.id}`} detailHref={`${path('healthDataDetail')}?type=glucose&id=${row.id}`} />,
        )}

        {readings(
          'bmi-heading',
          t('readings.bmiTitle'),
          <Link href={path('addBmi')} className={buttonVariants({ variant: 'primary', wrap: true })}>
            {t('readings.addBmi')}
          </Link>,
          bmi,
          (row) => <BmiItem key={row.id} row={row} language={language} href={`${path('addBmi')}?id=${row.id}`} detailHref={`${path('healthDataDetail')}?type=bmi&id=${row.id}`} />,
        )}
      </Tabs.Content>
      <Tabs.Content value="trend" className="flex flex-col gap-3">
        <p className="text-base text-text-muted">{t('readings.trendsSoon')}</p>
        <ul className="flex flex-col gap-2">
          {(['fingertipGlucoseTrend', 'bloodGlucoseTrend', 'cholesterolTrend', 'healthTrend', 'healthTip'] as const).map((name) => (
            <li key={name}>
              <Link href={path(name)} className="text-base text-brand underline underline-offset-2">
                {t(`common.routes.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </Tabs.Content>
    </Tabs.Root>
    </div>
  );
}
