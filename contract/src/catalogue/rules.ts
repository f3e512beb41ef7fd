/**
 * Pure catalogue rules (docs/product/routes.md behaviour 4, docs/product/validation.md quick links, docs/product/roles.md filtering), shared by the portal and
 * the server. Zod-free: only types come from schemas.ts, so the home bundle does not pull zod in.
 */
import type { Language } from '../languages.ts';
import { QUICK_LINKS_MAX, QUICK_LINKS_MIN } from '../limits.ts';
import type { ValidationKey } from '../validation.ts';
import {
  MALE_ONLY_SERVICE_KEYS,
  MOBILE_HEALTH_DATA_PATH,
  MOBILE_MAINTENANCE_PATH,
  MOBILE_NOT_FOUND_PATH,
  TERMINAL_CODE,
  TILE_LINK_TYPE,
  TILE_VACCINE_TAB,
  TRANSFER_SCAN_PATH,
  WEB_HEALTH_DATA_PATH,
  WEB_MAINTENANCE_PATH,
  WEB_NOT_FOUND_PATH,
  type Terminal,
} from './constants.ts';
import { isSafeUrl } from './safe-url.ts';
import type { Service } from './schemas.ts';

/** What visibleServices needs of a service (so the server can filter its rows before building DTOs). */
export type VisibilityFacts = Pick<Service, 'serviceKey' | 'showSex' | 'releaseTerminal'>;

export type Viewer = {
  /** The resident's sex code (docs/product/entities.md sexcode: M or other); null for an anonymous visitor. */
  sex: string | null;
  terminal: Terminal;
};

/** docs/product/roles.md: one service's visibility for a viewer. */
export function isServiceVisible(service: VisibilityFacts, viewer: Viewer): boolean {
  if (!service.releaseTerminal.includes(TERMINAL_CODE[viewer.terminal])) return false;
  if (viewer.sex !== 'M' && MALE_ONLY_SERVICE_KEYS.includes(service.serviceKey)) return false;
  const showSex = service.showSex;
  return showSex === '' || showSex === 'ALL' || showSex === viewer.sex;
}

/**
 * docs/product/roles.md: services show only if showSex is the resident's sex code, ALL or empty; the two male-only health
 * services (MALE_ONLY_SERVICE_KEYS) are hidden from non-male residents; releaseTerminal must contain the
 * terminal's code (1 mobile, 2 web). Order is kept.
 */
export function visibleServices<S extends VisibilityFacts>(services: readonly S[], viewer: Viewer): S[] {
  return services.filter((s) => isServiceVisible(s, viewer));
}

/** The service's name in a language (docs/product/entities.md serviceName Traditional/English/Portuguese). */
export function serviceName(service: Pick<Service, 'serviceNameTraditional' | 'serviceNameEnglish' | 'serviceNamePortuguese'>, lang: Language): string {
  return lang === 'en' ? service.serviceNameEnglish : lang === 'pt' ? service.serviceNamePortuguese : service.serviceNameTraditional;
}

export function classificationName(
  c: { classificationNameTraditional: string; classificationNameEnglish: string; classificationNamePortuguese: string },
  lang: Language,
): string {
  return lang === 'en' ? c.classificationNameEnglish : lang === 'pt' ? c.classificationNamePortuguese : c.classificationNameTraditional;
}

export function bannerName(b: { bannerName: string; bannerNameEn: string; bannerNamePt: string }, lang: Language): string {
  return lang === 'en' ? b.bannerNameEn : lang === 'pt' ? b.bannerNamePt : b.bannerName;
}

/** The service's address for a terminal and language ('' when it has none). */
export function serviceAddress(service: Pick<Service, 'serviceUrl' | 'webServiceUrl'>, terminal: Terminal, lang: Language): string {
  return (terminal === 'web' ? service.webServiceUrl : service.serviceUrl)[lang].trim();
}

/**
 * docs/product/routes.md routing rule: /mobMaintenance?name={encoded title}&contentId={encoded content id} (web:
 * /web/maintenance with the same query). Both values are percent-encoded (encodeURIComponent); the page
 * reads them back with parseMaintenanceQuery.
 */
export function maintenanceAddress(title: string, contentId: string, terminal: Terminal): string {
  const base = terminal === 'web' ? WEB_MAINTENANCE_PATH : MOBILE_MAINTENANCE_PATH;
  return `${base}?name=${encodeURIComponent(title)}&contentId=${encodeURIComponent(contentId)}`;
}

/**
 * The name and contentId of a maintenance address's query (URLSearchParams decodes them). The page shows only what the
 * server's content for contentId says: `name` is never rendered, since anyone can write any text into an address.
 */
export function parseMaintenanceQuery(search: string): { name: string; contentId: string } | null {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const name = params.get('name');
  const contentId = params.get('contentId');
  if (name === null || contentId === null || contentId === '') return null;
  return { name, contentId };
}

export function notFoundPath(terminal: Terminal): string {
  return terminal === 'web' ? WEB_NOT_FOUND_PATH : MOBILE_NOT_FOUND_PATH;
}

