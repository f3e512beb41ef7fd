'use client';

import { useId, type Ref } from 'react';
import { Select as SelectPrimitive } from 'radix-ui';
import { cva } from 'class-variance-authority';
import { cn } from '../lib/cn.ts';
import { fieldClasses } from '../lib/field.ts';
import { CheckIcon, ChevronDownIcon, SpinnerIcon } from '../lib/icons.tsx';
import { refAsProp } from '../lib/ref-prop.ts';

export interface SelectOption {
  value: string;
  /** What the resident sees; also what typeahead matches. */
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  /** Visible label, also the trigger's accessible name. */
  label: string;
  options: readonly SelectOption[];
  /** Chosen value (controlled). Use `''` for none. */
  value?: string;
  /** Chosen value when uncontrolled. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown in the trigger while nothing is chosen. */
  placeholder?: string;
  /** Help text under the trigger, linked with aria-describedby. */
  description?: string;
  /** Shown (and announced) when `isInvalid` is set. */
  errorMessage?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Options are still coming: the trigger shows `loadingLabel` and cannot open. */
  isLoading?: boolean;
  /** @default Loading */
  loadingLabel?: string;
  /** Shown in the trigger, which cannot open, when there are no options. @default No options */
  emptyLabel?: string;
  /** Form field name: a native select mirrors the value so forms submit it. */
  name?: string;
  /** `compact` for filters in toolbars. @default default */
  size?: 'default' | 'compact';
  className?: string;
  /** Reaches the trigger button, for focus management. */
  ref?: Ref<HTMLButtonElement>;
}

export const selectTriggerVariants = cva(
  [
    fieldClasses.input,
    'inline-flex items-center justify-between gap-2 text-start',
    'data-placeholder:text-text-muted',
  ],
  {
    variants: {
      size: {
        default: 'h-11',
        compact: 'h-10 text-sm',
      },
    },
    defaultVariants: { size: 'default' },
  },
);

/**
 * A labelled single choice on Radix Select: the trigger is a combobox button; Enter, Space or the
 * arrows open the list, arrows move, typing jumps to the first matching option, Enter chooses and
 * Escape closes without change, returning focus to the trigger. The list is positioned as a popper
 * under the trigger (not over it), which behaves on phones and in app webviews, with touch targets of
 * 44 px and collision handling at the screen edges.
 */
export const Select = /* @__PURE__ */ refAsProp(function Select({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  description,
  errorMessage,
  isInvalid = false,
  isRequired = false,
  isDisabled = false,
  isLoading = false,
  loadingLabel = 'Loading',
  emptyLabel = 'No options',
  name,
  size,
  className,
  ref,
}: SelectProps) {
  const id = useId();
  const triggerId = `${id}-trigger`;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = isInvalid && errorMessage ? `${id}-error` : undefined;
  const empty = !isLoading && options.length === 0;
  const inert = isDisabled || isLoading || empty;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  const shownPlaceholder = isLoading ? loadingLabel : empty ? emptyLabel : placeholder;

  return (
    // min-w-0: in a grid or flex row the field takes the room it is given and its chosen text is cut short, instead of
    // its whole text (at 200% text, a long Portuguese choice) widening the page sideways.
    <div data-slot="select" data-invalid={isInvalid || undefined} className={cn(fieldClasses.root, 'min-w-0', className)}>
      <label htmlFor={triggerId} className={cn(fieldClasses.label, inert && 'opacity-50')}>
        {label}
        {isRequired ? <span aria-hidden="true" className={fieldClasses.required}>*</span> : null}
      </label>
      <SelectPrimitive.Root
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        disabled={inert}
        required={isRequired}
        name={name}
      >
        <SelectPrimitive.Trigger
          ref={ref}
          id={triggerId}
          aria-invalid={isInvalid || undefined}
          aria-required={isRequired || undefined}
          aria-describedby={describedBy}
          aria-busy={isLoading || undefined}
          className={selectTriggerVariants({ size })}
        >
          <span className="min-w-0 flex-1 truncate">
            <SelectPrimitive.Value placeholder={shownPlaceholder} />
          </span>
          {isLoading ? (
            <SpinnerIcon className="size-5 shrink-0 animate-spin text-text-muted motion-reduce:animate-none" />
          ) : (
            <SelectPrimitive.Icon className="shrink-0 text-text-muted">
              <ChevronDownIcon className="size-5" />
            </SelectPrimitive.Icon>
          )}
        </SelectPrimitive.Trigger>
        <SelectPrimitive.Portal>
          <SelectPrimitive.Content
            data-slot="select-content"
            position="popper"
            sideOffset={4}
            collisionPadding={8}
            className={cn(
              'z-popover max-h-[min(var(--radix-select-content-available-height),20rem)] min-w-[var(--radix-select-trigger-width)]',
              'max-w-[calc(100vw-1rem)] overflow-hidden rounded-md border border-border bg-surface-raised text-text shadow-lg',
            )}
          >
            <SelectPrimitive.Viewport className="p-1">
              {options.map((option) => (
                <SelectPrimitive.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  textValue={option.label}
                  className={cn(
                    'relative flex min-h-11 cursor-default select-none items-center gap-2 rounded-sm py-2 ps-9 pe-3 text-base',
                    // Keyboard focus gets the global focus ring (inset, so the viewport does not clip it).
                    'data-highlighted:bg-surface-sunken focus-visible:-outline-offset-2',
                    'data-[state=checked]:font-semibold data-disabled:opacity-50',
                  )}
                >
                  <SelectPrimitive.ItemIndicator className="absolute start-2 inline-flex size-5 items-center justify-center text-primary">
                    <CheckIcon />
                  </SelectPrimitive.ItemIndicator>
                  <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                </SelectPrimitive.Item>
              ))}
            </SelectPrimitive.Viewport>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      </SelectPrimitive.Root>
      {description ? <p id={descriptionId} className={cn('m-0', fieldClasses.description)}>{description}</p> : null}
      {errorId ? <p id={errorId} className={cn('m-0', fieldClasses.error)}>{errorMessage}</p> : null}
    </div>
  );
});
