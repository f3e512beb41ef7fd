// Its own entry (`@macao-phr/design-system/pdf-viewer`): pdf.js loads only where a PDF is shown,
// lazy(() => import('@macao-phr/design-system/pdf-viewer').then((m) => ({ default: m.PdfViewer }))).
export { PdfViewer, defaultPdfViewerMessages } from './PdfViewer.tsx';
export type { PdfViewerProps, PdfViewerMessages, PdfViewerState } from './PdfViewer.tsx';
