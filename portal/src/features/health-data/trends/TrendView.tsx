import '../blood-pressure/messages.ts';
import './messages.ts';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { Badge, DateRangeFilter, List, LoadMoreFooter, cn, presetRange } from '@macao-phr/design-system';
import type { DateRangeValue } from '@macao-phr/design-system';
import { CLIENT_PAGE_STEP, validationMessages } from '@macao-phr/contract';
import type { IndicatorCode, NormalizationCode, NormalizationInfo, Organisation, TrendDetail, TrendGroupInfo } from '@macao-phr/contract';
import { pathOf } from '../../../routes/routes.ts';
import type { Tree } from '../../../routes/routes.ts';
import { $language } from '../../../stores/language.ts';
import { formatDateTime, formatNumber } from '../../../i18n/format.ts';
import { intlLocale } from '../../../stores/language.ts';
import { organisations, trendDetail, trendGroups } from './api.ts';
import { LazyTrendChart } from './LazyTrendChart.tsx';
import { bandsOf, detailHref, indicatorName, levelBadge, newestFirst, selectTimeOf, seriesOf, todayIso } from './trend-data.ts';
import { RecordPages, RecordsFailed, RecordsLoading, pagedKeysUnder } from '../../common/paged.tsx';
import { LabelledSelect, type LabelledSelectProps } from '../../common/labelled-select.tsx';

/** The values' page numbers take the blood-pressure list's words. */
const pageKeys = pagedKeysUnder('bloodPressure');

/** A choice of the trend screens (the group, the indicator); `selectClassName` adds to the select's classes. */
export function TrendPicker({ selectClassName, ...props }: Omit<LabelledSelectProps, 'className' | 'selectClassName'> & { selectClassName?: string }) {
  return (
    <LabelledSelect
      className="flex max-w-md flex-col gap-1"
      selectClassName={cn('min-h-11 rounded-md border border-border-strong bg-surface-raised px-3 text-base text-text focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus', selectClassName)}
      {...props}
    />
  );
}

type Loaded = { status: 'loading' } | { status: 'error' } | { status: 'ready'; details: TrendDetail[] };

/** The reference-range note of a group (sources in contract/health/trends.ts). */
const REFERENCE_KEY: Record<NormalizationCode, string> = { LIPID: 'lipid', HBA1C: 'hba1c', GLU_CAP: 'glucose', GLU_VEN: 'glucose', BMI: 'bmi', BP: 'bp' };

export function orgName(orgs: readonly Organisation[], code: string | null, language: string): string {
  const org = orgs.find((o) => o.orgCode === code);
  if (org === undefined) return code ?? '';
  return language === 'en' ? org.nameEn : language === 'pt' ? org.namePt : org.name;
}

/**
 * One trend (docs/product/routes.md behaviour 6): the groups' detail fetched per group and cached, a date-range filter
 * (docs/product/routes.md behaviour 8 presets), an indicator picker named in the current language, the chart with the
 * contract's reference bands (self-entered beside organisation values) and its data table, then the values
 * newest first, each opening its detail. Mobile adds 10 at a time; web pages by 10 (docs/product/states.md).
 */
