import './messages.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { Link, useLocation, useSearch } from 'wouter';
import { Button, Card, ConfirmDialog, EmptyState, List, Skeleton, buttonVariants } from '@macao-phr/design-system';
import { uploadRecordTypeName } from '@macao-phr/contract';
import type { UploadFile } from '@macao-phr/contract';
import { pathOf } from '../../routes/routes.ts';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { useScreenTitle } from '../../hooks/useScreenTitle.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { $language } from '../../stores/language.ts';
import { pushToast } from '../../stores/toasts.ts';
import { parseId } from '../health-data/readings/FormActions.tsx';
import { toasting } from '../common/toasting.ts';
import { useRecordDetail } from '../common/record-detail.tsx';
import { deleteFile, deleteReport, fileBlob, reportDetail } from './api.ts';
import { formatBytes, formatDay } from './format.ts';
import { LazyPdf } from '../common/LazyPdf.tsx';

type Opened = { file: UploadFile; url: string } | null;

/**
 * docs/product/routes.md detailUpload: one of the resident's reports: its fields, its files (a PDF opens in the lazy PdfViewer,
 * a picture in place; each can be downloaded or deleted, a report keeps at least one), edit, and delete with
 * confirmation. The bytes come with the token, so they are shown from a blob address.
 */
