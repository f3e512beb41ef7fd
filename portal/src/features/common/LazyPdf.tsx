import { Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Skeleton } from '@macao-phr/design-system';
// pdf.js's worker is emitted as a file of its own and fetched only when a PDF is opened.
import workerSrc from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { lazyWithTexts } from '../../i18n/index.ts';

// docs/architecture.md#budgets: pdf.js loads only where a PDF is shown (its own chunk, never on home).
const PdfViewer = lazyWithTexts(() => import('@macao-phr/design-system/pdf-viewer').then((m) => ({ default: m.PdfViewer })));

/**
 * A PDF on the page (an upload's: detailUpload, previewPdf; the vaccination booklet), through the design system's lazy
 * PdfViewer entry. `title` names it (@default its file name); its texts are the feature's under `messages` (`previous`,
 * `next`, `page`, `download`, `loading`, `error`), the download link's `download` where the feature names it otherwise.
 */
export function LazyPdf({ src, fileName, title = fileName, messages, download = `${messages}.download` }: { src: string; fileName: string; title?: string; messages: string; download?: string }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Skeleton shape="block" className="h-96" />}>
      <PdfViewer
        src={src}
        title={title}
        fileName={fileName}
        workerSrc={workerSrc}
        messages={{
          previous: t(`${messages}.previous`),
          next: t(`${messages}.next`),
          page: (n, total) => t(`${messages}.page`, { n, total }),
          download: t(download),
          loading: t(`${messages}.loading`),
          error: t(`${messages}.error`),
        }}
      />
    </Suspense>
  );
}