export function TrendView({ tree, groups, initialCode, actions }: { tree: Tree; groups: readonly NormalizationCode[]; initialCode?: IndicatorCode; actions?: ReactNode }) {
  const { t } = useTranslation();
  const language = useStore($language);
  const today = useMemo(() => todayIso(), []);
  const [range, setRange] = useState<DateRangeValue>(() => ({ preset: 'last3Months', ...presetRange('last3Months', today) }));
  // False while the custom dates on screen make no range: the chart and values then stay hidden (they would be the last range's).
  const [rangeValid, setRangeValid] = useState(true);
  const [infos, setInfos] = useState<TrendGroupInfo[]>([]);
  const [orgs, setOrgs] = useState<Organisation[]>([]);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [code, setCode] = useState<IndicatorCode | undefined>(initialCode);
  const [shown, setShown] = useState(CLIENT_PAGE_STEP);
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const listTop = useRef<HTMLHeadingElement>(null);
  const selectTime = selectTimeOf(range);
  const groupKey = groups.join(',');

  useEffect(() => {
    let live = true;
    trendGroups().then((all) => live && setInfos(all), () => {});
    organisations().then((all) => live && setOrgs(all), () => {});
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    // A custom range waits for both dates (the filter itself explains what is missing).
    if (selectTime === null) return;
    let live = true;
    setLoaded({ status: 'loading' });
    Promise.all(groupKey.split(',').map((group) => trendDetail(group as NormalizationCode, selectTime))).then(
      (details) => live && setLoaded({ status: 'ready', details }),
      () => live && setLoaded({ status: 'error' }),
    );
    return () => {
      live = false;
    };
    // selectTime is rebuilt on each render from `range`; its dates are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [groupKey, selectTime?.start, selectTime?.end, attempt]);

  const indicators: NormalizationInfo[] = useMemo(
    () => groups.flatMap((g) => infos.find((i) => i.normalizationCode === g)?.normalizations ?? []),
    [groups, infos],
  );
  const details = useMemo(() => (loaded.status === 'ready' ? loaded.details : []), [loaded]);
  const points = useMemo(() => details.flatMap((d) => d.points), [details]);
  // The first indicator with values in the period, unless the resident picked one.
  const current: IndicatorCode | undefined = code ?? indicators.find((i) => points.some((p) => p.newIndexCode === i.newIndexCode))?.newIndexCode ?? indicators[0]?.newIndexCode;
  const info = indicators.find((i) => i.newIndexCode === current);
  const context = details[0] ? { sexcode: details[0].sexcode, race: details[0].race } : { sexcode: 'M' as const, race: 0 };
  const unit = info?.unit ?? '';
  const name = info ? indicatorName(info, language) : '';
  const values = useMemo(() => (current ? newestFirst(points, current) : []), [points, current]);
  const groupOfCurrent = groups.find((g) => infos.find((i) => i.normalizationCode === g)?.normalizations.some((n) => n.newIndexCode === current)) ?? groups[0];

  useEffect(() => {
    setShown(CLIENT_PAGE_STEP);
    setPage(1);
  }, [current, selectTime?.start, selectTime?.end]);

  const detailBase = pathOf('healthDataDetail', tree) ?? '';
  const format = useMemo(() => new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium' }), [language]);
  const valueText = (value: number) => t('trends.value', { value: formatNumber(value, language), unit });
  const visible = tree === 'mob' ? values.slice(0, shown) : values.slice((page - 1) * CLIENT_PAGE_STEP, page * CLIENT_PAGE_STEP);
  const pages = Math.max(1, Math.ceil(values.length / CLIENT_PAGE_STEP));

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <DateRangeFilter
          value={range}
          onValueChange={setRange}
          onValidityChange={setRangeValid}
          locale={intlLocale(language)}
          today={today}
          label={t('trends.period')}
          presetLabels={{ last3Months: t('trends.presets.last3Months'), last6Months: t('trends.presets.last6Months'), custom: t('trends.presets.custom') }}
          startLabel={t('trends.startDate')}
          endLabel={t('trends.endDate')}
          calendarLabel={t('common.chooseFromCalendar')}
          startRequiredMessage={validationMessages[language]['date.startFirst']}
          endBeforeStartMessage={validationMessages[language]['date.endBeforeStart']}
          yearOutOfRangeMessage={t('trends.yearRange')}
        />
        {actions}
      </div>

      {!rangeValid ? null : loaded.status === 'error' ? (
        <RecordsFailed title={t('trends.errorTitle')} description={t('common.loadFailed')} retry={t('common.retry')} onRetry={() => setAttempt((n) => n + 1)} />
      ) : loaded.status === 'loading' || info === undefined ? (
        <RecordsLoading status={t('common.loading')} rows={1} height="h-72" />
      ) : (
        <>
          {indicators.length > 1 ? (
            // Our own picker rather than the chart's: it may wrap long names on a phone instead of overflowing.
            <TrendPicker label={t('trends.indicator')} value={info.newIndexCode} onChange={(event) => setCode(event.target.value as IndicatorCode)} selectClassName="w-full min-w-0">
              {indicators.map((i) => (
                <option key={i.newIndexCode} value={i.newIndexCode}>
                  {indicatorName(i, language)}
                </option>
              ))}
            </TrendPicker>
          ) : null}
          <LazyTrendChart
            heading={`${name} (${unit})`}
            series={seriesOf(points, info.newIndexCode, { self: t('trends.series.self'), org: t('trends.series.org') })}
            bands={bandsOf(info.newIndexCode, context, (level) => t(`trends.level.${level}`), values.map((p) => p.value))}
            unit={unit}
            showTableLabel={t('trends.showTable')}
            hideTableLabel={t('trends.hideTable')}
            dateColumnLabel={t('trends.date')}
            emptyLabel={t('trends.noData')}
            formatDate={(time) => format.format(time)}
            formatValue={(value) => formatNumber(value, language)}
          />
          {details.some((d) => d.truncated) ? <p className="text-sm text-text-muted">{t('trends.truncated')}</p> : null}
          {groupOfCurrent ? <p className="text-sm text-text-muted">{t(`trends.reference.${REFERENCE_KEY[groupOfCurrent]}`)}</p> : null}

          <section aria-labelledby="trend-values" className="flex flex-col gap-3">
            <h2 id="trend-values" ref={listTop} tabIndex={-1} className="text-lg font-semibold outline-none">
              {t('trends.valuesHeading')}
            </h2>
            {values.length === 0 ? (
              <p className="text-base text-text-muted">{t('trends.noData')}</p>
            ) : (
              <>
                <List.Root aria-label={t('trends.valuesLabel', { name })}>
                  {visible.map((p) => (
                    <List.Item
                      key={`${p.recordType}-${p.id}-${p.newIndexCode}`}
                      href={detailHref(detailBase, p)}
                      title={formatDateTime(p.recordTime, language)}
                      description={`${valueText(p.value)} · ${p.source === 'org' ? t('trends.fromOrg', { org: orgName(orgs, p.orgCode, language) }) : t('trends.self')}`}
                      trailing={<Badge variant={levelBadge(p.level)}>{t(`trends.level.${p.level}`)}</Badge>}
                    />
                  ))}
                </List.Root>
                {tree === 'mob' ? (
                  <LoadMoreFooter
                    state={shown >= values.length ? 'end' : 'more'}
                    onLoadMore={() => setShown((n) => n + CLIENT_PAGE_STEP)}
                    loadingLabel={t('trends.loading')}
                    endLabel={t('trends.allLoaded')}
                    loadMoreLabel={t('trends.loadMore')}
                  />
                ) : pages > 1 ? (
                  <RecordPages
                    keys={pageKeys}
                    pageCount={pages}
                    value={page}
                    onValueChange={(next) => {
                      setPage(next);
                      listTop.current?.focus();
                    }}
                  />
                ) : null}
              </>
            )}
          </section>
        </>
      )}
    </div>
  );
}
