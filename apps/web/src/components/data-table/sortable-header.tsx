import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { type Column, pinnedCell, type SortState, secondaryCell } from './types';

const thClass = 'px-4 py-3 text-left font-medium text-gray-600 text-xs uppercase tracking-wide dark:text-gray-400';

interface HeaderCellProps<T> {
  column: Column<T>;
  sort: SortState;
}

/** A column header; sortable ones carry aria-sort and a button that sorts by the column. */
export function HeaderCell<T>({ column, sort }: HeaderCellProps<T>) {
  if (!column.sortKey) {
    return (
      <th
        scope="col"
        className={clsx(
          thClass,
          column.className,
          secondaryCell(column),
          pinnedCell(column, 'bg-gray-50 dark:bg-gray-900'),
        )}
      >
        {column.header}
      </th>
    );
  }
  const key = column.sortKey;
  const active = sort.sortBy === key;
  const direction = sort.sortOrder === 'ASC' ? 'ascending' : 'descending';
  const Icon = !active ? ChevronsUpDown : sort.sortOrder === 'ASC' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? direction : 'none'}
      className={clsx(thClass, column.className, secondaryCell(column))}
    >
      <button
        type="button"
        onClick={() => sort.onSort(key)}
        className="inline-flex items-center gap-1.5 uppercase tracking-wide hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:text-white"
      >
        {column.header}
        <Icon aria-hidden="true" className={clsx('size-3.5', active ? 'text-brand-500' : 'text-gray-400')} />
      </button>
    </th>
  );
}
