import './messages.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, ServiceGrid, ServiceTile } from '@mhp/design-system';
import type { ServiceClassification } from '@mhp/contract';
import type { ScreenProps } from '../../app/screens.ts';
import { catalogue, personalInfo, terminalOf } from './api.ts';
import { CatalogueSections } from './CatalogueSections.tsx';

/** SPEC 2 allService: the whole classified catalogue of the resident's terminal, filtered by sex on the server. */
export function AllServiceScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const tree = route.tree ?? 'web';
  const [data, setData] = useState<ServiceClassification[] | null | 'failed'>(null);
  const [patid, setPatid] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setData(null);
    catalogue(terminalOf(tree), { signal: controller.signal }).then(setData, () => {
      if (!controller.signal.aborted) setData('failed');
    });
    personalInfo().then((info) => setPatid(info.patid), () => {});
    return () => controller.abort();
  }, [tree, attempt]);

  if (data === 'failed') {
    return (
      <EmptyState
        title={t('common.loadFailed')}
        action={
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
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
