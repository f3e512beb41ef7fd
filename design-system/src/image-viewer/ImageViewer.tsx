import { useRef, useState } from 'react';
import { ImagePreview, type ImagePreviewProps } from './ImagePreview.tsx';
import { ThumbnailGrid, type ThumbnailGridProps } from './ThumbnailGrid.tsx';

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
export function ImageViewer({ loop = true, maxZoom, previewLabels, defaultOpenIndex, container, images, brokenImageSrc, ...props }: ImageViewerProps) {
  const [index, setIndex] = useState(defaultOpenIndex ?? 0);
  const [open, setOpen] = useState(defaultOpenIndex !== undefined);
  const grid = useRef<HTMLDivElement>(null);
  return (
    <>
      <ThumbnailGrid
        ref={grid}
        images={images}
        brokenImageSrc={brokenImageSrc}
        onSelect={(next) => {
          setIndex(next);
          setOpen(true);
        }}
        {...props}
      />
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
    </>
  );
}
