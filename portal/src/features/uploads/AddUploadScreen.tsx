import './messages.ts';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { useLocation, useSearch } from 'wouter';
import { Button, ConfirmDialog, DateField, EmptyState, List, Select, Skeleton, TextField, UploadWidget, hasUploadFailures } from '@macao-phr/design-system';
import type { UploadItem } from '@macao-phr/design-system';
import {
  FORM_FIELD,
  ResultCode,
  UPLOAD_FILE_MAX_BYTES,
  UPLOAD_IMAGES_MAX,
  UPLOAD_PDFS_MAX,
  UPLOAD_RECORD_TYPES,
  checkAttachments,
  fieldErrors,
  resultMessage,
  uploadRecordTypeName,
  uploadReportFieldsSchema,
  validationMessages,
} from '@macao-phr/contract';
import type { UploadFile } from '@macao-phr/contract';
import { ApiError } from '../../api/index.ts';
import { pathOf } from '../../routes/routes.ts';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { useScreenTitle } from '../../hooks/useScreenTitle.ts';
import { $language, intlLocale } from '../../stores/language.ts';
import { focusField } from '../../hooks/focus-field.ts';
import { pushToast } from '../../stores/toasts.ts';
import { parseId } from '../health-data/readings/FormActions.tsx';
import { useSideLoad } from '../common/loaded.tsx';
import { deleteFile, freeSpace, reportDetail, saveReport, updateReport, uploadFile } from './api.ts';
import { formatBytes } from './format.ts';

/** Answers about the file itself, which the same file can never pass. */
const REFUSED_FOR_GOOD: ReadonlySet<string> = new Set([ResultCode.UPLOAD_FILE_TYPE, ResultCode.UPLOAD_FILE_TOO_LARGE]);

type Values = { institution: string; startDate: string; endDate: string; recordType: string };
type Errors = Partial<Record<keyof Values | 'attachments' | typeof FORM_FIELD, string>>;
const fields: readonly (keyof Values)[] = ['institution', 'startDate', 'endDate', 'recordType'];

/**
 * docs/product/routes.md addUpload (and, with ?id=, editing a report): institution, start and end date, record type and
 * attachments (docs/product/entities.md). Each file goes up on its own as soon as it is picked (UploadWidget: progress, retry);
 * the report is saved with the files that arrived. Limits from contract (docs/product/validation.md) are checked here and again by
 * the server; leaving with files that failed or still upload asks first (docs/product/validation.md warning).
 */
