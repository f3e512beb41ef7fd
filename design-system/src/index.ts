// Side-effect free: styles come from '@macao-phr/design-system/styles.css', never from this entry.
// fieldClasses: the label, input box, description and error classes every field shares, for an app's own look-alike
// of a field (a placeholder of the same size while the field's code loads).
export { cn, checkClasses, fieldClasses, type ClassCheck } from './lib/index.ts';
export { reactAriaLocales } from './lib/react-aria-locales.ts';
// The locale provider of react-aria (number, date and calendar formats, built-in labels): re-exported so an
// app installs nothing else to set the language of NumberField, DateField, DateRangeFilter and TrendChart.
export { I18nProvider } from './lib/i18n-provider.ts';
export type { I18nProviderProps } from './lib/i18n-provider.ts';
export { Button, buttonVariants } from './button/index.ts';
export type { ButtonProps, ButtonVariant, ButtonSize } from './button/index.ts';
export { TextField } from './text-field/index.ts';
export type { TextFieldProps } from './text-field/index.ts';
export { NumberField } from './number-field/index.ts';
export type { NumberFieldProps } from './number-field/index.ts';
export { Tabs } from './tabs/index.ts';
export { Dialog, ConfirmDialog } from './dialog/index.ts';
export type { DialogContentProps, ConfirmDialogProps } from './dialog/index.ts';
export { Toast } from './toast/index.ts';
export type { ToastRootProps, ToastVariant } from './toast/index.ts';
export { Card } from './card/index.ts';
export { Badge, badgeVariants } from './badge/index.ts';
export type { BadgeProps, BadgeVariant } from './badge/index.ts';
export { Skeleton, skeletonVariants } from './skeleton/index.ts';
export type { SkeletonProps, SkeletonShape } from './skeleton/index.ts';
export { EmptyState } from './empty-state/index.ts';
export type { EmptyStateProps } from './empty-state/index.ts';
export { Alert, alertVariants } from './alert/index.ts';
export type { AlertProps, AlertVariant } from './alert/index.ts';
export { FormStack, formStackVariants } from './form-stack/index.ts';
export type { FormStackProps, FormStackWidth } from './form-stack/index.ts';
export { NavBar, navBarVariants } from './nav-bar/index.ts';
export type { NavBarProps } from './nav-bar/index.ts';
export { List } from './list/index.ts';
export type { ListItemProps } from './list/index.ts';
export { ReadingBadge, readingLevels, defaultReadingLabels } from './reading-badge/index.ts';
export type { ReadingBadgeProps, ReadingLevel } from './reading-badge/index.ts';
export { ServiceTile, serviceTileVariants, ServiceGrid, serviceGridVariants } from './service-tile/index.ts';
export type { ServiceTileProps, ServiceTileStatus, ServiceTileVariant, ServiceGridProps, ServiceGridVariant } from './service-tile/index.ts';
export { CategoryTabBar } from './category-tab-bar/index.ts';
export type { CategoryTabBarProps, CategoryTabBarItem } from './category-tab-bar/index.ts';
export { QuickLinkSorter, defaultQuickLinkSorterMessages } from './quick-link-sorter/index.ts';
export type { QuickLinkSorterProps, QuickLinkOption, QuickLinkSorterMessages } from './quick-link-sorter/index.ts';
// TrendChart itself loads from '@macao-phr/design-system/trend-chart' (recharts stays out of this entry); types only here.
export type { TrendChartProps, TrendSeries, TrendBand, TrendBandLevel, TrendGroup, TrendPoint } from './trend-chart/index.ts';
export { DateRangeFilter, dateRangePresets, dateRangeYears, presetRange } from './date-range-filter/index.ts';
export type { DateRangeFilterProps, DateRangePreset, DateRangeValue } from './date-range-filter/index.ts';
export { DateField } from './date-field/index.ts';
export type { DateFieldProps, DateFieldGranularity } from './date-field/index.ts';
export { DataTable } from './data-table/index.ts';
export type { DataTableProps, DataTableColumn, DataTableSort, DataTableState, SortDirection } from './data-table/index.ts';
export { ImageViewer, ThumbnailGrid, ImagePreview, defaultImagePreviewLabels, clampZoom, formatZoom, stepIndex, zoomStep, minZoom } from './image-viewer/index.ts';
export type { ImageViewerProps, ThumbnailGridProps, ThumbnailGridState, ImagePreviewProps, ImagePreviewLabels, ViewerImage } from './image-viewer/index.ts';
export { UploadWidget, hasUploadFailures, defaultUploadWidgetMessages } from './upload-widget/index.ts';
export type { UploadWidgetProps, UploadWidgetMessages, UploadItem, UploadStatus, UploadContext } from './upload-widget/index.ts';
export { ThemeSwitch, themeNames } from './theme-switch/index.ts';
export type { ThemeSwitchProps, ThemeName } from './theme-switch/index.ts';
// QrScanner loads from '@macao-phr/design-system/qr-scanner' (camera code and jsQR stay out of this entry); types only here.
export type { QrScannerProps, QrScannerState, QrScannerMessages } from './qr-scanner/index.ts';
export { LoadMoreFooter } from './load-more-footer/index.ts';
export type { LoadMoreFooterProps, LoadMoreState } from './load-more-footer/index.ts';
export { Breadcrumb } from './breadcrumb/index.ts';
export type { BreadcrumbProps, BreadcrumbItem } from './breadcrumb/index.ts';
export { Pagination, pageItems } from './pagination/index.ts';
export type { PaginationProps } from './pagination/index.ts';
export { Accordion } from './accordion/index.ts';
// PdfViewer loads from '@macao-phr/design-system/pdf-viewer' (pdf.js stays out of this entry); types only here.
export type { PdfViewerProps, PdfViewerMessages, PdfViewerState } from './pdf-viewer/index.ts';
export { Select, selectTriggerVariants } from './select/index.ts';
export type { SelectProps, SelectOption } from './select/index.ts';
export { Sheet, SheetClose, sheetVariants } from './sheet/index.ts';
export type { SheetProps } from './sheet/index.ts';
export { SectionPicker } from './section-picker/index.ts';
export type { SectionPickerOption, SectionPickerProps } from './section-picker/index.ts';
export { DownloadProgress } from './download-progress/index.ts';
export type { DownloadProgressProps, DownloadState } from './download-progress/index.ts';
