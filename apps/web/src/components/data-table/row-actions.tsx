import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { ACTIONS_KEY, type Column } from './types';

interface RowActionsProps {
  editTo?: string;
  onDelete?: () => void;
  /** Names the row in the tooltips; the buttons are named just "Edit" and "Delete" so that a
   *  row's cells keep distinct names (the row itself gives screen readers the context). */
  label: string;
}

const iconButton =
  'inline-flex size-8 items-center justify-center rounded-lg text-gray-600 transition-colors focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-gray-400';

/** The edit link and delete button of a list row. */
export function RowActions({ editTo, onDelete, label }: RowActionsProps) {
  return (
    <div className="flex items-center gap-1">
      {editTo && (
        <Link
          to={editTo}
          aria-label="Edit"
          title={`Edit ${label}`}
          className={`${iconButton} hover:bg-brand-50 hover:text-brand-600 dark:hover:bg-gray-800 dark:hover:text-brand-400`}
        >
          <Pencil aria-hidden="true" className="size-4" />
        </Link>
      )}
      {onDelete && (
        <button
          type="button"
          aria-label="Delete"
          title={`Delete ${label}`}
          onClick={onDelete}
          className={`${iconButton} hover:bg-red-50 hover:text-red-600 dark:hover:bg-gray-800 dark:hover:text-red-400`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}

/** What a list's rows offer the user: the edit link when they may edit, delete when they may delete. */
export interface RowAccess<T> {
  canEdit: boolean;
  onDelete?: ((row: T) => void) | undefined;
}

interface ActionsColumnOptions<T> {
  /** Names the row in the tooltips. */
  label: (row: T) => string;
  /** The row's edit screen, for a user who may edit. */
  editTo?: ((row: T) => string) | undefined;
  /** For a user who may delete. */
  onDelete?: ((row: T) => void) | undefined;
}

/**
 * A list's Actions column with the edit link and delete button the user may use; none at all
 * for a user who may do neither, so a list never offers what the server would refuse.
 */
export function actionsColumn<T>({ label, editTo, onDelete }: ActionsColumnOptions<T>): Column<T>[] {
  if (!editTo && !onDelete) return [];
  return [
    {
      key: ACTIONS_KEY,
      header: 'Actions',
      cell: (row) => (
        <RowActions label={label(row)} editTo={editTo?.(row)} onDelete={onDelete && (() => onDelete(row))} />
      ),
    },
  ];
}
