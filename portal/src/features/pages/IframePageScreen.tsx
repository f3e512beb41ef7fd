import './messages.ts';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { EmptyState } from '@macao-phr/design-system';
import { isSafeUrl } from '@macao-phr/contract';
import type { ScreenProps } from '../../app/screen-types.ts';
import { useScreenTitle } from '../../hooks/useScreenTitle.ts';

/**
 * docs/product/routes.md iframePage?url=&title=: a service shown inside the app. Only a safe address (docs/product/validation.md, contract
 * isSafeUrl: http(s) or an in-app path, no script scheme in any case or encoding) is loaded; anything else
 * gets a translated refusal and no frame at all.
 */
export function IframePageScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const params = new URLSearchParams(useSearch());
  const url = params.get('url')?.trim() ?? '';
  const title = params.get('title')?.trim() || t('pages.externalService');
  useScreenTitle(title);

  if (url === '') return <EmptyState data-refused="missing" title={t('pages.missingTitle')} description={t('pages.missingBody')} />;
  if (!isSafeUrl(url)) return <EmptyState data-refused="unsafe" title={t('pages.unsafeTitle')} description={t('pages.unsafeBody')} />;
  return (
    <div className="-mx-4 -mb-4 flex flex-1 flex-col">
      <iframe
        src={url}
        title={title}
        // The framed service is another site: no access to the portal's storage or top window.
        sandbox="allow-scripts allow-forms allow-popups allow-same-origin"
        referrerPolicy="no-referrer"
        className="min-h-[70dvh] w-full flex-1 border-0"
      />
    </div>
  );
}
