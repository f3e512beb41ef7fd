import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn.ts';
import { refAsProp } from '../lib/ref-prop.ts';

export const serviceGridVariants = cva('m-0 grid list-none p-0', {
  variants: {
    variant: {
      // Four a row on a phone (the documented home screen, 390 px included), as many 112 px columns as fit above.
      // A column is never narrower than 4.5rem: with text enlarged (WCAG 1.4.4, 200%) a phone shows two a row, whose
      // names wrap inside their tile instead of running over the next one.
      compact: 'grid-cols-[repeat(auto-fill,minmax(max(4.5rem,calc((100%_-_0.75rem)/4)),1fr))] gap-1 sm:grid-cols-[repeat(auto-fill,minmax(7rem,1fr))] sm:gap-2',
      // Columns a caller may set otherwise (`sm:grid-cols-1`): fallback: has no specificity.
      card: 'grid-cols-1 gap-3 sm:fallback:grid-cols-2 lg:grid-cols-3',
    },
  },
  defaultVariants: { variant: 'compact' },
});

export type ServiceGridVariant = NonNullable<VariantProps<typeof serviceGridVariants>['variant']>;

export interface ServiceGridProps extends ComponentProps<'ul'> {
  /** Match the tiles' variant. @default compact */
  variant?: ServiceGridVariant;
}

/** A list of `ServiceTile`s laid out as a grid; name it with `aria-label` or `aria-labelledby`. */
export const ServiceGrid = /* @__PURE__ */ refAsProp(function ServiceGrid({ variant = 'compact', className, ...props }: ServiceGridProps) {
  return (
    <ul
      data-slot="service-grid"
      data-variant={variant}
      // role="list" because Safari drops list semantics when list-style is none.
      role="list"
      className={cn(serviceGridVariants({ variant }), className)}
      {...props}
    />
  );
});
