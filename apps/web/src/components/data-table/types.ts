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
  /** A column a phone leaves out: its rows keep what matters (the customer, the balance) in view. */
  secondary?: boolean;
}

/** The classes a secondary column adds: shown from the small breakpoint up. */
export const secondaryCell = (column: { secondary?: boolean | undefined }) =>
  column.secondary ? 'hidden sm:table-cell' : undefined;

/** The row actions stay in view at the right edge while a wide table scrolls sideways. */
export const ACTIONS_KEY = 'actions';
export const pinnedCell = (column: { key: string }, background: string) =>
  column.key === ACTIONS_KEY ? `sticky right-0 ${background}` : undefined;

export interface SortState {
  sortBy: string;
  sortOrder: 'ASC' | 'DESC';
  onSort: (column: string) => void;
}
