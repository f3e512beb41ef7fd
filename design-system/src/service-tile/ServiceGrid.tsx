import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn.ts';

export const serviceGridVariants = cva('m-0 grid list-none gap-2 p-0', {
  variants: {
    variant: {
      // As many 96 px columns as fit: three on a 390 px phone, so Portuguese names do not break word by word.
      compact: 'grid-cols-[repeat(auto-fill,minmax(6rem,1fr))]',
      card: 'grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3',
    },
  },
  defaultVariants: { variant: 'compact' },
});

export type ServiceGridVariant = NonNullable<VariantProps<typeof serviceGridVariants>['variant']>;

export interface ServiceGridProps extends ComponentProps<'ul'> {
  /** Match the tiles' variant. @default 'compact' */
  variant?: ServiceGridVariant;
}

/** A list of `ServiceTile`s laid out as a grid; name it with `aria-label` or `aria-labelledby`. */
export function ServiceGrid({ variant = 'compact', className, ...props }: ServiceGridProps) {
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
}
