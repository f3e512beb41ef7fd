export { UploadWidget, hasUploadFailures, defaultUploadWidgetMessages } from './UploadWidget.tsx';
export type { UploadWidgetProps, UploadWidgetMessages, UploadItem, UploadStatus, UploadContext } from './UploadWidget.tsx';