/** docs/product/routes.md behaviour 4: what a tap on a tile does. The screen carries it out; the rule decides. */
export type TileAction =
  /** Attribute 1, status 2: navigate in the app. Before navigating: when healthTab is set store it as the
   * health tab (session storage), store vaccineTab as the vaccine tab and linkType (docs/product/states.md). */
  | { kind: 'route'; path: string; healthTab: 'health' | null; vaccineTab: typeof TILE_VACCINE_TAB; linkType: typeof TILE_LINK_TYPE }
  /** Attribute 2 or 3, status 2: mobile opens it with the host's native page opener, web in a new window.
   * For attribute 3 the url already carries the patient id (query parameter patid). */
  | { kind: 'external'; url: string; opener: 'native' | 'newWindow' }
  /** Status 3: the maintenance page with the encoded name and content id. */
  | { kind: 'maintenance'; path: string; contentId: string }
  /** No (or no safe) address for this terminal and language. */
  | { kind: 'notFound'; path: string }
  /** Special: the vaccination book; its URL comes from the server. In link mode it is previewed as a PDF. */
  | { kind: 'vaccinationBook'; preview: 'pdf' | 'open' }
  /** Special: the queue-ticket scan: open the QR scanner, then go to transferPath with the data and a timestamp. */
  | { kind: 'queueTicketScan'; transferPath: string };

export type TileContext = {
  lang: Language;
  terminal: Terminal;
  /** The resident's patient id (attribute 3 passes it), null when unknown. */
  patid: string | null;
  /** Link mode: the portal is opened from another site/app with a link (docs/product/routes.md, docs/product/states.md). */
  linkMode: boolean;
};

type TileFacts = Pick<
  Service,
  | 'serviceAttribute'
  | 'serviceStatus'
  | 'serviceUrl'
  | 'webServiceUrl'
  | 'serviceMaintenanceContent'
  | 'specialService'
  | 'serviceNameTraditional'
  | 'serviceNameEnglish'
  | 'serviceNamePortuguese'
>;

function withPatid(url: string, patid: string): string {
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  return `${base}${base.includes('?') ? '&' : '?'}patid=${encodeURIComponent(patid)}${hash}`;
}

/**
 * docs/product/routes.md behaviour 4, in order: status 3 goes to maintenance (with its content id; without one, the page's
 * neutral notice);
 * the special services; no (safe) address goes to notFound; attribute 1 is an in-app route (an absolute
 * address on attribute 1 is treated as external); attribute 2/3 open externally (attribute 3 with the
 * patient id; without a patient id it cannot work and goes to notFound). Every address is checked with
 * isSafeUrl first.
 */
export function tileAction(service: TileFacts, ctx: TileContext): TileAction {
  const notFound = { kind: 'notFound', path: notFoundPath(ctx.terminal) } as const;
  if (service.serviceStatus === 3) {
    // Without a content id the maintenance page shows its neutral notice: never notFound for a service in maintenance.
    const contentId = service.serviceMaintenanceContent?.trim() ?? '';
    return { kind: 'maintenance', path: maintenanceAddress(serviceName(service, ctx.lang), contentId, ctx.terminal), contentId };
  }
  if (service.specialService === 'vaccinationBook') return { kind: 'vaccinationBook', preview: ctx.linkMode ? 'pdf' : 'open' };
  if (service.specialService === 'queueTicketScan') return { kind: 'queueTicketScan', transferPath: TRANSFER_SCAN_PATH };
  const url = serviceAddress(service, ctx.terminal, ctx.lang);
  if (url === '' || !isSafeUrl(url)) return notFound;
  const opener = ctx.terminal === 'mobile' ? 'native' : 'newWindow';
  if (service.serviceAttribute === 1) {
    if (!url.startsWith('/')) return { kind: 'external', url, opener };
    const path = url.split(/[?#]/)[0] ?? url;
    const healthTab = path === MOBILE_HEALTH_DATA_PATH || path === WEB_HEALTH_DATA_PATH ? 'health' : null;
    return { kind: 'route', path: url, healthTab, vaccineTab: TILE_VACCINE_TAB, linkType: TILE_LINK_TYPE };
  }
  if (service.serviceAttribute === 3) {
    if (ctx.patid === null || ctx.patid === '') return notFound;
    return { kind: 'external', url: withPatid(url, ctx.patid), opener };
  }
  return { kind: 'external', url, opener };
}

/** Why a list of quick links is refused (docs/product/validation.md), as a validation key, or null when it is fine. */
export function quickLinksError(ids: readonly number[]): ValidationKey | null {
  if (new Set(ids).size !== ids.length) return 'quickLinks.duplicate';
  if (ids.length < QUICK_LINKS_MIN || ids.length > QUICK_LINKS_MAX) return 'quickLinks.count';
  return null;
}

export type QuickLinkChange = { ok: true; ids: number[] } | { ok: false; error: ValidationKey };

/** Add a quick link at the end: refused when it is already there ('Service already exists') or when 11 are chosen. */
export function addQuickLink(ids: readonly number[], id: number): QuickLinkChange {
  if (ids.includes(id)) return { ok: false, error: 'quickLinks.duplicate' };
  if (ids.length >= QUICK_LINKS_MAX) return { ok: false, error: 'quickLinks.count' };
  return { ok: true, ids: [...ids, id] };
}

/** Remove a quick link: refused when only 3 are left. */
export function removeQuickLink(ids: readonly number[], id: number): QuickLinkChange {
  if (!ids.includes(id)) return { ok: true, ids: [...ids] };
  if (ids.length <= QUICK_LINKS_MIN) return { ok: false, error: 'quickLinks.count' };
  return { ok: true, ids: ids.filter((x) => x !== id) };
}

/** Drag order (docs/product/routes.md behaviour 7): move the link at `from` to index `to` (clamped). */
export function moveQuickLink(ids: readonly number[], from: number, to: number): number[] {
  if (from < 0 || from >= ids.length) return [...ids];
  const out = [...ids];
  const [moved] = out.splice(from, 1);
  const target = Math.max(0, Math.min(out.length, to));
  out.splice(target, 0, moved as number);
  return out;
}
