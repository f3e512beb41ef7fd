import type { Tree } from '../../routes/routes.ts';
import { useLoaded, useSideLoad } from '../common/loaded.tsx';
import { catalogueRead, personalRead, terminalOf } from './api.ts';

/** The classified catalogue of the tree's terminal, with the resident's patid for the tiles that carry it. */
export function useCatalogue(tree: Tree) {
  const { data, retry } = useLoaded(catalogueRead(terminalOf(tree)));
  const patid = useSideLoad(personalRead())?.patid ?? null;
  return { classifications: data, patid, retry };
}
