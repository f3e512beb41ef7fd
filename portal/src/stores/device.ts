import { atom } from 'nanostores';
import type { Tree } from '../routes/routes.ts';

/** The active route tree, decided once at start by app/device.ts (docs/product/routes.md). */
export const $tree = atom<Tree>('web');

export function setTree(tree: Tree): void {
  $tree.set(tree);
}
