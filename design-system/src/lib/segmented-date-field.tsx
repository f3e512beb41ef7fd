'use client';

import { cloneElement, useContext, useMemo, useRef, type ReactElement, type ReactNode } from 'react';
import { parseDate, parseDateTime, toCalendarDate, toCalendarDateTime, toLocalTimeZone } from '@internationalized/date';
import { useDateField, type AriaDateFieldProps } from 'react-aria/useDateField';
import { useVisuallyHidden } from 'react-aria/VisuallyHidden';
import { useDateFieldState, type DateFieldState, type DateSegment, type DateValue } from 'react-stately/useDateFieldState';
import {
  DateFieldStateContext,
  FieldErrorContext,
  FormContext,
  Group,
  GroupContext,
  Input,
  InputContext,
  LabelContext,
  Provider,
  TextContext,
  useLocale,
  useRenderProps,
  useSlottedContext,
} from 'react-aria-components';
import { createGregorianCalendar, gregorianLocale } from './gregorian.ts';

export interface SegmentedDateFieldProps<T extends DateValue>
  extends Omit<AriaDateFieldProps<T>, 'label' | 'description' | 'errorMessage' | 'validationState' | 'validationBehavior'> {
  validationBehavior?: 'native' | 'aria';
  className?: string;
  children?: ReactNode;
  'data-slot'?: string;
  'data-name'?: string;
}

/**
 * react-aria-components' DateField, the same elements, attributes and contexts (so its Label, Text, FieldError and
 * DateSegment work inside it unchanged), with a Gregorian-only react-aria state (./gregorian.ts): the bundle of an
 * app showing a date carries one calendar system instead of all of them. The children hold a Label and a
 * `DateSegments`; the field always has a visible Label (the Label's element is a span, named by `aria-labelledby`).
 */
export function SegmentedDateField<T extends DateValue>({ className, children, 'data-slot': slot, 'data-name': dataName, ...props }: SegmentedDateFieldProps<T>) {
  const { validationBehavior: formValidationBehavior } = useSlottedContext(FormContext) ?? {};
  const validationBehavior = props.validationBehavior ?? formValidationBehavior ?? 'native';
  const { locale } = useLocale();
  const calendarLocale = useMemo(() => gregorianLocale(locale), [locale]);
  const state = useDateFieldState({ ...props, locale: calendarLocale, createCalendar: createGregorianCalendar, validationBehavior });
  const fieldRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { labelProps, fieldProps, inputProps, descriptionProps, errorMessageProps, ...validation } = useDateField(
    { ...props, label: true, inputRef, validationBehavior },
    state,
    fieldRef,
  );
  const renderProps = useRenderProps({
    className,
    children,
    values: { state, isInvalid: state.isInvalid, isDisabled: state.isDisabled, isReadOnly: state.isReadOnly, isRequired: props.isRequired ?? false },
    defaultClassName: 'react-aria-DateField',
  });

  return (
    <Provider
      values={[
        [DateFieldStateContext, state],
        [GroupContext, { ...fieldProps, ref: fieldRef, isInvalid: state.isInvalid, isDisabled: state.isDisabled }],
        [InputContext, { ...inputProps, ref: inputRef }],
        [LabelContext, { ...labelProps, elementType: 'span' }],
        [TextContext, { slots: { description: descriptionProps, errorMessage: errorMessageProps } }],
        [FieldErrorContext, validation],
      ]}
    >
      <div
        data-slot={slot}
        data-name={dataName}
        {...renderProps}
        data-invalid={state.isInvalid || undefined}
        data-disabled={state.isDisabled || undefined}
        data-readonly={state.isReadOnly || undefined}
        data-required={props.isRequired || undefined}
      />
      <HiddenDateInput name={props.name} autoComplete={props.autoComplete} isDisabled={props.isDisabled} state={state} />
    </Provider>
  );
}

/** The segments of the enclosing SegmentedDateField, as react-aria-components' DateInput renders them there. */
export function DateSegments({ className, children }: { className: string; children: (segment: DateSegment) => ReactElement }) {
  const state = useContext(DateFieldStateContext);
  if (!state) throw new Error('DateSegments belongs inside a SegmentedDateField');
  return (
    <>
      <Group className={className} isReadOnly={state.isReadOnly} isInvalid={state.isInvalid} isDisabled={state.isDisabled}>
        {state.segments.map((segment, i) => cloneElement(children(segment), { key: i }))}
      </Group>
      <Input className="" />
    </>
  );
}

const timeSegments = { hour: 1, minute: 2, second: 3 } as const;

/**
 * react-aria-components' hidden native date input (not exported by it): what a browser's autofill fills in, and the
 * field's name in the page. Its value is never submitted (`form=""`).
 */
function HiddenDateInput({ name, autoComplete, isDisabled, state }: { name?: string; autoComplete?: string; isDisabled?: boolean; state: DateFieldState }) {
  // Fixed at the top left, so focusing it never scrolls the page.
  const { visuallyHiddenProps } = useVisuallyHidden({ style: { position: 'fixed', top: 0, left: 0 } });
  const { granularity, value } = state;
  let dateValue = '';
  if (value) {
    dateValue = granularity === 'day' ? toCalendarDate(value).toString() : toCalendarDateTime('timeZone' in value ? toLocalTimeZone(value) : value).toString();
  }
  const validated = granularity in timeSegments ? ['hour', 'minute', 'second'].slice(0, timeSegments[granularity as keyof typeof timeSegments]) : [];
  return (
    <div {...visuallyHiddenProps} aria-hidden data-react-aria-prevent-focus data-a11y-ignore="aria-hidden-focus" data-testid="hidden-dateinput-container">
      <input
        tabIndex={-1}
        autoComplete={autoComplete}
        disabled={isDisabled}
        type={granularity === 'day' ? 'date' : 'datetime-local'}
        form=""
        name={name}
        step={granularity === 'second' ? 1 : granularity === 'hour' ? 3600 : 60}
        value={dateValue}
        onChange={(event) => {
          const text = event.target.value;
          if (!text) return;
          try {
            const next = granularity === 'day' ? parseDate(text) : parseDateTime(text);
            // Each segment is set first: the state commits a value only once every segment is filled.
            for (const type of ['year', 'month', 'day', ...validated]) {
              if (type in next) state.setSegment(type as 'day', (next as unknown as Record<string, number>)[type]!);
            }
            state.setValue(next);
          } catch {
            // Not a date: the field keeps its value.
          }
        }}
      />
    </div>
  );
}
