import './messages.ts';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { useSearch } from 'wouter';
import { Button, Skeleton } from '@macao-phr/design-system';
import type { ServiceClassification } from '@macao-phr/contract';
import type { ScreenProps } from '../../routes/screen-types.ts';
import type { Tree } from '../../routes/routes.ts';
import { lazyWithTexts } from '../../i18n/index.ts';
import { $signedIn } from '../../stores/session.ts';
import { catalogue, terminalOf } from './api.ts';
import { CatalogueSections } from './CatalogueSections.tsx';
import { NoticeCard } from './NoticeCard.tsx';

/**
 * A service's notice is its own chunk: a visit to the maintenance home (the page a resident lands on when the whole
 * portal is under maintenance) then carries neither the notice nor what only it uses (the screen-title hook, the date
 * format), and stays within the first-paint budget (docs/architecture.md#budgets).
 */
const ServiceMaintenance = lazyWithTexts(() => import('./MaintenanceNotice.tsx').then((m) => ({ default: m.MaintenanceNotice })));

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
  // Until the notice's code is in, the card it fills, in its loading state: the same size, so nothing moves.
  return (
    <Suspense fallback={<NoticeCard tree={tree} />}>
      <ServiceMaintenance tree={tree} contentId={contentId?.trim() ?? ''} />
    </Suspense>
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
        // As the homes show a catalogue that did not load (ServicesSection): the words and a way to try again.
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-base">{t('common.loadFailed')}</p>
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('common.retry')}
          </Button>
        </div>
      ) : data === null ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <CatalogueSections classifications={data} tree={tree} patid={null} maintenanceHome storageKey={`mhp:maintenance:${tree}`} underNavBar={false} />
      )}
    </div>
  );
}
