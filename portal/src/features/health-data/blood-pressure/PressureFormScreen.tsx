import './messages.ts';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { useLocation, useSearch } from 'wouter';
import { DateField, NumberField, Skeleton } from '@macao-phr/design-system';
import { FormActions, parseId } from '../readings/FormActions.tsx';
import { FORM_FIELD } from '@macao-phr/contract';
import { ApiError } from '../../../api/index.ts';
import { pathOf } from '../../../routes/routes.ts';
import type { ScreenProps } from '../../../routes/screen-types.ts';
import { useScreenTitle } from '../../../hooks/useScreenTitle.ts';
import { $language, intlLocale } from '../../../stores/language.ts';
import { focusField } from '../../../hooks/focus-field.ts';
import { pushToast } from '../../../stores/toasts.ts';
import { formatDateTime, fromLocalInputValue, toLocalInputValue } from '../../../i18n/format.ts';
import { addReading, deleteReading, findReading, updateReading } from './api.ts';
import { formFields, serverFieldErrors, validateForm } from './form.ts';
import type { FormErrors, FormField, FormValues } from './form.ts';

/**
 * docs/product/routes.md /mob/addPressure and /web/addPressure: add a reading, or with ?id= edit or delete one.
 * Validated with the contract's schema before anything is sent (docs/product/validation.md); server-side field errors
 * land on the same fields; after saving, back to the list with a toast.
 */
export function PressureFormScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const search = useSearch();
  const [, navigate] = useLocation();
  const tree = route.tree ?? 'web';
  const listPath = pathOf('pressurePage', tree) ?? '';
  const id = parseId(search);
  const editing = id !== undefined;

  useScreenTitle(editing ? t('bloodPressure.formTitleEdit') : t('bloodPressure.formTitleAdd'));

  const [values, setValues] = useState<FormValues>(() => ({
    systolic: undefined,
    diastolic: undefined,
    pulse: undefined,
    recordTime: toLocalInputValue(new Date()),
  }));
  const [errors, setErrors] = useState<FormErrors>({});
  const [status, setStatus] = useState<'loading' | 'ready' | 'missing' | 'saving'>(editing ? 'loading' : 'ready');
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (id === undefined) return;
    const controller = new AbortController();
    findReading(id, controller.signal)
      .then((row) => {
        if (row === undefined) {
          setStatus('missing');
          return;
        }
        setValues({
          systolic: row.systolic,
          diastolic: row.diastolic,
          pulse: row.pulse,
          recordTime: toLocalInputValue(new Date(row.recordTime)),
        });
        setStatus('ready');
      })
      .catch(() => {
        if (!controller.signal.aborted) setStatus('missing');
      });
    return () => controller.abort();
  }, [id]);

  const focusFirstError = (found: FormErrors): void => {
    const first = formFields.find((field) => found[field] !== undefined);
    if (first !== undefined) focusField(formRef.current, first);
  };

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const checked = validateForm(values, language);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(checked.errors);
      return;
    }
    setErrors({});
    setStatus('saving');
    try {
      if (id === undefined) await addReading(checked.input, { toastOnError: false });
      else await updateReading(id, checked.input, { toastOnError: false });
      pushToast('success', t('bloodPressure.saved'));
      navigate(listPath);
    } catch (error) {
      setStatus('ready');
      const fromServer = serverFieldErrors(error);
      if (fromServer !== undefined) {
        setErrors(fromServer);
        focusFirstError(fromServer);
      } else if (error instanceof ApiError && error.kind === 'result') {
        // This call opted out of the client's toast to handle field errors; other failures still toast.
        pushToast('error', error.message);
      }
    }
  };

  const remove = async (): Promise<void> => {
    if (id === undefined) return;
    setStatus('saving');
    try {
      await deleteReading(id);
      pushToast('success', t('bloodPressure.deleted'));
      navigate(listPath);
    } catch {
      setStatus('ready');
    }
  };

  if (status === 'loading') {
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <span role="status" className="sr-only">
          {t('common.loading')}
        </span>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} shape="block" className="h-16" />
        ))}
      </div>
    );
  }

  if (status === 'missing') {
    return (
      <p role="alert" className="text-base text-danger">
        {t('common.loadFailed')}
      </p>
    );
  }

  const setNumber = (field: Exclude<FormField, 'recordTime'>) => (value: number) => setValues((v) => ({ ...v, [field]: value }));
  const numberField = (field: Exclude<FormField, 'recordTime'>) => (
    <NumberField
      name={field}
      label={t(`bloodPressure.${field}`)}
      value={values[field] ?? Number.NaN}
      onChange={setNumber(field)}
      isRequired
      validationBehavior="aria"
      hideStepper
      formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
      isInvalid={errors[field] !== undefined}
      errorMessage={errors[field]}
    />
  );

  const formError = errors[FORM_FIELD];
  const saving = status === 'saving';

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex max-w-xl flex-col gap-4">
      {formError !== undefined ? (
        <p role="alert" className="rounded-md border border-danger bg-surface-raised px-3 py-2 text-base text-danger">
          {formError}
        </p>
      ) : null}
      {numberField('systolic')}
      {numberField('diastolic')}
      {numberField('pulse')}
      <DateField
        name="recordTime"
        granularity="minute"
        label={t('bloodPressure.recordTime')}
        value={values.recordTime}
        onChange={(recordTime) => setValues((v) => ({ ...v, recordTime }))}
        isRequired
        isInvalid={errors.recordTime !== undefined}
        errorMessage={errors.recordTime}
        locale={intlLocale(language)}
        calendarLabel={t('common.chooseFromCalendar')}
        maxValue={toLocalInputValue(new Date()).slice(0, 10)}
      />
      <FormActions
        editing={editing}
        saving={saving}
        labels={{
          save: t('bloodPressure.save'),
          cancel: t('bloodPressure.cancel'),
          delete: t('bloodPressure.delete'),
          deleteTitle: t('bloodPressure.deleteTitle'),
          deleteBody: t('bloodPressure.deleteBody', { time: formatDateTime(fromLocalInputValue(values.recordTime) ?? '', language) }),
          deleteConfirm: t('bloodPressure.deleteConfirm'),
        }}
        onCancel={() => navigate(listPath)}
        onDelete={() => void remove()}
      />
    </form>
  );
}
