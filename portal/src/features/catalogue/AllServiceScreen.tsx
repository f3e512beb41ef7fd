import './messages.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ServiceGrid, ServiceTile } from '@macao-phr/design-system';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { LoadFailed } from '../common/load-failed.tsx';
import { CatalogueSections } from './CatalogueSections.tsx';
import { useCatalogue } from './use-catalogue.ts';

/** docs/product/routes.md allService: the whole classified catalogue of the resident's terminal, filtered by sex on the server. */
export function AllServiceScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const tree = route.tree ?? 'web';
  const { classifications: data, patid, retry } = useCatalogue(tree);

  if (data === 'failed') return <LoadFailed onRetry={retry} />;
  if (data === null) {
    return (
      <ServiceGrid aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: 12 }, (_, i) => (
          <ServiceTile key={i} name="" status="loading" loadingLabel={t('common.loading')} />
        ))}
      </ServiceGrid>
    );
  }
  return <CatalogueSections classifications={data} tree={tree} patid={patid} storageKey={`mhp:allService:${tree}`} underNavBar={tree === 'mob'} />;
}
