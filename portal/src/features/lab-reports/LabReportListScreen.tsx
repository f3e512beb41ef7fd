import './messages.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { EmptyState, List } from '@macao-phr/design-system';
import type { LabReportRow, Language } from '@macao-phr/contract';
import type { TFunction } from 'i18next';
import { pathOf } from '../../routes/routes.ts';
import type { Tree } from '../../routes/routes.ts';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { $language } from '../../stores/language.ts';
import { useOrgPeriodFilter } from '../common/org-period-filter.tsx';
import { LatestRecords, PagedRecords, pagedKeysUnder, pagedModeOf, usePaged } from '../common/paged.tsx';
import { formatDay } from '../uploads/format.ts';
import { countLabReports, labReportOrganisations, listLabReports, reportPageSize } from './api.ts';
import { orgNameIn, testNameIn } from './report.ts';
import { readOf } from '../common/reads.ts';

/** Reports the landing screen shows before "All lab reports". */
const LATEST = 3;

function ReportItems({ rows, tree, language, t, label }: { rows: readonly LabReportRow[]; tree: Tree; language: Language; t: TFunction; label: string }) {
  const detailPath = pathOf('analysisReportDetail', tree) ?? '';
  return (
    <List.Root aria-label={label}>
      {rows.map((row) => {
        const parts = [
          orgNameIn(row.orgCode, language),
          `${formatDay(row.visitDate, language)} ${row.visitTime}`,
          row.testResultType === 'bacteria' ? t('labReports.culture') : t('labReports.items', { count: row.itemCount }),
          ...(row.abnormalCount > 0 ? [t('labReports.outOfRange', { count: row.abnormalCount })] : []),
        ];
        return <List.Item key={row.id} href={`${detailPath}?id=${row.id}`} title={testNameIn(row, language)} description={parts.join(' · ')} />;
      })}
    </List.Root>
  );
}

const listKeys = pagedKeysUnder('labReports');

/**
 * docs/product/routes.md analysisReportList: the resident's lab reports, newest first by sampOrTestDate/Time, filtered by sample
 * date (DateRangeFilter, docs/product/limits.md default 2017/01/01 to today) and organisation (those of /getFilterInfo, with
 * /getFilterInfoNum's counts); a phone appends, the web paginates (docs/product/states.md).
 */
export function LabReportListScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const tree = route.tree ?? 'web';
  const { filter, controls } = useOrgPeriodFilter({ messages: 'labReports', organisations: labReportOrganisations, count: countLabReports });
  // An invalid period lists nothing (the filter says why), never every report.
  // Its count and first page with the opening filter were asked for when the route was chosen (labReportListPrefetch).
  const paged = usePaged<LabReportRow>((pageNum) => (filter === null ? readOf({ rows: [], total: 0 }) : listLabReports(filter, pageNum, reportPageSize)), pagedModeOf(route.tree));

  return (
    <div className="flex flex-col gap-4">
      {controls}
      {filter === null ? null : (
        <PagedRecords paged={paged} pageSize={reportPageSize} keys={listKeys} empty={<EmptyState title={t('labReports.noneMatching')} />}>
          {(rows) => <ReportItems rows={rows} tree={tree} language={language} t={t} label={t('labReports.listLabel')} />}
        </PagedRecords>
      )}
    </div>
  );
}

/** docs/product/routes.md analysisReport: the lab report area's landing screen: the newest reports and the way to all of them. */
export function LabReportScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const tree = route.tree ?? 'web';
  const paged = usePaged<LabReportRow>((pageNum) => listLabReports({}, pageNum, LATEST), 'replace');
  return (
    <LatestRecords paged={paged} keys={listKeys} messages="labReports" allPath={pathOf('analysisReportList', tree) ?? ''}>
      {(rows, heading) => <ReportItems rows={rows} tree={tree} language={language} t={t} label={heading} />}
    </LatestRecords>
  );
}
