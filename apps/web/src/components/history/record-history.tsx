import { AUDIT_EVENT_LABELS, type AuditEntity, type AuditEntry } from '@lathe/shared';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { isApiError } from '../../lib/api-error';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { actorName, formatWhen, humaniseField } from './audit-format';
import { ChangeTable } from './change-table';
import { auditKeys, useRecordHistory } from './history-api';

/** Answers that mean "not for this user" (or no such record): the panel is left out rather than shown broken. */
const HIDDEN_STATUSES: readonly unknown[] = [401, 403, 404];

const muted = 'text-gray-600 text-sm dark:text-gray-400';

function HistoryEntry({ entry }: { entry: AuditEntry }) {
  return (
    <li className="px-4 py-4 sm:px-5">
      <p className="mb-2 flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
        <span className="font-medium text-gray-800 dark:text-white/90">{AUDIT_EVENT_LABELS[entry.event]}</span>
        {entry.part && (
          <span className="rounded-full bg-gray-100 px-2 py-0.5 text-gray-700 text-xs dark:bg-white/5 dark:text-gray-300">
            {humaniseField(entry.part)}
          </span>
        )}
        <span className={muted}>by {actorName(entry)}</span>
        <time dateTime={entry.at} className={clsx(muted, 'ml-auto tabular-nums')}>
          {formatWhen(entry.at)}
        </time>
      </p>
      <ChangeTable entry={entry} />
    </li>
  );
}

interface RecordHistoryProps {
  entity: AuditEntity;
  /** The record's id; none on a "new" screen, where there is no history to show. The company needs none. */
  id?: string | undefined;
}

/**
 * A record's History: who changed what and when, newest first, a few entries at a time with
 * "Load more", collapsed until opened (its count shows on the heading). It asks only once the record exists, keeps out of the way of a user who may not
 * see it (403), and reads itself again after any save on the page.
 */
export function RecordHistory({ entity, id }: RecordHistoryProps) {
  const recordId = entity === 'company' ? 'company' : (id ?? '');
  const enabled = recordId !== '';
  const history = useRecordHistory(entity, recordId, enabled);
  const client = useQueryClient();
  // Collapsed at first: the record is what the page is for; its history is a click away.
  const [isOpen, setOpen] = useState(false);
  const titleId = useId();
  const bodyId = useId();

  // Any change saved on this screen (the form, a payment, a dispatch) adds to the history.
  useEffect(() => {
    if (!enabled) return;
    return client.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') {
        void client.invalidateQueries({ queryKey: auditKeys.history(entity, recordId) });
      }
    });
  }, [client, enabled, entity, recordId]);

  if (!enabled) return null;
  if (history.isError && isApiError(history.error) && HIDDEN_STATUSES.includes(history.error.status)) return null;

  const entries = history.data?.pages.flatMap((page) => page.data) ?? [];
  const total = history.data?.pages[0]?.total;

  let body: ReactNode;
  if (history.isPending) body = <p className={clsx(muted, 'px-4 pb-5 sm:px-5')}>Loading history...</p>;
  else if (history.isError && entries.length === 0) {
    body = (
      <div className="px-4 pb-5 sm:px-5">
        <p role="alert" className="mb-3 text-red-700 text-sm dark:text-red-400">
          Could not load the history
        </p>
        <Button variant="secondary" onClick={() => void history.refetch()}>
          Retry
        </Button>
      </div>
    );
  } else if (entries.length === 0) body = <p className={clsx(muted, 'px-4 pb-5 sm:px-5')}>No changes recorded yet</p>;
  else {
    body = (
      <>
        <ol
          aria-labelledby={titleId}
          className="divide-y divide-gray-200 border-gray-200 border-t dark:divide-gray-800 dark:border-gray-800"
        >
          {entries.map((entry) => (
            <HistoryEntry key={entry.id} entry={entry} />
          ))}
        </ol>
        {history.hasNextPage && (
          <div className="border-gray-200 border-t px-4 py-3 sm:px-5 dark:border-gray-800">
            <Button
              variant="secondary"
              disabled={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              {history.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <Card className="mt-6 print:hidden">
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className="font-semibold text-base text-gray-800 dark:text-white/90">
          <button
            type="button"
            aria-expanded={isOpen}
            aria-controls={bodyId}
            onClick={() => setOpen((open) => !open)}
            className="flex w-full items-center gap-2 rounded-2xl px-4 py-4 text-left focus-visible:outline-2 focus-visible:outline-brand-500 sm:px-5"
          >
            History{' '}
            {total !== undefined && total > 0 && (
              <span className="font-normal text-gray-600 text-sm dark:text-gray-400">
                ({total} {total === 1 ? 'entry' : 'entries'})
              </span>
            )}
            <ChevronDown
              aria-hidden="true"
              className={clsx('ml-auto size-5 text-gray-500 transition-transform', isOpen && 'rotate-180')}
            />
          </button>
        </h2>
        <div id={bodyId} hidden={!isOpen}>
          {body}
        </div>
      </section>
    </Card>
  );
}
