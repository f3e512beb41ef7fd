import './messages.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { Link, useSearch } from 'wouter';
import { Button, Card, EmptyState, Skeleton, buttonVariants } from '@macao-phr/design-system';
import type { ServiceClassification, ServiceContent } from '@macao-phr/contract';
import type { ScreenProps } from '../../app/screen-types.ts';
import { homePathOf } from '../../app/routes.ts';
import type { Tree } from '../../app/routes.ts';
import { $language } from '../../stores/language.ts';
import { useScreenTitle } from '../../hooks/useScreenTitle.ts';
import { $signedIn } from '../../stores/session.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { catalogue, serviceContent, terminalOf } from './api.ts';
import { CatalogueSections } from './CatalogueSections.tsx';

/**
 * docs/product/routes.md /mobMaintenance and /web/maintenance (no login needed).
 * - With ?name=&contentId= (docs/product/routes.md routing rule, percent-encoded): the service's maintenance notice, heading
 *   (the page's h1) and text, from POST /manageServiceContent/detail; a neutral notice when the id is missing or unknown. `name` is
 *   not shown (docs/security.md: no address text rendered as the bureau's words).
 * - Without them: the maintenance home (docs/product/routes.md behaviour 3): the catalogue under the sticky category bar,
 *   maintenance tiles badged, the whole 'health record' category shown as maintenance; the device back
 *   button clears local storage and closes the page.
 */
export function MaintenanceScreen({ route }: ScreenProps) {
  const tree: Tree = route.tree ?? 'mob';
  const params = new URLSearchParams(useSearch());
  const contentId = params.get('contentId');
  // The address's `name` is never shown: anyone can write any text into an address, so the heading and the
  // notice come only from the server's content for contentId (an unknown one gets the neutral notice).
  if (contentId === null && params.get('name') === null) return <MaintenanceHome tree={tree} />;
  return <ServiceMaintenance tree={tree} contentId={contentId?.trim() ?? ''} />;
}

function ServiceMaintenance({ tree, contentId }: { readonly tree: Tree; readonly contentId: string }) {
  const { t } = useTranslation();
  const language = useStore($language);
  const [content, setContent] = useState<ServiceContent | null | 'failed' | 'none'>(contentId === '' ? 'none' : null);

  useEffect(() => {
    if (contentId === '') {
      setContent('none');
      return;
    }
    const controller = new AbortController();
    setContent(null);
    serviceContent(contentId, { signal: controller.signal, toastOnError: false }).then(setContent, () => {
      if (!controller.signal.aborted) setContent('failed');
    });
    return () => controller.abort();
  }, [contentId]);

  const known = content !== null && content !== 'failed' && content !== 'none' ? content : null;
  const title = known?.title[language] ?? '';
  // The page's one heading is the layout's h1: the notice's own title, else 'Service under maintenance'. The
  // card under it carries no heading of its own, so the title is neither shown nor read out twice.
  useScreenTitle(title !== '' ? title : t('catalogue.maintenanceTitle'));

  return (
    <Card.Root asChild>
      <div aria-busy={content === null || undefined} className="flex flex-col gap-3 p-4">
        {content === null ? (
          <>
            <Skeleton shape="text" className="h-5 w-full" />
            <Skeleton shape="text" className="h-5 w-2/3" />
          </>
        ) : known === null ? (
          <p className="text-base">{t('catalogue.maintenanceGeneric')}</p>
        ) : (
          <>
            <p className="text-base whitespace-pre-line">{known.content[language]}</p>
            <p className="text-sm text-text-muted">{t('catalogue.maintenanceUpdated', { date: formatDateTime(known.updatedAt, language) })}</p>
          </>
        )}
        <Link href={homePathOf(tree)} className={buttonVariants({ variant: 'secondary', className: 'self-start' })}>
          {t('catalogue.backToHome')}
        </Link>
      </div>
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
