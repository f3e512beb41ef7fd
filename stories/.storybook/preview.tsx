import type { Decorator, Preview, ReactRenderer } from '@storybook/react-vite';
import type { ArgTypesEnhancer } from 'storybook/internal/types';
import { I18nProvider } from 'react-aria-components';
import { configure } from 'storybook/test';
import { checkClasses } from '@macao-phr/design-system';
import { takeClassConflicts, throwOnClassConflict } from '@macao-phr/design-system/class-conflicts';
import './preview.css';

// Play functions' findBy and waitFor wait up to 5 s (as the dom tests do, tests/support/dom-setup.ts): on a busy
// 2-core CI machine an intersection observer or a lazy chunk can take longer than Testing Library's second. A
// play function that passes still goes on as soon as the thing shows.
configure({ asyncUtilTimeout: 5_000 });

const themes = ['light', 'dark', 'contrast'] as const;
const locales = ['zh-Hant', 'en', 'pt'] as const;

type Theme = (typeof themes)[number];
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
/**
 * Overlays on a docs page: dialogs, sheets, menus and popovers portal onto <body>, outside the story's
 * themed box, and would show the light page's colours. Each element added to <body> there takes the theme
 * and language of the box (or overlay) the resident last pressed or focused in, else the toolbar's; those
 * on the toolbar's follow it when it changes. In the story view <html> carries the theme and this stays idle.
 */
const docs = { active: false, theme: 'light' as Theme, locale: 'en' as Locale, lastTarget: null as Element | null };

function themeOverlay(node: HTMLElement) {
  const themed = docs.lastTarget?.isConnected ? docs.lastTarget.closest<HTMLElement>('[data-theme]') : null;
  const own = themed && themed !== document.documentElement ? themed : null;
  node.dataset.theme = own?.dataset.theme ?? docs.theme;
  node.lang = own?.lang || docs.locale;
  if (own) delete node.dataset.toolbarTheme;
  else node.dataset.toolbarTheme = '';
}

function watchOverlays() {
  if (typeof MutationObserver === 'undefined' || document.body.dataset.overlayThemes !== undefined) return;
  document.body.dataset.overlayThemes = '';
  const remember = (event: Event) => {
    if (event.target instanceof Element) docs.lastTarget = event.target;
  };
  document.addEventListener('pointerdown', remember, true);
  document.addEventListener('focusin', remember, true);
  new MutationObserver((records) => {
    if (!docs.active) return;
    for (const record of records) {
      for (const node of record.addedNodes) {
        // Storybook's own containers (#storybook-docs, .sb-…) are not overlays.
        if (node instanceof HTMLElement && !node.id.startsWith('storybook-') && !/(^|\s)sb-/.test(node.className) && !['SCRIPT', 'STYLE', 'LINK'].includes(node.tagName)) {
          themeOverlay(node);
        }
      }
    }
  }).observe(document.body, { childList: true });
}

/**
 * A story in a frame of its own on a docs page (`docs.story.inline: false`, used for stories that open a
 * modal dialog) is a Storybook preview of its own, loaded without the toolbar's globals: it takes the docs
 * page's theme and language, at first and whenever the toolbar changes them (only when they differ).
 */
type Globals = Record<string, unknown>;
interface PreviewWindow {
  __STORYBOOK_ADDONS_CHANNEL__?: { on: (event: string, listener: (payload: { userGlobals?: Globals }) => void) => void };
  __STORYBOOK_PREVIEW__?: { storyStoreValue?: { userGlobals: { get: () => Globals } }; onUpdateGlobals: (update: { globals: Globals }) => Promise<void> };
}
let docsFrame: 'unknown' | 'no' | 'following' = 'unknown';

