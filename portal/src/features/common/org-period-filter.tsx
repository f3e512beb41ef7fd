import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import type { DateRangeValue } from '@macao-phr/design-system';
import { DEFAULT_SEARCH_START } from '@macao-phr/contract';
import type { OrganisationCode } from '@macao-phr/contract';
import type { CallOptions } from '../../api/index.ts';
import type { RouteName } from '../../routes/routes.ts';
import { $token, landedOn } from '../../stores/session.ts';
import { subjectPatid } from '../../stores/subject.ts';
import { EARLY_CALL_KEPT_MS } from '../../api/client.ts';
import { $language } from '../../stores/language.ts';
import { formatNumber } from '../../i18n/format.ts';
import { orgNameIn } from '../lab-reports/report.ts';
import { useSideLoad } from './loaded.tsx';
import { periodOf, todayInMacao } from './period-range.ts';
import { PeriodSelectWhenReady, useAfterRecordsDrawn } from './period-select.tsx';
import { MatchingCount } from './matching-count.tsx';

const noOrganisations: readonly OrganisationCode[] = [];

/** A record list's filter as the server takes it (docs/product/validation.md selectTime, docs/product/calls.md orgCodes). */
export type OrgPeriodFilter = { selectTime?: { start?: string; end?: string }; orgCodes?: OrganisationCode[] };

type Counts = { total: number; byOrg: readonly { orgCode: OrganisationCode; count: number }[] };

/** The period a record list opens with: docs/product/limits.md's default, 2017/01/01 to `today`. */
function openingRange(today: string): DateRangeValue {
  return { preset: 'custom', start: DEFAULT_SEARCH_START, end: today };
}

/** The filter a record list opens with: the opening period, every organisation. */
export function defaultOrgPeriodFilter(today: string = todayInMacao()): OrgPeriodFilter {
  return periodOf(openingRange(today)) ?? {};
}

/** What the early calls of a record list brought (startEarlyListCalls). */
export interface EarlyList<P> {
  /** Page 1 for the filter `key`, if it was asked for early and has arrived in the last EARLY_CALL_KEPT_MS, for the same resident and ward. */
  firstPage(key: string): P | undefined;
}

/**
 * For the record list a visit opens on (signed in, at the list's own address): `start` asks, with CallOptions.early,
 * for what the list asks first with its opening filter, as soon as the screen's code has loaded (main.tsx fetches it
 * beside the entry) rather than after its first render, and answers the call of its first page. The list's own calls,
 * the same in every way, take the answers; a first page that has arrived by the list's first render is drawn in its
 * first frame (usePaged's firstPage). Nothing for a screen whose code loads for any other reason (a link's preload).
 */
export function startEarlyListCalls<P>(route: RouteName, start: (filter: OrgPeriodFilter) => Promise<P>): EarlyList<P> {
  if (landedOn([route]) === undefined) return { firstPage: () => undefined };
  const filter = defaultOrgPeriodFilter();
  // Whose records the page holds: the one signed in, or the ward a guardian acts for (as the API client sends it).
  const whose = () => JSON.stringify([$token.get() ?? null, subjectPatid() ?? null]);
  const askedFor = whose();
  let arrived: { page: P; at: number } | undefined;
  start(filter).then(
    (page) => (arrived = { page, at: Date.now() }),
    () => undefined,
  );
  return {
    firstPage: (key) =>
      arrived !== undefined && key === JSON.stringify(filter) && whose() === askedFor && Date.now() - arrived.at <= EARLY_CALL_KEPT_MS ? arrived.page : undefined,
  };
}

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
  organisations: (options: CallOptions) => Promise<{ orgCodes: OrganisationCode[] }>;
  count: (filter: OrgPeriodFilter, options: CallOptions) => Promise<Counts>;
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
  const orgCodes =
    useSideLoad((signal) => (controlsWanted ? organisations({ signal, toastOnError: false }).then((info) => info.orgCodes) : null), String(controlsWanted)) ??
    noOrganisations;
  // Per-organisation counts follow the dates; the total follows the whole filter. With every organisation chosen
  // the whole filter is the period, so the period's count gives both (one call, not two, for a list's first page).
  const periodCounts = useSideLoad((signal) => (period === null ? null : count(period, { signal, toastOnError: false })), JSON.stringify(period));
  const counts = useMemo(() => (periodCounts === null ? null : new Map(periodCounts.byOrg.map((o) => [o.orgCode, o.count]))), [periodCounts]);
  const oneOrganisation = useSideLoad((signal) => (filter === null || org === 'all' ? null : count(filter, { signal, toastOnError: false }).then((n) => n.total)), key);
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
