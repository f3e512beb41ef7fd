import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { CalendarDate, getLocalTimeZone, parseDate, today as todayIn } from '@internationalized/date';
import {
  DateField,
  DateInput,
  DateSegment,
  FieldError,
  I18nProvider,
  Label,
  Radio,
  RadioGroup,
  type DateValue,
} from 'react-aria-components';
import { cn } from '../lib/cn.ts';
import { fieldClasses } from '../lib/field.ts';

export type DateRangePreset = 'last3Months' | 'last6Months' | 'custom';

export const dateRangePresets: readonly DateRangePreset[] = ['last3Months', 'last6Months', 'custom'];

/** Dates are ISO calendar dates (`2026-11-23`), so the value crosses the API and URLs unchanged. */
export interface DateRangeValue {
  preset: DateRangePreset;
  start: string | null;
  end: string | null;
}

/** Years a date may take (the portal's rule: 1901-2099); others are refused. */
export const dateRangeYears = { min: 1901, max: 2099 } as const;

export interface DateRangeFilterProps extends Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> {
  value?: DateRangeValue;
  /** @default the last three months */
  defaultValue?: DateRangeValue;
  /** Fires with a preset's range, with `custom` and null dates when custom is chosen, and again once both custom dates are valid. */
  onValueChange?: (value: DateRangeValue) => void;
  /**
   * Fires false while the custom dates shown do not make a range (an end without a start, an end before the
   * start, a year out of range), and true again once they do or a preset is chosen. `onValueChange` still holds
   * the last valid range then, so a list must not show results for it: it is not the range on screen.
   */
  onValidityChange?: (valid: boolean) => void;
  /** The day presets count back from (ISO). @default today in the local time zone */
  today?: string;
  /** @default 'Period' */
  label?: string;
  /** @default { last3Months: 'Last three months', last6Months: 'Last six months', custom: 'Custom' } */
  presetLabels?: Partial<Record<DateRangePreset, string>>;
  /** @default 'Start date' */
  startLabel?: string;
  /** @default 'End date' */
  endLabel?: string;
  /** @default 'Please select a start time first' */
  startRequiredMessage?: string;
  /** @default 'The end time cannot be earlier than the start time' */
  endBeforeStartMessage?: string;
  /** @default 'Enter a year between 1901 and 2099' */
  yearOutOfRangeMessage?: string;
  /**
   * The locale of the date fields (order of day, month and year; digits): the app's language, so an en-US
   * browser still reads D/M/Y in a portal whose English is en-GB. @default the nearest I18nProvider's, else the browser's
   */
  locale?: string;
}

const defaultPresetLabels: Record<DateRangePreset, string> = {
  last3Months: 'Last three months',
  last6Months: 'Last six months',
  custom: 'Custom',
};

/** The range a preset stands for, ending on `today` (both ISO). */
export function presetRange(preset: Exclude<DateRangePreset, 'custom'>, today: string): { start: string; end: string } {
  const end = parseDate(today);
  return { start: end.subtract({ months: preset === 'last3Months' ? 3 : 6 }).toString(), end: end.toString() };
}

const toDate = (iso: string | null): CalendarDate | null => (iso ? parseDate(iso) : null);
const yearOk = (date: DateValue | null) => !date || (date.year >= dateRangeYears.min && date.year <= dateRangeYears.max);

const segmentClasses = [
  'rounded-sm px-0.5 tabular-nums text-text outline-none',
  'data-placeholder:text-text-muted data-[type=literal]:px-0 data-[type=literal]:text-text-muted',
  'data-focused:bg-primary data-focused:text-primary-foreground',
].join(' ');

