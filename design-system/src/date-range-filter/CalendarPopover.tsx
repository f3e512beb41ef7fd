'use client';

import type { RefObject } from 'react';
import { Button, Calendar, CalendarCell, CalendarGrid, Dialog, Heading, Popover, type DateValue } from 'react-aria-components';
import { CalendarDate } from '@internationalized/date';
import { cn } from '../lib/cn.ts';
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
        <Calendar
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
        </Calendar>
      </Dialog>
    </Popover>
  );
}
