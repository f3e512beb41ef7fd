// Its own entry (`@mhp/design-system/pdf-viewer`): pdf.js loads only where a PDF is shown,
// lazy(() => import('@mhp/design-system/pdf-viewer').then((m) => ({ default: m.PdfViewer }))).
export { PdfViewer, defaultPdfViewerMessages } from './PdfViewer.tsx';
export type { PdfViewerProps, PdfViewerMessages, PdfViewerState } from './PdfViewer.tsx';
