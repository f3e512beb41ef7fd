import './messages.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'wouter';
import { EmptyState, buttonVariants } from '@macao-phr/design-system';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { homePathOf, pathOf } from '../../routes/routes.ts';

/** docs/product/routes.md /mob/home/notFound and /web/notFound: where an unknown address or a service without a link lands. */
export function NotFoundScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const tree = route.tree ?? 'web';
  return (
    <section data-not-found="">
      <EmptyState
        title={t('pages.notFoundTitle')}
        description={t('pages.notFoundBody')}
        action={
          // A named landmark, so a screen-reader user can jump to the ways out of a dead end.
          <nav aria-label={t('pages.notFoundNext')} className="flex flex-wrap justify-center gap-2">
            <Link href={homePathOf(tree)} className={buttonVariants({ variant: 'primary', wrap: true })}>
              {t('pages.goHome')}
            </Link>
            <Link href={pathOf('allService', tree) ?? homePathOf(tree)} className={buttonVariants({ variant: 'secondary', wrap: true })}>
              {t('pages.allServices')}
            </Link>
          </nav>
        }
      />
    </section>
  );
}
