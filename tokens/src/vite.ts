import type { Plugin } from 'vite';
import { writeTokensCss } from './write.ts';

/**
 * tokens/dist is generated, not committed. Any Vite build or dev server whose CSS imports
 * `@macao-phr/tokens/tokens.css` (directly or through `@macao-phr/design-system/styles.css`) adds this plugin so
 * the file exists before Tailwind resolves the import. Runs once per build or server start.
 */
export function tokensPlugin(): Plugin {
  let written = false;
  const write = () => {
    if (!written) {
      writeTokensCss();
      written = true;
    }
  };
  return {
    name: 'mhp:tokens-css',
    config: write,
  };
}
