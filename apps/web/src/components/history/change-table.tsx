import type { AuditEntry } from '@lathe/shared';
import { clsx } from 'clsx';
import { HorizontalScroll } from '../ui/horizontal-scroll';
import { tbodyClass, tdClass, thClass } from '../ui/table-cells';
import { TableHead } from '../ui/table-head';
import { formatValue, humaniseField, isSecretChange, shownChanges } from './audit-format';

const cellClass = clsx(tdClass, 'py-2 align-top break-words');
const headClass = clsx(thClass, 'py-2');

/** The fields an entry changed: field, before and after; a secret reads "changed". One table for the History panel and the Audit log. */
export function ChangeTable({
  entry,
  className,
}: {
  entry: Pick<AuditEntry, 'event' | 'changes' | 'labels'>;
  className?: string;
}) {
  const changes = shownChanges(entry);
  if (changes.length === 0) {
    return <p className={clsx('text-gray-600 text-sm dark:text-gray-400', className)}>No field changes recorded.</p>;
  }
  return (
    <HorizontalScroll label="Changed fields" className={className}>
      <table className="min-w-full table-fixed">
        <caption className="sr-only">Changed fields</caption>
        <TableHead cellClass={headClass} columns={[{ label: 'Field', className: 'w-1/4' }, 'Before', 'After']} />
        <tbody className={tbodyClass}>
          {changes.map((change) => (
            <tr key={change.field}>
              <th scope="row" className={clsx(cellClass, 'text-left font-medium')}>
                {humaniseField(change.field)}
              </th>
              {isSecretChange(change, entry.event) ? (
                <td colSpan={2} className={clsx(cellClass, 'text-gray-600 italic dark:text-gray-400')}>
                  changed
                </td>
              ) : (
                <>
                  <td className={clsx(cellClass, 'text-gray-600 dark:text-gray-400')}>
                    {formatValue(change.before, entry.labels)}
                  </td>
                  <td className={cellClass}>{formatValue(change.after, entry.labels)}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </HorizontalScroll>
  );
}
