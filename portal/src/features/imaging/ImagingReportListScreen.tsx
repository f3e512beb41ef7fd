import './messages.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { EmptyState, List } from '@macao-phr/design-system';
import type { InspectionRow, Language } from '@macao-phr/contract';
import type { TFunction } from 'i18next';
import { pathOf } from '../../routes/routes.ts';
import type { Tree } from '../../routes/routes.ts';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { $language } from '../../stores/language.ts';
import { LatestRecords, PagedRecords, pagedKeysUnder, pagedModeOf, usePaged } from '../common/paged.tsx';
import { formatDay } from '../uploads/format.ts';
import { listReports, reportPageSize } from './api.ts';
import { examNameIn, orgNameIn } from './use-report.ts';

const SEPARATOR = ' · ';

/** Reports the landing screen shows before "All imaging reports". */
const LATEST = 3;

function ReportItems({ rows, tree, language, t, label }: { rows: readonly InspectionRow[]; tree: Tree; language: Language; t: TFunction; label: string }) {
  const detailPath = pathOf('imagingReportDetail', tree) ?? '';
  return (
    <List.Root aria-label={label}>
      {rows.map((row) => (
        <List.Item
          key={row.id}
          href={`${detailPath}?id=${row.id}`}
          title={examNameIn(row, language)}
          description={
            // Each part kept whole, so a narrow phone breaks between them and never inside "24 pictures".
            [
              orgNameIn(row.orgCode, language),
              `${formatDay(row.inspectionOrReportDate, language)} ${row.inspectionOrReportTime}`,
              row.imageCount > 0 ? t('imaging.records.pictures', { count: row.imageCount }) : t('imaging.records.noPictures'),
            ].map((part, k) => (
              <span key={k}>
                {k > 0 ? SEPARATOR : null}
                <span className="whitespace-nowrap">{part}</span>
              </span>
            ))
          }
        />
      ))}
    </List.Root>
  );
}

const listKeys = pagedKeysUnder('imaging.records', { retry: 'imaging.retry' });

/**
 * docs/product/routes.md imagingReportList: the resident's imaging and examination reports, newest first by
 * inspectionOrReportDate/Time (the server's order), 10 a page: a phone appends, the web paginates (docs/product/states.md).
 */
export function ImagingReportListScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const tree = route.tree ?? 'web';
  const paged = usePaged<InspectionRow>((pageNum) => listReports(pageNum, reportPageSize, { toastOnError: false }), pagedModeOf(route.tree));
  return (
    <PagedRecords paged={paged} pageSize={reportPageSize} keys={listKeys} empty={<EmptyState title={t('imaging.records.none')} description={t('imaging.records.noneHint')} />}>
      {(rows) => <ReportItems rows={rows} tree={tree} language={language} t={t} label={t('imaging.records.listLabel')} />}
    </PagedRecords>
  );
}

/** docs/product/routes.md imagingReport: the imaging area's landing screen: the newest reports and the way to all of them. */
export function ImagingReportScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const tree = route.tree ?? 'web';
  const paged = usePaged<InspectionRow>((pageNum) => listReports(pageNum, LATEST, { toastOnError: false }), 'replace');
  return (
    <LatestRecords paged={paged} keys={listKeys} messages="imaging.records" allPath={pathOf('imagingReportList', tree) ?? ''}>
      {(rows, heading) => <ReportItems rows={rows} tree={tree} language={language} t={t} label={heading} />}
    </LatestRecords>
  );
}
