'use client';

import { Suspense, lazy, useId, useRef, useState } from 'react';
import { CalendarDate, parseDate, parseDateTime, type CalendarDateTime } from '@internationalized/date';
import { Button, DateSegment, FieldError, I18nProvider, Label, Text, type DateValue } from 'react-aria-components';
import { cn } from '../lib/cn.ts';
import { fieldClasses } from '../lib/field.ts';
import { CalendarIcon } from '../lib/icons.tsx';
import { DateSegments, SegmentedDateField } from '../lib/segmented-date-field.tsx';

// The calendar is the DateRangeFilter's, fetched on the first press of the calendar button (typing needs none of it).
const CalendarPopover = lazy(() => import('../date-range-filter/CalendarPopover.tsx').then((m) => ({ default: m.CalendarPopover })));

export type DateFieldGranularity = 'day' | 'minute';

export interface DateFieldProps {
  /** Visible label, also the name of the segments' group. */
  label: string;
  /**
   * The value as a native date input would give it: `2026-11-23` (day) or `2026-11-23T08:30` (minute, no zone),
   * or '' while empty or incomplete, so a form's state and its schema stay as they were with `<input type="date">`.
   */
  value: string;
  onChange: (value: string) => void;
  /** @default day */
  granularity?: DateFieldGranularity;
  /** Put on the root as `data-name` (focus the first segment with `[data-name=x] [role=spinbutton]`) and on a hidden input. */
  name?: string;
  description?: string;
  /** Shown when `isInvalid` is set: the app's own, translated words (the field adds none of its own). */
  errorMessage?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** First and last days the calendar offers (ISO dates); typing is checked by the app's validation. */
  minValue?: string;
  maxValue?: string;
  /**
   * The locale of the segments and the calendar (order of day, month and year; 12 or 24 hours; digits, month
   * names): the app's language, so an en-US browser does not impose M/D/Y. @default the nearest I18nProvider's
   */
  locale?: string;
  /** Accessible name of the calendar button (the field's label follows it). Without it there is no calendar button. */
  calendarLabel?: string;
  className?: string;
}

/** '' or a malformed string is an empty field; a date-time string is cut to what the granularity shows. */
function toValue(value: string, granularity: DateFieldGranularity): CalendarDate | CalendarDateTime | null {
  if (value === '') return null;
  try {
    if (granularity === 'day') return parseDate(value.slice(0, 10));
    const time = parseDateTime(value.length === 10 ? `${value}T00:00` : value.slice(0, 16));
    return time;
  } catch {
    return null;
  }
}

function fromValue(value: DateValue | null, granularity: DateFieldGranularity): string {
  if (value === null) return '';
  const day = new CalendarDate(value.year, value.month, value.day).toString();
  if (granularity === 'day') return day;
  const pad = (n: number) => String(n).padStart(2, '0');
  const hour = 'hour' in value ? value.hour : 0;
  const minute = 'minute' in value ? value.minute : 0;
  return `${day}T${pad(hour)}:${pad(minute)}`;
}

const parseDay = (iso: string | undefined): CalendarDate | undefined => {
  if (iso === undefined) return undefined;
  try {
    return parseDate(iso.slice(0, 10));
  } catch {
    return undefined;
  }
};

/**
 * A date, or a date and time, typed in segments ordered by the given locale (react-aria's date field, Gregorian
 * calendar), with an optional calendar button for the day. The value crosses as the string a native input would give, so it can replace
 * `<input type="date">` / `type="datetime-local"`, whose order follows the browser's locale instead of the app's.
 */
export function DateField({
  label,
  value,
  onChange,
  granularity = 'day',
  name,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  minValue,
  maxValue,
  locale,
  calendarLabel,
  className,
}: DateFieldProps) {
  const idPrefix = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [calendarWanted, setCalendarWanted] = useState(false);
  const current = toValue(value, granularity);
  const invalid = isInvalid === true;

  const field = (
    <SegmentedDateField
      data-slot="date-field"
      data-name={name}
      // Its hidden inputs always carry a name: browsers flag (and Lighthouse counts) form inputs with neither id nor name.
      name={name ?? idPrefix}
      value={current}
      onChange={(next) => onChange(fromValue(next, granularity))}
      granularity={granularity}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={invalid}
      validationBehavior="aria"
      shouldForceLeadingZeros
      className={cn(fieldClasses.root, className)}
    >
      <Label id={`${idPrefix}-label`} className={fieldClasses.label}>
        {label}
        {isRequired ? <span aria-hidden="true" className={fieldClasses.required}>*</span> : null}
      </Label>
      <div
        className={cn(
          fieldClasses.input,
          'flex items-center gap-1 has-data-focus-within:outline-2 has-data-focus-within:outline-focus',
          calendarLabel !== undefined && 'pe-0',
          invalid && 'border-danger',
          isDisabled && 'cursor-not-allowed opacity-50',
        )}
      >
        <DateSegments className="flex flex-1 flex-wrap items-center outline-none">
          {(segment) => (
            <DateSegment
              // Node's ICU puts a narrow no-break space before AM/PM where browsers put a plain one: the same
              // space on both sides, so server-rendered HTML hydrates without a text mismatch.
              segment={segment.type === 'literal' ? { ...segment, text: segment.text.replace(/\u202f/g, ' ') } : segment}
              className={fieldClasses.dateSegment}
            />
          )}
        </DateSegments>
        {calendarLabel !== undefined ? (
          <Button
            ref={buttonRef}
            id={`${idPrefix}-calendar`}
            aria-label={calendarLabel}
            // Named by its own text and the field's label, as react-aria's DatePicker names its button.
            aria-labelledby={`${idPrefix}-calendar ${idPrefix}-label`}
            aria-haspopup="dialog"
            aria-expanded={calendarOpen}
            isDisabled={isDisabled}
            onPress={() => {
              setCalendarWanted(true);
              setCalendarOpen(true);
            }}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-e-md text-text outline-none data-hovered:bg-surface-sunken data-focus-visible:outline-2 data-focus-visible:-outline-offset-2 data-focus-visible:outline-focus"
          >
            <CalendarIcon aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      {description ? <Text slot="description" className={fieldClasses.description}>{description}</Text> : null}
      <FieldError className={fieldClasses.error}>{errorMessage}</FieldError>
      {calendarWanted ? (
        <Suspense fallback={null}>
          <CalendarPopover
            triggerRef={buttonRef}
            isOpen={calendarOpen}
            onOpenChange={setCalendarOpen}
            value={current === null ? null : new CalendarDate(current.year, current.month, current.day)}
            onChange={(day) => {
              // A picked day keeps the time already typed.
              const next = current !== null && 'hour' in current ? current.set({ year: day.year, month: day.month, day: day.day }) : day;
              onChange(fromValue(next, granularity));
              setCalendarOpen(false);
            }}
            label={label}
            minValue={parseDay(minValue)}
            maxValue={parseDay(maxValue)}
          />
        </Suspense>
      ) : null}
    </SegmentedDateField>
  );
  return locale === undefined ? field : <I18nProvider locale={locale}>{field}</I18nProvider>;
}
