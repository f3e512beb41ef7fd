import './messages.ts';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { Button, DateField, DownloadProgress, SectionPicker, Skeleton } from '@macao-phr/design-system';
import type { DownloadState } from '@macao-phr/design-system';
import { EXPORT_DEFAULT_START, EXPORT_SECTIONS, exportPeriodSchema, fieldErrors, macaoToday } from '@macao-phr/contract';
import type { ExportFormat, ExportPeriod, ExportPreview, ExportSection } from '@macao-phr/contract';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { ApiError } from '../../api/index.ts';
import { $language, intlLocale } from '../../stores/language.ts';
import { formatBytes, formatDay } from '../uploads/format.ts';
import { downloadPdf, exportIps, previewExport, saveBlob } from './api.ts';

type Download = { format: ExportFormat; state: DownloadState; received: number; status: string };
type Preview = { status: 'loading' } | { status: 'error' } | { status: 'ready'; preview: ExportPreview };

/** The period's counts as the query cache holds them, else loading. */
function shownFor(period: ExportPeriod | null): Preview {
  const kept = period === null ? undefined : previewExport(period).peek();
  return kept === undefined ? { status: 'loading' } : { status: 'ready', preview: kept };
}

/**
 * docs/product/export.md: /mob/exportRecord and /web/exportRecord, from Settings and the health record. The
 * resident (or a guardian acting for a ward) chooses a period and the sections, sees how many items each holds
 * and what the summary will include, then downloads the PDF summary (streamed; the bar shows what has
 * arrived) or the International Patient Summary (FHIR R4 JSON). The period is checked by the contract's schema
 * here and again by the server, with the same translated messages.
 */
