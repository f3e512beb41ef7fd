/**
 * docs/product/validation.md: "Links accepted only if they match a safe URL pattern with no script scheme". An allow-list, not
 * a block-list: a link is safe only when it is
 * - an absolute http(s) URL with a host name, made only of printable ASCII URL characters, or
 * - an in-app path: one leading slash (never //host), path characters only, optional query and fragment.
 * Everything else is refused, including anything with whitespace or control characters, backslashes,
 * HTML character references, user info (user@host) or a script scheme (javascript:, data:, vbscript:,
 * file:...) in any letter case and after any number of percent-decodings (the decoded forms are checked
 * too, so a query that smuggles an encoded script address is refused as well).
 * Zod-free: the portal's home bundle calls it on every tile and banner.
 */

const MAX_URL_LENGTH = 2048;

/** RFC 3986 unreserved + reserved characters and '%'. No spaces, quotes ", <, >, backslash, ^, `, {, |, }. */
const URL_CHARS = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]+$/;

/** Absolute: scheme http or https, then a host of letters, digits, dots and hyphens (optional port). */
const ABSOLUTE = /^https?:\/\/[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*(?::\d{1,5})?(?:[/?#]|$)/i;

/** In-app: "/" then path characters (no second slash at the start), optional ?query and #fragment. */
const IN_APP = /^\/(?![/\\])[A-Za-z0-9\-._~/]*(?:\?[A-Za-z0-9\-._~=&%+/]*)?(?:#[A-Za-z0-9\-._~/=&]*)?$/;

/** Schemes that run or embed content; checked after removing what browsers ignore inside a scheme. */
const SCRIPT_SCHEME = /(?:javascript|vbscript|livescript|data|file|blob|filesystem|about|jar|view-source)\s*:/i;

/** Whitespace, C0/C1 controls, and the invisible characters browsers drop from a URL. */
function isInvisible(code: number): boolean {
  return (
    code <= 0x20 ||
    (code >= 0x7f && code <= 0xa0) ||
    code === 0xad ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200f) ||
    (code >= 0x2028 && code <= 0x202f) ||
    (code >= 0x205f && code <= 0x2064) ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

function hasInvisible(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (isInvisible(text.charCodeAt(i))) return true;
  return false;
}

function withoutInvisible(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) if (!isInvisible(text.charCodeAt(i))) out += text[i];
  return out;
}

/** A numeric (&#58; &#x3a, semicolon optional) or named (&colon; &Tab;) HTML character reference. */
const CHARACTER_REFERENCE = /&#|&[a-z][a-z0-9]*;/i;

/** Every percent-decoding of the text until it stops changing (at most 5, the rest is refused). */
function decodings(text: string): string[] | null {
  const out = [text];
  let current = text;
  for (let i = 0; i < 5; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      // Not valid percent-encoding beyond this point: '%zz' stays literal, which is harmless.
      return out;
    }
    if (next === current) return out;
    out.push(next);
    current = next;
  }
  return null;
}

function hidesScript(text: string): boolean {
  const squeezed = withoutInvisible(text);
  return SCRIPT_SCHEME.test(squeezed) || CHARACTER_REFERENCE.test(squeezed) || squeezed.includes('\\');
}

export function isSafeUrl(url: unknown): url is string {
  if (typeof url !== 'string' || url.length === 0 || url.length > MAX_URL_LENGTH) return false;
  if (hasInvisible(url) || url.includes('\\') || !URL_CHARS.test(url)) return false;
  const forms = decodings(url);
  if (forms === null || forms.some(hidesScript)) return false;
  if (IN_APP.test(url)) return !/(?:^|\/)\.\.?(?:\/|$|\?|#)/.test(url.split(/[?#]/)[0] ?? '');
  if (!ABSOLUTE.test(url)) return false;
  // The authority ends at the first / ? or #; '@' in it would be user info (https://trusted@evil.example).
  const authority = url.replace(/^https?:\/\//i, '').split(/[/?#]/)[0] ?? '';
  if (authority.includes('@')) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname.length > 0 && parsed.username === '' && parsed.password === '';
  } catch {
    return false;
  }
}

/** The link when it is safe, otherwise null (what a tile or banner uses). */
export function safeUrlOrNull(url: unknown): string | null {
  return isSafeUrl(url) ? url : null;
}
