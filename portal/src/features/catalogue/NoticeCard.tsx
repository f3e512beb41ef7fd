import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'wouter';
import { Card, Skeleton, buttonVariants } from '@macao-phr/design-system';
import { homePathOf } from '../../routes/routes.ts';
import type { Tree } from '../../routes/routes.ts';

/**
 * The card of a service's maintenance notice: its text (or, while it loads, two lines' placeholders) and the way
 * back home. The maintenance page draws it busy until the notice's code is in, then the notice fills it: the
 * same card throughout, so nothing on the page moves.
 */
export function NoticeCard({ tree, children }: { readonly tree: Tree; readonly children?: ReactNode }) {
  const { t } = useTranslation();
  const busy = children === undefined;
  return (
    <Card.Root asChild>
      <div aria-busy={busy || undefined} className="flex flex-col gap-3 p-4">
        {busy ? (
          <>
            <Skeleton shape="text" className="h-5 w-full" />
            <Skeleton shape="text" className="h-5 w-2/3" />
          </>
        ) : (
          children
        )}
        <Link href={homePathOf(tree)} className={buttonVariants({ variant: 'secondary', wrap: true, className: 'self-start' })}>
          {t('catalogue.backToHome')}
        </Link>
      </div>
    </Card.Root>
  );
}
