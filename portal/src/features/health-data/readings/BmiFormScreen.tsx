import './messages.ts';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { useLocation, useSearch } from 'wouter';
import { Badge, DateField, NumberField, Skeleton } from '@macao-phr/design-system';
import { FORM_FIELD, HEIGHT_RANGE, WEIGHT_RANGE, classifyBmi, computeBmi, truncateDecimals } from '@macao-phr/contract';
import { ApiError } from '../../../api/index.ts';
import { pathOf } from '../../../routes/routes.ts';
import type { ScreenProps } from '../../../routes/screen-types.ts';
import { useScreenTitle } from '../../../hooks/useScreenTitle.ts';
import { $language, intlLocale } from '../../../stores/language.ts';
import { focusField } from '../../../hooks/focus-field.ts';
import { pushToast } from '../../../stores/toasts.ts';
import { formatDateTime, formatNumber, fromLocalInputValue, toLocalInputValue } from '../../../i18n/format.ts';
import { addBmi, deleteBmi, findRow, homeData, listBmi, updateBmi } from './api.ts';
import { FormActions, parseId, readingsActionLabels } from './FormActions.tsx';
import { bmiFields, serverErrors, validateBmi } from './form.ts';
import type { BmiValues, Errors } from './form.ts';
import { bmiBadge } from './level.ts';

const inRange = (n: number | undefined, r: { min: number; max: number }): n is number => n !== undefined && !Number.isNaN(n) && n >= r.min && n <= r.max;

/** docs/product/routes.md addBmi: height and weight (docs/product/validation.md, two-decimal truncation), the BMI and its band as they are typed. */
export function BmiFormScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const [race, setRace] = useState(0);
  const search = useSearch();
  const [, navigate] = useLocation();
  const tree = route.tree ?? 'web';
  const back = pathOf('bmiPage', tree) ?? '';
  const id = parseId(search);
  useScreenTitle(id !== undefined ? t('readings.editBmi') : t('readings.addBmi'));

  const [values, setValues] = useState<BmiValues>(() => ({ height: undefined, weight: undefined, recordTime: toLocalInputValue(new Date()) }));
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<'loading' | 'ready' | 'missing' | 'saving'>(id !== undefined ? 'loading' : 'ready');
  const formRef = useRef<HTMLFormElement>(null);

  // docs/product/entities.md: race selects the BMI bands; the server bands stored readings, this previews the one typed.
  useEffect(() => {
    const controller = new AbortController();
    homeData({ signal: controller.signal, toastOnError: false }).then((home) => setRace(home.race), () => {});
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (id === undefined) return;
    const controller = new AbortController();
    findRow((pageNum) => listBmi({ pageNum, pageSize: 100 }, 'self', { signal: controller.signal }), id)
      .then((row) => {
        if (row === undefined) return setStatus('missing');
        setValues({ height: row.height, weight: row.weight, recordTime: toLocalInputValue(new Date(row.recordTime)) });
        setStatus('ready');
      })
      .catch(() => {
        if (!controller.signal.aborted) setStatus('missing');
      });
    return () => controller.abort();
  }, [id]);

  const show = (found: Errors) => {
    setErrors(found);
    const first = bmiFields.find((f) => found[f] !== undefined);
    if (first !== undefined) focusField(formRef.current, first);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateBmi(values, language);
    if (!checked.ok) return show(checked.errors);
    setErrors({});
    setStatus('saving');
    try {
      if (id === undefined) await addBmi(checked.input, { toastOnError: false });
      else await updateBmi(id, checked.input, { toastOnError: false });
      pushToast('success', t('readings.saved'));
      navigate(back);
    } catch (error) {
      setStatus('ready');
      const fromServer = serverErrors(error, bmiFields);
      if (fromServer !== undefined) show(fromServer);
      else if (error instanceof ApiError && error.kind === 'result') pushToast('error', error.message);
    }
  };

  const remove = async () => {
    if (id === undefined) return;
    setStatus('saving');
    try {
      await deleteBmi(id);
      pushToast('success', t('readings.deleted'));
      navigate(back);
    } catch {
      setStatus('ready');
    }
  };

  if (status === 'loading') return <Skeleton shape="block" className="h-40" />;
  if (status === 'missing')
    return (
      <p role="alert" className="text-base text-danger">
        {t('common.loadFailed')}
      </p>
    );

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
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className="flex max-w-xl flex-col gap-4">
      {errors[FORM_FIELD] !== undefined ? (
        <p role="alert" className="rounded-md border border-danger bg-surface-raised px-3 py-2 text-base text-danger">
          {errors[FORM_FIELD]}
        </p>
      ) : null}
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
