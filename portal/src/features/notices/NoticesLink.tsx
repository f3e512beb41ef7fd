import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { buttonVariants, cn } from '@macao-phr/design-system';
import { pathOf, type Tree } from '../../routes/routes.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { $unreadNotices, refreshUnreadNotices } from './unread.ts';

/**
 * The home's way to the notices (docs/product/notices.md), with the unread count once it is known. Its texts are the
 * home's (the start bundle), so the notices screen's chunk is not loaded for it.
 */
export function NoticesLink({ tree }: { readonly tree: Tree }) {
  const { t } = useTranslation();
  const unread = useStore($unreadNotices);
  useEffect(() => {
    const controller = new AbortController();
    refreshUnreadNotices({ signal: controller.signal, toastOnError: false }).catch(() => undefined);
    return () => controller.abort();
  }, []);
  const count = unread ?? 0;
  return (
    <Link
      href={pathOf('notices', tree) ?? ''}
      data-unread={count}
      aria-label={count > 0 ? t('home.noticesUnread', { count }) : t('home.notices')}
      className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'gap-2')}
    >
      <span aria-hidden="true">{t('home.notices')}</span>
      {count > 0 ? (
        <span aria-hidden="true" className="inline-flex min-w-6 items-center justify-center rounded-full bg-primary px-1.5 text-sm font-semibold text-primary-foreground">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
