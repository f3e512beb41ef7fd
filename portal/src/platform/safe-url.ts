import { isSafeUrl } from '@macao-phr/contract';

/**
 * docs/product/validation.md: "Links accepted only if they match a safe URL pattern with no script scheme" — the contract's one
 * definition (http(s) addresses and same-site paths; script schemes refused in any case or encoding),
 * shared with the server's catalogue checks.
 */
export { isSafeUrl };
