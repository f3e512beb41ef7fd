'use client';

import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';
import { Skeleton } from '../skeleton/Skeleton.tsx';
import type { ViewerImage } from './ImagePreview.tsx';
import { refAsProp } from '../lib/ref-prop.ts';

/** 'more' has pages left to load, 'loading' is fetching one, 'complete' has shown them all. */
export type ThumbnailGridState = 'more' | 'loading' | 'complete';

export interface ThumbnailGridProps extends Omit<ComponentProps<'div'>, 'onSelect'> {
  images: readonly ViewerImage[];
  /** @default more */
  state?: ThumbnailGridState;
  /** Asked for the next page when the end of the grid comes within `loadMoreThreshold` px of the viewport. */
  onLoadMore?: () => void;
  /** Thumbnails per page; as many placeholders show while a page loads. @default 10 */
  pageSize?: number;
  /** @default 50 */
  loadMoreThreshold?: number;
  /** Called with the index of the pressed thumbnail. */
  onSelect?: (index: number) => void;
  /** Shown in place of a thumbnail that fails to load (a picture per language, passed in). */
  brokenImageSrc?: string;
  /** @default Loading */
  loadingLabel?: string;
  /** @default All content loaded */
  completeLabel?: string;
  /** @default No pictures */
  emptyLabel?: string;
}

export const ThumbnailGrid = /* @__PURE__ */ refAsProp(function ThumbnailGrid({
  images,
  state = 'more',
  onLoadMore,
  pageSize = 10,
  loadMoreThreshold = 50,
  onSelect,
  brokenImageSrc,
  loadingLabel = 'Loading',
  completeLabel = 'All content loaded',
  emptyLabel = 'No pictures',
  className,
  ...props
}: ThumbnailGridProps) {
  const end = useRef<HTMLDivElement>(null);
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  const onLoadMoreRef = useRef(onLoadMore);
  onLoadMoreRef.current = onLoadMore;

  useEffect(() => {
    const node = end.current;
    if (!node || state !== 'more' || typeof IntersectionObserver === 'undefined') return;
    // The bottom margin grows the viewport, so the end "intersects" once it is within the threshold.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMoreRef.current?.();
      },
      { rootMargin: `0px 0px ${loadMoreThreshold}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [state, loadMoreThreshold, images.length]);

  const empty = images.length === 0 && state !== 'loading';

  return (
    <div data-slot="thumbnail-grid" data-state={state} className={cn('flex flex-col gap-3', className)} {...props}>
      {empty ? (
        <p className="rounded-md bg-surface-sunken p-6 text-center text-text-muted">{emptyLabel}</p>
      ) : (
        <ul className="m-0 grid list-none grid-cols-[repeat(auto-fill,minmax(6rem,1fr))] gap-2 p-0" aria-busy={state === 'loading' || undefined}>
          {images.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                data-index={index}
                onClick={() => onSelect?.(index)}
                className="block aspect-square w-full overflow-hidden rounded-md bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
              >
                <img
                  src={broken.has(image.id) && brokenImageSrc ? brokenImageSrc : (image.thumbnailSrc ?? image.src)}
                  alt={image.alt}
                  loading="lazy"
                  data-broken={broken.has(image.id) || undefined}
                  onError={() => setBroken((set) => (set.has(image.id) ? set : new Set(set).add(image.id)))}
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
          {state === 'loading'
            ? Array.from({ length: pageSize }, (_, i) => (
                <li key={`placeholder-${i}`} aria-hidden="true">
                  <Skeleton shape="block" className="aspect-square h-auto rounded-md" />
                </li>
              ))
            : null}
        </ul>
      )}
      <div ref={end} data-slot="thumbnail-grid-end" />
      <p role="status" className="text-center text-sm text-text-muted">
        {state === 'loading' ? loadingLabel : state === 'complete' && !empty ? completeLabel : ''}
      </p>
    </div>
  );
});
