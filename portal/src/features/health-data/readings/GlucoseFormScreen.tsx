import './messages.ts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSearch } from 'wouter';
import { EmptyState, NumberField } from '@macao-phr/design-system';
import { GLUCOSE_SAMPLES, GLUCOSE_TIMINGS, HOURS_AFTER_MEAL, isAfterMeal, truncateDecimals } from '@macao-phr/contract';
import type { GlucoseSample, GlucoseTiming } from '@macao-phr/contract';
import { pathOf } from '../../../routes/routes.ts';
import type { RouteName } from '../../../routes/routes.ts';
import type { ScreenProps } from '../../../routes/screen-types.ts';
import { useScreenTitle } from '../../../hooks/useScreenTitle.ts';
import { toLocalInputValue } from '../../../i18n/format.ts';
import { addGlucose, deleteGlucose, findRow, listGlucose, pregnancyHomeData, updateGlucose } from './api.ts';
import type { GlucoseKind } from './api.ts';
import { parseId, readingsActionLabels } from './FormActions.tsx';
import { ReadingFormFrame } from './ReadingFormFrame.tsx';
import { useReadingForm } from './use-reading-form.ts';
import { glucoseFields, validateGlucose } from './form.ts';
import { LabelledSelect } from '../../common/labelled-select.tsx';
import type { GlucoseValues } from './form.ts';

const hourOptions = Array.from({ length: HOURS_AFTER_MEAL.max - HOURS_AFTER_MEAL.min + 1 }, (_, i) => HOURS_AFTER_MEAL.min + i);

function Select({ name, label, value, onChange, options, error, required }: { name: string; label: string; value: string; onChange: (v: string) => void; options: readonly { value: string; label: string }[]; error: string | undefined; required?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <LabelledSelect
      id={id}
      label={label}
      className="flex flex-col gap-1"
      selectClassName="min-h-11 rounded-md border border-border bg-surface px-3 text-base text-text aria-invalid:border-danger"
      name={name}
      value={value}
      required={required}
      aria-invalid={error !== undefined}
      aria-describedby={error !== undefined ? `${id}-error` : undefined}
      onChange={(e) => onChange(e.target.value)}
      after={
        error !== undefined ? (
          <p id={`${id}-error`} className="text-sm text-danger">
            {error}
          </p>
        ) : null
      }
    >
      <option value="">{t('readings.choose')}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </LabelledSelect>
  );
}

/**
 * docs/product/routes.md addSugar (and assayTrend/fingertipBloodGlucose/add): value 0.1-30.0, timing, hours after the meal
 * for an after-meal timing, capillary or venous (docs/product/validation.md); `?kind=pregnancy` adds a gestational reading.
 */
