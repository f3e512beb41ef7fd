'use client';

import type { Ref } from 'react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { cn } from '../lib/cn.ts';
import { fieldClasses } from '../lib/field.ts';
import { refAsProp } from '../lib/ref-prop.ts';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'className'> {
  /** Visible label, also the input's accessible name. */
  label: string;
  /** Help text under the input, linked with aria-describedby. */
  description?: string;
  /** Shown when `isInvalid` is set or native/`validate` validation fails. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  className?: string;
  inputClassName?: string;
  /** Reaches the `<input>`, which is what form libraries and focus management need. */
  ref?: Ref<HTMLInputElement>;
}

export const TextField = /* @__PURE__ */ refAsProp(function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  inputClassName,
  ref,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField data-slot="text-field" className={cn(fieldClasses.root, className)} {...props}>
      <Label className={fieldClasses.label}>
        {label}
        {props.isRequired ? <span aria-hidden="true" className={fieldClasses.required}>*</span> : null}
      </Label>
      <Input ref={ref} placeholder={placeholder} className={cn(fieldClasses.input, inputClassName)} />
      {description ? <Text slot="description" className={fieldClasses.description}>{description}</Text> : null}
      <FieldError className={fieldClasses.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
});
