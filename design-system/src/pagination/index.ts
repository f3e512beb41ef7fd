export { Pagination, pageItems } from './Pagination.tsx';
export type { PaginationProps } from './Pagination.tsx';
