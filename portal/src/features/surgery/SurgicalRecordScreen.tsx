import './messages.ts';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { Accordion, Skeleton } from '@macao-phr/design-system';
import { splitDiagnoses } from '@macao-phr/contract';
import type { SurgeryDetail, SurgeryListResult, SurgeryRow } from '@macao-phr/contract';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { $language } from '../../stores/language.ts';
import { DatedRecordList, useOrgPeriodFilter } from '../common/org-period-filter.tsx';
import { pagedKeysUnder, usePaged } from '../common/paged.tsx';
import { formatDay } from '../uploads/format.ts';
import { inLanguage, orgNameIn } from '../lab-reports/report.ts';
import { countSurgeries, listSurgeries, surgeryDetail, surgeryOrganisations, surgeryPageSize } from './api.ts';
import { readOf } from '../common/reads.ts';
import { useLoaded } from '../common/loaded.tsx';

/** Phone only: the list always appends, so it names no pages. */
const { loadFailed, retry, loadingMore, allLoaded, loadMore } = pagedKeysUnder('surgery');
const listKeys = { loadFailed, retry, loadingMore, allLoaded, loadMore };

/**
 * docs/product/routes.md surgicalRecord (mobile): the resident's operations, newest first, with the newest date (lastTime); each
 * opens to its department and its diagnoses, surgeryDiagId and surgeryDiagName split into code and name pairs
 * (docs/product/entities.md). Filtered by operation date (docs/product/limits.md default 2017/01/01 to today) and organisation, with the counts
 * of /surgeryInfo/getFilterInfoNum. The list appends 10 at a time (docs/product/states.md).
 */
export function SurgicalRecordScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const [open, setOpen] = useState<string[]>([]);
  const { filter, controls } = useOrgPeriodFilter({ messages: 'surgery', organisations: surgeryOrganisations, count: countSurgeries });
  // An invalid period lists nothing (the filter says why), never every record.
  const paged = usePaged<SurgeryRow, SurgeryListResult>(
    (pageNum) => (filter === null ? readOf({ rows: [], total: 0, lastTime: null }) : listSurgeries(filter, pageNum, surgeryPageSize)),
    route.tree === 'web' ? 'replace' : 'append',
  );

  return (
    <DatedRecordList messages="surgery" filter={filter} controls={controls} lastTime={paged.state.last?.lastTime ?? null} paged={paged} pageSize={surgeryPageSize} keys={listKeys}>
      {(rows) => (
        <section aria-label={t('surgery.listLabel')}>
          <Accordion.Root type="multiple" value={open} onValueChange={setOpen}>
            {rows.map((row) => (
              <Accordion.Item key={row.id} value={String(row.id)}>
                <Accordion.Trigger headingLevel={2}>
                  <span className="flex flex-col items-start gap-1 text-start">
                    <span className="text-base font-medium">{inLanguage({ zh: row.surgeryName, en: row.surgeryNameEn, pt: row.surgeryNamePt }, language)}</span>
                    <span className="text-sm font-normal text-text-muted">{`${formatDay(row.surgeryDate, language)} · ${orgNameIn(row.orgCode, language)}`}</span>
                  </span>
                </Accordion.Trigger>
                <Accordion.Content>
                  <OperationDetail id={row.id} language={language} t={t} />
                </Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        </section>
      )}
    </DatedRecordList>
  );
}

/**
 * An opened operation's department and diagnoses, asked for when it opens (the query cache shows what it holds at once);
 * a failure says so, and opening it again asks again.
 */
function OperationDetail({ id, language, t }: { id: number; language: Parameters<typeof inLanguage>[1]; t: (key: string) => string }) {
  const { data } = useLoaded(surgeryDetail(id));
  if (data === null) return <Skeleton shape="block" className="h-12" />;
  if (data === 'failed') {
    return (
      <p role="alert" className="m-0 text-sm text-danger">
        {t('surgery.detailFailed')}
      </p>
    );
  }
  return <Diagnoses detail={data} language={language} t={t} />;
}

function Diagnoses({ detail, language, t }: { detail: SurgeryDetail; language: Parameters<typeof inLanguage>[1]; t: (key: string) => string }) {
  const pairs = splitDiagnoses(detail.surgeryDiagId, detail.surgeryDiagName);
  return (
    <div className="flex flex-col gap-2">
      <p className="m-0 text-sm text-text">
        <span className="text-text-muted">{t('surgery.department')}: </span>
        {inLanguage({ zh: detail.department, en: detail.departmentEn, pt: detail.departmentPt }, language)}
      </p>
      <h3 className="m-0 text-base font-semibold text-text">{t('surgery.diagnoses')}</h3>
      {pairs.length === 0 ? (
        <p className="m-0 text-sm text-text-muted">{t('surgery.noDiagnoses')}</p>
      ) : (
        <ul aria-label={t('surgery.diagnoses')} className="m-0 flex list-none flex-col gap-1 p-0">
          {pairs.map((d, i) => (
            <li key={i} className="text-sm text-text">
              {d.name || d.id}
              {d.id && d.name ? <span className="text-text-muted">{` (${t('surgery.code')} ${d.id})`}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
