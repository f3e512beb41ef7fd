import { Link } from 'wouter';
import { buttonVariants, cn } from '@macao-phr/design-system';
import { pathOf, type Tree } from '../../routes/routes.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { queries } from '../../api/index.ts';
import { useRead } from '../home/use-read.ts';
import { paths } from '@macao-phr/contract';

/** The count is drawn as soon as it comes. */
const now = Promise.resolve();

/**
 * The home's way to the notices (docs/product/notices.md), with the unread count once it is known. Its texts are the
 * home's (the start bundle), so the notices screen's chunk is not loaded for it.
 */
export function NoticesLink({ tree }: { readonly tree: Tree }) {
  const { t } = useTranslation();
  // The count the query cache holds shows at once (kept for this person only) and is asked again on every home;
  // marking notices read invalidates it.
  const [answer] = useRead(queries.read(paths.noticeUnread, {}, { toastOnError: false }), now);
  const count = answer === null || answer === 'failed' ? 0 : answer.unread;
  // Its name is its words as shown, then the count, then "unread" for a screen reader only ("Notices 3 unread"): the
  // name begins with what a sighted resident reads, so a voice command of the visible words finds it (label in name).
  return (
    <Link href={pathOf('notices', tree) ?? ''} data-unread={count} className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'gap-2')}>
      <span>{t('home.notices')}</span>
      {count > 0 ? (
        <>
          {' '}
          <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-primary px-1.5 text-sm font-semibold text-primary-foreground">
            {count > 99 ? '99+' : count}
          </span>
          <span className="sr-only"> {t('home.noticesUnreadAfter')}</span>
        </>
      ) : null}
    </Link>
  );
}
