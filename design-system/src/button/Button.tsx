import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn.ts';
import { SpinnerIcon } from '../lib/icons.tsx';

export const buttonVariants = cva(
  [
    // One line by default; a caller may let a long label wrap (`whitespace-normal`): fallback: has no specificity.
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-medium fallback:whitespace-nowrap select-none',
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
        // md and lg meet the 44 px touch target; sm still clears WCAG 2.5.8's 24 px. The height is a default: a label
        // that may wrap takes `h-auto` with a `min-h-…` of the same size (fallback: has no specificity).
        sm: 'fallback:h-9 px-3 text-sm',
        md: 'fallback:h-11 px-4 text-base',
        lg: 'fallback:h-12 px-6 text-lg',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
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
}

export function Button({
  variant = 'primary',
  size = 'md',
  asChild = false,
  loading = false,
  className,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
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
}
