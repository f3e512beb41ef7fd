'use client';

import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';
import { useControllableState } from '../lib/controllable.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../lib/icons.tsx';
import { refAsProp } from '../lib/ref-prop.ts';

export interface PaginationProps extends Omit<ComponentProps<'nav'>, 'defaultValue' | 'onChange'> {
  /** How many pages there are. */
  pageCount: number;
  /** The current page, from 1 (controlled). */
  value?: number;
  /** @default 1 */
  defaultValue?: number;
  onValueChange?: (page: number) => void;
  /** Pages shown either side of the current one before an ellipsis. @default 1 */
  siblingCount?: number;
  /** Accessible name of the navigation. @default Pagination */
  label?: string;
  /** @default Previous page */
  previousLabel?: string;
  /** @default Next page */
  nextLabel?: string;
  /** Accessible name of a page button. @default (page) => `Page ${page}` */
  pageLabel?: (page: number) => string;
}

/** 1 … 4 5 6 … 10: first, last, and the current page with its siblings. */
export function pageItems(page: number, count: number, siblings: number): (number | 'gap')[] {
  const pages = new Set([1, count]);
  for (let p = page - siblings; p <= page + siblings; p += 1) if (p >= 1 && p <= count) pages.add(p);
  const sorted = [...pages].filter((p) => p >= 1).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) out.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) out.push('gap');
    out.push(p);
  });
  return out;
}

const itemClasses = [
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 text-base font-medium text-text',
  'hover:bg-surface-sunken disabled:cursor-not-allowed disabled:opacity-50',
  'aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground',
].join(' ');

/** Page numbers for web lists; buttons, with the current page marked `aria-current="page"`. */
export const Pagination = /* @__PURE__ */ refAsProp(function Pagination({
  pageCount,
  value,
  defaultValue = 1,
  onValueChange,
  siblingCount = 1,
  label = 'Pagination',
  previousLabel = 'Previous page',
  nextLabel = 'Next page',
  pageLabel = (page) => `Page ${page}`,
  className,
  ...props
}: PaginationProps) {
  const [page, setPage] = useControllableState(value, defaultValue, onValueChange);
  return (
    <nav data-slot="pagination" aria-label={label} className={cn('flex', className)} {...props}>
      <ul role="list" className="m-0 flex list-none flex-wrap items-center gap-1 p-0">
        <li className="m-0">
          <button type="button" aria-label={previousLabel} disabled={page <= 1} onClick={() => setPage(page - 1)} className={itemClasses}>
            <ChevronLeftIcon className="rtl:rotate-180" />
          </button>
        </li>
        {pageItems(page, Math.max(1, pageCount), siblingCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="m-0 px-1 text-text-muted">…</li>
          ) : (
            <li key={item} className="m-0">
              <button
                type="button"
                aria-label={pageLabel(item)}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => setPage(item)}
                className={itemClasses}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li className="m-0">
          <button type="button" aria-label={nextLabel} disabled={page >= pageCount} onClick={() => setPage(page + 1)} className={itemClasses}>
            <ChevronRightIcon className="rtl:rotate-180" />
          </button>
        </li>
      </ul>
    </nav>
  );
});
