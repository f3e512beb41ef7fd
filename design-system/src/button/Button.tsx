'use client';

import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn.ts';
import { SpinnerIcon } from '../lib/icons.tsx';
import { refAsProp } from '../lib/ref-prop.ts';

export const buttonVariants = cva(
  [
    // fallback: has no specificity, so a caller's class wins.
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-medium select-none',
    'transition-colors duration-fast ease-standard',
    'disabled:cursor-not-allowed disabled:opacity-50 aria-busy:cursor-progress',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground hover:bg-primary-hover active:bg-primary-active',
        secondary: 'border border-border-strong bg-surface-raised text-text hover:bg-surface-sunken',
        ghost: 'bg-transparent text-primary hover:bg-surface-sunken',
        danger: 'bg-danger text-danger-foreground hover:opacity-90',
      },
      size: {
        // md and lg meet the 44 px touch target; sm still clears WCAG 2.5.8's 24 px. The height is a default, which
        // `wrap` replaces with a minimum of the same size.
        sm: 'fallback:h-9 px-3 text-sm',
        md: 'fallback:h-11 px-4 text-base',
        lg: 'fallback:h-12 px-6 text-lg',
      },
      // A label longer than the room (a Portuguese one on a phone, any text at 200%) wraps inside the button, which
      // grows as tall as its lines, instead of running off the screen: the default. `wrap: false` keeps one line at the
      // size's height, for a label known to be short.
      wrap: {
        true: 'h-auto max-w-full whitespace-normal',
        false: 'fallback:whitespace-nowrap',
      },
    },
    compoundVariants: [
      { wrap: true, size: 'sm', className: 'min-h-9 py-1.5' },
      { wrap: true, size: 'md', className: 'min-h-11 py-2' },
      { wrap: true, size: 'lg', className: 'min-h-12 py-2' },
    ],
    defaultVariants: { variant: 'primary', size: 'md', wrap: true },
  },
);

export type ButtonVariant = NonNullable<VariantProps<typeof buttonVariants>['variant']>;
export type ButtonSize = NonNullable<VariantProps<typeof buttonVariants>['size']>;

export interface ButtonProps extends ComponentProps<'button'> {
  /** @default primary */
  variant?: ButtonVariant;
  /** @default md */
  size?: ButtonSize;
  /** Render the child element (a link, say) with the button's styling instead of a `<button>`. */
  asChild?: boolean;
  /** Shows a spinner, sets `aria-busy` and blocks presses while an action runs. @default false */
  loading?: boolean;
  /** Lets a long label wrap inside the button (which grows, never under its size's height); `false` keeps one line. @default true */
  wrap?: boolean;
}

export const Button = /* @__PURE__ */ refAsProp(function Button({
  variant = 'primary',
  size = 'md',
  asChild = false,
  loading = false,
  wrap = true,
  className,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size, wrap }), className);
  if (asChild) {
    return (
      <Slot.Root data-slot="button" data-variant={variant} data-size={size} className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      data-slot="button"
      data-variant={variant}
      data-size={size}
      // A button inside a form must not submit it unless asked to.
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <SpinnerIcon className="motion-safe:animate-spin" /> : null}
      {children}
    </button>
  );
});
