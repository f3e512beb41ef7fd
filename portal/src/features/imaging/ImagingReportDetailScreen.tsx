import './messages.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { Link, useSearch } from 'wouter';
import { Card, buttonVariants } from '@macao-phr/design-system';
import { pathOf } from '../../routes/routes.ts';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { $language } from '../../stores/language.ts';
import { BackToList, RecordPending, useRecordDetail } from '../common/record-detail.tsx';
import { formatDay } from '../uploads/format.ts';
import { reportDetail } from './api.ts';
import { examNameIn, orgNameIn, reportIdFrom } from './use-report.ts';

/**
 * docs/product/routes.md imagingReport/detail (mob) and imagingReportDetail (web), opened with ?id=: one of the resident's
 * reports: examination, organisation, date and time, the report text as issued, and the way to its pictures
 * and to sharing them. Another resident's id answers as an unknown one (the server's NOT_FOUND).
 */
export function ImagingReportDetailScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const tree = route.tree ?? 'web';
  const id = reportIdFrom(useSearch());
  const { state } = useRecordDetail(id === null ? null : reportDetail(id));

  const listPath = pathOf('imagingReportList', tree) ?? '';
  const back = <BackToList href={listPath}>{t('imaging.backToReports')}</BackToList>;
  if (state.status !== 'ready') return <RecordPending status={state.status} notFound={t('imaging.records.notFound')} back={back} />;

  const { record: report } = state;
  const imagesPath = pathOf('imagingReportImages', tree);
  const sharePath = pathOf('imagingReportImageShare', tree);
  const fields: readonly [string, string][] = [
    [t('imaging.records.when'), `${formatDay(report.inspectionOrReportDate, language)} ${report.inspectionOrReportTime}`],
    [t('imaging.records.organisation'), orgNameIn(report.orgCode, language)],
    [t('imaging.records.modality'), report.modality],
  ];
  const text: readonly [string, string][] = [
    [t('imaging.records.findings'), report.findings],
    [t('imaging.records.impression'), report.impression],
    [t('imaging.records.reportedBy'), report.reportedBy],
  ];

  return (
    <div className="flex flex-col gap-4">
      <h2 className="m-0 text-xl font-semibold text-text">{examNameIn(report, language)}</h2>
      <dl className="m-0 flex flex-col gap-3 sm:gap-2">
        {fields.map(([term, value]) => (
          <div key={term} className="flex flex-col sm:flex-row sm:items-baseline sm:gap-6">
            <dt className="text-sm text-text-muted sm:w-40 sm:shrink-0">{term}</dt>
            <dd className="m-0 text-base text-text">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {imagesPath && report.imageCount > 0 ? (
          <Link href={`${imagesPath}?id=${report.id}`} className={buttonVariants({ variant: 'primary', wrap: true })}>
            {t('imaging.records.viewPicturesCount', { count: report.imageCount })}
          </Link>
        ) : (
          <p className="m-0 text-sm text-text-muted">{t('imaging.records.noPictures')}</p>
        )}
        {sharePath && report.imageCount > 0 ? (
          <Link href={`${sharePath}?id=${report.id}`} className={buttonVariants({ variant: 'secondary', wrap: true })}>
            {t('imaging.records.sharePictures')}
          </Link>
        ) : null}
      </div>
      <Card.Root>
        <Card.Content className="flex flex-col gap-4">
          {text.map(([heading, body]) => (
            <section key={heading} className="flex flex-col gap-1">
              <h3 className="m-0 text-base font-semibold text-text">{heading}</h3>
              <p className="m-0 whitespace-pre-line text-base text-text">{body}</p>
            </section>
          ))}
        </Card.Content>
      </Card.Root>
      {back}
    </div>
  );
}
