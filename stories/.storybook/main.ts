import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../*/*.mdx', '../*/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { default: tailwindcss } = await import('@tailwindcss/vite');
    // tokens/dist is generated and gitignored: the plugin writes tokens.css before Tailwind imports it
    // (dev, build-storybook and the Vitest plugin all pass through viteFinal).
    const { tokensPlugin } = await import('@macao-phr/tokens/vite');
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tokensPlugin(), tailwindcss()];
    return viteConfig;
  },
};

export default config;
