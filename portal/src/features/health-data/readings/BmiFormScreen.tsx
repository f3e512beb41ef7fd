import './messages.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { useSearch } from 'wouter';
import { Badge, NumberField } from '@macao-phr/design-system';
import { HEIGHT_RANGE, WEIGHT_RANGE, classifyBmi, computeBmi, truncateDecimals } from '@macao-phr/contract';
import { pathOf } from '../../../routes/routes.ts';
import type { ScreenProps } from '../../../routes/screen-types.ts';
import { useScreenTitle } from '../../../hooks/useScreenTitle.ts';
import { $language } from '../../../stores/language.ts';
import { formatNumber, toLocalInputValue } from '../../../i18n/format.ts';
import { addBmi, deleteBmi, findRow, homeData, listBmi, updateBmi } from './api.ts';
import { parseId, readingsActionLabels } from './FormActions.tsx';
import { ReadingFormFrame } from './ReadingFormFrame.tsx';
import { useReadingForm } from './use-reading-form.ts';
import { bmiFields, validateBmi } from './form.ts';
import type { BmiValues } from './form.ts';
import { bmiBadge } from './level.ts';

const inRange = (n: number | undefined, r: { min: number; max: number }): n is number => n !== undefined && !Number.isNaN(n) && n >= r.min && n <= r.max;

/** docs/product/routes.md addBmi: height and weight (docs/product/validation.md, two-decimal truncation), the BMI and its band as they are typed. */
export function BmiFormScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const [race, setRace] = useState(() => homeData().peek()?.race ?? 0);
  const id = parseId(useSearch());
  useScreenTitle(id !== undefined ? t('readings.editBmi') : t('readings.addBmi'));

  const form = useReadingForm({
    id,
    initial: (): BmiValues => ({ height: undefined, weight: undefined, recordTime: toLocalInputValue(new Date()) }),
    fields: bmiFields,
    find: (reading, signal) => findRow((pageNum) => listBmi({ pageNum, pageSize: 100 }, 'self').fetch(signal), reading),
    toValues: (row) => ({ height: row.height, weight: row.weight, recordTime: toLocalInputValue(new Date(row.recordTime)) }),
    validate: validateBmi,
    save: (input, editing, options) => (editing === undefined ? addBmi(input, options) : updateBmi(editing, input, options)),
    remove: (reading) => deleteBmi(reading),
    back: pathOf('bmiPage', route.tree ?? 'web') ?? '',
    saved: t('readings.saved'),
    deleted: t('readings.deleted'),
  });
  const { values, setValues, errors } = form;

  // docs/product/entities.md: race selects the BMI bands; the server bands stored readings, this previews the one typed.
  useEffect(() => {
    const controller = new AbortController();
    homeData()
      .fetch(controller.signal)
      .then((home) => setRace(home.race), () => {});
    return () => controller.abort();
  }, []);

  const field = (name: 'height' | 'weight', range: { min: number; max: number }) => (
    <NumberField
      name={name}
      label={t(`readings.${name}`)}
      value={values[name] ?? Number.NaN}
      onChange={(n) => setValues((v) => ({ ...v, [name]: Number.isNaN(n) ? undefined : truncateDecimals(n) }))}
      isRequired
      validationBehavior="aria"
      hideStepper
      formatOptions={{ maximumFractionDigits: 2, useGrouping: false }}
      isInvalid={errors[name] !== undefined}
      errorMessage={errors[name]}
      description={`${formatNumber(range.min, language)}–${formatNumber(range.max, language)}`}
    />
  );

  const ready = inRange(values.height, HEIGHT_RANGE) && inRange(values.weight, WEIGHT_RANGE);
  const bmi = ready ? computeBmi(values.height ?? 0, values.weight ?? 0) : undefined;
  const level = bmi === undefined ? undefined : classifyBmi(bmi, race);

  return (
    <ReadingFormFrame form={form} recordTimeLabel={t('readings.recordTime')} actionLabels={(time) => readingsActionLabels(t, time)}>
      {field('height', HEIGHT_RANGE)}
      {field('weight', WEIGHT_RANGE)}
      <p aria-live="polite" className="flex flex-wrap items-center gap-2 text-base" data-testid="bmi-preview">
        {bmi === undefined || level === undefined ? (
          <span className="text-text-muted">{t('readings.bmiNeedsValues')}</span>
        ) : (
          <>
            <span>{`${t('readings.computedBmi')} ${formatNumber(bmi, language)}`}</span>
            <Badge variant={bmiBadge(level)}>{t(`readings.bmiLevel.${level}`)}</Badge>
          </>
        )}
      </p>
    </ReadingFormFrame>
  );
}
