/**
 * API paths, relative to API_BASE (the table is api-paths.ts, read as `paths.login` etc.), and the API's header
 * names. Plain constants only: the portal's home bundle imports this file and must not pull zod in with it.
 */
import * as table from './api-paths.ts';

export const API_BASE = '/api';

export * as paths from './api-paths.ts';

export type PathName = keyof typeof table;

/**
 * The paths answered on GET; every other call is a POST. A client that calls a row by its path (`paths.login`) finds
 * the method here without loading the endpoint table (and zod). contract/src/endpoints.test.ts holds this list equal
 * to the table's GET rows.
 */
export const GET_PATHS: readonly string[] = [
  table.portalConfig, table.organisations, table.trendSex, table.bookingCount, table.commonReferralService, table.defaultCommonService,
  table.backstageConfig, table.uploadFileDownload, table.vaccinationHandbook, table.inspectionImage, table.shareImage, table.exportPdf, table.health,
];
export type ApiPath = (typeof table)[PathName];

/** Header names of docs/architecture.md#api-contract. */
export const AUTHORIZATION_HEADER = 'Authorization';
export const LANGUAGE_HEADER = 'Language';
/**
 * Optional on signed-in calls: the patid of the resident whose records are meant. A guardian sends a
 * ward's patid (docs/product/roles.md, docs/architecture.md#server: only with a verified guardianship, otherwise NOT_AUTHORIZED);
 * absent or the caller's own patid means the caller.
 */
export const SUBJECT_HEADER = 'Subject';
