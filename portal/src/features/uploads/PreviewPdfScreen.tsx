import './messages.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useSearch } from 'wouter';
import { EmptyState } from '@macao-phr/design-system';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { sameOriginPath } from '../../platform/same-origin-path.ts';
import { LazyPdf } from '../common/LazyPdf.tsx';

/**
 * /mob/previewPdf?url=... (docs/product/routes.md; the browser host bridge's previewPdf, docs/product/sign-in.md): a PDF of this portal
 * shown in pdf.js. Only same-origin addresses are opened; anything else is refused with a message.
 */
export function PreviewPdfScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const requested = new URLSearchParams(useSearch()).get('url') ?? '';
  const src = sameOriginPath(requested, window.location.origin);
  if (src === null) return <EmptyState data-refused="" title={t('common.routes.previewPdf')} description={t('uploads.pdf.refused')} />;
  const name = decodeURIComponent(src.split('?')[0]?.split('/').at(-1) ?? '') || t('common.routes.previewPdf');
  return <LazyPdf src={src} fileName={name} messages="uploads.pdf" />;
}
