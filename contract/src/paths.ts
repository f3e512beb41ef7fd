/**
 * API paths, relative to API_BASE (the table is api-paths.ts, read as `paths.login` etc.), and the API's header
 * names. Plain constants only: the portal's home bundle imports this file and must not pull zod in with it.
 */
import type * as pathTable from './api-paths.ts';

export const API_BASE = '/api';

export * as paths from './api-paths.ts';

export type PathName = keyof typeof pathTable;
export type ApiPath = (typeof pathTable)[PathName];

/** Header names of docs/architecture.md#api-contract. */
export const AUTHORIZATION_HEADER = 'Authorization';
export const LANGUAGE_HEADER = 'Language';
/**
 * Optional on signed-in calls: the patid of the resident whose records are meant. A guardian sends a
 * ward's patid (docs/product/roles.md, docs/architecture.md#server: only with a verified guardianship, otherwise NOT_AUTHORIZED);
 * absent or the caller's own patid means the caller.
 */
export const SUBJECT_HEADER = 'Subject';
