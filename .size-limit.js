/**
 * What each block of @macao-phr/design-system costs a consumer's bundle (`npm run size`; docs/design-system.md#bundle-cost):
 * size-limit bundles `import { Block } from '@macao-phr/design-system'` (or a subpath entry) from the built dist with
 * Rolldown, minified for production, gzip, with react-aria's strings in the README app's three languages. Each block twice: without React (react and react-dom are the app's
 * anyway) and with React 19 (the 19.2 line the repository pins: docs/decisions/0007-react-19-2.md) and react-dom/client's createRoot, what a one-block app ships. A block past its limit
 * fails `npm test`; scripts/size-table.ts writes the measured table into design-system/README.md and the
 * Storybook page stories/sizes/Sizes.mdx. Limits (KiB gzip) are [without React, with React].
 */
import optimizeLocales from '@react-aria/optimize-locales-plugin';

const main = 'design-system/dist/index.js';

/** name, entry file, what is imported, [limit without React, limit with React] */
const blocks = [
  ['Button', main, '{ Button }', [3, 63.5]],
  ['TextField', main, '{ TextField }', [11.5, 72.5]],
  ['NumberField', main, '{ NumberField }', [25, 86.5]],
  ['DateField', main, '{ DateField }', [61, 121.5]],
  ['DateRangeFilter', main, '{ DateRangeFilter }', [63.5, 124]],
  ['Select', main, '{ Select }', [32, 93.5]],
  ['Tabs', main, '{ Tabs }', [11, 72]],
  ['Dialog + ConfirmDialog', main, '{ Dialog, ConfirmDialog }', [16, 77]],
  ['Sheet', main, '{ Sheet, SheetClose }', [15, 76]],
  ['Toast', main, '{ Toast }', [13.5, 74.5]],
  ['Accordion', main, '{ Accordion }', [10, 71]],
  ['Card', main, '{ Card }', [2.5, 63]],
  ['Badge', main, '{ Badge }', [1, 62]],
  ['ReadingBadge', main, '{ ReadingBadge }', [1.5, 62]],
  ['Skeleton', main, '{ Skeleton }', [1, 62]],
  ['EmptyState', main, '{ EmptyState }', [1, 61.5]],
  ['Alert', main, '{ Alert }', [1, 62]],
  ['FormStack', main, '{ FormStack }', [1.5, 62]],
  ['NavBar', main, '{ NavBar }', [1.5, 62.5]],
  ['List', main, '{ List }', [1.5, 62]],
  ['Breadcrumb', main, '{ Breadcrumb }', [1, 62]],
  ['Pagination', main, '{ Pagination }', [1.5, 62.5]],
  ['LoadMoreFooter', main, '{ LoadMoreFooter }', [1.5, 62]],
  ['ServiceTile + ServiceGrid', main, '{ ServiceTile, ServiceGrid }', [2.5, 63.5]],
  ['CategoryTabBar', main, '{ CategoryTabBar }', [3, 63.5]],
  ['QuickLinkSorter', main, '{ QuickLinkSorter }', [56.5, 118]],
  ['DataTable', main, '{ DataTable }', [2.5, 63]],
  ['ImageViewer', main, '{ ImageViewer }', [17.5, 78.5]],
  ['UploadWidget', main, '{ UploadWidget }', [22.5, 84]],
  ['SectionPicker', main, '{ SectionPicker }', [1.5, 62]],
  ['DownloadProgress', main, '{ DownloadProgress }', [1, 62]],
  ['ThemeSwitch', main, '{ ThemeSwitch }', [18.5, 79.5]],
  ['I18nProvider', main, '{ I18nProvider }', [1, 62]],
  ['every block of the main entry', main, '*', [163, 225]],
  ['TrendChart (./trend-chart)', 'design-system/dist/trend-chart/index.js', '{ TrendChart }', [111, 171.5]],
  ['PdfViewer (./pdf-viewer)', 'design-system/dist/pdf-viewer/index.js', '{ PdfViewer }', [124, 184.5]],
  ['QrScanner (./qr-scanner)', 'design-system/dist/qr-scanner/index.js', '{ QrScanner }', [50, 110.5]],
  ['throwOnClassConflict (./class-conflicts)', 'design-system/dist/class-conflicts.js', '{ throwOnClassConflict }', [10.5, 71]],
];

/** design-system/README.md's app: react-aria's strings only in its languages (the package's `reactAriaLocales`). */
const locales = ['en-US', 'zh-TW', 'pt-PT'];

const production = (config) => ({
  ...config,
  platform: 'browser',
  plugins: [...(config.plugins ?? []), optimizeLocales.rolldown({ locales })],
  transform: { ...config.transform, define: { 'process.env.NODE_ENV': '"production"' } },
});

const react = ['react', 'react-dom'];

export default blocks.flatMap(([name, path, imported, [without, withReact]]) => [
  { name: `${name} | without React`, path, import: imported, ignore: react, gzip: true, limit: `${without} kB`, modifyRolldownConfig: production },
  {
    name: `${name} | with React`,
    path,
    import: { [path]: imported, 'node_modules/react-dom/client.js': '{ createRoot }' },
    gzip: true,
    limit: `${withReact} kB`,
    modifyRolldownConfig: production,
  },
]);
