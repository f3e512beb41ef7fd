import { atom } from 'nanostores';

/**
 * Where the mobile back button goes when a screen says so (docs/product/routes.md behaviour 4: a screen opened from a home
 * tile with linkType=home goes back home); undefined: the browser's history. A screen sets it while it is
 * shown and clears it when it leaves.
 */
export const $backPath = atom<string | undefined>(undefined);

export function setBackPath(path: string | undefined): void {
  $backPath.set(path);
}
