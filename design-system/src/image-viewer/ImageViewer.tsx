'use client';

import { Suspense, lazy, useRef, useState } from 'react';
import type { ImagePreviewProps } from './ImagePreview.tsx';
import { ThumbnailGrid, type ThumbnailGridProps } from './ThumbnailGrid.tsx';
import { refAsProp } from '../lib/ref-prop.ts';

/**
 * The full-size preview (a modal dialog with its focus trap, scroll lock and zoom: about 15 KiB gzip) is its own
 * chunk, fetched when a thumbnail is first pointed at, focused or pressed: a page that shows the grid (the
 * shared-picture viewers are pages a visitor lands on) does not pay for it up front (docs/architecture.md#budgets).
 */
const loadPreview = () => import('./ImagePreview.tsx');
const ImagePreview = lazy(() => loadPreview().then((m) => ({ default: m.ImagePreview })));

export interface ImageViewerProps extends Omit<ThumbnailGridProps, 'onSelect'> {
  /** Wrap round in the preview; pass false on phones (docs/product/routes.md behaviour 1). @default true */
  loop?: boolean;
  /** @default 4 */
  maxZoom?: number;
  previewLabels?: ImagePreviewProps['labels'];
  /** Open at this picture (stories, deep links). */
  defaultOpenIndex?: number;
  /** Where the preview's portal mounts; defaults to document.body. */
  container?: HTMLElement | null;
}

/** A thumbnail grid that opens the pressed picture in the full-size preview. */
export const ImageViewer = /* @__PURE__ */ refAsProp(function ImageViewer({ loop = true, maxZoom, previewLabels, defaultOpenIndex, container, images, brokenImageSrc, ...props }: ImageViewerProps) {
  const [index, setIndex] = useState(defaultOpenIndex ?? 0);
  const [open, setOpen] = useState(defaultOpenIndex !== undefined);
  // Mounted from the first opening on, so that closing plays out and reopening is immediate.
  const [mounted, setMounted] = useState(open);
  const grid = useRef<HTMLDivElement>(null);
  const { onPointerEnter, onFocus, ...gridProps } = props;
  return (
    <>
      <ThumbnailGrid
        ref={grid}
        onPointerEnter={(event) => {
          void loadPreview();
          onPointerEnter?.(event);
        }}
        onFocus={(event) => {
          void loadPreview();
          onFocus?.(event);
        }}
        images={images}
        brokenImageSrc={brokenImageSrc}
        onSelect={(next) => {
          setIndex(next);
          setOpen(true);
          setMounted(true);
        }}
        {...gridProps}
      />
      {mounted && (
        <Suspense fallback={null}>
          <ImagePreview
            images={images}
            index={index}
            onIndexChange={setIndex}
            open={open}
            onOpenChange={setOpen}
            loop={loop}
            maxZoom={maxZoom}
            brokenImageSrc={brokenImageSrc}
            labels={previewLabels}
            container={container}
            // Back on the thumbnail of the picture last shown, which may not be the one first pressed.
            onCloseAutoFocus={(event) => {
              const thumbnail = grid.current?.querySelector<HTMLElement>(`[data-index="${index}"]`);
              if (thumbnail) {
                event.preventDefault();
                thumbnail.focus();
              }
            }}
          />
        </Suspense>
      )}
    </>
  );
});
