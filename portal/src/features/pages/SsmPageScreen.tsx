import './messages.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, ServiceGrid, ServiceTile } from '@mhp/design-system';
import type { Service } from '@mhp/contract';
import type { ScreenProps } from '../../app/screens.ts';
import { catalogue, personalInfo, terminalOf } from '../catalogue/api.ts';
import { ServiceCatalogueTile } from '../catalogue/ServiceCatalogueTile.tsx';

/** SPEC 3 organisation: SS (the health services) is the one whose services this page gathers. */
const HEALTH_SERVICES_ORG = 'SS';

/** SPEC 2 ssmPage: the services of the health services (SS) from the catalogue, as tiles. */
export function SsmPageScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const tree = route.tree ?? 'web';
  const [services, setServices] = useState<Service[] | null | 'failed'>(null);
  const [patid, setPatid] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setServices(null);
    catalogue(terminalOf(tree), { signal: controller.signal }).then(
      (classes) => setServices(classes.flatMap((c) => c.services).filter((s) => s.orgCode === HEALTH_SERVICES_ORG)),
      () => {
        if (!controller.signal.aborted) setServices('failed');
      },
    );
    personalInfo().then((info) => setPatid(info.patid), () => {});
    return () => controller.abort();
  }, [tree, attempt]);

  if (services === 'failed') {
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
