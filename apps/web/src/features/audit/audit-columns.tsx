import { AUDIT_EVENT_LABELS, type AuditEntry, type AuditEvent } from '@lathe/shared';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import type { Column } from '../../components/data-table/types';
import {
  actorName,
  formatWhen,
  humaniseField,
  isRecordEvent,
  LOG_TIME,
  recordName,
  recordPath,
} from '../../components/history/audit-format';

/** Door events that may mean trouble stand out in red. */
const ALARMING: readonly AuditEvent[] = ['sign-in-failed', 'refresh-reuse', 'permission-denied'];

export function EventBadge({ event }: { event: AuditEvent }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs',
        ALARMING.includes(event)
          ? 'bg-red-50 text-red-800 dark:bg-red-500/15 dark:text-red-300'
          : 'bg-gray-100 text-gray-700 dark:bg-white/5 dark:text-gray-300',
      )}
    >
      {AUDIT_EVENT_LABELS[event]}
    </span>
  );
}

/** The record an entry is about, linked to its screen while it is there to open. */
export function RecordCell({ entry }: { entry: AuditEntry }) {
  const name = recordName(entry);
  if (!name) return null;
  const path = recordPath(entry);
  return path ? (
    <Link to={path} className="text-brand-600 hover:underline dark:text-brand-400">
      {name}
    </Link>
  ) : (
    name
  );
}

/** "3 fields" for a record's change; "Details" for a door event's note (why a sign-in failed). */
const changesText = ({ event, changes }: AuditEntry) =>
  !isRecordEvent(event) ? 'Details' : `${changes.length} ${changes.length === 1 ? 'field' : 'fields'}`;

const linkButtonClass =
  'whitespace-nowrap rounded-md font-medium text-brand-600 text-sm hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-400';

/** The log's columns; a row with changed fields opens them in the side panel. */
export function auditColumns(onShow: (entry: AuditEntry, trigger: HTMLElement) => void): Column<AuditEntry>[] {
  return [
    {
      key: 'at',
      header: 'Time',
      sortKey: 'at',
      className: 'whitespace-nowrap tabular-nums',
      cell: (entry) => <time dateTime={entry.at}>{formatWhen(entry.at, LOG_TIME)}</time>,
    },
    { key: 'actor', header: 'User', cell: actorName },
    { key: 'event', header: 'Event', cell: (entry) => <EventBadge event={entry.event} /> },
    { key: 'record', header: 'Record', cell: (entry) => (recordName(entry) ? <RecordCell entry={entry} /> : null) },
    { key: 'part', header: 'Part', cell: (entry) => entry.part && humaniseField(entry.part) },
    { key: 'ip', header: 'Address', className: 'whitespace-nowrap', cell: (entry) => entry.ip },
    {
      key: 'route',
      header: 'Route',
      className: 'font-mono text-xs',
      // The whole route is in the title and the details panel; the column keeps the table on screen.
      cell: (entry) =>
        entry.route && (
          <span className="block max-w-[15rem] truncate" title={entry.route}>
            {entry.route}
          </span>
        ),
    },
    {
      key: 'changes',
      header: 'Changes',
      cell: (entry) =>
        entry.changes.length === 0 ? null : (
          <button
            type="button"
            className={linkButtonClass}
            aria-haspopup="dialog"
            onClick={(event) => onShow(entry, event.currentTarget)}
          >
            {changesText(entry)}
          </button>
        ),
    },
  ];
}
