import type { TFunction } from 'i18next';
import type { ImagePreviewLabels } from '@macao-phr/design-system';

/** The picture preview's controls in the resident's language (the report's pictures and a shared link's alike). */
export const previewLabelsIn = (t: TFunction): Partial<ImagePreviewLabels> => ({
  previous: t('imaging.preview.previous'),
  next: t('imaging.preview.next'),
  zoomIn: t('imaging.preview.zoomIn'),
  zoomOut: t('imaging.preview.zoomOut'),
  close: t('imaging.preview.close'),
  zoom: t('imaging.preview.zoom'),
  position: (n, total) => t('imaging.preview.position', { n, total }),
  loading: t('imaging.preview.loading'),
});
