import './messages.ts';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { EmptyState, List } from '@macao-phr/design-system';
import type { DateRangeValue } from '@macao-phr/design-system';
import { DEFAULT_SEARCH_START, DEFAULT_VISIT_TYPES, VISIT_TYPES } from '@macao-phr/contract';
import type { Language, OrganisationCode, VisitRow, VisitType } from '@macao-phr/contract';
import type { TFunction } from 'i18next';
import { pathOf } from '../../routes/routes.ts';
import type { Tree } from '../../routes/routes.ts';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { $language } from '../../stores/language.ts';
import { formatNumber } from '../../i18n/format.ts';
import { useSideLoad } from '../common/loaded.tsx';
import { periodOf, todayInMacao } from '../common/period-range.ts';
import { LazyPeriodSelect } from '../common/period-select.tsx';
import { MatchingCount } from '../common/matching-count.tsx';
import { PagedRecords, pagedKeysUnder, pagedModeOf, usePaged } from '../common/paged.tsx';
import { formatDay } from '../uploads/format.ts';
import { orgNameIn } from '../lab-reports/report.ts';
import { countVisits, listVisits, visitFilterInfo, visitPageSize } from './api.ts';
import type { VisitFilter } from './api.ts';
import { diagnosesIn, departmentIn } from './visit.ts';
import { mapRead, readOf } from '../common/reads.ts';

function VisitItems({ rows, tree, language, t, label }: { rows: readonly VisitRow[]; tree: Tree; language: Language; t: TFunction; label: string }) {
  const detailPath = pathOf('outpatientDetail', tree) ?? '';
  return (
    <List.Root aria-label={label}>
      {rows.map((row) => {
        const parts = [
          t(`visits.type.${row.typeCode}`),
          `${formatDay(row.visitDate, language)} ${row.visitTime}`,
          orgNameIn(row.orgCode, language),
          departmentIn(row, language),
        ];
        return <List.Item key={row.id} href={`${detailPath}?id=${row.id}`} title={diagnosesIn(row.diagnoses, language) || t('visits.noDiagnosis')} description={parts.join(' · ')} />;
      })}
    </List.Root>
  );
}

const listKeys = pagedKeysUnder('visits');

/** The filter as the server takes it; null while the range is not a valid one (the filter shows why). */
function filterOf(range: DateRangeValue, types: readonly VisitType[], org: string): VisitFilter | null {
  const period = periodOf(range);
  if (period === null) return null;
  return {
    ...period,
    typeCodeList: [...types],
    ...(org === 'all' ? {} : { orgCodes: [org as OrganisationCode] }),
  };
}

const noOrganisations: readonly OrganisationCode[] = [];

/**
 * docs/product/routes.md outpatient (both trees): the resident's visit records, newest first, filtered by visit date
 * (DateRangeFilter, docs/product/limits.md default 2017/01/01 to today), visit types (docs/product/validation.md typeCodeList, default EMR, OUT and
 * INP, each with /getFilterInfoNum's count) and organisation (those of /getFilterInfo); a phone appends, the web
 * paginates (docs/product/states.md). With no type ticked nothing matches.
 */
export function VisitListScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const tree = route.tree ?? 'web';
  const typesId = useId();
  const [today] = useState(todayInMacao);
  const [range, setRange] = useState<DateRangeValue>({ preset: 'custom', start: DEFAULT_SEARCH_START, end: today });
  const [rangeValid, setRangeValid] = useState(true);
  const [types, setTypes] = useState<readonly VisitType[]>(DEFAULT_VISIT_TYPES);
  const [org, setOrg] = useState('all');
  const filter = rangeValid ? filterOf(range, types, org) : null;
  const none = types.length === 0;

  const paged = usePaged<VisitRow>((pageNum) => (none || filter === null ? readOf({ rows: [], total: 0 }) : listVisits(filter, pageNum, visitPageSize)), pagedModeOf(route.tree));

  const orgCodes = useSideLoad(mapRead(visitFilterInfo(), (info) => info.orgCodes)) ?? noOrganisations;
  // Stable while the language and organisations stay, so the memoised controls skip the list's own renders.
  const choice = useMemo(
    () => ({
      label: t('visits.organisation'),
      value: org,
      onChange: setOrg,
      options: [{ value: 'all', label: t('visits.allOrganisations') }, ...orgCodes.map((code) => ({ value: code, label: orgNameIn(code, language) }))],
      className: 'md:w-72',
    }),
    [t, org, orgCodes, language],
  );
  // Per-type counts follow the dates and organisation; the total follows the whole filter.
  const counts = useSideLoad(
    filter === null
      ? null
      : mapRead(countVisits({ ...(filter.selectTime ? { selectTime: filter.selectTime } : {}), ...(filter.orgCodes ? { orgCodes: filter.orgCodes } : {}) }), (n) => new Map(n.byType.map((o) => [o.typeCode, o.count]))),
  );
  const matching = useSideLoad(filter === null ? null : none ? readOf(0) : mapRead(countVisits(filter), (n) => n.total));

  const toggle = (type: VisitType, on: boolean) => setTypes((was) => VISIT_TYPES.filter((x) => (x === type ? on : was.includes(x))));

  return (
    <div className="flex flex-col gap-4">
      <p className="m-0 text-base text-text-muted">{t('visits.intro')}</p>
      <LazyPeriodSelect messages="visits" today={today} range={range} onRangeChange={setRange} onRangeValidityChange={setRangeValid} choice={choice} />
      <fieldset className="m-0 flex flex-col gap-2 border-0 p-0" aria-describedby={typesId}>
        <legend className="mb-2 p-0 text-sm font-medium text-text">{t('visits.types')}</legend>
        {/* One type a line on a phone: the counts arrive after the list, and a longer count ("(33)" for "(0)") would move
            a Portuguese type to the next line, and the rows below with it. Side by side where a line holds all three. */}
        <div className="flex flex-col items-start gap-2 sm:flex-row sm:flex-wrap">
          {VISIT_TYPES.map((type) => (
            <label key={type} className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-border px-3 text-base text-text has-[:checked]:border-primary">
              <input type="checkbox" className="size-5 accent-primary" checked={types.includes(type)} onChange={(e) => toggle(type, e.target.checked)} />
              {t('visits.typeCount', { name: t(`visits.type.${type}`), count: formatNumber(counts?.get(type) ?? 0, language) })}
            </label>
          ))}
        </div>
      </fieldset>
      <MatchingCount id={typesId} text={matching !== null && filter !== null ? t('visits.matching', { count: matching }) : null} />
      {filter === null ? null : (
        <PagedRecords paged={paged} pageSize={visitPageSize} keys={listKeys} empty={<EmptyState title={t('visits.noneMatching')} />}>
          {(rows) => <VisitItems rows={rows} tree={tree} language={language} t={t} label={t('visits.listLabel')} />}
        </PagedRecords>
      )}
    </div>
  );
}
