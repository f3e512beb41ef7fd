import { Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Skeleton } from '@macao-phr/design-system';
// pdf.js's worker is emitted as a file of its own and fetched only when a PDF is opened.
import workerSrc from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { lazyWithTexts } from '../../i18n/index.ts';

// docs/architecture.md#budgets: pdf.js loads only where a PDF is shown (its own chunk, never on home).
const PdfViewer = lazyWithTexts(() => import('@macao-phr/design-system/pdf-viewer').then((m) => ({ default: m.PdfViewer })));

/** A PDF on the page (detailUpload), through the design system's lazy PdfViewer entry. */
export function LazyPdf({ src, name }: { src: string; name: string }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Skeleton shape="block" className="h-96" />}>
      <PdfViewer
        src={src}
        title={name}
        fileName={name}
        workerSrc={workerSrc}
        messages={{
          previous: t('uploads.pdf.previous'),
          next: t('uploads.pdf.next'),
          page: (n, total) => t('uploads.pdf.page', { n, total }),
          download: t('uploads.pdf.download'),
          loading: t('uploads.pdf.loading'),
          error: t('uploads.pdf.error'),
        }}
      />
    </Suspense>
  );
}
