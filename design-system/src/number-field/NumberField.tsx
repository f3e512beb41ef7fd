'use client';

import type { Ref } from 'react';
import {
  Button as AriaButton,
  FieldError,
  Group,
  Input,
  Label,
  NumberField as AriaNumberField,
  Text,
  type NumberFieldProps as AriaNumberFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { cn } from '../lib/cn.ts';
import { fieldClasses } from '../lib/field.ts';
import { MinusIcon, PlusIcon } from '../lib/icons.tsx';
import { refAsProp } from '../lib/ref-prop.ts';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'children' | 'className'> {
  label: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /**
   * Accessible name of the step-down button. When left out, react-aria supplies its own, already
   * translated for the locale of the nearest I18nProvider ('Decrease' in English).
   */
  decrementLabel?: string;
  /** Accessible name of the step-up button; react-aria's translated 'Increase' when left out. */
  incrementLabel?: string;
  /** Hide the stepper buttons, e.g. for values nobody steps through (a blood glucose reading). @default false */
  hideStepper?: boolean;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

const stepperClasses = [
  'flex w-11 shrink-0 items-center justify-center text-text-muted hover:bg-surface-sunken hover:text-text',
  'data-disabled:opacity-50 data-focus-visible:outline-2 data-focus-visible:outline-focus',
].join(' ');

/**
 * A locale-aware number input (react-aria): parses and formats with `formatOptions` in the current
 * locale, clamps to `minValue`/`maxValue`, steps with the arrow keys and the buttons.
 */
export const NumberField = /* @__PURE__ */ refAsProp(function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  decrementLabel,
  incrementLabel,
  hideStepper = false,
  className,
  ref,
  ...props
}: NumberFieldProps) {
  return (
    // data-name: the field found by its name (to focus a refused field; react-aria puts the name on a hidden input).
    <AriaNumberField data-slot="number-field" data-name={props.name} className={cn(fieldClasses.root, className)} {...props}>
      <Label className={fieldClasses.label}>
        {label}
        {props.isRequired ? <span aria-hidden="true" className={fieldClasses.required}>*</span> : null}
      </Label>
      <Group
        className={cn(
          'flex h-11 overflow-hidden rounded-md border border-border-strong bg-surface-raised',
          'data-focus-within:outline-2 data-focus-within:outline-focus data-invalid:border-danger',
          'data-disabled:opacity-50',
        )}
      >
        {hideStepper ? null : (
          <AriaButton slot="decrement" aria-label={decrementLabel} className={cn(stepperClasses, 'border-e border-border')}>
            <MinusIcon />
          </AriaButton>
        )}
        <Input
          ref={ref}
          placeholder={placeholder}
          className="min-w-0 flex-1 bg-transparent px-3 text-base text-text tabular-nums outline-none placeholder:text-text-muted"
        />
        {hideStepper ? null : (
          <AriaButton slot="increment" aria-label={incrementLabel} className={cn(stepperClasses, 'border-s border-border')}>
            <PlusIcon />
          </AriaButton>
        )}
      </Group>
      {description ? <Text slot="description" className={fieldClasses.description}>{description}</Text> : null}
      <FieldError className={fieldClasses.error}>{errorMessage}</FieldError>
    </AriaNumberField>
  );
});
