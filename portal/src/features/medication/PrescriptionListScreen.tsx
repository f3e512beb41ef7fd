import './messages.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { Badge, List } from '@macao-phr/design-system';
import type { PrescriptionListResult, PrescriptionRow } from '@macao-phr/contract';
import { pathOf } from '../../routes/routes.ts';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { $language } from '../../stores/language.ts';
import { DatedRecordList, useOrgPeriodFilter } from '../common/org-period-filter.tsx';
import { pagedKeysUnder, pagedModeOf, usePaged } from '../common/paged.tsx';
import { formatDay } from '../uploads/format.ts';
import { orgNameIn } from '../lab-reports/report.ts';
import { countPrescriptions, listPrescriptions, prescriptionOrganisations, prescriptionPageSize } from './api.ts';
import { readOf } from '../common/reads.ts';

const listKeys = pagedKeysUnder('medication');

/**
 * docs/product/routes.md prescription: the resident's prescriptions, newest first, with the newest date (lastTime); each row
 * names the organisation (indexOrgCode), date, how many medicines, and whether it is in use or followed.
 * Filtered by prescription date (docs/product/limits.md default 2017/01/01 to today) and organisation, with the counts of
 * /drugInfo/getFilterInfoNum. A phone appends, the web paginates (docs/product/states.md).
 */
export function PrescriptionListScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const tree = route.tree ?? 'web';
  const detailPath = pathOf('prescriptionDetail', tree) ?? '';
  const { filter, controls } = useOrgPeriodFilter({ messages: 'medication', organisations: prescriptionOrganisations, count: countPrescriptions });
  // An invalid period lists nothing (the filter says why), never every record.
  const paged = usePaged<PrescriptionRow, PrescriptionListResult>(
    (pageNum) => (filter === null ? readOf({ rows: [], total: 0, lastTime: null }) : listPrescriptions(filter, pageNum, prescriptionPageSize)),
    pagedModeOf(route.tree),
  );
  const item = (row: PrescriptionRow) => (
    <List.Item
      key={row.id}
      href={`${detailPath}?id=${row.id}`}
      title={orgNameIn(row.indexOrgCode, language)}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <span>{`${formatDay(row.visitDate, language)} · ${t('medication.drugs', { count: row.drugCount })}`}</span>
          {row.inUse ? <Badge variant="info">{t('medication.inUse')}</Badge> : null}
          {row.isFollow === 1 ? <Badge variant="brand">{t('medication.following')}</Badge> : null}
        </span>
      }
    />
  );

  return (
    <DatedRecordList messages="medication" filter={filter} controls={controls} lastTime={paged.state.last?.lastTime ?? null} paged={paged} pageSize={prescriptionPageSize} keys={listKeys}>
      {(rows) => <List.Root aria-label={t('medication.listLabel')}>{rows.map(item)}</List.Root>}
    </DatedRecordList>
  );
}