export function DateRangeFilter({
  value,
  defaultValue,
  onValueChange,
  onValidityChange,
  today,
  label = 'Period',
  presetLabels,
  startLabel = 'Start date',
  endLabel = 'End date',
  startRequiredMessage = 'Please select a start time first',
  endBeforeStartMessage = 'The end time cannot be earlier than the start time',
  yearOutOfRangeMessage = `Enter a year between ${dateRangeYears.min} and ${dateRangeYears.max}`,
  locale,
  className,
  ...props
}: DateRangeFilterProps) {
  const todayIso = today ?? todayIn(getLocalTimeZone()).toString();
  const initial = defaultValue ?? { preset: 'last3Months' as const, ...presetRange('last3Months', todayIso) };
  const [own, setOwn] = useState<DateRangeValue>(initial);
  const current = value ?? own;
  const setCurrent = (next: DateRangeValue) => {
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  // Custom dates being typed live here until they make a valid range.
  const [start, setStart] = useState<CalendarDate | null>(() => (current.preset === 'custom' ? toDate(current.start) : null));
  const [end, setEnd] = useState<CalendarDate | null>(() => (current.preset === 'custom' ? toDate(current.end) : null));

  const startError = !yearOk(start) ? yearOutOfRangeMessage : !start && end ? startRequiredMessage : undefined;
  const endError = !yearOk(end)
    ? yearOutOfRangeMessage
    : start && end && end.compare(start) < 0
      ? endBeforeStartMessage
      : undefined;

  const valid = current.preset !== 'custom' || (startError === undefined && endError === undefined);
  const onValidityRef = useRef(onValidityChange);
  onValidityRef.current = onValidityChange;
  const reported = useRef(true);
  useEffect(() => {
    if (reported.current === valid) return;
    reported.current = valid;
    onValidityRef.current?.(valid);
  }, [valid]);

  const commitCustom = (nextStart: CalendarDate | null, nextEnd: CalendarDate | null) => {
    if (!nextStart || !nextEnd || !yearOk(nextStart) || !yearOk(nextEnd) || nextEnd.compare(nextStart) < 0) return;
    setCurrent({ preset: 'custom', start: nextStart.toString(), end: nextEnd.toString() });
  };

  const labels = { ...defaultPresetLabels, ...presetLabels };

  const filter = (
    <div data-slot="date-range-filter" data-preset={current.preset} className={cn('flex flex-col gap-3', className)} {...props}>
      <RadioGroup
        value={current.preset}
        orientation="horizontal"
        onChange={(next) => {
          const preset = dateRangePresets.find((p) => p === next) ?? 'last3Months';
          if (preset === 'custom') {
            const valid = start && end && yearOk(start) && yearOk(end) && end.compare(start) >= 0;
            setCurrent({ preset, start: valid ? start.toString() : null, end: valid ? end.toString() : null });
          } else {
            setCurrent({ preset, ...presetRange(preset, todayIso) });
          }
        }}
        className="flex flex-col gap-1.5"
      >
        <Label className={fieldClasses.label}>{label}</Label>
        <div className="flex flex-wrap gap-2">
          {dateRangePresets.map((preset) => (
            <Radio
              key={preset}
              value={preset}
              className={cn(
                'flex min-h-11 cursor-pointer items-center rounded-full border border-border-strong bg-surface-raised px-4 text-base text-text',
                'data-hovered:bg-surface-sunken data-focus-visible:outline-2 data-focus-visible:outline-offset-2 data-focus-visible:outline-focus',
                'data-selected:border-primary data-selected:bg-primary data-selected:text-primary-foreground',
              )}
            >
              {labels[preset]}
            </Radio>
          ))}
        </div>
      </RadioGroup>

      {current.preset === 'custom' ? (
        <div className="flex flex-wrap gap-3" data-slot="date-range-filter-custom">
          {(
            [
              ['start', startLabel, start, startError],
              ['end', endLabel, end, endError],
            ] as const
          ).map(([which, fieldLabel, date, error]) => (
            <DateField
              key={which}
              value={date}
              onChange={(next) => {
                const day = next ? new CalendarDate(next.year, next.month, next.day) : null;
                if (which === 'start') {
                  setStart(day);
                  commitCustom(day, end);
                } else {
                  setEnd(day);
                  commitCustom(start, day);
                }
              }}
              isInvalid={error !== undefined}
              granularity="day"
              className={cn(fieldClasses.root, 'min-w-44 flex-1')}
            >
              <Label className={fieldClasses.label}>{fieldLabel}</Label>
              <DateInput className={cn(fieldClasses.input, 'flex items-center data-focus-within:outline-2 data-focus-within:outline-focus')}>
                {(segment) => <DateSegment segment={segment} className={segmentClasses} />}
              </DateInput>
              <FieldError className={fieldClasses.error}>{error}</FieldError>
            </DateField>
          ))}
        </div>
      ) : null}
    </div>
  );
  return locale === undefined ? filter : <I18nProvider locale={locale}>{filter}</I18nProvider>;
}
