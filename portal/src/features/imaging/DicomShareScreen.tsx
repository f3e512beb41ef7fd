import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { useSearch } from 'wouter';
import { Button, EmptyState, Skeleton, TextField } from '@mhp/design-system';
import { SHARE_LINK_VALIDITY_HOURS, type ShareDicomResult } from '@mhp/contract';
import type { ScreenProps } from '../../app/screens.ts';
import { $language, intlLocale } from '../../stores/language.ts';
import { pushToast } from '../../stores/toasts.ts';
import { formatDay } from '../uploads/format.ts';
import { dicomShareAddress, shareDicom } from './api.ts';
import { examNameIn, reportIdFrom, useReport } from './use-report.ts';
import './messages.ts';

/**
 * SPEC 2 imagingReport/dicomShare?id=…: the resident shares one whole study for a DICOM viewer by a link
 * valid 72 hours, copies it (a notice confirms), and can make a new link, which ends the previous one.
 * The link opens /webShareDicom or /mobShareDicom (the tree it is made in), which send the browser on to
 * the viewer.
 */
export function DicomShareScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const id = reportIdFrom(useSearch());
  const state = useReport(id);
  const [link, setLink] = useState<ShareDicomResult | null>(null);
  const [busy, setBusy] = useState(false);

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
  const address = link ? dicomShareAddress(link.shareId, route.tree ?? 'mob') : '';
  const until = link ? new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(link.expiresAt)) : '';

  async function create() {
    setBusy(true);
    try {
      // The server's message shows as an error toast when it refuses (SPEC 8).
      setLink(await shareDicom(report.id));
    } catch {
      // Already shown.
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      pushToast('success', t('imaging.dicom.copied', { time: until }));
    } catch {
      pushToast('error', t('imaging.copyFailed'));
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 className="m-0 text-lg font-semibold text-text">{examNameIn(report, language)}</h2>
        <p className="m-0 text-sm text-text-muted">
          {report.modality} · {formatDay(report.inspectionOrReportDate, language)} {report.inspectionOrReportTime}
        </p>
      </div>
      <p className="m-0 text-base text-text">{t('imaging.dicom.intro', { hours: SHARE_LINK_VALIDITY_HOURS })}</p>
      {link ? (
        <section aria-labelledby="dicom-link" className="flex flex-col gap-3 rounded-md border border-border bg-surface-raised p-4">
          <h3 id="dicom-link" className="m-0 text-base font-semibold text-text">
            {t('imaging.dicom.linkLabel')}
          </h3>
          <TextField label={t('imaging.dicom.linkLabel')} value={address} isReadOnly description={t('imaging.linkValid', { time: until })} />
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void copy()}>{t('imaging.copy')}</Button>
            <Button variant="secondary" disabled={busy} onClick={() => void create()}>
              {t('imaging.regenerate')}
            </Button>
          </div>
          <p className="m-0 text-sm text-text-muted">{t('imaging.regenerateHint')}</p>
        </section>
      ) : (
        <Button className="sm:self-start" disabled={busy} onClick={() => void create()}>
          {t('imaging.createLink')}
        </Button>
      )}
    </div>
  );
}
