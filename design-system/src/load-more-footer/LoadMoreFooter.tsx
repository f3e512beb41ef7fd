'use client';

import { useEffect, useRef, type ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';
import { SpinnerIcon } from '../lib/icons.tsx';
import { refAsProp } from '../lib/ref-prop.ts';

/** `more`: there is more to load; `loading`: a page is on its way; `end`: everything is shown. */
export type LoadMoreState = 'more' | 'loading' | 'end';

export interface LoadMoreFooterProps extends ComponentProps<'div'> {
  state: LoadMoreState;
  /** Asked for the next page when the footer comes within `threshold` of the viewport, or on the button. */
  onLoadMore: () => void;
  /** Load when the footer is this many pixels from coming into view. @default 50 */
  threshold?: number;
  /** The scrolling element, when it is not the window. */
  root?: Element | null;
  /** @default Loading */
  loadingLabel?: string;
  /** @default All content loaded */
  endLabel?: string;
  /** A button for keyboards and browsers without IntersectionObserver. @default Load more */
  loadMoreLabel?: string;
}

/** The end of an infinite list: loads the next page as it nears, then says that all is loaded. */
export const LoadMoreFooter = /* @__PURE__ */ refAsProp(function LoadMoreFooter({
  state,
  onLoadMore,
  threshold = 50,
  root,
  loadingLabel = 'Loading',
  endLabel = 'All content loaded',
  loadMoreLabel = 'Load more',
  className,
  ...props
}: LoadMoreFooterProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const onLoadMoreRef = useRef(onLoadMore);
  onLoadMoreRef.current = onLoadMore;

  useEffect(() => {
    const element = sentinel.current;
    if (state !== 'more' || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMoreRef.current();
      },
      { root: root ?? null, rootMargin: `0px 0px ${threshold}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [state, threshold, root]);

  return (
    <div
      ref={sentinel}
      data-slot="load-more-footer"
      data-state={state}
      className={cn('flex min-h-14 items-center justify-center gap-2 py-3 text-sm text-text-muted', className)}
      {...props}
    >
      {/* One live region whose text changes, so "Loading" and "All content loaded" are announced. */}
      <span role="status" className="inline-flex items-center gap-2">
        {state === 'loading' ? <SpinnerIcon className="motion-safe:animate-spin" /> : null}
        {state === 'loading' ? loadingLabel : state === 'end' ? endLabel : ''}
      </span>
      {state === 'more' ? (
        <button
          type="button"
          onClick={() => onLoadMore()}
          className="inline-flex min-h-11 items-center rounded-md px-4 text-base font-medium text-primary hover:bg-surface-sunken"
        >
          {loadMoreLabel}
        </button>
      ) : null}
    </div>
  );
});
