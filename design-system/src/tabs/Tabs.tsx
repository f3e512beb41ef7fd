import type { ComponentProps } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cn } from '../lib/cn.ts';

/** Tabs on Radix: arrow keys move between triggers, Home/End jump, panels are linked by id. */
export function Root({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn('flex flex-col gap-4', className)} {...props} />;
}

export function List({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      // Long Portuguese labels scroll sideways on a phone rather than wrap into a tall bar.
      className={cn('flex gap-1 overflow-x-auto border-b border-border', className)}
      {...props}
    />
  );
}

export function Trigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        '-mb-px inline-flex min-h-11 shrink-0 items-center border-b-2 border-transparent px-4 text-base font-medium whitespace-nowrap text-text-muted',
        'transition-colors duration-fast hover:text-text',
        'data-[state=active]:border-primary data-[state=active]:text-primary',
        'disabled:cursor-not-allowed disabled:opacity-50 focus-visible:-outline-offset-2',
        className,
      )}
      {...props}
    />
  );
}

export function Content({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content data-slot="tabs-content" className={cn('text-text', className)} {...props} />;
}
