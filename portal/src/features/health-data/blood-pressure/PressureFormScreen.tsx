import './messages.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSearch } from 'wouter';
import { NumberField } from '@macao-phr/design-system';
import { parseId } from '../readings/FormActions.tsx';
import { ReadingFormFrame } from '../readings/ReadingFormFrame.tsx';
import { useReadingForm } from '../readings/use-reading-form.ts';
import { bloodPressureFields, validateBloodPressure } from '../readings/form.ts';
import type { BloodPressureField, BloodPressureValues } from '../readings/form.ts';
import { pathOf } from '../../../routes/routes.ts';
import type { ScreenProps } from '../../../routes/screen-types.ts';
import { useScreenTitle } from '../../../hooks/useScreenTitle.ts';
import { toLocalInputValue } from '../../../i18n/format.ts';
import { addReading, deleteReading, findReading, updateReading } from './api.ts';

/**
 * docs/product/routes.md /mob/addPressure and /web/addPressure: add a reading, or with ?id= edit or delete one.
 * Validated with the contract's schema before anything is sent (docs/product/validation.md); server-side field errors
 * land on the same fields; after saving, back to the list with a toast.
 */
export function PressureFormScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const id = parseId(useSearch());
  useScreenTitle(id !== undefined ? t('bloodPressure.formTitleEdit') : t('bloodPressure.formTitleAdd'));

  const form = useReadingForm({
    id,
    initial: (): BloodPressureValues => ({ systolic: undefined, diastolic: undefined, pulse: undefined, recordTime: toLocalInputValue(new Date()) }),
    fields: bloodPressureFields,
    find: findReading,
    toValues: (row) => ({ systolic: row.systolic, diastolic: row.diastolic, pulse: row.pulse, recordTime: toLocalInputValue(new Date(row.recordTime)) }),
    validate: validateBloodPressure,
    save: (input, editing, options) => (editing === undefined ? addReading(input, options) : updateReading(editing, input, options)),
    remove: (reading) => deleteReading(reading),
    back: pathOf('pressurePage', route.tree ?? 'web') ?? '',
    saved: t('bloodPressure.saved'),
    deleted: t('bloodPressure.deleted'),
  });

  const numberField = (field: Exclude<BloodPressureField, 'recordTime'>) => (
    <NumberField
      name={field}
      label={t(`bloodPressure.${field}`)}
      value={form.values[field] ?? Number.NaN}
      onChange={(value: number) => form.setValues((v) => ({ ...v, [field]: value }))}
      isRequired
      validationBehavior="aria"
      hideStepper
      formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
      isInvalid={form.errors[field] !== undefined}
      errorMessage={form.errors[field]}
    />
  );

  return (
    <ReadingFormFrame
      form={form}
      recordTimeLabel={t('bloodPressure.recordTime')}
      actionLabels={(time) => ({
        save: t('bloodPressure.save'),
        cancel: t('bloodPressure.cancel'),
        delete: t('bloodPressure.delete'),
        deleteTitle: t('bloodPressure.deleteTitle'),
        deleteBody: t('bloodPressure.deleteBody', { time }),
        deleteConfirm: t('bloodPressure.deleteConfirm'),
      })}
    >
      {numberField('systolic')}
      {numberField('diastolic')}
      {numberField('pulse')}
    </ReadingFormFrame>
  );
}