export function GlucoseFormScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const search = useSearch();
  const tree = route.tree ?? 'web';
  const kind: GlucoseKind = new URLSearchParams(search).get('kind') === 'pregnancy' ? 'pregnancy' : 'general';
  // The fingertip trend's own add form returns to that trend, where the new value shows.
  const backName: RouteName = kind === 'pregnancy' ? 'gestationalDiabetes' : route.name === 'addFingertipGlucose' ? 'fingertipGlucoseTrend' : 'healthData';
  const id = parseId(search);
  useScreenTitle(id !== undefined ? t('readings.editGlucose') : kind === 'pregnancy' ? t('readings.addGestational') : t('readings.addGlucose'));

  const form = useReadingForm({
    id,
    initial: (): GlucoseValues => ({
      value: undefined,
      timing: '',
      hoursAfterMeal: undefined,
      sample: kind === 'pregnancy' || route.name === 'addFingertipGlucose' ? 'capillary' : '',
      recordTime: toLocalInputValue(new Date()),
    }),
    fields: glucoseFields,
    find: (reading, signal) => findRow((pageNum) => listGlucose(kind, { pageNum, pageSize: 100 }, 'self').fetch(signal), reading),
    findKey: kind,
    toValues: (row) => ({ value: row.value, timing: row.timing, hoursAfterMeal: row.hoursAfterMeal ?? undefined, sample: row.sample, recordTime: toLocalInputValue(new Date(row.recordTime)) }),
    validate: validateGlucose,
    save: (input, editing, options) => (editing === undefined ? addGlucose(kind, input, options) : updateGlucose(kind, editing, input, options)),
    remove: (reading) => deleteGlucose(kind, reading),
    back: pathOf(backName, tree) ?? '',
    saved: t('readings.saved'),
    deleted: t('readings.deleted'),
  });
  const { values, setValues, errors } = form;

  // A new gestational reading is for a pregnant resident only (the server refuses it too): anyone else is told so
  // and offered no form, even when they open the address directly. Unknown until the profile answers.
  // Opened again, what the query cache holds answers at once while it is asked again (a failed refresh keeps it).
  const [pregnant, setPregnant] = useState<boolean | null | 'failed'>(() => (kind === 'pregnancy' && id === undefined ? (pregnancyHomeData().peek()?.pregnant ?? null) : true));
  useEffect(() => {
    if (kind !== 'pregnancy' || id !== undefined) return;
    const controller = new AbortController();
    pregnancyHomeData()
      .fetch(controller.signal)
      .then(
        (home) => setPregnant(home.pregnant),
        () => {
          if (!controller.signal.aborted) setPregnant((shown) => (shown === null ? 'failed' : shown));
        },
      );
    return () => controller.abort();
  }, [kind, id]);

  if (pregnant === false) return <EmptyState data-not-in-group="pregnancy" title={t('readings.notPregnant')} />;

  const afterMeal = values.timing !== '' && isAfterMeal(values.timing);

  return (
    <ReadingFormFrame
      form={form}
      recordTimeLabel={t('readings.recordTime')}
      actionLabels={(time) => readingsActionLabels(t, time)}
      waitFor={pregnant === null ? 'loading' : pregnant === 'failed' ? 'missing' : undefined}
    >
      <NumberField
        name="value"
        label={t('readings.value')}
        value={values.value ?? Number.NaN}
        onChange={(n) => setValues((v) => ({ ...v, value: Number.isNaN(n) ? undefined : truncateDecimals(n) }))}
        isRequired
        validationBehavior="aria"
        hideStepper
        formatOptions={{ maximumFractionDigits: 2, useGrouping: false }}
        isInvalid={errors.value !== undefined}
        errorMessage={errors.value}
      />
      <Select
        name="timing"
        label={t('readings.timingLabel')}
        value={values.timing}
        required
        onChange={(timing) => setValues((v) => ({ ...v, timing: timing as GlucoseTiming | '', hoursAfterMeal: timing !== '' && isAfterMeal(timing as GlucoseTiming) ? v.hoursAfterMeal : undefined }))}
        options={GLUCOSE_TIMINGS.map((value) => ({ value, label: t(`readings.timing.${value}`) }))}
        error={errors.timing}
      />
      {afterMeal ? (
        <Select
          name="hoursAfterMeal"
          label={t('readings.hoursLabel')}
          value={values.hoursAfterMeal === undefined ? '' : String(values.hoursAfterMeal)}
          required
          onChange={(h) => setValues((v) => ({ ...v, hoursAfterMeal: h === '' ? undefined : Number(h) }))}
          options={hourOptions.map((h) => ({ value: String(h), label: t('readings.hoursOption', { count: h }) }))}
          error={errors.hoursAfterMeal}
        />
      ) : null}
      <Select
        name="sample"
        label={t('readings.sampleLabel')}
        value={values.sample}
        required
        onChange={(sample) => setValues((v) => ({ ...v, sample: sample as GlucoseSample | '' }))}
        options={GLUCOSE_SAMPLES.map((value) => ({ value, label: t(`readings.sample.${value}`) }))}
        error={errors.sample}
      />
    </ReadingFormFrame>
  );
}
