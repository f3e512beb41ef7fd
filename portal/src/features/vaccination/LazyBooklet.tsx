import { Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Skeleton } from '@macao-phr/design-system';
// pdf.js's worker is emitted as a file of its own and fetched only when a PDF is opened.
import workerSrc from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { lazyWithTexts } from '../../i18n/index.ts';

// docs/architecture.md#budgets: pdf.js loads only where a PDF is shown (its own chunk, never on home).
const PdfViewer = lazyWithTexts(() => import('@macao-phr/design-system/pdf-viewer').then((m) => ({ default: m.PdfViewer })));

/** The booklet in the design system's PdfViewer; its download link is the text alternative. */
export function LazyBooklet({ src, name }: { src: string; name: string }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Skeleton shape="block" className="h-96" />}>
      <PdfViewer
        src={src}
        title={t('vaccination.book')}
        fileName={name}
        workerSrc={workerSrc}
        messages={{
          previous: t('vaccination.pdf.previous'),
          next: t('vaccination.pdf.next'),
          page: (n, total) => t('vaccination.pdf.page', { n, total }),
          download: t('vaccination.bookDownload'),
          loading: t('vaccination.pdf.loading'),
          error: t('vaccination.pdf.error'),
        }}
      />
    </Suspense>
  );
}
