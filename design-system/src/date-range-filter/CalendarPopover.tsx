'use client';

import { useMemo, type ReactNode, type RefObject } from 'react';
import {
  Button,
  ButtonContext,
  CalendarCell,
  CalendarContext,
  CalendarGrid,
  CalendarStateContext,
  Dialog,
  Heading,
  HeadingContext,
  Popover,
  Provider,
  TextContext,
  VisuallyHidden,
  useLocale,
  useRenderProps,
  type DateValue,
} from 'react-aria-components';
import { useCalendar } from 'react-aria/useCalendar';
import { mergeProps } from 'react-aria/mergeProps';
import { useCalendarState, type CalendarProps } from 'react-stately/useCalendarState';
import { CalendarDate } from '@internationalized/date';
import { cn } from '../lib/cn.ts';
import { createGregorianCalendar, gregorianLocale } from '../lib/gregorian.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../lib/icons.tsx';
import { dateRangeYears } from './years.ts';

const navButton = [
  'inline-flex size-11 items-center justify-center rounded-md text-text outline-none',
  'data-hovered:bg-surface-sunken data-focus-visible:outline-2 data-focus-visible:outline-focus data-disabled:opacity-50',
].join(' ');

export interface CalendarPopoverProps {
  /** The button that opens it: the popover is placed against it and focus returns to it on close. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  value: CalendarDate | null;
  onChange: (value: DateValue) => void;
  /** The date field's label, naming the dialog. */
  label: string;
  /** The first and last days that can be picked. @default 1901-01-01 and 2099-12-31 */
  minValue?: CalendarDate;
  maxValue?: CalendarDate;
}

/**
 * react-aria-components' Calendar, the same elements and contexts (its CalendarGrid, CalendarCell, Heading and
 * previous/next Buttons work inside it unchanged), with a Gregorian-only state (../lib/gregorian.ts): theirs always
 * brings every calendar system of `@internationalized/date`.
 */
function DayCalendar({ className, children, ...props }: CalendarProps<DateValue> & { className: string; children: ReactNode }) {
  const { locale } = useLocale();
  const calendarLocale = useMemo(() => gregorianLocale(locale), [locale]);
  const state = useCalendarState({ ...props, locale: calendarLocale, createCalendar: createGregorianCalendar });
  const { calendarProps, prevButtonProps, nextButtonProps, errorMessageProps, title } = useCalendar(props, state);
  const { children: rendered, ...renderProps } = useRenderProps({
    className,
    children,
    values: { state, isDisabled: props.isDisabled ?? false, isInvalid: state.isValueInvalid },
    defaultClassName: 'react-aria-Calendar',
  });
  return (
    <div {...mergeProps(renderProps, calendarProps)} data-disabled={props.isDisabled || undefined} data-invalid={state.isValueInvalid || undefined}>
      <Provider
        values={[
          [ButtonContext, { slots: { previous: prevButtonProps, next: nextButtonProps } }],
          [HeadingContext, { 'aria-hidden': true, level: 2, children: title }],
          [CalendarStateContext, state],
          // What CalendarGrid reads of its Calendar's props.
          [CalendarContext, { firstDayOfWeek: props.firstDayOfWeek }],
          [TextContext, { slots: { errorMessage: errorMessageProps } }],
        ]}
      >
        <VisuallyHidden>
          <h2>{calendarProps['aria-label']}</h2>
        </VisuallyHidden>
        {rendered}
        <VisuallyHidden>
          <button aria-label={nextButtonProps['aria-label']} disabled={nextButtonProps.isDisabled} onClick={() => state.focusNextPage()} tabIndex={-1} />
        </VisuallyHidden>
      </Provider>
    </div>
  );
}

/**
 * The calendar of a DateRangeFilter or DateField date: a react-aria Calendar in a Popover anchored to the field's
 * calendar button. Loaded only when a calendar button is first pressed, so the typing-only path (and every
 * list route) does not carry it. Month and weekday names, the day names read out and the previous/next
 * labels come from the nearest I18nProvider's locale (the filter's `locale`).
 */
export function CalendarPopover({ triggerRef, isOpen, onOpenChange, value, onChange, label, minValue, maxValue }: CalendarPopoverProps) {
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement="bottom end"
      className="rounded-lg border border-border bg-surface-raised p-3 text-text shadow-lg outline-none"
    >
      <Dialog aria-label={label} className="outline-none">
        <DayCalendar
          value={value}
          onChange={onChange}
          autoFocus
          minValue={minValue ?? new CalendarDate(dateRangeYears.min, 1, 1)}
          maxValue={maxValue ?? new CalendarDate(dateRangeYears.max, 12, 31)}
          className="flex flex-col gap-2"
        >
          <header className="flex items-center justify-between gap-2">
            <Button slot="previous" className={navButton}>
              <ChevronLeftIcon aria-hidden="true" />
            </Button>
            <Heading className="m-0 text-base font-semibold" />
            <Button slot="next" className={navButton}>
              <ChevronRightIcon aria-hidden="true" />
            </Button>
          </header>
          <CalendarGrid className="border-collapse">
            {(date) => (
              <CalendarCell
                date={date}
                className={cn(
                  'flex size-10 cursor-pointer items-center justify-center rounded-full text-sm tabular-nums text-text outline-none',
                  'data-hovered:bg-surface-sunken data-outside-month:hidden data-disabled:cursor-default data-disabled:text-text-muted',
                  'data-focus-visible:outline-2 data-focus-visible:outline-offset-1 data-focus-visible:outline-focus',
                  'data-selected:bg-primary data-selected:text-primary-foreground',
                )}
              />
            )}
          </CalendarGrid>
        </DayCalendar>
      </Dialog>
    </Popover>
  );
}
