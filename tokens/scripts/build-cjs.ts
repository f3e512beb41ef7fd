/**
 * The CommonJS build of @macao-phr/tokens, beside the ES modules tsc writes into dist: one `.cjs` file per source
 * module (dist/index.cjs, vite.cjs, tailwind.config.cjs, brand.cjs and what they import), for an app that
 * `require()`s the package. `import.meta.url` (where tokens.css is written) becomes the CommonJS file's own URL.
 * Part of `npm run build` in tokens/; the declarations for `require` are written by scripts/cts-types.ts.
 */
import path from 'node:path';
import { build } from 'vite';

const dir = path.resolve(import.meta.dirname, '..');
const entries = ['index', 'vite', 'tailwind.config', 'brand'];

await build({
  configFile: false,
  root: dir,
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: false,
    minify: false,
    ssr: true,
    target: 'node20',
    rolldownOptions: {
      input: Object.fromEntries(entries.map((name) => [name, path.join(dir, 'src', `${name}.ts`)])),
      platform: 'node',
      external: (id) => !id.startsWith('.') && !path.isAbsolute(id),
      output: { format: 'cjs', exports: 'named', preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].cjs' },
    },
  },
});
