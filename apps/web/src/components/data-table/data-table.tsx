import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Button } from '../ui/button';
import { HorizontalScroll } from '../ui/horizontal-scroll';
import { tbodyClass, theadClass } from '../ui/table-cells';
import { HeaderCell } from './sortable-header';
import { type Column, pinnedCell, type SortState, secondaryCell } from './types';

interface DataTableProps<T> {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  sort: SortState;
  isLoading: boolean;
  emptyText: string;
  error?: string | null;
  onRetry?: () => void;
  /** Older rows stay visible, dimmed, while the next page loads. */
  isStale?: boolean;
  caption?: string;
  /** Extra classes for a row, e.g. greyed out when deleted. */
  rowClassName?: (row: T) => string | undefined;
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** The field itself when a column has no renderer; empty values show a dash. */
function renderCell<T>(column: Column<T>, row: T): ReactNode {
  const value = column.cell ? column.cell(row) : (row as Record<string, unknown>)[column.key];
  if (isBlank(value)) return '-';
  if (column.cell) return value as ReactNode;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function MessageRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-5 py-10 text-center text-gray-600 text-sm dark:text-gray-400">
        {children}
      </td>
    </tr>
  );
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, rowKey, sort, isLoading, emptyText, error, onRetry, isStale, caption, rowClassName } = props;
  let body: ReactNode;
  if (isLoading) body = <MessageRow colSpan={columns.length}>Loading...</MessageRow>;
  else if (error)
    body = (
      <MessageRow colSpan={columns.length}>
        <span role="alert" className="mb-3 block text-red-700 dark:text-red-400">
          {error}
        </span>
        {onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            Retry
          </Button>
        )}
      </MessageRow>
    );
  else if (rows.length === 0) body = <MessageRow colSpan={columns.length}>{emptyText}</MessageRow>;
  else
    body = rows.map((row) => (
      <tr key={rowKey(row)} className={clsx('group hover:bg-gray-50 dark:hover:bg-white/[0.03]', rowClassName?.(row))}>
        {columns.map((column) => (
          <td
            key={column.key}
            className={clsx(
              'px-4 py-3.5 text-gray-700 text-sm dark:text-gray-300',
              column.className,
              secondaryCell(column),
              pinnedCell(column, 'bg-white group-hover:bg-gray-50 dark:bg-gray-900 dark:group-hover:bg-gray-800'),
            )}
          >
            {renderCell(column, row)}
          </td>
        ))}
      </tr>
    ));

  return (
    <HorizontalScroll label={caption ?? 'Table'}>
      <table
        className={clsx('min-w-full', isStale && 'opacity-60 transition-opacity')}
        aria-busy={isStale || undefined}
      >
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className={theadClass}>
          <tr>
            {columns.map((column) => (
              <HeaderCell key={column.key} column={column} sort={sort} />
            ))}
          </tr>
        </thead>
        <tbody className={tbodyClass}>{body}</tbody>
      </table>
    </HorizontalScroll>
  );
}
