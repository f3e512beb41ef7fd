/**
 * This browser's own id (docs/product/notices.md#sign-ins-from-a-new-browser): 32 random bytes, made at the first
 * sign-in in this browser and kept in localStorage (kept at sign-out too), sent with every sign-in so that the server
 * can tell the resident of a sign-in from a browser they have not used before. Nothing about the browser goes into it.
 */
const storageKey = 'mhp:browserId';

function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The id, made now if this browser has none; undefined where localStorage cannot be used (the sign-in is then told as new). */
export function browserId(): string | undefined {
  try {
    const kept = localStorage.getItem(storageKey);
    if (kept !== null && /^[A-Za-z0-9_-]{22,64}$/.test(kept)) return kept;
    const made = newId();
    localStorage.setItem(storageKey, made);
    return made;
  } catch {
    return undefined;
  }
}
