import { memo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button, ServiceGrid, ServiceTile } from '@macao-phr/design-system';
import type { Service } from '@macao-phr/contract';
import type { Tree } from '../../routes/routes.ts';
import { ServiceCatalogueTile } from '../catalogue/ServiceCatalogueTile.tsx';

export interface ServicesSectionProps {
  readonly id: string;
  readonly headingKey: 'home.quickLinksHeading' | 'home.recommendedHeading';
  readonly services: readonly Service[] | null | 'failed';
  readonly onRetry?: () => void;
  readonly tree: Tree;
  readonly patid: string | null;
  readonly easy: boolean;
  readonly action?: ReactNode;
}

/**
 * A titled grid of service tiles (or its loading tiles, or its failure with "try again"). Memoised: give it
 * `services`, `onRetry` and `action` that stay the same objects until they change.
 */
export const ServicesSection = memo(function ServicesSection({ id, headingKey, services, onRetry, tree, patid, easy, action }: ServicesSectionProps) {
  const { t } = useTranslation();
  const variant = easy ? 'card' : 'compact';
  return (
    <section aria-labelledby={id} aria-busy={services === null || undefined} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className={easy ? 'text-xl font-semibold' : 'text-lg font-semibold'}>
          {t(headingKey)}
        </h2>
        {action}
      </div>
      {services === 'failed' ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-base">{t('common.loadFailed')}</p>
          {onRetry ? (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          ) : null}
        </div>
      ) : services !== null && services.length === 0 ? (
        <p className="text-base text-text-muted">{t('home.noServices')}</p>
      ) : (
        <ServiceGrid aria-labelledby={id} variant={variant} className={easy ? 'sm:grid-cols-1' : undefined}>
          {services === null
            ? Array.from({ length: 8 }, (_, i) => <ServiceTile key={i} name="" status="loading" loadingLabel={t('common.loading')} variant={variant} />)
            : services.map((service) => <ServiceCatalogueTile key={service.serviceId} service={service} tree={tree} patid={patid} variant={variant} />)}
        </ServiceGrid>
      )}
    </section>
  );
});
