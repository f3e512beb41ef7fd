import './messages.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ServiceGrid, ServiceTile } from '@macao-phr/design-system';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { LoadFailed } from '../common/load-failed.tsx';
import { ServiceCatalogueTile } from '../catalogue/ServiceCatalogueTile.tsx';
import { useCatalogue } from '../catalogue/use-catalogue.ts';

/** docs/product/entities.md organisation: SS (the health services) is the one whose services this page gathers. */
const HEALTH_SERVICES_ORG = 'SS';

/** docs/product/routes.md ssmPage: the services of the health services (SS) from the catalogue, as tiles. */
export function SsmPageScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const tree = route.tree ?? 'web';
  const { classifications, patid, retry } = useCatalogue(tree);
  const services = classifications === null || classifications === 'failed' ? classifications : classifications.flatMap((c) => c.services).filter((s) => s.orgCode === HEALTH_SERVICES_ORG);

  if (services === 'failed') return <LoadFailed onRetry={retry} />;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-base text-text-muted">{t('pages.ssmIntro')}</p>
      {services !== null && services.length === 0 ? (
        <p className="text-base">{t('pages.noServices')}</p>
      ) : (
        <ServiceGrid aria-label={t('common.routes.ssmPage')} aria-busy={services === null || undefined}>
          {services === null
            ? Array.from({ length: 6 }, (_, i) => <ServiceTile key={i} name="" status="loading" loadingLabel={t('common.loading')} />)
            : services.map((s) => <ServiceCatalogueTile key={s.serviceId} service={s} tree={tree} patid={patid} />)}
        </ServiceGrid>
      )}
    </div>
  );
}
