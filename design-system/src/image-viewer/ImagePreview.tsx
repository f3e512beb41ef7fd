'use client';

import { useRef, useState, type KeyboardEvent, type PointerEvent, type WheelEvent } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cn } from '../lib/cn.ts';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, MinusIcon, PlusIcon, SpinnerIcon } from '../lib/icons.tsx';
import { clampPan, clampZoom, formatZoom, minZoom, stepIndex, zoomStep } from './zoom.ts';

export interface ViewerImage {
  id: string;
  /** The full-size picture. */
  src: string;
  /** A smaller picture for the grid. @default src */
  thumbnailSrc?: string;
  /** Says what the picture shows (it names the thumbnail button and the preview). */
  alt: string;
  /**
   * The full-size picture is still on its way (fetched by the app): the preview says it is loading, over `src`
   * when that is a stand-in such as the thumbnail. @default false
   */
  pending?: boolean;
}

export interface ImagePreviewLabels {
  /** @default Previous picture */
  previous: string;
  /** @default Next picture */
  next: string;
  /** @default Zoom in */
  zoomIn: string;
  /** @default Zoom out */
  zoomOut: string;
  /** @default Close */
  close: string;
  /** @default Zoom */
  zoom: string;
  /** @default (n, total) => `${n} of ${total}` */
  position: (n: number, total: number) => string;
  /** Said and shown while the picture loads. @default Loading picture */
  loading: string;
}

export const defaultImagePreviewLabels: ImagePreviewLabels = {
  previous: 'Previous picture',
  next: 'Next picture',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  close: 'Close',
  zoom: 'Zoom',
  position: (n, total) => `${n} of ${total}`,
  loading: 'Loading picture',
};

export interface ImagePreviewProps {
  images: readonly ViewerImage[];
  index: number;
  onIndexChange: (index: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Wrap from the last picture to the first; phones do not loop (docs/product/routes.md behaviour 1). @default true */
  loop?: boolean;
  /** @default 4 */
  maxZoom?: number;
  /** Shown when a picture fails to load (a picture per language, passed in). */
  brokenImageSrc?: string;
  labels?: Partial<ImagePreviewLabels>;
  /** Where the portal mounts; defaults to document.body. */
  container?: HTMLElement | null;
  /** Radix's hook for where focus goes on close; prevent its default to move focus yourself. */
  onCloseAutoFocus?: (event: Event) => void;
}

const controlClasses = [
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-surface-raised text-text shadow',
  'hover:bg-surface-sunken disabled:cursor-not-allowed disabled:opacity-40',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
].join(' ');

/**
 * The full-size picture in a Radix dialog (focus stays inside, Escape closes): previous/next, zoom by
 * buttons, +/- keys, the wheel and a pinch, and panning by drag while zoomed.
 */
export function ImagePreview({
  images,
  index,
  onIndexChange,
  open,
  onOpenChange,
  loop = true,
  maxZoom = 4,
  brokenImageSrc,
  labels: labelOverrides,
  container,
  onCloseAutoFocus,
}: ImagePreviewProps) {
  const labels = { ...defaultImagePreviewLabels, ...labelOverrides };
  const [zoom, setZoomState] = useState(minZoom);
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  // Addresses whose picture has been drawn once: until then the stage shows the loading status, not a blank.
  const [loaded, setLoaded] = useState<ReadonlySet<string>>(new Set());
  const [shownIndex, setShownIndex] = useState(index);
  const stage = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);

  // A new picture starts whole and centred.
  if (shownIndex !== index) {
    setShownIndex(index);
    setZoomState(minZoom);
    setPan({ x: 0, y: 0 });
  }

  const count = images.length;
  const image = images[index];
  const canPrevious = loop ? count > 1 : index > 0;
  const canNext = loop ? count > 1 : index < count - 1;

