import type { Banner, Service, TileAction } from '@macao-phr/contract';
import { pathOf } from '../../routes/routes.ts';
import type { Tree } from '../../routes/routes.ts';
import { BEHAVIOUR_NAMES, ORGANISATIONS, notFoundPath } from '@macao-phr/contract';
import { recordBehaviour, terminalOf } from './api.ts';
import { applyRouteEffects } from './tile-effects.ts';

/**
 * What a tap on a tile or banner does beyond following its link, loaded with the first tap so the home
 * page does not carry it (docs/architecture.md#budgets budget): the behaviour event (docs/product/entities.md), the route effects of
 * docs/product/routes.md behaviour 4, the host's page opener and QR scanner.
 */
export function handleTileClick(action: TileAction, service: Service, tree: Tree, navigate: (to: string) => void): void {
  recordBehaviour({
    behaviorType: 'click_service',
    serviceId: service.serviceId,
    serviceName: service.serviceNameTraditional,
    serviceNameEn: service.serviceNameEnglish,
    serviceNamePt: service.serviceNamePortuguese,
    orgCode: service.orgCode,
    terminal: terminalOf(tree),
  });
  switch (action.kind) {
    case 'route':
      applyRouteEffects(action);
      navigate(action.path);
      return;
    case 'external':
      if (action.opener === 'native') void openOutside(action.url);
      return;
    case 'vaccinationBook':
      navigate(pathOf('vaccineBook', tree) ?? notFoundPath(terminalOf(tree)));
      return;
    case 'queueTicketScan':
      void openQueueScanner(tree, action.transferPath, navigate);
      return;
    case 'maintenance':
    case 'notFound':
      return;
  }
}

/**
 * docs/product/overview.md and docs/product/entities.md: opening a service's details is a behaviour event of its own (click_details), with the
 * behaviour, service and organisation names as docs/product/entities.md lists them. The server keeps the catalogue's own
 * names for the id; these travel for the record as docs/product/entities.md has it.
 */
export function handleDetailsClick(service: Service, tree: Tree): void {
  const behaviour = BEHAVIOUR_NAMES.click_details;
  const org = ORGANISATIONS.find((o) => o.orgCode === service.orgCode);
  recordBehaviour({
    behaviorType: 'click_details',
    behaviorName: behaviour['zh-Hant'],
    behaviorNameEn: behaviour.en,
    behaviorNamePt: behaviour.pt,
    serviceId: service.serviceId,
    serviceName: service.serviceNameTraditional,
    serviceNameEn: service.serviceNameEnglish,
    serviceNamePt: service.serviceNamePortuguese,
    orgCode: service.orgCode,
    ...(org ? { orgName: org.name, orgNameEn: org.nameEn } : {}),
    terminal: terminalOf(tree),
  });
}

export function handleBannerClick(banner: Banner, url: string, tree: Tree): void {
  recordBehaviour({
    behaviorType: tree === 'mob' ? 'click_banner_app' : 'click_banner_web',
    messageId: banner.messageId,
    behaviorName: banner.bannerName,
    behaviorNameEn: banner.bannerNameEn,
    behaviorNamePt: banner.bannerNamePt,
    terminal: terminalOf(tree),
  });
  if (tree === 'mob' && !url.startsWith('/')) void openOutside(url);
}

async function openOutside(url: string): Promise<void> {
  const { hostBridge } = await import('../../platform/host-bridge.ts');
  await hostBridge().openPage(url);
}

/**
 * docs/product/routes.md behaviour 4 queue-ticket scan: the host's QR scanner, then the transfer page with the data and a
 * timestamp. A plain browser has no host scanner (scanQr resolves null): the in-page scanner screen.
 */
async function openQueueScanner(tree: Tree, transferPath: string, navigate: (to: string) => void): Promise<void> {
  const { hostBridge } = await import('../../platform/host-bridge.ts');
  try {
    const data = await hostBridge().scanQr();
    if (data === null) navigate(pathOf('scanPage', tree) ?? notFoundPath(terminalOf(tree)));
    else navigate(`${transferPath}?data=${encodeURIComponent(data)}&timestamp=${Date.now()}`);
  } catch {
    // The resident closed the scanner: stay on the page.
  }
}