export function AddUploadScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const search = useSearch();
  const [, navigate] = useLocation();
  const tree = route.tree ?? 'web';
  const id = parseId(search);
  const listPath = pathOf('myUpload', tree) ?? '';
  const detailPath = pathOf('detailUpload', tree) ?? '';
  const back = id === undefined ? listPath : `${detailPath}?id=${id}`;
  useScreenTitle(id === undefined ? t('uploads.add') : t('uploads.edit'));

  const [values, setValues] = useState<Values>({ institution: '', startDate: '', endDate: '', recordType: '' });
  const [existing, setExisting] = useState<UploadFile[]>([]);
  const [items, setItems] = useState<UploadItem[]>([]);
  const remaining = useSideLoad(freeSpace())?.freeBytes;
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<'loading' | 'ready' | 'missing' | 'saving'>(id === undefined ? 'ready' : 'loading');
  const [leaving, setLeaving] = useState(false);
  /** Why a file failed, by file name: the server's translated message (wrong type, no space, upload failed). */
  const [failures, setFailures] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (id === undefined) return;
    const controller = new AbortController();
    // Through the query cache, but never drawn from an older copy it holds: the form saves its values back whole, so it
    // starts from the report as it is now.
    reportDetail(id)
      .fetch(controller.signal)
      .then((r) => {
        setValues({ institution: r.institution, startDate: r.startDate, endDate: r.endDate, recordType: String(r.recordType) });
        setExisting(r.files);
        setStatus('ready');
      })
      .catch(() => {
        if (!controller.signal.aborted) setStatus('missing');
      });
    return () => controller.abort();
  }, [id]);

  const uploaded = items.filter((i) => i.status === 'done').map((i) => i.result as UploadFile);
  // Files that arrived but belong to no saved report count against the space until they are deleted: leaving the
  // page in any way (Cancel -> Leave, a link, the back button) deletes them at once rather than after a day.
  const unsaved = useRef<readonly number[]>([]);
  const discarded = useRef(false);
  unsaved.current = status === 'saving' || discarded.current ? [] : uploaded.map((f) => f.id);
  useEffect(
    () => () => {
      for (const fileId of unsaved.current) void deleteFile(fileId, { toastOnError: false }).catch(() => undefined);
    },
    [],
  );
  const discard = async () => {
    const ids = unsaved.current;
    discarded.current = true;
    unsaved.current = [];
    await Promise.allSettled(ids.map((fileId) => deleteFile(fileId, { toastOnError: false })));
    navigate(back);
  };
  const pending = hasUploadFailures(items);
  const notUploaded = validationMessages[language]['upload.notUploaded'];

  const show = (found: Errors) => {
    setErrors(found);
    const first = [...fields, 'attachments' as const].find((f) => found[f] !== undefined);
    if (first === 'attachments') formRef.current?.querySelector<HTMLElement>('[data-attachments] button')?.focus();
    else if (first !== undefined) focusField(formRef.current, first);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const files = [...existing, ...uploaded];
    const body = { ...values, recordType: values.recordType === '' ? undefined : Number(values.recordType), fileIds: files.map((f) => f.id) };
    const parsed = uploadReportFieldsSchema.safeParse(body);
    const found: Errors = {};
    if (!parsed.success) {
      for (const [field, messages] of Object.entries(fieldErrors(parsed.error, language))) {
        if ((fields as readonly string[]).includes(field)) found[field as keyof Values] ??= messages[0];
      }
    }
    const limits = pending ? null : checkAttachments(files.map((f) => ({ kind: f.kind, size: f.size })));
    if (pending) found.attachments = notUploaded;
    else if (limits !== null) found.attachments = resultMessage(limits, language);
    if (Object.keys(found).length > 0 || !parsed.success) return show(found);
    setErrors({});
    setStatus('saving');
    try {
      const saved = id === undefined ? await saveReport(parsed.data, { toastOnError: false }) : await updateReport({ ...parsed.data, id }, { toastOnError: false });
      pushToast('success', t('uploads.saved'));
      navigate(`${detailPath}?id=${saved.id}`);
    } catch (error) {
      setStatus('ready');
      if (error instanceof ApiError && error.resultCode === ResultCode.VALIDATION_FAILED) {
        const data = error.data as { fieldErrors?: Record<string, string[]> } | null;
        const fromServer: Errors = {};
        for (const [field, messages] of Object.entries(data?.fieldErrors ?? {})) {
          if ((fields as readonly string[]).includes(field)) fromServer[field as keyof Values] = messages[0];
        }
        show(Object.keys(fromServer).length > 0 ? fromServer : { [FORM_FIELD]: error.message });
      } else if (error instanceof ApiError && error.kind === 'result') {
        show({ attachments: error.message });
      }
    }
  };

  const cancel = () => {
    // Files that failed, still upload, or arrived but are not saved yet: ask first (docs/product/validation.md warning).
    if (pending || uploaded.length > 0) setLeaving(true);
    else navigate(back);
  };

  if (status === 'loading') {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} shape="block" className="h-14" />
        ))}
      </div>
    );
  }
  if (status === 'missing') return <EmptyState role="alert" title={t('uploads.notFound')} />;

  const images = existing.filter((f) => f.kind === 'image').length;
  const pdfs = existing.length - images;
  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const dateField = (field: 'startDate' | 'endDate') => (
    <DateField
      name={field}
      label={t(`uploads.${field}`)}
      value={values[field]}
      onChange={set(field)}
      isRequired
      isInvalid={errors[field] !== undefined}
      errorMessage={errors[field]}
      locale={intlLocale(language)}
      calendarLabel={t('common.chooseFromCalendar')}
    />
  );

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className="flex max-w-2xl flex-col gap-4">
      {errors[FORM_FIELD] ? (
        <p role="alert" className="text-sm text-danger">
          {errors[FORM_FIELD]}
        </p>
      ) : null}
      <TextField
        name="institution"
        label={t('uploads.institution')}
        description={t('uploads.institutionHint')}
        value={values.institution}
        onChange={set('institution')}
        maxLength={200}
        isRequired
        validationBehavior="aria"
        isInvalid={errors.institution !== undefined}
        errorMessage={errors.institution}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {dateField('startDate')}
        {dateField('endDate')}
      </div>
      <Select
        name="recordType"
        label={t('uploads.recordType')}
        placeholder={t('uploads.chooseType')}
        value={values.recordType}
        onValueChange={set('recordType')}
        isRequired
        isInvalid={errors.recordType !== undefined}
        errorMessage={errors.recordType}
        options={UPLOAD_RECORD_TYPES.map((n) => ({ value: String(n), label: uploadRecordTypeName(n, language) }))}
      />
      <fieldset className="flex flex-col gap-2" data-attachments>
        <legend className="text-sm font-medium text-text">{t('uploads.attachments')}</legend>
        {existing.length > 0 ? (
          <List.Root aria-label={t('uploads.existing')}>
            {existing.map((f) => (
              <List.Item
                key={f.id}
                title={f.name}
                description={formatBytes(f.size, language)}
                trailing={
                  <Button variant="secondary" size="sm" aria-label={t('uploads.removeFile', { name: f.name })} onClick={() => setExisting((list) => list.filter((x) => x.id !== f.id))}>
                    {t('uploads.widget.remove')}
                  </Button>
                }
              />
            ))}
          </List.Root>
        ) : null}
        <UploadWidget
          upload={async (file, context) => {
            try {
              const stored = await uploadFile(file, context.onProgress, context.signal);
              setFailures(({ [file.name]: _gone, ...rest }) => rest);
              return stored;
            } catch (error) {
              if (error instanceof ApiError) {
                setFailures((f) => ({ ...f, [file.name]: error.message }));
                // The server refused this file itself (its type or size): trying it again cannot succeed, so no Retry.
                if (error.resultCode !== undefined && REFUSED_FOR_GOOD.has(error.resultCode)) throw Object.assign(error, { retryable: false });
              }
              throw error;
            }
          }}
          onValueChange={(next) => {
            setItems(next);
            setErrors(({ attachments: _done, ...rest }) => rest);
          }}
          maxFileSize={UPLOAD_FILE_MAX_BYTES}
          maxImages={UPLOAD_IMAGES_MAX - images}
          maxPdfs={UPLOAD_PDFS_MAX - pdfs}
          {...(remaining === undefined ? {} : { remainingSpace: remaining })}
          warnOnUnload
          isDisabled={status === 'saving'}
          messages={{
            dropHere: t('uploads.widget.dropHere'),
            choose: t('uploads.widget.choose'),
            hint: t('uploads.attachmentsHint'),
            uploading: t('uploads.widget.uploading'),
            done: t('uploads.widget.done'),
            failed: t('uploads.widget.failed'),
            retry: t('uploads.widget.retry'),
            remove: t('uploads.widget.remove'),
            listLabel: t('uploads.attachments'),
            tooLarge: (name) => t('uploads.widget.tooLarge', { name }),
            tooManyImages: (max) => t('uploads.widget.tooManyImages', { count: max }),
            tooManyPdfs: (max) => t('uploads.widget.tooManyPdfs', { count: max }),
            noSpace: (name) => t('uploads.widget.noSpace', { name }),
            wrongType: (name) => t('uploads.widget.wrongType', { name }),
            leaveWarning: notUploaded,
            formatSize: (bytes) => formatBytes(bytes, language),
          }}
        />
        <div role="status" className="flex flex-col gap-1">
          {items
            .filter((i) => i.status === 'failed' && failures[i.file.name] !== undefined)
            .map((i) => (
              <p key={i.id} className="m-0 text-sm text-danger">
                {`${i.file.name}: ${failures[i.file.name] ?? ''}`}
              </p>
            ))}
        </div>
        {errors.attachments ? (
          <p role="alert" className="text-sm text-danger">
            {errors.attachments}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={status === 'saving'} onClick={cancel}>
          {t('uploads.cancel')}
        </Button>
        <Button type="submit" loading={status === 'saving'}>
          {t('uploads.save')}
        </Button>
      </div>
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        title={t('uploads.leaveTitle')}
        description={[pending ? notUploaded : '', uploaded.length > 0 ? t('uploads.leaveDiscards', { count: uploaded.length }) : ''].join(' ').trim()}
        confirmLabel={t('uploads.leave')}
        cancelLabel={t('uploads.stay')}
        onConfirm={() => void discard()}
      />
    </form>
  );
}
