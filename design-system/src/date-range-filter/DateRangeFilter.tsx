'use client';

import { Suspense, lazy, useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { CalendarDate, getLocalTimeZone, parseDate, today as todayIn } from '@internationalized/date';
import {
  Button,
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
import { CalendarIcon } from '../lib/icons.tsx';
import { dateRangeYears } from './years.ts';
import { refAsProp } from '../lib/ref-prop.ts';
import { DateSegments, SegmentedDateField } from '../lib/segmented-date-field.tsx';

export { dateRangeYears };

// The calendar (grid, month navigation, popover, dialog) is fetched on the first press of a calendar button:
// typing a date needs none of it, and the list routes that show this filter stay small. (A react-aria
// DatePicker would bring the popover and calendar modules along with the field, so the field stays a
// DateField and the lazily loaded part is the Popover + Calendar, anchored to the button.)
const CalendarPopover = lazy(() => import('./CalendarPopover.tsx').then((m) => ({ default: m.CalendarPopover })));

export type DateRangePreset = 'last3Months' | 'last6Months' | 'custom';

export const dateRangePresets: readonly DateRangePreset[] = ['last3Months', 'last6Months', 'custom'];

/** Dates are ISO calendar dates (`2026-11-23`), so the value crosses the API and URLs unchanged. */
export interface DateRangeValue {
  preset: DateRangePreset;
  start: string | null;
  end: string | null;
}

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
  /** @default Period */
  label?: string;
  /** @default { last3Months: 'Last three months', last6Months: 'Last six months', custom: 'Custom' } */
  presetLabels?: Partial<Record<DateRangePreset, string>>;
  /** @default Start date */
  startLabel?: string;
  /** @default End date */
  endLabel?: string;
  /**
   * Accessible name of the button beside each date that opens a calendar (the field's label follows it).
   * @default Choose from a calendar
   */
  calendarLabel?: string;
  /** @default Please select a start time first */
  startRequiredMessage?: string;
  /** @default The end time cannot be earlier than the start time */
  endBeforeStartMessage?: string;
  /** @default Enter a year between 1901 and 2099 */
  yearOutOfRangeMessage?: string;
  /**
   * The locale of the date fields and their calendars (order of day, month and year; digits; month and
   * weekday names): the app's language, so an en-US
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

export const DateRangeFilter = /* @__PURE__ */ refAsProp(function DateRangeFilter({
  value,
  defaultValue,
  onValueChange,
  onValidityChange,
  today,
  label = 'Period',
  presetLabels,
  startLabel = 'Start date',
  endLabel = 'End date',
  calendarLabel = 'Choose from a calendar',
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
  // Which date's calendar is open; the first open fetches the calendar's code.
  const [calendarFor, setCalendarFor] = useState<'start' | 'end' | null>(null);
  const [calendarWanted, setCalendarWanted] = useState(false);
  const idPrefix = useId();
  const buttons = { start: useRef<HTMLButtonElement>(null), end: useRef<HTMLButtonElement>(null) };
  const change = (which: 'start' | 'end', next: DateValue | null) => {
    const day = next ? new CalendarDate(next.year, next.month, next.day) : null;
    if (which === 'start') {
      setStart(day);
      commitCustom(day, end);
    } else {
      setEnd(day);
      commitCustom(start, day);
    }
  };

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
        <div className="flex flex-wrap gap-3 sm:max-w-xl" data-slot="date-range-filter-custom">
          {(
            [
              ['start', startLabel, start, startError],
              ['end', endLabel, end, endError],
            ] as const
          ).map(([which, fieldLabel, date, error]) => (
            <SegmentedDateField
              key={which}
              // Its hidden inputs carry a name: browsers flag (and Lighthouse counts) inputs with neither id nor name.
              name={`${idPrefix}-${which}`}
              value={date}
              onChange={(next) => change(which, next)}
              isInvalid={error !== undefined}
              granularity="day"
              className={cn(fieldClasses.root, 'min-w-44 flex-1')}
            >
              <Label id={`${idPrefix}-${which}-label`} className={fieldClasses.label}>{fieldLabel}</Label>
              <div className={cn(fieldClasses.input, 'flex items-center gap-1 pe-0 has-data-focus-within:outline-2 has-data-focus-within:outline-focus', error !== undefined && 'border-danger')}>
                <DateSegments className="flex flex-1 items-center outline-none">
                  {(segment) => <DateSegment segment={segment} className={fieldClasses.dateSegment} />}
                </DateSegments>
                <Button
                  ref={buttons[which]}
                  id={`${idPrefix}-${which}-calendar`}
                  aria-label={calendarLabel}
                  // Named by its own text and the field's label, as react-aria's DatePicker names its button.
                  aria-labelledby={`${idPrefix}-${which}-calendar ${idPrefix}-${which}-label`}
                  aria-haspopup="dialog"
                  aria-expanded={calendarFor === which}
                  onPress={() => {
                    setCalendarWanted(true);
                    setCalendarFor(which);
                  }}
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-e-md text-text outline-none data-hovered:bg-surface-sunken data-focus-visible:outline-2 data-focus-visible:-outline-offset-2 data-focus-visible:outline-focus"
                >
                  <CalendarIcon aria-hidden="true" />
                </Button>
              </div>
              <FieldError className={fieldClasses.error}>{error}</FieldError>
              {calendarWanted ? (
                <Suspense fallback={null}>
                  <CalendarPopover
                    triggerRef={buttons[which]}
                    isOpen={calendarFor === which}
                    onOpenChange={(open) => setCalendarFor(open ? which : null)}
                    value={date}
                    onChange={(next) => {
                      change(which, next);
                      setCalendarFor(null);
                    }}
                    label={fieldLabel}
                  />
                </Suspense>
              ) : null}
            </SegmentedDateField>
          ))}
        </div>
      ) : null}
    </div>
  );
  return locale === undefined ? filter : <I18nProvider locale={locale}>{filter}</I18nProvider>;
});
