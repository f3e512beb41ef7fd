import './messages.ts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { Link, useSearch } from 'wouter';
import { Button, Card, EmptyState, Skeleton, buttonVariants } from '@macao-phr/design-system';
import type { ServiceClassification, ServiceContent } from '@macao-phr/contract';
import type { ScreenProps } from '../../app/screens.ts';
import { homePathOf } from '../../app/routes.ts';
import type { Tree } from '../../app/routes.ts';
import { $language } from '../../stores/language.ts';
import { $signedIn } from '../../stores/session.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { catalogue, serviceContent, terminalOf } from './api.ts';
import { CatalogueSections } from './CatalogueSections.tsx';

/**
 * docs/product/routes.md /mobMaintenance and /web/maintenance (no login needed).
 * - With ?name=&contentId= (docs/product/routes.md routing rule, percent-encoded): the service's maintenance notice from
 *   POST /manageServiceContent/detail, or a general notice when it has no content id.
 * - Without them: the maintenance home (docs/product/routes.md behaviour 3): the catalogue under the sticky category bar,
 *   maintenance tiles badged, the whole 'health record' category shown as maintenance; the device back
 *   button clears local storage and closes the page.
 */
export function MaintenanceScreen({ route }: ScreenProps) {
  const tree: Tree = route.tree ?? 'mob';
  const params = new URLSearchParams(useSearch());
  const name = params.get('name');
  if (name === null) return <MaintenanceHome tree={tree} />;
  return <ServiceMaintenance tree={tree} name={name} contentId={params.get('contentId') ?? ''} />;
}

function ServiceMaintenance({ tree, name, contentId }: { readonly tree: Tree; readonly name: string; readonly contentId: string }) {
  const { t } = useTranslation();
  const language = useStore($language);
  const headingId = useId();
  const [content, setContent] = useState<ServiceContent | null | 'failed' | 'none'>(contentId === '' ? 'none' : null);

  useEffect(() => {
    if (contentId === '') return;
    const controller = new AbortController();
    serviceContent(contentId, { signal: controller.signal, toastOnError: false }).then(setContent, () => {
      if (!controller.signal.aborted) setContent('failed');
    });
    return () => controller.abort();
  }, [contentId]);

  return (
    <Card.Root asChild>
      <section aria-labelledby={headingId} aria-busy={content === null || undefined} data-maintenance-content={contentId} className="flex flex-col gap-3 p-4">
        <h2 id={headingId} className="text-xl font-semibold">
          {name}
        </h2>
        {content === null ? (
          <>
            <Skeleton shape="text" className="h-5 w-full" />
            <Skeleton shape="text" className="h-5 w-2/3" />
          </>
        ) : content === 'failed' || content === 'none' ? (
          <p className="text-base">{t('catalogue.maintenanceGeneric')}</p>
        ) : (
          <>
            {content.title[language] !== '' ? <h3 className="text-lg font-medium">{content.title[language]}</h3> : null}
            <p className="text-base whitespace-pre-line">{content.content[language]}</p>
            <p className="text-sm text-text-muted">{t('catalogue.maintenanceUpdated', { date: formatDateTime(content.updatedAt, language) })}</p>
          </>
        )}
        <Link href={homePathOf(tree)} className={buttonVariants({ variant: 'secondary', className: 'self-start' })}>
          {t('catalogue.backToHome')}
        </Link>
      </section>
    </Card.Root>
  );
}

function MaintenanceHome({ tree }: { readonly tree: Tree }) {
  const { t } = useTranslation();
  const signedIn = useStore($signedIn);
  const [data, setData] = useState<ServiceClassification[] | null | 'failed'>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setData(null);
    catalogue(terminalOf(tree), { signal: controller.signal, signedIn }).then(setData, () => {
      if (!controller.signal.aborted) setData('failed');
    });
    return () => controller.abort();
  }, [tree, signedIn, attempt]);

  // docs/product/routes.md behaviour 3: the device back button clears local storage and closes the page. A history entry
  // of our own catches the back press; a browser may refuse window.close for a page it did not open,
  // the storage is cleared either way.
  useEffect(() => {
    window.history.pushState({ mhpMaintenanceBack: true }, '', window.location.href);
    const onBack = (): void => {
      try {
        localStorage.clear();
      } catch {
        // Storage refused: nothing stored to clear.
      }
      window.close();
    };
    window.addEventListener('popstate', onBack);
    return () => window.removeEventListener('popstate', onBack);
  }, []);

  return (
    <div className="flex flex-col gap-4">
      <p className="text-base">{t('catalogue.maintenanceHomeIntro', { badge: t('home.maintenanceBadge') })}</p>
      {data === 'failed' ? (
        <EmptyState
          title={t('common.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : data === null ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <CatalogueSections classifications={data} tree={tree} patid={null} maintenanceHome storageKey={`mhp:maintenance:${tree}`} underNavBar={false} />
      )}
    </div>
  );
}
