import { describe, expect, it } from 'vitest';
import { ctsDeclaration } from './cts-types.ts';
import { publishedManifest } from './pack-manifest.ts';

describe('declarations for require()', () => {
  it('point relative imports at .cjs files and leave package imports alone', () => {
    const dts = [
      "export { cn, type ClassCheck } from './lib/index.ts';",
      "export * from '../button/Button.tsx';",
      "import type { Plugin } from 'vite';",
      "export type Theme = import('./tokens.js').Theme;",
      "import { x } from \"./a.mjs\";",
    ].join('\n');
    expect(ctsDeclaration(dts)).toBe(
      [
        "export { cn, type ClassCheck } from './lib/index.cjs';",
        "export * from '../button/Button.cjs';",
        "import type { Plugin } from 'vite';",
        "export type Theme = import('./tokens.cjs').Theme;",
        "import { x } from \"./a.cjs\";",
      ].join('\n'),
    );
  });
});

describe('the tarball manifest', () => {
  it('takes exports, main, types and typesVersions from publishConfig and keeps the rest there', () => {
    const manifest = publishedManifest({
      name: '@macao-phr/example',
      exports: { '.': './src/index.ts' },
      scripts: { build: 'x', postpack: 'restore' },
      publishConfig: {
        access: 'public',
        main: './dist/index.cjs',
        types: './dist/index.d.cts',
        typesVersions: { '*': { sub: ['./dist/sub.d.cts'] } },
        exports: { '.': { import: './dist/index.js', require: './dist/index.cjs' } },
      },
    });
    expect(manifest).toEqual({
      name: '@macao-phr/example',
      main: './dist/index.cjs',
      types: './dist/index.d.cts',
      typesVersions: { '*': { sub: ['./dist/sub.d.cts'] } },
      exports: { '.': { import: './dist/index.js', require: './dist/index.cjs' } },
      publishConfig: { access: 'public' },
      scripts: { postpack: 'restore' },
    });
  });
});
