import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

// tokens/dist is generated and gitignored; every Storybook entry point (dev, build, the Vitest
// plugin) loads this file first, so building the tokens here keeps tokens.css present and fresh.
execFileSync(process.execPath, [fileURLToPath(new URL('../../tokens/src/build.ts', import.meta.url))], { stdio: 'ignore' });

const config: StorybookConfig = {
  stories: ['../*/*.mdx', '../*/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { default: tailwindcss } = await import('@tailwindcss/vite');
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()];
    return viteConfig;
  },
};

export default config;
