import './messages.ts';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useLocation, useSearch } from 'wouter';
import { Button, Card, EmptyState } from '@macao-phr/design-system';
import { isSafeUrl } from '@macao-phr/contract';
import type { ScreenProps } from '../../routes/screen-types.ts';

/**
 * docs/product/routes.md middlePage?url=&name=: the hand-off between the portal and another page. An in-app path is
 * followed at once; another site only after the resident confirms (it opens through the host's page
 * opener); an unsafe or missing address is refused with a translated message.
 */
export function MiddlePageScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const url = params.get('url')?.trim() ?? '';
  const name = params.get('name')?.trim() ?? '';
  const safe = url !== '' && isSafeUrl(url);
  const inApp = safe && url.startsWith('/');

  useEffect(() => {
    if (inApp) navigate(url, { replace: true });
  }, [inApp, url, navigate]);

  if (url === '') return <EmptyState data-refused="missing" title={t('pages.missingTitle')} description={t('pages.missingBody')} />;
  if (!safe) return <EmptyState data-refused="unsafe" title={t('pages.unsafeTitle')} description={t('pages.unsafeBody')} />;
  if (inApp) return null;
  return (
    <Card.Root className="flex flex-col gap-4 p-4">
      <p className="text-base">{name === '' ? t('pages.leavingUnnamed') : t('pages.leaving', { name })}</p>
      <Button
        className="self-start"
        onClick={() => void import('../../platform/host-bridge.ts').then((m) => m.hostBridge().openPage(url))}
      >
        {t('pages.continue')}
      </Button>
    </Card.Root>
  );
}
