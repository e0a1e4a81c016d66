import { fieldLabel, type ImportRowResult } from '@lathe/shared';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { TableHead } from '../ui/table-head';

/** The table shows at most this many rows; the counts always cover the whole file. */
export const MAX_SHOWN_ROWS = 500;

const ACTION_LABELS: Record<ImportRowResult['action'], string> = {
  create: 'Create',
  update: 'Update',
  reject: 'Rejected',
};

const ACTION_STYLES: Record<ImportRowResult['action'], string> = {
  create: 'bg-green-50 text-green-800 dark:bg-green-500/15 dark:text-green-300',
  update: 'bg-brand-50 text-brand-800 dark:bg-brand-500/15 dark:text-brand-200',
  reject: 'bg-red-50 text-red-800 dark:bg-red-500/15 dark:text-red-300',
};

const th = 'px-4 py-2.5 text-left font-medium text-gray-600 text-xs uppercase tracking-wide dark:text-gray-400';
const td = 'px-4 py-2.5 align-top text-gray-700 text-sm dark:text-gray-300';

interface ImportResultsProps {
  rows: ImportRowResult[];
  /** The key column's header, e.g. 'Party code'. */
  keyLabel: string;
  caption: string;
  /** Offers "Show only rejected rows" (the preview lists every row). */
  canFilter?: boolean;
}

/** Line, key, action and errors of each row, rejected ones optionally alone, capped at 500. */
export function ImportResults({ rows, keyLabel, caption, canFilter = false }: ImportResultsProps) {
  const [onlyRejected, setOnlyRejected] = useState(false);
  const toggleId = useId();
  const listed = onlyRejected ? rows.filter((row) => row.action === 'reject') : rows;
  const shown = listed.slice(0, MAX_SHOWN_ROWS);
  return (
    <div className="grid gap-3">
      {canFilter && (
        <div className="flex items-center gap-2">
          <input
            id={toggleId}
            type="checkbox"
            checked={onlyRejected}
            onChange={(event) => setOnlyRejected(event.target.checked)}
            className="size-4 rounded border-gray-300 accent-brand-500 dark:border-gray-700"
          />
          <label htmlFor={toggleId} className="text-gray-700 text-sm dark:text-gray-300">
            Show only rejected rows
          </label>
        </div>
      )}
      <div className="overflow-x-auto rounded-lg border border-gray-200 dark:border-gray-800">
        <table className="min-w-full">
          <caption className="sr-only">{caption}</caption>
          <TableHead
            className="bg-gray-50 dark:bg-gray-900"
            cellClass={th}
            columns={['Line', { label: keyLabel }, 'Action', 'Changes or errors']}
          />
          <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
            {shown.map((row) => (
              <tr key={row.line}>
                <td className={td}>{row.line}</td>
                <td className={td}>{row.key || '-'}</td>
                <td className={td}>
                  <span className={clsx('rounded-full px-2.5 py-0.5 font-medium text-xs', ACTION_STYLES[row.action])}>
                    {ACTION_LABELS[row.action]}
                  </span>
                </td>
                <td className={td}>
                  {row.action === 'update' ? <RowChanges changes={row.changes} /> : <RowErrors errors={row.errors} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {listed.length > MAX_SHOWN_ROWS && (
        <p className="text-gray-600 text-sm dark:text-gray-400">
          Showing the first {MAX_SHOWN_ROWS} of {listed.length} rows.
        </p>
      )}
    </div>
  );
}

const valueText = (value: string | number | boolean | null) =>
  value === null || value === '' ? '(blank)' : String(value);

/** What an update would overwrite: each field, its stored value and the file's. */
function RowChanges({ changes }: { changes: ImportRowResult['changes'] }) {
  const entries = Object.entries(changes ?? {});
  if (entries.length === 0) return <span className="text-gray-600 dark:text-gray-400">No change</span>;
  return (
    <ul className="grid gap-0.5">
      {entries.map(([field, { before, after }]) => (
        <li key={field}>
          <span className="font-medium text-gray-800 dark:text-gray-200">{fieldLabel(field)}:</span>{' '}
          <del className="text-gray-600 dark:text-gray-400">{valueText(before)}</del> →{' '}
          <ins className="no-underline">{valueText(after)}</ins>
        </li>
      ))}
    </ul>
  );
}

/** Each message after the CSV column it concerns, as the file names it. */
function RowErrors({ errors }: { errors: ImportRowResult['errors'] }) {
  const entries = Object.entries(errors ?? {});
  if (entries.length === 0) return '-';
  return (
    <ul className="grid gap-0.5">
      {entries.map(([field, message]) => (
        <li key={field}>
          <span className="font-mono text-gray-600 text-xs dark:text-gray-400">{field}</span> {message}
        </li>
      ))}
    </ul>
  );
}
