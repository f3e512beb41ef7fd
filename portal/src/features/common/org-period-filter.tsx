import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { EmptyState, type DateRangeValue } from '@macao-phr/design-system';
import type { OrganisationCode } from '@macao-phr/contract';
import type { Read } from '../../api/index.ts';
import { $language } from '../../stores/language.ts';
import { formatNumber } from '../../i18n/format.ts';
import { formatDay } from '../uploads/format.ts';
import { orgNameIn } from '../lab-reports/report.ts';
import { useSideLoad } from './loaded.tsx';
import { openingRange, periodOf, todayInMacao } from './period-range.ts';
import type { OrgPeriodFilter } from './period-range.ts';
import { PeriodSelectWhenReady, useAfterRecordsDrawn } from './period-select.tsx';
import { MatchingCount } from './matching-count.tsx';
import { PagedRecords, type Paged, type PagedRecordsKeys } from './paged.tsx';
import { mapRead } from './reads.ts';

const noOrganisations: readonly OrganisationCode[] = [];

export type { OrgPeriodFilter } from './period-range.ts';

type Counts = { total: number; byOrg: readonly { orgCode: OrganisationCode; count: number }[] };

/**
 * The period and organisation filter of a record list (docs/product/limits.md default 2017/01/01 to today): the organisations of
 * its /getFilterInfo, each with the count of its /getFilterInfoNum for the period, and how many records match the
 * whole filter. `filter` is null while the period is not a valid one (the filter shows why): the list then shows
 * no rows and no count; `key` changes with it, for the list to reload. The controls' code loads after the screen's
 * (PeriodSelectWhenReady, after the first page), so the rows do not wait for it. The texts are the feature's own under `messages` (PeriodFilter's, `organisation`,
 * `allOrganisations`, `organisationCount`, `matching`).
 */
export function useOrgPeriodFilter({
  messages,
  organisations,
  count,
}: {
  messages: string;
  /** The read of the list's organisations. */
  organisations: () => Read<{ orgCodes: OrganisationCode[] }>;
  /** The read of the counts for a filter (asked without a toast: the list says what failed). */
  count: (filter: OrgPeriodFilter) => Read<Counts>;
}): { filter: OrgPeriodFilter | null; key: string; controls: ReactNode } {
  const { t } = useTranslation();
  const language = useStore($language);
  const [today] = useState(todayInMacao);
  const [range, setRange] = useState<DateRangeValue>(() => openingRange(today));
  const [rangeValid, setRangeValid] = useState(true);
  const [org, setOrg] = useState('all');
  const period = rangeValid ? periodOf(range) : null;
  const filter: OrgPeriodFilter | null = period === null ? null : { ...period, ...(org === 'all' ? {} : { orgCodes: [org as OrganisationCode] }) };
  const key = JSON.stringify(filter);

  // The organisations are the choice's options only, which the shell standing in for the controls does not show:
  // asked for with the controls' code, after the list's first page (its rows do not wait for this call).
  const controlsWanted = useAfterRecordsDrawn();
  const orgCodes = useSideLoad(controlsWanted ? mapRead(organisations(), (info) => info.orgCodes) : null) ?? noOrganisations;
  // Per-organisation counts follow the dates; the total follows the whole filter. With every organisation chosen
  // the whole filter is the period, so the period's count gives both (one call, not two, for a list's first page).
  const periodCounts = useSideLoad(period === null ? null : count(period));
  const counts = useMemo(() => (periodCounts === null ? null : new Map(periodCounts.byOrg.map((o) => [o.orgCode, o.count]))), [periodCounts]);
  const oneOrganisation = useSideLoad(filter === null || org === 'all' ? null : mapRead(count(filter), (n) => n.total));
  const matching = filter === null ? null : org === 'all' ? (periodCounts?.total ?? null) : oneOrganisation;

  // Stable while the language, counts and choice stay, so the memoised controls skip the list's own renders.
  const options = useMemo(
    () => [
      { value: 'all', label: t(`${messages}.allOrganisations`) },
      ...orgCodes.map((code) => ({
        value: code,
        label: t(`${messages}.organisationCount`, { name: orgNameIn(code, language), count: formatNumber(counts?.get(code) ?? 0, language) }),
      })),
    ],
    [t, messages, language, orgCodes, counts],
  );
  const choice = useMemo(() => ({ label: t(`${messages}.organisation`), value: org, onChange: setOrg, options, className: 'md:w-72' }), [t, messages, org, options]);

  const controls = (
    <>
      <PeriodSelectWhenReady ready={controlsWanted} messages={messages} today={today} range={range} onRangeChange={setRange} onRangeValidityChange={setRangeValid} choice={choice} />
      <MatchingCount text={matching !== null && filter !== null ? t(`${messages}.matching`, { count: matching }) : null} />
    </>
  );
  return { filter, key, controls };
}

/**
 * A record list under its period and organisation filter (useOrgPeriodFilter) whose answer names the newest record's day
 * (lastTime; docs/product/routes.md prescription, surgicalRecord): the intro and the filter, then, while the period is
 * valid, the rows under that day, or the empty state. Its texts are the feature's under `messages` (`intro`,
 * `noneMatching`, `noneHint`, `lastTime`).
 */
export function DatedRecordList<R>({
  messages,
  filter,
  controls,
  lastTime,
  paged,
  pageSize,
  keys,
  children,
}: {
  readonly messages: string;
  readonly filter: OrgPeriodFilter | null;
  readonly controls: ReactNode;
  readonly lastTime: string | null;
  readonly paged: Paged<R>;
  readonly pageSize: number;
  readonly keys: PagedRecordsKeys;
  readonly children: (rows: readonly R[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const language = useStore($language);
  return (
    <div className="flex flex-col gap-4">
      <p className="m-0 text-base text-text-muted">{t(`${messages}.intro`)}</p>
      {controls}
      {filter === null ? null : (
        <PagedRecords paged={paged} pageSize={pageSize} keys={keys} empty={<EmptyState title={t(`${messages}.noneMatching`)} description={t(`${messages}.noneHint`)} />}>
          {(rows) => (
            <>
              {lastTime ? <p className="m-0 text-sm text-text-muted">{t(`${messages}.lastTime`, { date: formatDay(lastTime, language) })}</p> : null}
              {children(rows)}
            </>
          )}
        </PagedRecords>
      )}
    </div>
  );
}
