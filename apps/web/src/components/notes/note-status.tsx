import type { NoteStatus } from '@lathe/shared';
import { clsx } from 'clsx';

export const NOTE_STATUS_LABELS: Record<NoteStatus, string> = {
  draft: 'Draft',
  issued: 'Issued',
  cancelled: 'Cancelled',
};

const TONES: Record<NoteStatus, string> = {
  draft: 'bg-gray-100 text-gray-700 dark:bg-white/5 dark:text-gray-300',
  issued: 'bg-blue-50 text-blue-800 dark:bg-blue-500/15 dark:text-blue-300',
  cancelled: 'bg-gray-100 text-gray-600 line-through dark:bg-white/5 dark:text-gray-400',
};

/** A credit or debit note's status, as the notes list, the note and its invoice's page show it. */
export function NoteStatusBadge({ status }: { status: NoteStatus }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs',
        TONES[status],
      )}
    >
      {NOTE_STATUS_LABELS[status]}
    </span>
  );
}
