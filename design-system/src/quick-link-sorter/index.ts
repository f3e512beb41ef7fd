export { QuickLinkSorter, defaultQuickLinkSorterMessages } from './QuickLinkSorter.tsx';
export type { QuickLinkSorterProps, QuickLinkOption, QuickLinkSorterMessages } from './QuickLinkSorter.tsx';
