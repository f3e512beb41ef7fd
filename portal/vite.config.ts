import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

/**
 * The portal build (ARCHITECTURE 5 and 8): every screen is a lazy chunk (see src/app/screens.ts),
 * each language's messages are their own chunk, and the dev server forwards /api to the reference
 * server so the portal runs against it unchanged.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  server: {
    proxy: { '/api': { target: process.env.MHP_API_URL ?? 'http://localhost:8080', changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: process.env.MHP_API_URL ?? 'http://localhost:8080', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Budgets are measured on gzip output by `npm run bench`; this keeps the report honest meanwhile.
    reportCompressedSize: true,
    chunkSizeWarningLimit: 200,
  },
});
