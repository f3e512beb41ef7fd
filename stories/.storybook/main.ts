import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../*/*.mdx', '../*/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Prop tables from the TypeScript types and their doc comments (real unions, descriptions, defaults), not
  // react-docgen's guesses ("union", "unknown"); the DOM attributes every component inherits are left out.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      // The stories' project, which references the design system's (the root tsconfig lists no files).
      tsconfigPath: fileURLToPath(new URL('../tsconfig.json', import.meta.url)),
      // The default `**/*.tsx` is relative to Storybook's root and would miss design-system/src.
      include: [fileURLToPath(new URL('../../design-system/src/**/*.tsx', import.meta.url)), fileURLToPath(new URL('../**/*.tsx', import.meta.url))],
      exclude: ['**/*.stories.tsx', '**/*.test.tsx', '**/node_modules/**'],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // React's DOM attributes come from @types/react; the design system's own props stay (it is linked
      // into node_modules as a workspace, so its path is allowed by name).
      propFilter: (prop) => !prop.parent || !/node_modules\/(?!@macao-phr\/)/.test(prop.parent.fileName),
    },
  },
  async viteFinal(viteConfig) {
    const { default: tailwindcss } = await import('@tailwindcss/vite');
    // tokens/dist is generated and gitignored: the plugin writes tokens.css before Tailwind imports it
    // (dev, build-storybook and the Vitest plugin all pass through viteFinal).
    const { tokensPlugin } = await import('@macao-phr/tokens/vite');
    // react-aria's built-in labels in the portal's locales only, as the portal builds them: Traditional Chinese
    // stories read 日曆, not the 日历 react-aria would otherwise pick for zh-Hant-MO.
    const { default: optimizeLocales } = await import('@react-aria/optimize-locales-plugin');
    const { reactAriaLocales } = await import('../../design-system/src/lib/react-aria-locales.ts');
    viteConfig.plugins = [optimizeLocales.vite({ locales: [...reactAriaLocales] }), ...(viteConfig.plugins ?? []), tokensPlugin(), tailwindcss()];
    return viteConfig;
  },
};

export default config;
