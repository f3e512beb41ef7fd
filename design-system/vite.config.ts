import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tokensPlugin } from '@macao-phr/tokens/vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/** A third-party package import: bare specifiers and their subpaths (react/jsx-runtime). */
const external = [
  'react', 'react-dom', 'react/jsx-runtime', 'radix-ui', 'react-aria-components', 'react-aria', 'react-stately', 'class-variance-authority',
  'clsx', 'tailwind-merge', 'recharts', 'jsqr', 'pdfjs-dist', '@internationalized/date',
];

/**
 * Library mode, one output file per source module (preserveModules) so a consumer's bundler drops the components
 * it does not import, in two formats: ES modules (`.js`, the `import` condition) and CommonJS (`.cjs`, the
 * `require` condition). Each file keeps its module's 'use client'. The stylesheet is a second entry so the compiled
 * Tailwind CSS lands in dist/design-system.css.
 */
export default defineConfig({
  // tokensPlugin writes tokens/dist/tokens.css (gitignored) before styles.css imports it.
  plugins: [tokensPlugin(), react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Lib mode turns code splitting of CSS off, which forbids a CSS entry; the stylesheet is its own entry.
    cssCodeSplit: true,
    lib: {
      entry: { index: `${root}src/index.ts`, 'trend-chart/index': `${root}src/trend-chart/index.ts`, 'qr-scanner/index': `${root}src/qr-scanner/index.ts`, 'pdf-viewer/index': `${root}src/pdf-viewer/index.ts`, 'class-conflicts': `${root}src/lib/class-conflicts.ts`, 'react-aria-locales': `${root}src/lib/react-aria-locales.ts`, 'design-system': `${root}src/styles.css` },
      cssFileName: 'design-system',
    },
    rolldownOptions: {
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      output: [
        { format: 'es', preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
        { format: 'cjs', preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].cjs', exports: 'named' },
      ],
    },
  },
});