export function DetailUploadScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const search = useSearch();
  const [, navigate] = useLocation();
  const tree = route.tree ?? 'web';
  const id = parseId(search);
  const listPath = pathOf('myUpload', tree) ?? '';
  const editPath = `${pathOf('addUpload', tree) ?? ''}?id=${id ?? ''}`;
  const { state, setRecord } = useRecordDetail(id === undefined ? null : reportDetail(id));
  const report = state.status === 'ready' ? state.record : null;
  const [opened, setOpened] = useState<Opened>(null);
  const [opening, setOpening] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  useScreenTitle(report ? report.institution : t('common.routes.detailUpload'));

  useEffect(() => () => (opened ? URL.revokeObjectURL(opened.url) : undefined), [opened]);

  const open = async (file: UploadFile) => {
    setOpening(file.id);
    try {
      const blob = await fileBlob(file.id);
      setOpened({ file, url: URL.createObjectURL(blob) });
    } catch (error) {
      pushToast('error', error instanceof Error ? error.message : t('common.loadFailed'));
    } finally {
      setOpening(null);
    }
  };

  const download = async (file: UploadFile) => {
    try {
      const url = URL.createObjectURL(await fileBlob(file.id));
      const a = document.createElement('a');
      a.href = url;
      a.download = file.name;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      pushToast('error', error instanceof Error ? error.message : t('common.loadFailed'));
    }
  };

  const removeFile = async (file: UploadFile) => {
    if (!report) return;
    setBusy(true);
    try {
      await deleteFile(file.id);
      if (opened?.file.id === file.id) setOpened(null);
      // The deletion dropped the cached report: this asks for it again (and toasts a failure, as the call always did).
      setRecord(await toasting(reportDetail(report.id)).fetch());
      pushToast('success', t('uploads.deleted'));
    } catch {
      // The client showed the server's message.
    } finally {
      setBusy(false);
    }
  };

  const removeReport = async () => {
    if (!report) return;
    setBusy(true);
    try {
      await deleteReport(report.id);
      pushToast('success', t('uploads.deleted'));
      navigate(listPath);
    } catch {
      setBusy(false);
    }
  };

  if (state.status === 'loading') {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton shape="block" className="h-24" />
        <Skeleton shape="block" className="h-16" />
      </div>
    );
  }
  if (report === null) {
    return (
      <EmptyState
        role="alert"
        title={t('uploads.notFound')}
        action={
          <Link href={listPath} className={buttonVariants({ variant: 'secondary', wrap: true })}>
            {t('uploads.back')}
          </Link>
        }
      />
    );
  }

  const onlyOne = report.files.length <= 1;
  return (
    <div className="flex flex-col gap-4">
      <Card.Root>
        <Card.Content className="flex flex-col gap-2">
          <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
            <dt className="text-sm text-text-muted">{t('uploads.institution')}</dt>
            <dd className="m-0 text-base text-text">{report.institution}</dd>
            <dt className="text-sm text-text-muted">{t('uploads.recordType')}</dt>
            <dd className="m-0 text-base text-text">{uploadRecordTypeName(report.recordType, language)}</dd>
            <dt className="text-sm text-text-muted">{t('uploads.period')}</dt>
            <dd className="m-0 text-base text-text">{t('uploads.dates', { start: formatDay(report.startDate, language), end: formatDay(report.endDate, language) })}</dd>
          </dl>
          <p className="m-0 text-sm text-text-muted">{t('uploads.createdAt', { date: formatDateTime(report.createdAt, language) })}</p>
        </Card.Content>
      </Card.Root>

      <section aria-labelledby="upload-files" className="flex flex-col gap-2">
        <h2 id="upload-files" className="text-lg font-semibold text-text">
          {t('uploads.attachments')}
        </h2>
        <List.Root aria-labelledby="upload-files">
          {report.files.map((file) => (
            // Actions under the name on a phone, beside it when there is room: a long file name stays readable.
            <li key={file.id} className="m-0 flex flex-col gap-2 px-4 py-3 text-text sm:flex-row sm:items-center sm:justify-between">
              <div className="flex min-w-0 flex-col gap-0.5">
                <span className="text-base font-medium break-words">{file.name}</span>
                <span className="text-sm text-text-muted">{`${file.kind === 'pdf' ? 'PDF' : file.contentType === 'image/png' ? 'PNG' : 'JPEG'} · ${formatBytes(file.size, language)}`}</span>
              </div>
              <div className="flex shrink-0 flex-wrap gap-2">
                <Button size="sm" variant="secondary" loading={opening === file.id} aria-label={`${t('uploads.open')} ${file.name}`} onClick={() => void open(file)}>
                  {t('uploads.open')}
                </Button>
                <Button size="sm" variant="secondary" aria-label={`${t('uploads.download')} ${file.name}`} onClick={() => void download(file)}>
                  {t('uploads.download')}
                </Button>
                {onlyOne ? null : (
                  <ConfirmDialog
                    trigger={
                      <Button size="sm" variant="ghost" disabled={busy} aria-label={`${t('uploads.deleteFile')} ${file.name}`}>
                        {t('uploads.deleteFile')}
                      </Button>
                    }
                    title={t('uploads.deleteFileTitle')}
                    description={t('uploads.deleteFileBody', { name: file.name })}
                    confirmLabel={t('uploads.deleteFile')}
                    cancelLabel={t('uploads.cancel')}
                    onConfirm={() => void removeFile(file)}
                  />
                )}
              </div>
            </li>
          ))}
        </List.Root>
      </section>

      {opened ? (
        <section aria-label={t('uploads.preview', { name: opened.file.name })} className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-lg font-semibold text-text">{opened.file.name}</h2>
            <Button size="sm" variant="secondary" onClick={() => setOpened(null)}>
              {t('uploads.close')}
            </Button>
          </div>
          {opened.file.kind === 'pdf' ? (
            <LazyPdf src={opened.url} fileName={opened.file.name} messages="uploads.pdf" />
          ) : (
            <img src={opened.url} alt={opened.file.name} className="max-h-[70vh] w-auto max-w-full self-start rounded-md border border-border" />
          )}
        </section>
      ) : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <ConfirmDialog
          trigger={
            <Button variant="danger" disabled={busy}>
              {t('uploads.deleteReport')}
            </Button>
          }
          title={t('uploads.deleteReportTitle')}
          description={t('uploads.deleteReportBody', { institution: report.institution })}
          confirmLabel={t('uploads.deleteReport')}
          cancelLabel={t('uploads.cancel')}
          onConfirm={() => void removeReport()}
        />
        <Link href={editPath} className={buttonVariants({ variant: 'primary', wrap: true })}>
          {t('uploads.edit')}
        </Link>
      </div>
    </div>
  );
}
