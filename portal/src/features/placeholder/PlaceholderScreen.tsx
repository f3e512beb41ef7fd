import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'wouter';
import { EmptyState, buttonVariants } from '@macao-phr/design-system';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { homePathOf } from '../../routes/routes.ts';

/**
 * The one shared screen for routes not built yet (docs/architecture.md#portal). `data-placeholder` carries the
 * route name so a test can list what remains; built screens never carry it.
 */
export function PlaceholderScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const home = homePathOf(route.tree ?? 'web');
  return (
    <section data-placeholder={route.name}>
      <EmptyState
        title={t('common.placeholder.body')}
        description={t('common.placeholder.detail', { screen: t(`common.routes.${route.name}`) })}
        action={
          route.tree === null ? undefined : (
            <Link href={home} className={buttonVariants({ variant: 'secondary', wrap: true })}>
              {t('common.placeholder.goHome')}
            </Link>
          )
        }
      />
    </section>
  );
}
