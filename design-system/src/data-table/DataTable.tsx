'use client';

import { useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { Skeleton } from '../skeleton/Skeleton.tsx';
import { refAsProp } from '../lib/ref-prop.ts';

export type SortDirection = 'ascending' | 'descending';

export interface DataTableSort {
  column: string;
  direction: SortDirection;
}

export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  /** The cell's content. */
  cell: (row: Row) => ReactNode;
  /** Makes the header a sort button; the value rows are compared by. */
  sortValue?: (row: Row) => string | number;
  /** Numbers align to the end so digits line up. @default start */
  align?: 'start' | 'end';
}

export type DataTableState = 'ready' | 'loading';

export interface DataTableProps<Row> extends Omit<ComponentProps<'table'>, 'children'> {
  /** Names the table for screen readers; shown above it unless `captionDisplay` is 'hidden'. */
  caption: ReactNode;
  /** @default visible */
  captionDisplay?: 'visible' | 'hidden';
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  sort?: DataTableSort | null;
  /** @default null (rows in the order given) */
  defaultSort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort | null) => void;
  /** 'client' sorts `rows` here; 'manual' leaves the order to the caller (a server-sorted page). @default client */
  sorting?: 'client' | 'manual';
  /** 'loading' shows placeholder rows and sets aria-busy. @default ready */
  state?: DataTableState;
  /** Placeholder rows while loading. @default 5 */
  loadingRows?: number;
  /** Spoken while loading. @default Loading */
  loadingLabel?: string;
  /** Shown in one cell when there are no rows. @default No records */
  emptyLabel?: ReactNode;
}

const collator = new Intl.Collator(undefined, { numeric: true });

export const DataTable = /* @__PURE__ */ refAsProp(function DataTable<Row>({
  caption,
  captionDisplay = 'visible',
  columns,
  rows,
  rowKey,
  sort,
  defaultSort = null,
  onSortChange,
  sorting = 'client',
  state = 'ready',
  loadingRows = 5,
  loadingLabel = 'Loading',
  emptyLabel = 'No records',
  className,
  ...props
}: DataTableProps<Row>) {
  const [own, setOwn] = useState(defaultSort);
  // `sort={null}` is controlled too (no column sorted); only `undefined` leaves the state here.
  const current = sort === undefined ? own : sort;
  const setCurrent = (next: DataTableSort | null) => {
    if (sort === undefined) setOwn(next);
    onSortChange?.(next);
  };

  const shown = useMemo(() => {
    const column = current ? columns.find((c) => c.key === current.column) : undefined;
    if (sorting === 'manual' || !current || !column?.sortValue) return rows;
    const value = column.sortValue;
    const sign = current.direction === 'ascending' ? 1 : -1;
    return [...rows].sort((a, b) => {
      const x = value(a);
      const y = value(b);
      return sign * (typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y)));
    });
  }, [rows, columns, current, sorting]);

  const loading = state === 'loading';

  return (
    <div data-slot="data-table-scroll" className="relative w-full overflow-x-auto">
      <table
        data-slot="data-table"
        data-state={state}
        aria-busy={loading || undefined}
        className={cn('w-full border-collapse text-start text-base text-text', className)}
        {...props}
      >
        <caption className={captionDisplay === 'hidden' ? 'sr-only' : 'pb-3 text-start text-lg font-semibold'}>
          {/* The table may be wider than the screen; the caption stays in view and wraps to the screen's width. */}
          <span className="sticky start-0 inline-block max-w-[calc(100vw-2rem)]">{caption}</span>
          {loading ? <span className="sr-only">{` ${loadingLabel}`}</span> : null}
        </caption>
        <thead className="border-b-2 border-border-strong">
          <tr>
            {columns.map((column) => {
              const direction = current?.column === column.key ? current.direction : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={column.sortValue ? (direction ?? 'none') : undefined}
                  className={cn('px-3 py-2 font-semibold', column.align === 'end' ? 'text-end' : 'text-start')}
                >
                  {column.sortValue ? (
                    <button
                      type="button"
                      data-slot="data-table-sort"
                      onClick={() =>
                        setCurrent({ column: column.key, direction: direction === 'ascending' ? 'descending' : 'ascending' })
                      }
                      className={cn(
                        'inline-flex min-h-11 items-center gap-1 rounded-md font-semibold hover:text-primary',
                        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                        column.align === 'end' && 'flex-row-reverse',
                      )}
                    >
                      {column.header}
                      <SortIcon direction={direction} />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: loadingRows }, (_, i) => (
                <tr key={i} className="border-b border-border" aria-hidden="true">
                  {columns.map((column) => (
                    <td key={column.key} className="px-3 py-3">
                      <Skeleton />
                    </td>
                  ))}
                </tr>
              ))
            : shown.length === 0
              ? (
                  <tr>
                    <td colSpan={columns.length} className="px-3 py-8 text-center text-text-muted">
                      {emptyLabel}
                    </td>
                  </tr>
                )
              : shown.map((row) => (
                  <tr key={rowKey(row)} className="border-b border-border hover:bg-surface-sunken">
                    {columns.map((column, index) => {
                      const Cell = index === 0 ? 'th' : 'td';
                      return (
                        <Cell
                          key={column.key}
                          scope={index === 0 ? 'row' : undefined}
                          className={cn(
                            'px-3 py-3 font-normal',
                            column.align === 'end' ? 'text-end tabular-nums' : 'text-start',
                            // Dates and numbers never break; prose columns keep a readable width on phones.
                            index === 0 || column.align === 'end' ? 'whitespace-nowrap' : 'min-w-40',
                          )}
                        >
                          {column.cell(row)}
                        </Cell>
                      );
                    })}
                  </tr>
                ))}
        </tbody>
      </table>
    </div>
  );
});

function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  // The direction is announced through aria-sort; the arrows are decoration.
  return (
    <svg width="12" height="16" viewBox="0 0 12 16" aria-hidden="true" className="shrink-0">
      <path d="M6 2 L10 6 H2 Z" fill="currentColor" opacity={direction === 'ascending' ? 1 : 0.3} />
      <path d="M6 14 L10 10 H2 Z" fill="currentColor" opacity={direction === 'descending' ? 1 : 0.3} />
    </svg>
  );
}
