import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import './preview.css';

const themes = ['light', 'dark', 'contrast'] as const;
const locales = ['zh-Hant', 'en', 'pt'] as const;

type Locale = (typeof locales)[number];

/**
 * Applies the theme and language globals the way the portal does: `data-theme` and `lang` on <html>
 * (tokens.css keys off the attribute), and react-aria's locale for number formatting and its own
 * built-in labels.
 *
 * Visible text follows the Language toolbar too: a meta (or story) may give `parameters.localeArgs`,
 * the args in zh-Hant and pt, which replace the English ones when that language is chosen (stories that
 * fix their own language in `globals` keep their own args). A story that overrides the meta's args gives
 * its own `localeArgs` too (parameters merge, so it names only what differs). A story with
 * `parameters.toolbarLocale` fixes its language in `globals` and still takes `localeArgs`, as the toolbar
 * would give them: that is how a play function checks the toolbar's Portuguese.
 *
 * On a docs page many stories share one document, and a story's own globals (the "Dark" story) must not
 * repaint the page: there <html> stays light, so the page's prose stays readable, and each story renders in
 * a box of its own theme and language (the toolbar's, or the story's own when it fixes one).
 */
const withThemeAndLocale: Decorator = (Story, context) => {
  const theme = themes.find((name) => name === context.globals.theme) ?? 'light';
  const locale: Locale = locales.find((name) => name === context.globals.locale) ?? 'en';
  const localeArgs = (context.parameters.localeArgs as Partial<Record<Locale, Record<string, unknown>>> | undefined)?.[locale];
  const ownLocale = (context as { storyGlobals?: { locale?: string } }).storyGlobals?.locale !== undefined && context.parameters.toolbarLocale !== true;
  const story = localeArgs && !ownLocale ? <Story args={{ ...context.args, ...localeArgs }} /> : <Story />;
  const root = document.documentElement;
  if (context.viewMode === 'docs') {
    root.dataset.theme = 'light';
    root.lang = 'en';
    return (
      <I18nProvider locale={locale}>
        <div data-theme={theme} lang={locale} className="bg-surface p-4 text-text">{story}</div>
      </I18nProvider>
    );
  }
  root.dataset.theme = theme;
  root.lang = locale;
  return <I18nProvider locale={locale}>{story}</I18nProvider>;
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
    // No date matcher: it gave function props such as formatDate a date picker. Functions get no control.
    controls: { matchers: { color: /(background|color)$/i }, exclude: /^on[A-Z]|^format[A-Z]|^upload$/ },
    // Axe violations fail the story's test (and the Vitest run), not just warn in the panel.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
