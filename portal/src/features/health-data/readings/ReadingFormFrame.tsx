import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { FORM_FIELD } from '@macao-phr/contract';
import { Alert, DateField, FormStack, Skeleton } from '@macao-phr/design-system';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDateTime, fromLocalInputValue, toLocalInputValue } from '../../../i18n/format.ts';
import { $language, intlLocale } from '../../../stores/language.ts';
import { FormActions } from './FormActions.tsx';
import type { FormActionLabels } from './FormActions.tsx';
import type { ReadingForm } from './use-reading-form.ts';

/**
 * The frame of a reading form: while the reading to edit loads, placeholders; when it cannot be found, the words of
 * the failure; else the form with an error about the whole form first, the reading's own fields (children), the time
 * it was measured (never in the future) and the footer (save, cancel, and delete with a confirmation when editing).
 */
export function ReadingFormFrame<V extends { readonly recordTime: string }, F extends string>({
  form,
  recordTimeLabel,
  actionLabels,
  waitFor,
  children,
}: {
  readonly form: ReadingForm<V, F | 'recordTime'>;
  readonly recordTimeLabel: string;
  /** The footer's words, given the reading's time (the delete confirmation names it). */
  readonly actionLabels: (time: string) => FormActionLabels;
  /** A check of the form's own that comes first (whether a gestational reading may be added): loading or failed. */
  readonly waitFor?: 'loading' | 'missing' | undefined;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useStore($language);
  const { values, setValues, errors } = form;
  const status = form.status === 'loading' ? 'loading' : (waitFor ?? form.status);

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
  if (status === 'missing') return <Alert variant="error">{t('common.loadFailed')}</Alert>;

  return (
    <FormStack ref={form.formRef} onSubmit={(event) => void form.submit(event)} error={errors[FORM_FIELD]}>
      {children}
      <DateField
        name="recordTime"
        granularity="minute"
        label={recordTimeLabel}
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
        editing={form.editing}
        saving={form.saving}
        labels={actionLabels(formatDateTime(fromLocalInputValue(values.recordTime) ?? '', language))}
        onCancel={form.cancel}
        onDelete={() => void form.remove()}
      />
    </FormStack>
  );
}
