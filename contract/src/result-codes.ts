import { PlatformResultCode } from './platform-result-codes.ts';

/**
 * Every resultCode the API answers (docs/architecture.md#api-contract, docs/product/result-codes.md). The first eight are the
 * platform's own and fixed (platform-result-codes.ts); the rest are ours and stable: 2000xx request problems, 2001xx
 * sign-in, 2002xx uploads, 2003xx sharing, 2004xx QR and consent, 2005xx export, 2009xx service state, 999999 unknown.
 */
export const ResultCode = {
  ...PlatformResultCode,

  /** Body parsed but a field is refused; data is `{ fieldErrors }` (see validation.ts). HTTP 200. */
  VALIDATION_FAILED: '200001',
  /** Body is not JSON, not an object, or the content type is wrong. HTTP 400. */
  MALFORMED_REQUEST: '200002',
  /** Also the answer for another resident's record: never reveal that it exists (docs/architecture.md#server). */
  NOT_FOUND: '200004',
  /** docs/product/roles.md: 'The current account is not authorized to access'. */
  NOT_AUTHORIZED: '200003',
  /** Unknown API route or method. HTTP 404. */
  ROUTE_NOT_FOUND: '200005',
  /** Payload over the server's body limit. HTTP 413. */
  PAYLOAD_TOO_LARGE: '200006',

  /** Same answer for an unknown user and a wrong password, so accounts cannot be enumerated. */
  LOGIN_FAILED: '200101',
  /** Too many sign-in attempts (or requests) in the window. HTTP 429. */
  RATE_LIMITED: '200102',
  /** Authorisation code unknown, used, expired, or issued for another redirect address or account type. */
  AUTH_CODE_INVALID: '200103',
  /** The identity provider vouched for a person the portal does not know (docs/product/sign-in.md). */
  SIGN_IN_NOT_AUTHORIZED: '200104',
  /** The identity provider cannot be reached, or did not answer in time. */
  SIGN_IN_UNAVAILABLE: '200105',
  /** The sign-in attempt (`state`) is unknown, expired, or was started for another address or account type. */
  SIGN_IN_STATE_INVALID: '200106',
  /** The ID token's nonce is not the one this attempt sent. */
  ID_TOKEN_NONCE_INVALID: '200107',
  /** The ID token was issued for another client (audience) or by another issuer. */
  ID_TOKEN_AUDIENCE_INVALID: '200108',
  /** The ID token has expired (or is not valid yet), beyond a minute of clock skew. */
  ID_TOKEN_EXPIRED: '200109',
  /** The ID token's signature does not verify with any key the provider publishes. */
  ID_TOKEN_SIGNATURE_INVALID: '200110',
  /** Password sign-in is off on this server (PASSWORD_SIGN_IN). */
  PASSWORD_SIGN_IN_OFF: '200111',
  /** No identity provider is configured on this server. */
  PROVIDER_SIGN_IN_OFF: '200112',

  UPLOAD_NO_ATTACHMENT: '200201',
  UPLOAD_FILE_TOO_LARGE: '200202',
  UPLOAD_TOO_MANY_IMAGES: '200203',
  UPLOAD_TOO_MANY_PDFS: '200204',
  UPLOAD_QUOTA_EXCEEDED: '200205',
  UPLOAD_FAILED: '200206',
  UPLOAD_FILE_TYPE: '200207',

  SHARE_LINK_EXPIRED: '200301',
  SHARE_LINK_UNKNOWN: '200302',
  SHARE_NOT_SUPPORTED: '200303',
  SHARE_TOO_MANY_IMAGES: '200304',

  QR_INVALID: '200401',
  QR_EXPIRED: '200402',
  QR_REPEATED: '200403',
  QR_LIMIT: '200404',
  MINOR_CANNOT_CONSENT: '200405',
  IDENTITY_INCONSISTENT: '200406',
  GUARDIAN_IDENTITY_INCORRECT: '200407',
  ABNORMAL_SERVICE: '200408',
  IDENTIFICATION_FAILED: '200409',

  /** docs/product/export.md limits: the chosen sections and period hold more items than one export may. */
  EXPORT_TOO_LARGE: '200501',

  MAINTENANCE: '200901',
  TIMEOUT: '200902',
  /** The database (or another dependency) cannot be reached right now; nothing was changed. */
  SERVICE_UNAVAILABLE: '200903',
  UNKNOWN_ERROR: '999999',
} as const;

export type ResultCodeName = keyof typeof ResultCode;
export type ResultCodeValue = (typeof ResultCode)[ResultCodeName];

const CODES: ReadonlySet<string> = new Set(Object.values(ResultCode));

export function isResultCode(code: string): code is ResultCodeValue {
  return CODES.has(code);
}
