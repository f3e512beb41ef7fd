import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { ChevronRightIcon } from '../lib/icons.tsx';
import { refAsProp } from '../lib/ref-prop.ts';

export interface BreadcrumbItem {
  label: ReactNode;
  /** Leave out on the last item: it is the current page. */
  href?: string;
}

export interface BreadcrumbProps extends ComponentProps<'nav'> {
  items: readonly BreadcrumbItem[];
  /** Accessible name of the navigation. @default Breadcrumb */
  label?: string;
}

/** Where the page sits in the site: links to each level, the last one marked as the current page. */
export const Breadcrumb = /* @__PURE__ */ refAsProp(function Breadcrumb({ items, label = 'Breadcrumb', className, ...props }: BreadcrumbProps) {
  return (
    <nav data-slot="breadcrumb" aria-label={label} className={cn('text-sm', className)} {...props}>
      <ol role="list" className="m-0 flex list-none flex-wrap items-center gap-x-1 gap-y-1 p-0">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={index} className="m-0 inline-flex min-w-0 items-center gap-1">
              {last || item.href === undefined ? (
                <span aria-current={last ? 'page' : undefined} className={cn('break-words', last ? 'font-medium text-text' : 'text-text-muted')}>
                  {item.label}
                </span>
              ) : (
                <a href={item.href} className="inline-flex min-h-6 items-center break-words text-primary underline-offset-2 hover:underline">
                  {item.label}
                </a>
              )}
              {last ? null : <ChevronRightIcon className="shrink-0 text-text-muted rtl:rotate-180" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
