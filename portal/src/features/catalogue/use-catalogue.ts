import { useState } from 'react';
import type { Tree } from '../../routes/routes.ts';
import { useLoaded } from '../common/loaded.tsx';
import { catalogue, personalInfo, terminalOf } from './api.ts';

/** The classified catalogue of the tree's terminal, with the resident's patid for the tiles that carry it. */
export function useCatalogue(tree: Tree) {
  const [patid, setPatid] = useState<string | null>(null);
  const { data, retry } = useLoaded((signal) => {
    personalInfo().then((info) => setPatid(info.patid), () => {});
    return catalogue(terminalOf(tree), { signal });
  }, tree);
  return { classifications: data, patid, retry };
}
