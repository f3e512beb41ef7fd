import { Suspense, useState } from 'react';
import type { MouseEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { useLocation } from 'wouter';
import { ServiceTile } from '@macao-phr/design-system';
import type { ServiceTileVariant } from '@macao-phr/design-system';
import { maintenanceAddress, serviceName, tileAction } from '@macao-phr/contract';
import type { Service, TileAction } from '@macao-phr/contract';
import type { Tree } from '../../routes/routes.ts';
import { $language } from '../../stores/language.ts';
import { terminalOf } from './api.ts';
import { lazyWithTexts } from '../../i18n/index.ts';

export interface ServiceCatalogueTileProps {
  readonly service: Service;
  readonly tree: Tree;
  /** The resident's patient id (attribute 3 services pass it), null when not known (yet). */
  readonly patid: string | null;
  /**
   * Show the tile as in maintenance whatever its status: docs/product/routes.md behaviour 3, the whole 'health record'
   * category on the maintenance home.
   */
  readonly forceMaintenance?: boolean;
  readonly variant?: ServiceTileVariant;
  /** The picture is below the fold (catalogue pages): let the browser load it late. */
  readonly lazyPicture?: boolean;
}

const ServiceDetailsSheet = lazyWithTexts(() => import('./ServiceDetailsSheet.tsx').then((m) => ({ default: m.ServiceDetailsSheet })));

/** A palette step or colour role name from the catalogue (docs/product/entities.md bgColor), never a colour literal. */
const TOKEN_NAME = /^[a-z]+(?:-[a-z0-9]+)*$/;

/**
 * One catalogue service as a design-system ServiceTile that does what docs/product/routes.md behaviour 4 says (the rule
 * is contract's `tileAction`): in-app routes, maintenance and not-found are links; external services
 * open with the host's page opener (mobile) or a new window (web); the special services call the host.
 * Every tap is recorded as click_service. A service with a description gets an info button that opens
 * its details in a Sheet and is recorded as click_details (docs/product/overview.md, docs/product/entities.md).
 */
export function ServiceCatalogueTile({ service, tree, patid, forceMaintenance = false, variant = 'compact', lazyPicture = false }: ServiceCatalogueTileProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const [, navigate] = useLocation();
  const terminal = terminalOf(tree);
  const name = serviceName(service, language);
  // Mounted from the first opening on, so the Sheet can animate out and hand focus back to the info button.
  const [details, setDetails] = useState<'never' | 'open' | 'closed'>('never');
  const description = service.serviceDescription[language];
  const action: TileAction =
    forceMaintenance && service.serviceStatus !== 3
      ? { kind: 'maintenance', path: maintenanceAddress(name, service.serviceMaintenanceContent ?? '', terminal), contentId: service.serviceMaintenanceContent ?? '' }
      : tileAction(service, { lang: language, terminal, patid, linkMode: false });

  const onClick = (event: MouseEvent<HTMLElement>): void => {
    // A modified click (new tab, new window) keeps the browser's own behaviour; it is still counted.
    const plain = !(event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) && event.button === 0;
    if (plain && action.kind !== 'maintenance' && action.kind !== 'notFound') event.preventDefault();
    // A new window must open within the tap itself, or a pop-up blocker stops it.
    if (plain && action.kind === 'external' && action.opener === 'newWindow') window.open(action.url, '_blank', 'noopener,noreferrer');
    const handled = plain ? action : ({ kind: 'notFound', path: '' } as const);
    import('./tile-click.ts').then(
      (m) => m.handleTileClick(handled, service, tree, navigate),
      // Its code did not load (the server gone): a tile that opens a screen still opens it, and that screen says
      // what went wrong, with its "Try again" (app/LoadFailure.tsx).
      () => {
        if (handled.kind === 'route') navigate(handled.path);
      },
    );
  };

  const href = action.kind === 'route' || action.kind === 'maintenance' || action.kind === 'notFound' || action.kind === 'external' ? hrefOf(action) : undefined;
  const maintenance = action.kind === 'maintenance';
  const bg = TOKEN_NAME.test(service.bgColor) ? `var(--palette-${service.bgColor})` : undefined;

  const onDetails = (): void => {
    setDetails('open');
    void import('./tile-click.ts').then((m) => m.handleDetailsClick(service, tree));
  };

  const tile = (
    <ServiceTile
      data-service-id={service.serviceId}
      data-action={action.kind}
      name={name}
      variant={variant}
      description={variant === 'card' ? description || undefined : undefined}
      status={maintenance ? 'maintenance' : 'available'}
      maintenanceLabel={t('home.maintenanceBadge')}
      href={href}
      onClick={onClick}
      onDetails={description === '' ? undefined : onDetails}
      detailsLabel={t('home.serviceDetails', { name })}
      picture={
        service.servicePic === '' ? undefined : (
          <span className="flex size-full items-center justify-center rounded-md" style={bg === undefined ? undefined : { backgroundColor: bg }}>
            <img src={service.servicePic} alt="" width={48} height={48} loading={lazyPicture ? 'lazy' : 'eager'} decoding="async" className="size-10 object-contain" />
          </span>
        )
      }
    />
  );
  if (details === 'never') return tile;
  return (
    <>
      {tile}
      <Suspense fallback={null}>
        <ServiceDetailsSheet
          service={service}
          name={name}
          open={details === 'open'}
          onOpenChange={(open) => setDetails(open ? 'open' : 'closed')}
          href={href}
          onOpen={onClick}
          maintenance={maintenance}
        />
      </Suspense>
    </>
  );
}

function hrefOf(action: Extract<TileAction, { kind: 'route' | 'maintenance' | 'notFound' | 'external' }>): string {
  return action.kind === 'external' ? action.url : action.path;
}
