import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { thClass, theadClass } from './table-cells';

export interface HeadColumn {
  label: ReactNode;
  /** Figures are right-aligned under a right-aligned header. */
  align?: 'right';
  /** Read by screen readers only (an actions column). */
  srOnly?: boolean;
  className?: string;
}

interface TableHeadProps {
  /** A column, its label alone, or false for a column this table leaves out. */
  columns: (HeadColumn | string | false)[];
  /** The look of the header row and of each cell: the card tables' by default. */
  className?: string;
  cellClass?: string;
}

/** A table's header row: each column a `th scope="col"`, so every table's header reads alike to people and to screen readers. */
export function TableHead({ columns, className = theadClass, cellClass = thClass }: TableHeadProps) {
  return (
    <thead className={className}>
      <tr>
        {columns
          .filter((column): column is HeadColumn | string => column !== false)
          .map((column, i) => {
            const { label, align, srOnly, className: extra } = typeof column === 'string' ? { label: column } : column;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a header row is fixed for the table it heads
              <th key={i} scope="col" className={clsx(cellClass, align === 'right' && 'text-right', extra)}>
                {srOnly ? <span className="sr-only">{label}</span> : label}
              </th>
            );
          })}
      </tr>
    </thead>
  );
}
