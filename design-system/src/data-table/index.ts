export { DataTable } from './DataTable.tsx';
export type { DataTableProps, DataTableColumn, DataTableSort, DataTableState, SortDirection } from './DataTable.tsx';
