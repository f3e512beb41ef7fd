export { Breadcrumb } from './Breadcrumb.tsx';
export type { BreadcrumbProps, BreadcrumbItem } from './Breadcrumb.tsx';
