import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import './preview.css';

const themes = ['light', 'dark', 'contrast'] as const;
const locales = ['zh-Hant', 'en', 'pt'] as const;

/**
 * Applies the theme and language globals the way the portal does: `data-theme` and `lang` on <html>
 * (tokens.css keys off the attribute), and react-aria's locale for number formatting and its own
 * built-in labels.
 */
const withThemeAndLocale: Decorator = (Story, context) => {
  const theme = themes.find((name) => name === context.globals.theme) ?? 'light';
  const locale = locales.find((name) => name === context.globals.locale) ?? 'en';
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.lang = locale;
  return (
    <I18nProvider locale={locale}>
      <Story />
    </I18nProvider>
  );
};

const preview: Preview = {
  decorators: [withThemeAndLocale],
  globalTypes: {
    theme: {
      description: 'Colour theme (tokens)',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'contrast', title: 'High contrast' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'zh-Hant', title: '繁體中文' },
          { value: 'en', title: 'English' },
          { value: 'pt', title: 'Português' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  parameters: {
    layout: 'padded',
    // Themes come from tokens; the backgrounds addon would paint over --color-surface.
    backgrounds: { disable: true },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Axe violations fail the story's test (and the Vitest run), not just warn in the panel.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
