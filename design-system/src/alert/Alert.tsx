import type { ComponentProps, ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn.ts';
import { refAsProp } from '../lib/ref-prop.ts';

export const alertVariants = cva(
  // Corners and padding are defaults a caller may override (fallback: has no specificity).
  'flex flex-col gap-2 border bg-surface-raised fallback:rounded-md fallback:px-3 fallback:py-2 text-base',
  {
    variants: {
      variant: {
        // The words carry the meaning (WCAG 1.4.1); the colour of the border and the title only repeats it.
        error: 'border-danger text-danger',
        info: 'border-border-strong text-text',
        success: 'border-success text-success',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

export type AlertVariant = NonNullable<VariantProps<typeof alertVariants>['variant']>;

export interface AlertProps extends Omit<ComponentProps<'div'>, 'title' | 'role'> {
  /** @default info */
  variant?: AlertVariant;
  /** A short first line in bold, e.g. "Sign-in failed"; the children then say what happened in the page's text colour. */
  title?: string;
  /** What happened, in words. */
  children?: ReactNode;
  /** The next step (a Button or a link), outside the live region so it is not read out with the words. */
  action?: ReactNode;
  /**
   * The live region that holds the title and the words: `alert` (assertive) interrupts, `status` (polite) waits,
   * `note` is not announced (a notice that is there when the page opens). @default `alert` for error, else `status`
   */
  role?: 'alert' | 'status' | 'note';
}

/**
 * A message inside the page about what just happened or what cannot be done: a form that was refused, a sign-in that
 * failed, a service that is closed. Its words sit in a live region, so a screen reader says them when they appear;
 * the optional action sits beside them, reached by Tab. For a whole screen with nothing to show use EmptyState; for a
 * passing confirmation use Toast.
 */
export const Alert = /* @__PURE__ */ refAsProp(function Alert({ variant = 'info', title, children, action, role, className, ...props }: AlertProps) {
  const live = role ?? (variant === 'error' ? 'alert' : 'status');
  return (
    <div data-slot="alert" data-variant={variant} className={cn(alertVariants({ variant }), className)} {...props}>
      <div role={live} className="flex flex-col gap-1">
        {title === undefined ? null : <p className="m-0 font-semibold">{title}</p>}
        {children === undefined || children === null ? null : (
          <div data-slot="alert-description" className={title === undefined ? undefined : 'text-text'}>
            {children}
          </div>
        )}
      </div>
      {action === undefined || action === null ? null : <div className="flex flex-wrap gap-2">{action}</div>}
    </div>
  );
});