  const stageSize = () => ({ width: stage.current?.clientWidth ?? 0, height: stage.current?.clientHeight ?? 0 });
  const setZoom = (next: number) => {
    const z = clampZoom(next, maxZoom);
    setZoomState(z);
    setPan((p) => clampPan(p, z, stageSize()));
  };
  const go = (step: 1 | -1) => {
    if (count === 0 || (step === -1 && !canPrevious) || (step === 1 && !canNext)) return;
    onIndexChange(stepIndex(index, step, count, loop));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const actions: Record<string, () => void> = {
      ArrowLeft: () => go(-1),
      ArrowRight: () => go(1),
      '+': () => setZoom(zoom + zoomStep),
      '=': () => setZoom(zoom + zoomStep),
      '-': () => setZoom(zoom - zoomStep),
    };
    const action = actions[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  const onWheel = (event: WheelEvent) => setZoom(zoom - event.deltaY * 0.002);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      pinch.current = { distance: Math.hypot(a!.x - b!.x, a!.y - b!.y), zoom };
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const last = pointers.current.get(event.pointerId);
    if (!last) return;
    const point = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, point);
    if (pointers.current.size === 2 && pinch.current) {
      const [a, b] = [...pointers.current.values()];
      const distance = Math.hypot(a!.x - b!.x, a!.y - b!.y);
      if (pinch.current.distance > 0) setZoom((pinch.current.zoom * distance) / pinch.current.distance);
    } else if (pointers.current.size === 1 && zoom > minZoom) {
      setPan((p) => clampPan({ x: p.x + point.x - last.x, y: p.y + point.y - last.y }, zoom, stageSize()));
    }
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };

  const src = image && broken.has(image.id) && brokenImageSrc ? brokenImageSrc : image?.src;
  const loading = image !== undefined && src !== undefined && (image.pending === true || !loaded.has(src));

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal container={container}>
        <DialogPrimitive.Overlay className="fixed inset-0 z-overlay bg-overlay" />
        <DialogPrimitive.Content
          data-slot="image-preview"
          data-zoomed={zoom > minZoom ? 'true' : 'false'}
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-0 z-dialog flex flex-col bg-surface text-text focus-visible:outline-none"
        >
          <div className="flex items-center gap-2 border-b border-border p-2">
            <DialogPrimitive.Title className="line-clamp-2 min-w-0 flex-1 px-2 text-base font-medium break-words">
              {image ? `${labels.position(index + 1, count)} · ${image.alt}` : ''}
            </DialogPrimitive.Title>
            <button type="button" className={controlClasses} aria-label={labels.zoomOut} disabled={zoom <= minZoom} onClick={() => setZoom(zoom - zoomStep)}>
              <MinusIcon />
            </button>
            <output aria-label={labels.zoom} aria-live="polite" className="w-12 text-center tabular-nums" data-slot="image-preview-zoom">
              {formatZoom(zoom)}
            </output>
            <button type="button" className={controlClasses} aria-label={labels.zoomIn} disabled={zoom >= maxZoom} onClick={() => setZoom(zoom + zoomStep)}>
              <PlusIcon />
            </button>
            <DialogPrimitive.Close className={controlClasses} aria-label={labels.close}>
              <CloseIcon />
            </DialogPrimitive.Close>
          </div>
          <div className="relative min-h-0 flex-1">
            <div
              ref={stage}
              data-slot="image-preview-stage"
              onWheel={onWheel}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerEnd}
              onPointerCancel={onPointerEnd}
              className={cn('absolute inset-0 touch-none overflow-hidden select-none', zoom > minZoom && 'cursor-grab active:cursor-grabbing')}
            >
              {image ? (
                <img
                  key={image.id}
                  src={src}
                  alt={image.alt}
                  draggable={false}
                  onLoad={() => setLoaded((set) => (src === undefined || set.has(src) ? set : new Set(set).add(src)))}
                  onError={() => setBroken((set) => new Set(set).add(image.id))}
                  style={{ transform: `translate(${pan.x}px, ${pan.y}px) scale(${zoom})` }}
                  className="size-full object-contain motion-safe:transition-transform motion-safe:duration-fast"
                />
              ) : null}
              {loading ? (
                <div data-slot="image-preview-loading" role="status" className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center gap-2 text-text">
                  <span className="flex items-center gap-2 rounded-full bg-surface-raised px-4 py-2 shadow">
                    <SpinnerIcon aria-hidden="true" className="size-6 motion-safe:animate-spin" />
                    <span className="text-base">{labels.loading}</span>
                  </span>
                </div>
              ) : null}
            </div>
            <button type="button" className={cn(controlClasses, 'absolute start-3 top-1/2 -translate-y-1/2')} aria-label={labels.previous} disabled={!canPrevious} onClick={() => go(-1)}>
              <ChevronLeftIcon />
            </button>
            <button type="button" className={cn(controlClasses, 'absolute end-3 top-1/2 -translate-y-1/2')} aria-label={labels.next} disabled={!canNext} onClick={() => go(1)}>
              <ChevronRightIcon />
            </button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
