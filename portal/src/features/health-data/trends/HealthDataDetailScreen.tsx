import './messages.ts';
import { Fragment, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { Link, useSearch } from 'wouter';
import { Badge, Card, EmptyState, buttonVariants } from '@macao-phr/design-system';
import { INDICATORS, RESULT_TYPES } from '@macao-phr/contract';
import type { IndicatorCode, Organisation, ResultDetail, ResultType } from '@macao-phr/contract';
import { pathOf } from '../../../routes/routes.ts';
import type { RouteName, Tree } from '../../../routes/routes.ts';
import type { ScreenProps } from '../../../routes/screen-types.ts';
import { $language } from '../../../stores/language.ts';
import { formatDateTime, formatNumber } from '../../../i18n/format.ts';
import { glucoseTiming } from '../readings/rows.tsx';
import { useRecordDetail } from '../../common/record-detail.tsx';
import { RecordsLoading } from '../../common/paged.tsx';
import { organisations, resultDetail } from './api.ts';
import { HealthNav } from './HealthNav.tsx';
import { orgName } from './TrendView.tsx';
import { indicatorName, levelBadge } from './trend-data.ts';

/** The query of a detail address; anything else is "not found" without asking the server. */
export function parseDetailQuery(search: string): { type: ResultType; id: number } | null {
  const params = new URLSearchParams(search);
  const type = params.get('type');
  const id = params.get('id');
  if (type === null || !(RESULT_TYPES as readonly string[]).includes(type) || id === null || !/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) return null;
  return { type: type as ResultType, id: Number(id) };
}

/** Where a value's trend is drawn, with the indicator chosen. */
export function trendHref(detail: ResultDetail, tree: Tree): string {
  const code = detail.values.find((v) => v.level !== null)?.newIndexCode ?? '';
  const at = (name: RouteName, query: string) => `${pathOf(name, tree) ?? ''}?${query}`;
  if (code === 'TC' || code === 'LDL' || code === 'HDL') return at('cholesterolTrend', `code=${code}`);
  if (code === 'HBA1C' || code.startsWith('GLU_VEN')) return at('bloodGlucoseTrend', `code=${code}`);
  if (code.startsWith('GLU_CAP')) return at('fingertipGlucoseTrend', `code=${code}`);
  return at('healthTrend', `group=${detail.recordType === 'bmi' ? 'BMI' : 'BP'}`);
}

/** The form that edits a self-entered reading; organisation results are read-only. */
function editHref(detail: ResultDetail, tree: Tree): string | undefined {
  if (detail.source !== 'self') return undefined;
  const form: Partial<Record<ResultType, RouteName>> = { glucose: 'addSugar', bmi: 'addBmi', bloodPressure: 'addPressure' };
  const name = form[detail.recordType];
  return name === undefined ? undefined : `${pathOf(name, tree) ?? ''}?id=${detail.id}`;
}

/** docs/product/routes.md healthDataDetail: one reading or one organisation result, whole (?type=lab|glucose|bmi|bloodPressure&id=). */
export function HealthDataDetailScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const search = useSearch();
  const tree = route.tree ?? 'web';
  const query = parseDetailQuery(search);
  const { state } = useRecordDetail(query === null ? null : resultDetail(query.type, query.id));
  const [orgs, setOrgs] = useState<Organisation[]>([]);

  useEffect(() => {
    if (query !== null) organisations().then(setOrgs, () => {});
  }, [query?.type, query?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const body = () => {
    if (state.status === 'loading') {
      return <RecordsLoading status={t('common.loading')} rows={1} height="h-48" />;
    }
    if (state.status === 'missing') return <EmptyState role="alert" title={t('trends.detail.notFound')} />;
    const { record: detail } = state;
    const edit = editHref(detail, tree);
    const nameOf = (code: string) => (code === 'HEIGHT' || code === 'PULSE' ? t(`trends.detail.extra.${code}`) : indicatorName(INDICATORS[code as IndicatorCode], language));
    const unitOf = (code: string) => (code === 'HEIGHT' || code === 'PULSE' ? t(`trends.detail.extraUnit.${code}`) : INDICATORS[code as IndicatorCode].unit);
    const row = (term: string, value: ReactNode) => (
      <div className="flex flex-col gap-1 border-b border-border py-3 sm:flex-row sm:gap-6">
        <dt className="min-w-40 text-base text-text-muted">{term}</dt>
        <dd className="m-0 text-base text-text">{value}</dd>
      </div>
    );
    return (
      <Card.Root className="flex max-w-2xl flex-col gap-2 p-4">
        <h2 className="text-lg font-semibold">{t(`trends.detail.recordType.${detail.recordType}`)}</h2>
        <dl className="m-0">
          {row(t('trends.detail.time'), formatDateTime(detail.recordTime, language))}
          {row(t('trends.detail.source'), detail.source === 'org' ? orgName(orgs, detail.orgCode, language) : t('trends.self'))}
          {detail.timing !== null ? row(t('trends.detail.timing'), glucoseTiming({ timing: detail.timing, hoursAfterMeal: detail.hoursAfterMeal }, t)) : null}
          {detail.sample !== null ? row(t('trends.detail.sample'), t(`readings.sample.${detail.sample}`)) : null}
          {detail.values.map((v) => (
            <Fragment key={v.newIndexCode}>
              {row(
                nameOf(v.newIndexCode),
                <span className="flex flex-wrap items-center gap-2">
                  {t('trends.value', { value: formatNumber(v.value, language), unit: unitOf(v.newIndexCode) })}
                  {v.level !== null ? <Badge variant={levelBadge(v.level)}>{t(`trends.level.${v.level}`)}</Badge> : null}
                </span>,
              )}
            </Fragment>
          ))}
        </dl>
        <div className="flex flex-wrap gap-2 pt-2">
          <Link href={trendHref(detail, tree)} className={buttonVariants({ variant: 'secondary', wrap: true })}>
            {t('trends.seeTrend')}
          </Link>
          {edit !== undefined ? (
            <Link href={edit} className={buttonVariants({ variant: 'secondary', wrap: true })}>
              {t('trends.edit')}
            </Link>
          ) : null}
        </div>
      </Card.Root>
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <HealthNav route={route} />
      {body()}
    </div>
  );
}
