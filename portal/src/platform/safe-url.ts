import { isSafeUrl } from '@macao-phr/contract';

/**
 * docs/product/validation.md: "Links accepted only if they match a safe URL pattern with no script scheme" — the contract's one
 * definition (http(s) addresses and same-site paths; script schemes refused in any case or encoding),
 * shared with the server's catalogue checks.
 */
export { isSafeUrl };

/** A same-origin path (with query), or null when `value` is not one: for redirects that must stay on site. */
export function sameOriginPath(value: string, origin: string): string | null {
  if (!isSafeUrl(value)) return null;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
