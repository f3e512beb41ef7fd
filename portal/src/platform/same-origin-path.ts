import { isSafeUrl } from './safe-url.ts';

/**
 * A same-origin path (with query), or null when `value` is not one: for redirects that must stay on site. Not in
 * safe-url.ts, which the entry imports (every first paint): only the PDF preview needs this.
 */
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
