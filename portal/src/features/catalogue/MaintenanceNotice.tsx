import './messages.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import type { ServiceContent } from '@macao-phr/contract';
import type { Tree } from '../../routes/routes.ts';
import { $language } from '../../stores/language.ts';
import { useScreenTitle } from '../../hooks/useScreenTitle.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { serviceContent } from './api.ts';
import { NoticeCard } from './NoticeCard.tsx';

/**
 * A service's maintenance notice (docs/product/routes.md /mobMaintenance and /web/maintenance with ?contentId=): its
 * heading (the page's h1) and text from POST /manageServiceContent/detail, without a token; a neutral notice when the
 * id is missing or unknown. The address's `name` is never shown (docs/security.md).
 */
export function MaintenanceNotice({ tree, contentId }: { readonly tree: Tree; readonly contentId: string }) {
  const { t } = useTranslation();
  const language = useStore($language);
  const [content, setContent] = useState<ServiceContent | null | 'failed' | 'none'>(contentId === '' ? 'none' : null);

  useEffect(() => {
    if (contentId === '') {
      setContent('none');
      return;
    }
    const controller = new AbortController();
    setContent(null);
    serviceContent(contentId, { signal: controller.signal, toastOnError: false }).then(setContent, () => {
      if (!controller.signal.aborted) setContent('failed');
    });
    return () => controller.abort();
  }, [contentId]);

  const known = content !== null && content !== 'failed' && content !== 'none' ? content : null;
  const title = known?.title[language] ?? '';
  // The page's one heading is the layout's h1: the notice's own title, else 'Service under maintenance'. The
  // card under it carries no heading of its own, so the title is neither shown nor read out twice.
  useScreenTitle(title !== '' ? title : t('catalogue.maintenanceTitle'));

  if (content === null) return <NoticeCard tree={tree} />;
  return (
    <NoticeCard tree={tree}>
      {known === null ? (
        <p className="text-base">{t('catalogue.maintenanceGeneric')}</p>
      ) : (
        <>
          <p className="text-base whitespace-pre-line">{known.content[language]}</p>
          <p className="text-sm text-text-muted">{t('catalogue.maintenanceUpdated', { date: formatDateTime(known.updatedAt, language) })}</p>
        </>
      )}
    </NoticeCard>
  );
}
