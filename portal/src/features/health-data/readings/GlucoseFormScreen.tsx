import './messages.ts';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { useLocation, useSearch } from 'wouter';
import { DateField, EmptyState, NumberField, Skeleton } from '@macao-phr/design-system';
import { FORM_FIELD, GLUCOSE_SAMPLES, GLUCOSE_TIMINGS, HOURS_AFTER_MEAL, isAfterMeal, truncateDecimals } from '@macao-phr/contract';
import type { GlucoseSample, GlucoseTiming } from '@macao-phr/contract';
import { ApiError } from '../../../api/index.ts';
import { pathOf } from '../../../routes/routes.ts';
import type { RouteName } from '../../../routes/routes.ts';
import type { ScreenProps } from '../../../routes/screen-types.ts';
import { useScreenTitle } from '../../../hooks/useScreenTitle.ts';
import { $language, intlLocale } from '../../../stores/language.ts';
import { focusField } from '../../../hooks/focus-field.ts';
import { pushToast } from '../../../stores/toasts.ts';
import { formatDateTime, fromLocalInputValue, toLocalInputValue } from '../../../i18n/format.ts';
import { addGlucose, deleteGlucose, findRow, listGlucose, pregnancyHomeData, updateGlucose } from './api.ts';
import type { GlucoseKind } from './api.ts';
import { FormActions, parseId, readingsActionLabels } from './FormActions.tsx';
import { glucoseFields, serverErrors, validateGlucose } from './form.ts';
import type { Errors, GlucoseValues } from './form.ts';

const hourOptions = Array.from({ length: HOURS_AFTER_MEAL.max - HOURS_AFTER_MEAL.min + 1 }, (_, i) => HOURS_AFTER_MEAL.min + i);

function Select({ name, label, value, onChange, options, error, required }: { name: string; label: string; value: string; onChange: (v: string) => void; options: readonly { value: string; label: string }[]; error: string | undefined; required?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-base font-medium text-text">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        required={required}
        aria-invalid={error !== undefined}
        aria-describedby={error !== undefined ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        className="min-h-11 rounded-md border border-border bg-surface px-3 text-base text-text aria-invalid:border-danger"
      >
        <option value="">{t('readings.choose')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error !== undefined ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * docs/product/routes.md addSugar (and assayTrend/fingertipBloodGlucose/add): value 0.1-30.0, timing, hours after the meal
 * for an after-meal timing, capillary or venous (docs/product/validation.md); `?kind=pregnancy` adds a gestational reading.
 */
export function GlucoseFormScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const search = useSearch();
  const [, navigate] = useLocation();
  const tree = route.tree ?? 'web';
  const params = new URLSearchParams(search);
  const kind: GlucoseKind = params.get('kind') === 'pregnancy' ? 'pregnancy' : 'general';
  // The fingertip trend's own add form returns to that trend, where the new value shows.
  const backName: RouteName = kind === 'pregnancy' ? 'gestationalDiabetes' : route.name === 'addFingertipGlucose' ? 'fingertipGlucoseTrend' : 'healthData';
  const back = pathOf(backName, tree) ?? '';
  const id = parseId(search);
  useScreenTitle(id !== undefined ? t('readings.editGlucose') : kind === 'pregnancy' ? t('readings.addGestational') : t('readings.addGlucose'));

  const [values, setValues] = useState<GlucoseValues>(() => ({
    value: undefined,
    timing: '',
    hoursAfterMeal: undefined,
    sample: kind === 'pregnancy' || route.name === 'addFingertipGlucose' ? 'capillary' : '',
    recordTime: toLocalInputValue(new Date()),
  }));
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<'loading' | 'ready' | 'missing' | 'saving'>(id !== undefined ? 'loading' : 'ready');
  const formRef = useRef<HTMLFormElement>(null);
  // A new gestational reading is for a pregnant resident only (the server refuses it too): anyone else is told so
  // and offered no form, even when they open the address directly. Unknown until the profile answers.
  const [pregnant, setPregnant] = useState<boolean | null>(kind === 'pregnancy' && id === undefined ? null : true);

  useEffect(() => {
    if (kind !== 'pregnancy' || id !== undefined) return;
    const controller = new AbortController();
    pregnancyHomeData({ signal: controller.signal }).then(
      (home) => setPregnant(home.pregnant),
      () => {
        if (!controller.signal.aborted) setStatus('missing');
      },
    );
    return () => controller.abort();
  }, [kind, id]);

  useEffect(() => {
    if (id === undefined) return;
    const controller = new AbortController();
    findRow((pageNum) => listGlucose(kind, { pageNum, pageSize: 100 }, 'self', { signal: controller.signal }), id)
      .then((row) => {
        if (row === undefined) return setStatus('missing');
        setValues({ value: row.value, timing: row.timing, hoursAfterMeal: row.hoursAfterMeal ?? undefined, sample: row.sample, recordTime: toLocalInputValue(new Date(row.recordTime)) });
        setStatus('ready');
      })
      .catch(() => {
        if (!controller.signal.aborted) setStatus('missing');
      });
    return () => controller.abort();
  }, [id, kind]);

  const show = (found: Errors) => {
    setErrors(found);
    const first = glucoseFields.find((f) => found[f] !== undefined);
    if (first !== undefined) focusField(formRef.current, first);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateGlucose(values, language);
    if (!checked.ok) return show(checked.errors);
    setErrors({});
    setStatus('saving');
    try {
      if (id === undefined) await addGlucose(kind, checked.input, { toastOnError: false });
      else await updateGlucose(kind, id, checked.input, { toastOnError: false });
      pushToast('success', t('readings.saved'));
      navigate(back);
    } catch (error) {
      setStatus('ready');
      const fromServer = serverErrors(error, glucoseFields);
      if (fromServer !== undefined) show(fromServer);
      else if (error instanceof ApiError && error.kind === 'result') pushToast('error', error.message);
    }
  };

  const remove = async () => {
    if (id === undefined) return;
    setStatus('saving');
    try {
      await deleteGlucose(kind, id);
      pushToast('success', t('readings.deleted'));
      navigate(back);
    } catch {
      setStatus('ready');
    }
  };

  if (status === 'loading' || pregnant === null) return <Skeleton shape="block" className="h-40" />;
  if (!pregnant) return <EmptyState data-not-in-group="pregnancy" title={t('readings.notPregnant')} />;
  if (status === 'missing')
    return (
      <p role="alert" className="text-base text-danger">
        {t('common.loadFailed')}
      </p>
    );

  const afterMeal = values.timing !== '' && isAfterMeal(values.timing);

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className="flex max-w-xl flex-col gap-4">
      {errors[FORM_FIELD] !== undefined ? (
        <p role="alert" className="rounded-md border border-danger bg-surface-raised px-3 py-2 text-base text-danger">
          {errors[FORM_FIELD]}
        </p>
      ) : null}
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
      <DateField
        name="recordTime"
        granularity="minute"
        label={t('readings.recordTime')}
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
        editing={id !== undefined}
        saving={status === 'saving'}
        labels={readingsActionLabels(t, formatDateTime(fromLocalInputValue(values.recordTime) ?? '', language))}
        onCancel={() => navigate(back)}
        onDelete={() => void remove()}
      />
    </form>
  );
}
