import { atom } from 'nanostores';

/**
 * A screen's own title when it differs from its route's (stays undefined otherwise). The layout
 * resets it on every route change and shows the result as the h1 and in document.title.
 */
export const $screenTitle = atom<string | undefined>(undefined);

export function setScreenTitle(title: string | undefined): void {
  $screenTitle.set(title);
}
