import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn.ts';
import { refAsProp } from '../lib/ref-prop.ts';
import { Alert } from '../alert/Alert.tsx';

export const formStackVariants = cva('flex flex-col gap-4', {
  variants: {
    width: {
      // One column of fields at a width that reads well on a desktop; the whole width on a phone.
      narrow: 'max-w-xl',
      wide: 'max-w-2xl',
      full: '',
    },
  },
  defaultVariants: { width: 'narrow' },
});

export type FormStackWidth = NonNullable<VariantProps<typeof formStackVariants>['width']>;

export interface FormStackProps extends ComponentProps<'form'> {
  /** How wide the column may grow. @default narrow */
  width?: FormStackWidth;
  /**
   * A message about the whole form rather than one field (the server refused it, a rule across fields), shown first
   * as an error Alert; nothing when undefined or empty.
   */
  error?: string | undefined;
}

/**
 * A form laid out as one column: its fields and buttons under each other at one spacing, an error about the whole form
 * first. The browser's own validation bubbles are off (`noValidate`), as the app checks the values and says what is
 * wrong at each field in the page's language; pass `noValidate={false}` to have them back.
 */
export const FormStack = /* @__PURE__ */ refAsProp(function FormStack({ width = 'narrow', error, noValidate = true, className, children, ...props }: FormStackProps) {
  return (
    <form data-slot="form-stack" data-width={width} noValidate={noValidate} className={cn(formStackVariants({ width }), className)} {...props}>
      {error === undefined || error === '' ? null : <Alert variant="error">{error}</Alert>}
      {children}
    </form>
  );
});
