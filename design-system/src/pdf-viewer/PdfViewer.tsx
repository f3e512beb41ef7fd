'use client';

import { useEffect, useRef, useState, type ComponentProps } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { cn } from '../lib/cn.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../lib/icons.tsx';
import { refAsProp } from '../lib/ref-prop.ts';

export interface PdfViewerMessages {
  /** @default Previous page */
  previous: string;
  /** @default Next page */
  next: string;
  /** @default (n, total) => `Page ${n} of ${total}` */
  page: (n: number, total: number) => string;
  /** The text alternative: a link to the file itself. @default Download the PDF */
  download: string;
  /** @default Loading the document */
  loading: string;
  /** @default The document could not be shown. Download it instead. */
  error: string;
}

export const defaultPdfViewerMessages: PdfViewerMessages = {
  previous: 'Previous page',
  next: 'Next page',
  page: (n, total) => `Page ${n} of ${total}`,
  download: 'Download the PDF',
  loading: 'Loading the document',
  error: 'The document could not be shown. Download it instead.',
};

export type PdfViewerState = 'loading' | 'ready' | 'error';

export interface PdfViewerProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Address of the PDF; also the download link. */
  src: string;
  /** Names the drawn page for screen readers (the document's title). */
  title: string;
  /**
   * Address of pdf.js's worker script, `pdfjs-dist/build/pdf.worker.min.mjs` (with Vite:
   * `import workerSrc from 'pdfjs-dist/build/pdf.worker.min.mjs?url'`). Required: a bundler-neutral
   * default does not exist, and pdf.js's main-thread fallback did not load documents in Chromium here.
   */
  workerSrc: string;
  page?: number;
  /** @default 1 */
  defaultPage?: number;
  onPageChange?: (page: number) => void;
  /** Suggested file name for the download link. */
  fileName?: string;
  messages?: Partial<PdfViewerMessages>;
}

const buttonClasses = [
  'inline-flex size-11 items-center justify-center rounded-md border border-border-strong bg-surface-raised text-text',
  'hover:bg-surface-sunken disabled:cursor-not-allowed disabled:opacity-40',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
].join(' ');

/**
 * One page of a PDF at a time on a canvas (pdf.js, imported only when this mounts), with page
 * navigation and a download link that is the text alternative. Load it lazily:
 * `import('@macao-phr/design-system/pdf-viewer')`.
 */
export const PdfViewer = /* @__PURE__ */ refAsProp(function PdfViewer({
  src,
  title,
  workerSrc,
  page,
  defaultPage = 1,
  onPageChange,
  fileName,
  messages: overrides,
  className,
  ...props
}: PdfViewerProps) {
  const messages = { ...defaultPdfViewerMessages, ...overrides };
  const [ownPage, setOwnPage] = useState(defaultPage);
  const current = page ?? ownPage;
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [state, setState] = useState<PdfViewerState>('loading');
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let cancelled = false;
    let loaded: PDFDocumentProxy | null = null;
    setState('loading');
    import('pdfjs-dist')
      .then(async (pdfjs) => {
        pdfjs.GlobalWorkerOptions.workerSrc = workerSrc;
        loaded = await pdfjs.getDocument(src).promise;
        if (cancelled) return;
        setDoc(loaded);
      })
      .catch(() => {
        if (!cancelled) setState('error');
      });
    return () => {
      cancelled = true;
      void loaded?.destroy();
    };
  }, [src, workerSrc]);

  const total = doc?.numPages ?? 0;
  const shown = total ? Math.min(Math.max(1, current), total) : current;

  useEffect(() => {
    if (!doc || !canvas.current) return;
    let cancelled = false;
    let task: { cancel: () => void; promise: Promise<void> } | undefined;
    doc
      .getPage(shown)
      .then((pdfPage) => {
        if (cancelled || !canvas.current) return;
        const target = canvas.current;
        const scale = (target.parentElement?.clientWidth || 800) / pdfPage.getViewport({ scale: 1 }).width;
        const viewport = pdfPage.getViewport({ scale: scale * (window.devicePixelRatio || 1) });
        target.width = viewport.width;
        target.height = viewport.height;
        task = pdfPage.render({ canvas: target, viewport });
        return task.promise;
      })
      .then(() => {
        if (!cancelled) setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('error');
      });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, shown]);

  const go = (next: number) => {
    if (page === undefined) setOwnPage(next);
    onPageChange?.(next);
  };

  return (
    <div data-slot="pdf-viewer" data-state={state} className={cn('flex flex-col gap-3', className)} {...props}>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={buttonClasses} aria-label={messages.previous} disabled={!total || shown <= 1} onClick={() => go(shown - 1)}>
          <ChevronLeftIcon />
        </button>
        <span aria-live="polite" className="min-w-24 text-center tabular-nums">
          {total ? messages.page(shown, total) : ''}
        </span>
        <button type="button" className={buttonClasses} aria-label={messages.next} disabled={!total || shown >= total} onClick={() => go(shown + 1)}>
          <ChevronRightIcon />
        </button>
        <a href={src} download={fileName ?? true} className="ms-auto font-medium text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus">
          {messages.download}
        </a>
      </div>
      <p role="status" className={cn('text-text-muted', state === 'ready' && 'sr-only')}>
        {state === 'loading' ? messages.loading : state === 'error' ? messages.error : ''}
      </p>
      <div className={cn('overflow-auto rounded-md border border-border bg-surface-raised', state === 'error' && 'hidden')}>
        <canvas ref={canvas} role="img" aria-label={total ? `${title}, ${messages.page(shown, total)}` : title} className="block h-auto w-full" />
      </div>
    </div>
  );
});
