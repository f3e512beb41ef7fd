export { DownloadProgress } from './DownloadProgress.tsx';
export type { DownloadProgressProps, DownloadState } from './DownloadProgress.tsx';
