import type { ScheduleRevision } from '@lathe/shared';
import { formatDate } from '../../lib/format-date';
import { count } from '../../lib/format-figures';
import { revisionLabel, signedCount, sourceText } from './schedule-format';

/**
 * Every revision of the month, the latest first: when it came, how (typed, or the customer's
 * file by name), its pieces, and what it moved of each part against the one before.
 */
export function RevisionsList({ revisions }: { revisions: readonly ScheduleRevision[] }) {
  const latestFirst = [...revisions].sort((a, b) => b.revision - a.revision);
  return (
    <ol className="divide-y divide-gray-200 dark:divide-gray-800">
      {latestFirst.map((revision) => (
        <li key={revision.id} aria-label={revisionLabel(revision.revision)} className="px-5 py-4">
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
            <span className="font-semibold text-gray-800 dark:text-white/90">{revisionLabel(revision.revision)}</span>
            <span className="text-gray-700 dark:text-gray-300">Received {formatDate(revision.receivedOn)}</span>
            <span className="text-gray-700 dark:text-gray-300">{sourceText(revision)}</span>
            <span className="text-gray-700 dark:text-gray-300">{count(revision.scheduled)} pieces</span>
            <span className="text-gray-600 dark:text-gray-400">Firm until {formatDate(revision.firmUntil)}</span>
            {revision.reference && <span className="text-gray-600 dark:text-gray-400">Ref. {revision.reference}</span>}
          </div>
          {revision.revision === 0 || revisions.indexOf(revision) === 0 ? (
            <p className="mt-1 text-gray-600 text-sm dark:text-gray-400">The month’s first schedule.</p>
          ) : revision.difference.length === 0 ? (
            <p className="mt-1 text-gray-600 text-sm dark:text-gray-400">No change from the revision before.</p>
          ) : (
            <ul className="mt-1 grid gap-0.5 text-sm">
              {revision.difference.map((part) => (
                <li key={part.productId}>
                  <span className="font-medium text-gray-800 dark:text-white/90">{part.partNumber}</span>:{' '}
                  <span className="text-gray-700 dark:text-gray-300">{part.text}</span>{' '}
                  <span className="text-gray-600 dark:text-gray-400">(net {signedCount(part.net)})</span>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
