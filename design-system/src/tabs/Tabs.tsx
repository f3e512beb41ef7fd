'use client';

import type { ComponentProps } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cn } from '../lib/cn.ts';
import { ScrollRowButtons, scrollRowMask, useScrollOverflow } from '../lib/scroll-row.tsx';
import { refAsProp } from '../lib/ref-prop.ts';

/** Tabs on Radix: arrow keys move between triggers, Home/End jump, panels are linked by id. */
export const Root = /* @__PURE__ */ refAsProp(function Root({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn('flex flex-col gap-4', className)} {...props} />;
});

/**
 * Long Portuguese labels scroll sideways on a phone rather than wrap into a tall bar; an edge that hides
 * tabs fades and shows a chevron beside the row (never over a tab, which at 200% text may fill the row alone), so the row
 * visibly continues (`data-overflow` says which ends hide some).
 */
export const List = /* @__PURE__ */ refAsProp(function List({ className, ref, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  const { ref: rowRef, overflow, page } = useScrollOverflow<HTMLDivElement>();
  const setRef = (node: HTMLDivElement | null) => {
    rowRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  return (
    <div data-slot="tabs-list-row" className="flex min-w-0 items-center gap-1">
      <TabsPrimitive.List
        data-slot="tabs-list"
        data-overflow={[overflow.start && 'start', overflow.end && 'end'].filter(Boolean).join(' ') || undefined}
        ref={setRef}
        className={cn('flex min-w-0 flex-1 gap-1 overflow-x-auto border-b border-border [scrollbar-width:none]', scrollRowMask(overflow), className)}
        {...props}
      />
      <ScrollRowButtons overflow={overflow} page={page} />
    </div>
  );
});

export const Trigger = /* @__PURE__ */ refAsProp(function Trigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
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
});

export const Content = /* @__PURE__ */ refAsProp(function Content({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content data-slot="tabs-content" className={cn('text-text', className)} {...props} />;
});