export function ExportScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const ids = { period: useId(), preview: useId(), download: useId() };
  const [start, setStart] = useState(EXPORT_DEFAULT_START);
  const [end, setEnd] = useState(() => macaoToday());
  const [sections, setSections] = useState<ExportSection[]>([...EXPORT_SECTIONS]);
  const checked = useMemo(() => exportPeriodSchema.safeParse({ start, end }), [start, end]);
  const errors = checked.success ? {} : fieldErrors(checked.error, language);
  const period = checked.success ? checked.data : null;

  // A period's counts the query cache holds show at once (the screen opened again) while they are asked for again.
  const [preview, setPreview] = useState<Preview>(() => shownFor(period));
  // Whose record it is does not change with the period: kept while a new period's counts load, so the line stays
  // and nothing below it moves under the resident's finger (a tap on a section landed on the one above it).
  const [subject, setSubject] = useState<ExportPreview['subject'] | null>(() => (preview.status === 'ready' ? preview.preview.subject : null));
  const [reload, setReload] = useState(0);
  const [download, setDownload] = useState<Download | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    if (period === null) return;
    const controller = new AbortController();
    const shown = shownFor(period);
    setPreview(shown);
    previewExport(period)
      .fetch(controller.signal)
      .then((p) => {
        setSubject(p.subject);
        setPreview({ status: 'ready', preview: p });
      })
      .catch(() => {
        // A failed refresh keeps the counts shown.
        if (!controller.signal.aborted) setPreview(shown.status === 'ready' ? shown : { status: 'error' });
      });
    return () => controller.abort();
    // The period's two dates are what the counts depend on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [period?.start, period?.end, reload]);

  useEffect(() => () => abort.current?.abort(), []);

  const counts = preview.status === 'ready' ? new Map(preview.preview.sections.map((s) => [s.section, s.count])) : null;
  const total = counts ? sections.reduce((n, s) => n + (counts.get(s) ?? 0), 0) : null;
  const maxItems = preview.status === 'ready' ? preview.preview.maxItems : Infinity;
  const tooMany = total !== null && total > maxItems;
  const sectionsError = sections.length === 0 ? t('exportRecord.previewNone') : undefined;
  const canDownload = period !== null && sections.length > 0 && !tooMany && download?.state !== 'preparing' && download?.state !== 'receiving';
  const hint = (s: ExportSection) => (s === 'allergies' || s === 'readings' ? t(`exportRecord.sectionHint.${s}`) : undefined);

  const start_ = async (format: ExportFormat) => {
    if (period === null) return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setDownload({ format, state: 'preparing', received: 0, status: t('exportRecord.preparing') });
    try {
      if (format === 'pdf') {
        const { blob, fileName } = await downloadPdf(sections, period, (received) => {
          setDownload({ format, state: 'receiving', received, status: t('exportRecord.received', { size: formatBytes(received, language) }) });
        }, controller.signal);
        saveBlob(blob, fileName);
        setDownload({ format, state: 'done', received: blob.size, status: t('exportRecord.saved', { file: fileName, size: formatBytes(blob.size, language) }) });
      } else {
        const result = await exportIps(sections, period, { signal: controller.signal, toastOnError: false });
        const blob = new Blob([JSON.stringify(result.bundle, null, 2)], { type: 'application/fhir+json' });
        saveBlob(blob, result.fileName);
        setDownload({ format, state: 'done', received: blob.size, status: t('exportRecord.saved', { file: result.fileName, size: formatBytes(blob.size, language) }) });
      }
    } catch (error) {
      if (controller.signal.aborted) {
        setDownload({ format, state: 'failed', received: 0, status: t('exportRecord.cancelled') });
        return;
      }
      const message = error instanceof ApiError && error.kind === 'result' ? error.message : t('exportRecord.failed');
      setDownload({ format, state: 'failed', received: 0, status: message });
    }
  };

  const busy = download !== null && (download.state === 'preparing' || download.state === 'receiving');
  const options = EXPORT_SECTIONS.map((s) => ({ value: s, label: t(`exportRecord.section.${s}`), count: counts?.get(s) ?? null, description: hint(s) }));
  const wide = route.tree === 'web';

  return (
    <div className="flex flex-col gap-6">
      <p className="m-0 text-base text-text-muted">{t('exportRecord.intro')}</p>
      {subject !== null ? (
        <p className="m-0 text-base font-medium">{t('exportRecord.whose', { name: subject.name, id: subject.maskedId })}</p>
      ) : preview.status === 'loading' ? (
        // The line's place, until the first answer names the record's owner.
        <Skeleton shape="text" className="h-[1lh] w-64 text-base" />
      ) : null}

      <div className={wide ? 'grid grid-cols-1 gap-6 md:grid-cols-2' : 'flex flex-col gap-6'}>
        <div className="flex flex-col gap-6">
          <section aria-labelledby={ids.period} className="flex flex-col gap-2">
            <h2 id={ids.period} className="text-lg font-semibold">
              {t('exportRecord.periodHeading')}
            </h2>
            <p className="m-0 text-sm text-text-muted">{t('exportRecord.periodHint')}</p>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              {(
                [
                  ['start', start, setStart],
                  ['end', end, setEnd],
                ] as const
              ).map(([which, value, setValue]) => (
                <DateField
                  key={which}
                  label={t(`exportRecord.${which}`)}
                  value={value}
                  onChange={setValue}
                  isInvalid={Boolean(errors[which])}
                  errorMessage={errors[which]?.[0]}
                  locale={intlLocale(language)}
                  calendarLabel={t('common.chooseFromCalendar')}
                  maxValue={macaoToday()}
                />
              ))}
            </div>
          </section>

          <SectionPicker
            legend={t('exportRecord.sectionsLegend')}
            options={options}
            value={sections}
            onChange={(v) => setSections(v as ExportSection[])}
            formatCount={(count) => t('exportRecord.items', { count })}
            countPendingLabel={t('exportRecord.counting')}
            error={sectionsError}
          />
        </div>

        <div className="flex flex-col gap-6">
          <section aria-labelledby={ids.preview} className="flex flex-col gap-2">
            <h2 id={ids.preview} className="text-lg font-semibold">
              {t('exportRecord.previewHeading')}
            </h2>
            {preview.status === 'error' ? (
              <div className="flex flex-wrap items-center gap-3">
                <p role="alert" className="m-0 text-sm text-danger">
                  {t('exportRecord.previewFailed')}
                </p>
                <Button variant="secondary" onClick={() => setReload((n) => n + 1)}>
                  {t('exportRecord.retry')}
                </Button>
              </div>
            ) : sections.length === 0 ? (
              <p className="m-0 text-sm text-text-muted">{t('exportRecord.previewNone')}</p>
            ) : (
              <>
                <ul className="m-0 flex list-disc flex-col gap-1 ps-6 text-base">
                  {EXPORT_SECTIONS.filter((s) => sections.includes(s)).map((s) => (
                    <li key={s}>
                      {t(`exportRecord.section.${s}`)}: {counts ? t('exportRecord.items', { count: counts.get(s) ?? 0 }) : t('exportRecord.counting')}
                    </li>
                  ))}
                </ul>
                {total !== null && period !== null ? (
                  <p className="m-0 text-sm text-text-muted" aria-live="polite">
                    {t('exportRecord.previewTotal', { count: total, start: formatDay(period.start, language), end: formatDay(period.end, language) })}
                  </p>
                ) : null}
                {tooMany ? (
                  <p role="alert" className="m-0 text-sm text-danger">
                    {t('exportRecord.tooMany', { max: maxItems })}
                  </p>
                ) : null}
              </>
            )}
          </section>

          <section aria-labelledby={ids.download} className="flex flex-col gap-3">
            <h2 id={ids.download} className="text-lg font-semibold">
              {t('exportRecord.downloadHeading')}
            </h2>
            {/* The labels are long in Portuguese: on a phone they wrap inside the button instead of running off the screen. */}
            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              <Button onClick={() => void start_('pdf')} disabled={!canDownload} loading={busy && download?.format === 'pdf'} wrap>
                {t('exportRecord.downloadPdf')}
              </Button>
              <Button variant="secondary" onClick={() => void start_('ips')} disabled={!canDownload} loading={busy && download?.format === 'ips'} wrap>
                {t('exportRecord.downloadIps')}
              </Button>
            </div>
            {download ? (
              <DownloadProgress
                state={download.state}
                label={t(download.format === 'pdf' ? 'exportRecord.pdfLabel' : 'exportRecord.ipsLabel')}
                value={download.received}
                status={download.status}
                action={
                  busy ? (
                    <Button variant="secondary" onClick={() => abort.current?.abort()}>
                      {t('exportRecord.cancel')}
                    </Button>
                  ) : undefined
                }
              />
            ) : null}
            <p className="m-0 text-sm text-text-muted">{t('exportRecord.logged')}</p>
          </section>
        </div>
      </div>
    </div>
  );
}
