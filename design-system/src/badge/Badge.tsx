import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn.ts';
import { refAsProp } from '../lib/ref-prop.ts';

export const badgeVariants = cva(
  // Corners, padding and text size are defaults a caller may override (fallback: has no specificity).
  'inline-flex max-w-full items-center gap-1 fallback:rounded-full fallback:px-2.5 fallback:py-0.5 fallback:text-sm font-medium',
  {
    variants: {
      variant: {
        neutral: 'bg-surface-sunken text-text',
        brand: 'bg-secondary text-secondary-foreground',
        success: 'bg-success text-success-foreground',
        warning: 'bg-warning text-warning-foreground',
        danger: 'bg-danger text-danger-foreground',
        info: 'bg-info text-info-foreground',
        'reading-low': 'bg-reading-low text-reading-low-foreground',
        'reading-borderline': 'bg-reading-borderline text-reading-borderline-foreground',
        'reading-normal': 'bg-reading-normal text-reading-normal-foreground',
        'reading-high': 'bg-reading-high text-reading-high-foreground',
      },
    },
    defaultVariants: { variant: 'neutral' },
  },
);

export type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>;

export interface BadgeProps extends ComponentProps<'span'> {
  /** Colour carries meaning only together with the text (WCAG 1.4.1): always say "High", not just red. @default neutral */
  variant?: BadgeVariant;
}

export const Badge = /* @__PURE__ */ refAsProp(function Badge({ variant = 'neutral', className, ...props }: BadgeProps) {
  return <span data-slot="badge" data-variant={variant} className={cn(badgeVariants({ variant }), className)} {...props} />;
});
