import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn.ts';
import { refAsProp } from '../lib/ref-prop.ts';

export const skeletonVariants = cva('block max-w-full bg-surface-sunken motion-safe:animate-pulse', {
  variants: {
    shape: {
      // Defaults a caller's size and corners override (`className="h-[1lh] w-48"`): fallback: has no specificity.
      text: 'fallback:h-4 fallback:w-full fallback:rounded-sm',
      block: 'fallback:h-24 fallback:w-full fallback:rounded-lg',
      circle: 'fallback:size-10 fallback:rounded-full',
    },
  },
  defaultVariants: { shape: 'text' },
});

export type SkeletonShape = NonNullable<VariantProps<typeof skeletonVariants>['shape']>;

export interface SkeletonProps extends ComponentProps<'span'> {
  /** @default text */
  shape?: SkeletonShape;
}

/**
 * A placeholder while content loads. Hidden from assistive technology: mark the loading region
 * with `aria-busy` and announce completion there instead of reading out grey boxes.
 */
export const Skeleton = /* @__PURE__ */ refAsProp(function Skeleton({ shape = 'text', className, ...props }: SkeletonProps) {
  return (
    <span
      data-slot="skeleton"
      data-shape={shape}
      aria-hidden="true"
      className={cn(skeletonVariants({ shape }), className)}
      {...props}
    />
  );
});
