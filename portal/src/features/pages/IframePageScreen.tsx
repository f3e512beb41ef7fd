import './messages.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useSearch } from 'wouter';
import { EmptyState } from '@macao-phr/design-system';
import { isSafeUrl } from '@macao-phr/contract';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { useScreenTitle } from '../../hooks/useScreenTitle.ts';

/**
 * Whether an address may be framed: an in-app path, or https on a host of the Macao government (gov.mo and its
 * subdomains, where the bureau's services live). Anything else under the portal's own frame would let any
 * address put any site before the resident as if it were the bureau's.
 */
function frameable(url: string): boolean {
  if (!isSafeUrl(url)) return false;
  if (url.startsWith('/')) return true;
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === 'https:' && (hostname === 'gov.mo' || hostname.endsWith('.gov.mo'));
  } catch {
    return false;
  }
}

/**
 * docs/product/routes.md iframePage?url=&title=: a service shown inside the app. Only a safe address (docs/product/validation.md, contract
 * isSafeUrl) of the government's own sites is loaded; anything else gets a translated refusal and no frame at all.
 * The address's `title` is not shown (anyone can write any text into an address): the page says "External service"
 * and names the site the content comes from.
 */
export function IframePageScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const params = new URLSearchParams(useSearch());
  const url = params.get('url')?.trim() ?? '';
  const title = t('pages.externalService');
  useScreenTitle(title);

  if (url === '') return <EmptyState data-refused="missing" title={t('pages.missingTitle')} description={t('pages.missingBody')} />;
  if (!frameable(url)) return <EmptyState data-refused="unsafe" title={t('pages.unsafeTitle')} description={t('pages.unsafeBody')} />;
  const from = url.startsWith('/') ? window.location.host : new URL(url).host;
  return (
    <div className="-mx-4 -mb-4 flex flex-1 flex-col">
      <p className="m-0 px-4 pb-2 text-sm text-text-muted">{t('pages.contentFrom', { host: from })}</p>
      <iframe
        src={url}
        title={`${title} (${from})`}
        // The framed service is another site: no access to the portal's storage or top window.
        sandbox="allow-scripts allow-forms allow-popups allow-same-origin"
        referrerPolicy="no-referrer"
        className="min-h-[70dvh] w-full flex-1 border-0"
      />
    </div>
  );
}
