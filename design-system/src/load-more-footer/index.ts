export { LoadMoreFooter } from './LoadMoreFooter.tsx';
export type { LoadMoreFooterProps, LoadMoreState } from './LoadMoreFooter.tsx';
