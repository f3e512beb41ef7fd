/**
 * A tab opened before a release asks for chunks by the old names, which the new release no longer has. When a load
 * fails, the page's own address is asked again: if the entry script it names is not the one this page runs, a new
 * release is out and the page reloads into it, once per release (sessionStorage: a second failure after that
 * reload shows the failure and its "Try again", never a loop). If the server does not answer, or answers with the
 * same release, nothing happens here: the failure is shown (docs/architecture.md "When code fails to load").
 */
const RELOADED_KEY = 'mhp:reloaded-into';

/** The entry script a page of the portal names (`/assets/index-<hash>.js`). */
export function entryScriptOf(html: string): string | null {
  return /<script[^>]*type="module"[^>]*src="([^"]+)"/.exec(html)?.[1] ?? /<script[^>]*src="([^"]+)"[^>]*type="module"/.exec(html)?.[1] ?? null;
}

function currentEntry(): string | null {
  const script = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return script === null ? null : new URL(script.src, window.location.href).pathname;
}

/** A failure to load code (a module script or a chunk), as opposed to a failure of the code itself. */
export function isCodeLoadFailure(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|module script|importing a module|chunk/i.test(error.message);
}

/** Whether the server answers this page's address now (a "Try again" after a failed code load asks first). */
export async function serverAnswers(): Promise<boolean> {
  try {
    return (await fetch(window.location.pathname, { method: 'HEAD', cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/** Reloads into a new release if one replaced this page's; resolves whether it did. */
export async function reloadIntoNewRelease(error: unknown): Promise<boolean> {
  if (!isCodeLoadFailure(error)) return false;
  const mine = currentEntry();
  if (mine === null) return false;
  let html: string;
  try {
    const answer = await fetch(window.location.pathname, { cache: 'no-store', headers: { accept: 'text/html' } });
    if (!answer.ok) return false;
    html = await answer.text();
  } catch {
    return false;
  }
  const served = entryScriptOf(html);
  if (served === null || served === mine) return false;
  try {
    if (sessionStorage.getItem(RELOADED_KEY) === served) return false;
    sessionStorage.setItem(RELOADED_KEY, served);
  } catch {
    // Without sessionStorage there is no guard against a loop: no reload.
    return false;
  }
  window.location.reload();
  return true;
}
