import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { useSearch } from 'wouter';
import { EmptyState, Skeleton } from '@macao-phr/design-system';
import { SHARE_LINK_VALIDITY_HOURS, type ShareDicomResult } from '@macao-phr/contract';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { $language } from '../../stores/language.ts';
import { formatDay } from '../uploads/format.ts';
import { dicomShareAddress, shareDicom } from './api.ts';
import { ShareLinkBox, useShareLink } from './ShareLinkBox.tsx';
import { examNameIn, reportIdFrom, useReport } from './use-report.ts';
import './messages.ts';

/**
 * docs/product/routes.md imagingReport/dicomShare?id=…: the resident shares one whole study for a DICOM viewer by a link
 * valid 72 hours, copies it (a notice confirms), and can make a new link, which ends the previous one.
 * The link opens /webShareDicom or /mobShareDicom (the tree it is made in), which send the browser on to
 * the viewer.
 */
export function DicomShareScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const id = reportIdFrom(useSearch());
  const state = useReport(id);
  const { link, busy, create: make } = useShareLink<ShareDicomResult>();

  if (state.status === 'missing') return <EmptyState title={t('imaging.noReport')} />;
  if (state.status === 'loading') {
    return (
      <div role="status" aria-label={t('imaging.loading')} className="flex flex-col gap-2">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
      </div>
    );
  }
  const { report } = state;

  const create = () => make(() => shareDicom(report.id));

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 className="m-0 text-lg font-semibold text-text">{examNameIn(report, language)}</h2>
        <p className="m-0 text-sm text-text-muted">
          {report.modality} · {formatDay(report.inspectionOrReportDate, language)} {report.inspectionOrReportTime}
        </p>
      </div>
      <p className="m-0 text-base text-text">{t('imaging.dicom.intro', { hours: SHARE_LINK_VALIDITY_HOURS })}</p>
      <ShareLinkBox
        headingId="dicom-link"
        label={t('imaging.dicom.linkLabel')}
        link={link}
        addressOf={(shareId) => dicomShareAddress(shareId, route.tree ?? 'mob')}
        copiedKey="imaging.dicom.copied"
        createDisabled={busy}
        onCreate={() => void create()}
      />
    </div>
  );
}
