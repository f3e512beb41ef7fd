'use client';

import type { ComponentProps } from 'react';
import { Accordion as AccordionPrimitive } from 'radix-ui';
import { cn } from '../lib/cn.ts';
import { ChevronRightIcon } from '../lib/icons.tsx';
import { refAsProp } from '../lib/ref-prop.ts';

/**
 * Sections that open and close on Radix: each header is a button with `aria-expanded`; Up/Down,
 * Home and End move between headers. `type="single"` or `"multiple"`, controlled or not.
 */
export const Root = /* @__PURE__ */ refAsProp(function Root({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Root>) {
  return (
    <AccordionPrimitive.Root
      data-slot="accordion"
      className={cn('flex flex-col divide-y divide-border rounded-lg border border-border bg-surface-raised', className)}
      {...props}
    />
  );
});

export const Item = /* @__PURE__ */ refAsProp(function Item({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item data-slot="accordion-item" className={cn('text-text', className)} {...props} />;
});

export interface TriggerProps extends ComponentProps<typeof AccordionPrimitive.Trigger> {
  /** The level of the heading that holds the button, one below the heading the accordion sits under. @default 3 */
  readonly headingLevel?: 2 | 3 | 4 | 5 | 6;
}

export const Trigger = /* @__PURE__ */ refAsProp(function Trigger({ className, children, headingLevel = 3, ...props }: TriggerProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="m-0 flex text-base font-medium">
      <AccordionPrimitive.Trigger
        data-slot="accordion-trigger"
        className={cn(
          'group flex min-h-12 min-w-0 flex-1 items-center justify-between gap-3 px-4 py-3 text-start text-text hover:bg-surface-sunken',
          'focus-visible:-outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50',
          className,
        )}
        {...props}
      >
        <span className="min-w-0 break-words">{children}</span>
        <ChevronRightIcon className="size-5 shrink-0 text-text-muted transition-transform duration-fast group-data-[state=open]:rotate-90 rtl:rotate-180" />
      </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
});

export const Content = /* @__PURE__ */ refAsProp(function Content({ className, children, ...props }: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content data-slot="accordion-content" className="overflow-hidden text-base" {...props}>
      <div className={cn('fallback:px-4 fallback:pb-4 text-text-muted', className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
});
