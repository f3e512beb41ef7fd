import './messages.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { EmptyState } from '@macao-phr/design-system';
import { useLoaded } from '../common/loaded.tsx';
import { $language } from '../../stores/language.ts';
import { RecordLoading, notFoundAsAnswer } from '../common/record-detail.tsx';
import { RecordsFailed } from '../common/paged.tsx';
import { formatDay } from '../uploads/format.ts';
import { vaccineDetail } from './api.ts';
import { organisationName, otherNames, vaccineName } from './names.ts';

/**
 * One dose (docs/product/calls.md getVaccineDetailInfo): names in three languages, dose, date, organisation, batch. Read
 * through the query cache: opened again, the dose it holds shows at once.
 */
export function DoseDetail({ id, headingLevel = 2 }: { id: number; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const language = useStore($language);
  // 'notFound' when the server says there is none (not the resident's), told apart from a failure, which may be tried again.
  const { data, retry } = useLoaded(notFoundAsAnswer(vaccineDetail(id)));

  if (data === null) return <RecordLoading />;
  if (data === 'notFound') return <EmptyState role="alert" title={t('vaccination.notFound')} headingLevel={headingLevel} />;
  if (data === 'failed') return <RecordsFailed headingLevel={headingLevel} title={t('vaccination.detailFailed')} retry={t('vaccination.retry')} onRetry={retry} />;
  const d = data;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const row = (label: string, value: string) => (
    <div className="flex flex-col gap-0.5 border-b border-border py-2 sm:flex-row sm:gap-4">
      <dt className="text-sm text-text-muted sm:w-40 sm:shrink-0">{label}</dt>
      <dd className="m-0 text-base break-words text-text">{value}</dd>
    </div>
  );
  return (
    <article data-dose={d.id} className="flex flex-col gap-3">
      <Heading className="text-xl font-semibold text-text">{vaccineName(d, language)}</Heading>
      <p className="text-sm text-text-muted">{t(`vaccination.type.${d.vaccineType}`)}</p>
      <dl className="m-0 flex flex-col">
        {row(t('vaccination.namesOther'), otherNames(d, language).join(' / '))}
        {d.reaction === null
          ? row(t('vaccination.doseNumber'), d.doseNo === null ? t('vaccination.notRecorded') : t('vaccination.dose', { n: d.doseNo }))
          : row(t('vaccination.reaction'), d.reaction[language])}
        {row(t('vaccination.date'), formatDay(d.vaccinationDate, language))}
        {row(t('vaccination.organisation'), organisationName(d.orgCode, language))}
        {d.reaction === null ? row(t('vaccination.batch'), d.batchNo ?? t('vaccination.notRecorded')) : null}
        {d.reaction === null ? row(t('vaccination.site'), d.site ?? t('vaccination.notRecorded')) : null}
      </dl>
    </article>
  );
}
