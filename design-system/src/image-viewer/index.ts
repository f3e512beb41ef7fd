export { ImageViewer } from './ImageViewer.tsx';
export type { ImageViewerProps } from './ImageViewer.tsx';
export { ThumbnailGrid } from './ThumbnailGrid.tsx';
export type { ThumbnailGridProps, ThumbnailGridState } from './ThumbnailGrid.tsx';
export { ImagePreview, defaultImagePreviewLabels } from './ImagePreview.tsx';
export type { ImagePreviewProps, ImagePreviewLabels, ViewerImage } from './ImagePreview.tsx';
export { clampZoom, formatZoom, stepIndex, zoomStep, minZoom } from './zoom.ts';
