import './messages.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { Link, useSearch } from 'wouter';
import { Card, EmptyState, Skeleton, buttonVariants } from '@mhp/design-system';
import type { InspectionDetail } from '@mhp/contract';
import { pathOf } from '../../app/routes.ts';
import type { ScreenProps } from '../../app/screens.ts';
import { $language } from '../../stores/language.ts';
import { formatDay } from '../uploads/format.ts';
import { reportDetail } from './api.ts';
import { examNameIn, orgNameIn, reportIdFrom } from './use-report.ts';

type DetailState = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; report: InspectionDetail };

/**
 * SPEC 2 imagingReport/detail (mob) and imagingReportDetail (web), opened with ?id=: one of the resident's
 * reports: examination, organisation, date and time, the report text as issued, and the way to its pictures
 * and to sharing them. Another resident's id answers as an unknown one (the server's NOT_FOUND).
 */
export function ImagingReportDetailScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const tree = route.tree ?? 'web';
  const id = reportIdFrom(useSearch());
  const [state, setState] = useState<DetailState>(id === null ? { status: 'missing' } : { status: 'loading' });

  useEffect(() => {
    if (id === null) return setState({ status: 'missing' });
    setState({ status: 'loading' });
    const controller = new AbortController();
    reportDetail(id, { signal: controller.signal, toastOnError: false })
      .then((report) => setState({ status: 'ready', report }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'missing' });
      });
    return () => controller.abort();
  }, [id]);

  const listPath = pathOf('imagingReportList', tree) ?? '';
  const back = (
    <Link href={listPath} className={`${buttonVariants({ variant: 'secondary' })} self-start`}>
      {t('imaging.backToReports')}
    </Link>
  );
  if (state.status === 'missing') return <EmptyState title={t('imaging.records.notFound')} action={back} />;
  if (state.status === 'loading') {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton shape="block" className="h-8" />
        <Skeleton shape="block" className="h-40" />
      </div>
    );
  }

  const { report } = state;
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
          <Link href={`${imagesPath}?id=${report.id}`} className={buttonVariants({ variant: 'primary' })}>
            {t('imaging.records.viewPicturesCount', { count: report.imageCount })}
          </Link>
        ) : (
          <p className="m-0 text-sm text-text-muted">{t('imaging.records.noPictures')}</p>
        )}
        {sharePath && report.imageCount > 0 ? (
          <Link href={`${sharePath}?id=${report.id}`} className={buttonVariants({ variant: 'secondary' })}>
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