/** The docs page's theme and language when this preview is a story's frame on it, read before the first render. */
function docsPageGlobals(): { theme?: Theme; locale?: Locale } {
  try {
    if (window.parent === window) return {};
    const globals = (window.parent as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.storyStoreValue?.userGlobals.get();
    return { theme: themes.find((name) => name === globals?.theme), locale: locales.find((name) => name === globals?.locale) };
  } catch {
    return {};
  }
}
const fromDocsPage = docsPageGlobals();

function followTheDocsPage(current: Globals) {
  if (docsFrame !== 'unknown') return;
  docsFrame = 'no';
  let page: PreviewWindow;
  try {
    if (window.parent === window) return;
    page = window.parent as unknown as PreviewWindow;
    if (!page.__STORYBOOK_PREVIEW__ || !page.__STORYBOOK_ADDONS_CHANNEL__) return;
  } catch {
    return; // a parent of another origin: not a docs page of this Storybook
  }
  docsFrame = 'following';
  let passed = { theme: current.theme, locale: current.locale };
  const pass = (globals: Globals | undefined) => {
    if (!globals || (globals.theme === passed.theme && globals.locale === passed.locale)) return;
    passed = { theme: globals.theme, locale: globals.locale };
    // The frame's own preview, not its channel: that one posts to the page, which would take it as the toolbar's.
    void (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.onUpdateGlobals({ globals: passed });
  };
  page.__STORYBOOK_ADDONS_CHANNEL__.on('globalsUpdated', ({ userGlobals }) => pass(userGlobals));
  // After this render: the preview is listening by then.
  setTimeout(() => pass(page.__STORYBOOK_PREVIEW__?.storyStoreValue?.userGlobals.get()));
}

const withThemeAndLocale: Decorator = (Story, context) => {
  const theme = themes.find((name) => name === context.globals.theme) ?? 'light';
  const locale: Locale = locales.find((name) => name === context.globals.locale) ?? 'en';
  const localeArgs = (context.parameters.localeArgs as Partial<Record<Locale, Record<string, unknown>>> | undefined)?.[locale];
  const ownLocale = (context as { storyGlobals?: { locale?: string } }).storyGlobals?.locale !== undefined && context.parameters.toolbarLocale !== true;
  const story = localeArgs && !ownLocale ? <Story args={{ ...context.args, ...localeArgs }} /> : <Story />;
  const root = document.documentElement;
  docs.active = context.viewMode === 'docs';
  if (context.viewMode === 'docs') {
    root.dataset.theme = 'light';
    root.lang = 'en';
    const storyGlobals = (context as { storyGlobals?: { theme?: string; locale?: string } }).storyGlobals;
    if (storyGlobals?.theme === undefined) docs.theme = theme;
    if (storyGlobals?.locale === undefined) docs.locale = locale;
    watchOverlays();
    for (const overlay of document.querySelectorAll<HTMLElement>('body > [data-toolbar-theme]')) {
      overlay.dataset.theme = docs.theme;
      overlay.lang = docs.locale;
    }
    return (
      <I18nProvider locale={locale}>
        <div data-theme={theme} lang={locale} className="bg-surface p-4 text-text">{story}</div>
      </I18nProvider>
    );
  }
  followTheDocsPage((context as { userGlobals?: Globals }).userGlobals ?? context.globals);
  root.dataset.theme = theme;
  root.lang = locale;
  return <I18nProvider locale={locale}>{story}</I18nProvider>;
};

/**
 * Prop tables: Storybook writes a string default from react-docgen-typescript as JSON ("md", "Close"); the
 * table shows the value itself (md, Close), as the doc comments write it (`@default md`). An empty string
 * stays "" so it is still seen.
 */
const plainStringDefaults: ArgTypesEnhancer<ReactRenderer> = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const summary = argType.table?.defaultValue?.summary;
      if (typeof summary !== 'string' || !/^".+"$/.test(summary)) return [name, argType];
      let value: unknown;
      try {
        value = JSON.parse(summary);
      } catch {
        return [name, argType];
      }
      if (typeof value !== 'string') return [name, argType];
      return [name, { ...argType, table: { ...argType.table, defaultValue: { ...argType.table?.defaultValue, summary: value } } }];
    }),
  );

/**
 * Every class list `cn` builds in a story is checked, in the Storybook designers browse as in the story tests: two
 * classes that set the same property under the same variants throw where the list is built (design-system/README.md
 * "Classes"), and a conflict that an error boundary caught still fails the story after its play function, so it shows
 * as the story's error here and fails its test (Vitest's story tests and the visual baselines, which read the story's
 * outcome from Storybook).
 */
checkClasses(throwOnClassConflict);
const failOnClassConflicts: Preview['afterEach'] = () => {
  const conflicts = takeClassConflicts();
  if (conflicts.length > 0) throw new Error(conflicts.join('\n'));
};

const preview: Preview = {
  decorators: [withThemeAndLocale],
  afterEach: failOnClassConflicts,
  argTypesEnhancers: [plainStringDefaults],
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
  // A story's frame on a docs page starts in the page's theme and language (see followTheDocsPage).
  initialGlobals: { theme: fromDocsPage.theme ?? 'light', locale: fromDocsPage.locale ?? 'en' },
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
