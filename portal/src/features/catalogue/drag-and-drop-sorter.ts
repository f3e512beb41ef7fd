/**
 * The quick-link sorter on its own: react-aria's drag and drop (about 55 KiB gzip) loads as its own
 * heavy chunk, only on customSettings (docs/architecture.md#budgets: heavy things load on the screens that use them).
 */
export { QuickLinkSorter } from '@macao-phr/design-system';
