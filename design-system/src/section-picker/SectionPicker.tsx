'use client';

import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { refAsProp } from '../lib/ref-prop.ts';

export interface SectionPickerOption {
  /** What `value` holds when the option is chosen. */
  value: string;
  label: string;
  /** How many items the option holds; shown beside it (null: not known yet). */
  count: number | null;
  /** A line under the label (what the option includes). */
  description?: string;
  disabled?: boolean;
}

export interface SectionPickerProps extends Omit<ComponentProps<'fieldset'>, 'onChange'> {
  /** The group's name, read first by screen readers. */
  legend: ReactNode;
  options: readonly SectionPickerOption[];
  /** The chosen values. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** The count as words, e.g. `(n) => \`${n} items\``. @default String */
  formatCount?: (count: number) => string;
  /** Shown while a count is not known. @default … */
  countPendingLabel?: string;
  /** A message under the group (what is wrong with the choice), tied to it for screen readers. */
  error?: string;
}

/**
 * A group of checkboxes, each with how many items it holds: what to include in an export or a report.
 * Native checkboxes in a fieldset, so the keyboard (Tab, Space) and screen readers work as on any form;
 * the count is part of each checkbox's name.
 */
export const SectionPicker = /* @__PURE__ */ refAsProp(function SectionPicker({ legend, options, value, onChange, formatCount = String, countPendingLabel = '…', error, className, ...props }: SectionPickerProps) {
  const id = useId();
  const chosen = new Set(value);
  const toggle = (v: string, on: boolean) => onChange(options.map((o) => o.value).filter((o) => (o === v ? on : chosen.has(o))));
  return (
    <fieldset className={cn('m-0 flex flex-col gap-2 border-0 p-0', className)} aria-describedby={error ? `${id}-error` : undefined} {...props}>
      <legend className="mb-2 text-lg font-semibold">{legend}</legend>
      {options.map((o) => {
        const count = o.count === null ? countPendingLabel : formatCount(o.count);
        return (
          <label
            key={o.value}
            className={cn(
              'flex min-h-14 items-start gap-3 rounded-lg border border-border bg-surface-raised p-3 has-[:checked]:border-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus',
              o.disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
            )}
          >
            <input
              type="checkbox"
              name={`${id}-section`}
              value={o.value}
              checked={chosen.has(o.value)}
              disabled={o.disabled}
              onChange={(e) => toggle(o.value, e.currentTarget.checked)}
              aria-describedby={o.description ? `${id}-${o.value}-hint` : undefined}
              className="mt-1 size-5 accent-primary"
            />
            <span className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="text-base font-medium">{o.label}</span>
                <span className="text-sm text-text-muted">{count}</span>
              </span>
              {o.description ? (
                <span id={`${id}-${o.value}-hint`} className="text-sm text-text-muted">
                  {o.description}
                </span>
              ) : null}
            </span>
          </label>
        );
      })}
      {error ? (
        <p id={`${id}-error`} role="alert" className="m-0 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
});
