export * as List from './List.tsx';
export type { ItemProps as ListItemProps } from './List.tsx';
