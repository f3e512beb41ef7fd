import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Test projects (ARCHITECTURE 7):
 * - unit: plain modules on Node (contract, server, portal logic, tokens).
 * - dom: React components in happy-dom (design-system, portal screens).
 * - storybook: every story rendered in Debian's Chromium with axe (added by stories/vitest.project.ts).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{contract,server,tokens,scripts}/**/*.test.ts', 'portal/src/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['{design-system,portal}/src/**/*.test.tsx'],
          exclude: ['**/node_modules/**', '**/dist/**'],
        },
      },
    ],
  },
});
