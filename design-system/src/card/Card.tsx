'use client';

import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '../lib/cn.ts';
import { refAsProp } from '../lib/ref-prop.ts';

/** A raised surface grouping related content. Use `asChild` to make the root an `<article>` or `<section>`. */
export const Root = /* @__PURE__ */ refAsProp(function Root({ className, asChild = false, ...props }: ComponentProps<'div'> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : 'div';
  return (
    <Comp
      data-slot="card"
      // Direction, gap and padding are defaults a caller may override (fallback: has no specificity).
      className={cn('flex fallback:flex-col fallback:gap-4 rounded-lg border border-border bg-surface-raised fallback:p-4 text-text shadow-sm sm:p-6', className)}
      {...props}
    />
  );
});

export const Header = /* @__PURE__ */ refAsProp(function Header({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn('flex fallback:flex-col fallback:gap-1', className)} {...props} />;
});

/** An `<h3>` by default; pass `asChild` with the heading level the page outline needs. */
export const Title = /* @__PURE__ */ refAsProp(function Title({ className, asChild = false, ...props }: ComponentProps<'h3'> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : 'h3';
  return <Comp data-slot="card-title" className={cn('text-lg font-semibold', className)} {...props} />;
});

export const Description = /* @__PURE__ */ refAsProp(function Description({ className, ...props }: ComponentProps<'p'>) {
  return <p data-slot="card-description" className={cn('text-sm text-text-muted', className)} {...props} />;
});

export const Content = /* @__PURE__ */ refAsProp(function Content({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('text-base', className)} {...props} />;
});

export const Footer = /* @__PURE__ */ refAsProp(function Footer({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={cn('flex flex-wrap items-center gap-2', className)} {...props} />;
});
