import type { ReactNode } from 'react';

/** One table column an entity brings to the generic list. */
export interface Column<T> {
  /** Unique key; also the field read when there is no `cell`. */
  key: string;
  header: string;
  /** The server's sortBy value; the header is clickable only when set. */
  sortKey?: string;
  cell?: (row: T) => ReactNode;
  className?: string;
}

export interface SortState {
  sortBy: string;
  sortOrder: 'ASC' | 'DESC';
  onSort: (column: string) => void;
}
