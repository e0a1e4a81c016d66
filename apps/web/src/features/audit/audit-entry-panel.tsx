import { AUDIT_EVENT_LABELS, type AuditEntry } from '@lathe/shared';
import { X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import {
  actorName,
  EM_DASH,
  formatWhen,
  humaniseField,
  LOG_TIME,
  recordName,
} from '../../components/history/audit-format';
import { ChangeTable } from '../../components/history/change-table';
import { RecordCell } from './audit-columns';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-gray-600 dark:text-gray-400">{term}</dt>
      <dd className="break-words text-gray-800 dark:text-white/90">{children}</dd>
    </>
  );
}

interface AuditEntryPanelProps {
  entry: AuditEntry;
  onClose: () => void;
}

/** One entry of the log in a side panel: who, when, where from, and the fields it changed. Escape closes it. */
export function AuditEntryPanel({ entry, onClose }: AuditEntryPanelProps) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => closeRef.current?.focus(), []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  const name = recordName(entry);
  return (
    <div className="fixed inset-0 z-[90] flex justify-end bg-gray-900/50">
      <button type="button" aria-label="Close" tabIndex={-1} onClick={onClose} className="flex-1 cursor-default" />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        className="flex h-full w-full max-w-xl flex-col overflow-y-auto bg-white shadow-theme-lg dark:bg-gray-900"
      >
        <div className="flex items-start justify-between gap-3 border-gray-200 border-b px-5 py-4 dark:border-gray-800">
          <h2 id={titleId} className="font-semibold text-gray-800 text-lg dark:text-white/90">
            {AUDIT_EVENT_LABELS[entry.event]}
            {name && <span className="block font-normal text-gray-600 text-sm dark:text-gray-400">{name}</span>}
          </h2>
          <button
            ref={closeRef}
            type="button"
            aria-label="Close details"
            onClick={onClose}
            className="rounded-md p-1 text-gray-500 hover:bg-gray-100 hover:text-gray-700 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-gray-800 dark:hover:text-gray-200"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 px-5 py-4 text-sm">
          <Detail term="Time">
            <time dateTime={entry.at}>{formatWhen(entry.at, LOG_TIME)}</time>
          </Detail>
          <Detail term="User">{actorName(entry)}</Detail>
          {name && (
            <Detail term="Record">
              <RecordCell entry={entry} />
            </Detail>
          )}
          {entry.part && <Detail term="Part">{humaniseField(entry.part)}</Detail>}
          <Detail term="Address">{entry.ip ?? EM_DASH}</Detail>
          <Detail term="Route">{entry.route ?? EM_DASH}</Detail>
        </dl>
        <h3 className="px-5 pb-2 font-medium text-gray-800 text-sm dark:text-white/90">Changed fields</h3>
        <ChangeTable entry={entry} className="pb-5" />
      </div>
    </div>
  );
}
