/** Catalogue constants, free of zod so the portal's home bundle can import them. */

/** The two route trees; docs/product/entities.md releaseTerminal codes them 1 (mobile) and 2 (web). */
export const TERMINALS = ['mobile', 'web'] as const;
export type Terminal = (typeof TERMINALS)[number];
export const TERMINAL_CODE: Readonly<Record<Terminal, 1 | 2>> = { mobile: 1, web: 2 };

/** docs/product/overview.md participating organisation codes (SS is the health services). */
export const CATALOGUE_ORG_CODES = ['SS', 'KWH', 'UH', 'YKH', 'COUAO', 'CCSI', 'CCIC', 'CRO'] as const;
export type CatalogueOrgCode = (typeof CATALOGUE_ORG_CODES)[number];

/** docs/product/routes.md: the 21 service links of the home catalogue. */
export const HOME_SERVICE_KEYS = [
  '/home/zszxmzyy',
  '/home/fyymzqy',
  '/home/cxyy',
  '/home/dcasc',
  '/home/jypgmz',
  '/home/yyqk',
  '/home/mzyyjl',
  '/home/xlywyy',
  '/home/ysjczms',
  '/home/grjzsc',
  '/home/lgymjz',
  '/home/cljsytj',
  '/home/xlpd',
  '/home/ndylbxjt',
  '/home/ylyz',
  '/home/ylbg',
  '/home/dzylj',
  '/home/ehrdzdxtz',
  '/home/yymzzj',
  '/home/cxyyzjjl',
  '/home/yscx',
] as const;

/**
 * docs/product/roles.md: "two special health services are hidden from non-male users". Ours (the product rules do not name them):
 * the two men's health services of the catalogue, /home/cljsytj (prostate cancer screening, 前列腺癌篩查)
 * and /home/jypgmz (men's health assessment clinic, 男士健康評估門診). They are hidden from every resident
 * whose sex code is not M whatever their showSex says, and from anonymous visitors.
 */
export const MALE_ONLY_SERVICE_KEYS: readonly string[] = ['/home/cljsytj', '/home/jypgmz'];

/** docs/product/states.md: the vaccine tab a tile sets, and the linkType it stores. */
export const TILE_VACCINE_TAB = '2';
export const TILE_LINK_TYPE = 'home';

/** docs/product/routes.md routes a tile may lead to. */
export const MOBILE_NOT_FOUND_PATH = '/mob/home/notFound';
export const WEB_NOT_FOUND_PATH = '/web/notFound';
export const MOBILE_MAINTENANCE_PATH = '/mobMaintenance';
export const WEB_MAINTENANCE_PATH = '/web/maintenance';
export const TRANSFER_SCAN_PATH = '/mob/transScanPage';
export const MOBILE_HEALTH_DATA_PATH = '/mob/healthData';
export const WEB_HEALTH_DATA_PATH = '/web/healthData';
