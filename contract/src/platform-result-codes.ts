/**
 * The platform's own result codes, fixed (docs/product/result-codes.md): the ones every page's API client acts on by
 * itself, whatever was called. The full table (`ResultCode`, result-codes.ts) begins with these. They are a module of
 * their own so that a page's first load carries these few and the client's test of them, not the table, its set and
 * its messages, which only screens that show a code need (docs/performance.md).
 */
export const PlatformResultCode = {
  SUCCESS: '000000',
  SESSION_MISSING: '100017',
  SESSION_EXPIRED: '100018',
  SESSION_INVALID: '100019',
  SESSION_REVOKED: '100020',
  SESSION_DISABLED: '100021',
  GOV_LINK_EXPIRED: '100046',
  GOV_NO_ACCESS: '100047',
} as const;

const SESSION_INVALID_CODES: readonly string[] = [
  PlatformResultCode.SESSION_MISSING,
  PlatformResultCode.SESSION_EXPIRED,
  PlatformResultCode.SESSION_INVALID,
  PlatformResultCode.SESSION_REVOKED,
  PlatformResultCode.SESSION_DISABLED,
];

/** docs/product/result-codes.md: 100017-100021 mean "remember the address and sign the user out". */
export function isSessionInvalid(code: string): boolean {
  return SESSION_INVALID_CODES.includes(code);
}
