import type { DeliveryScheduleLine } from '@lathe/shared';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { reportTdClass, reportThClass, theadClass } from '../../components/ui/table-cells';
import { TableHead } from '../../components/ui/table-head';
import { formatDate } from '../../lib/format-date';
import { count } from '../../lib/format-figures';
import { BucketStateBadge, ZoneTag } from './bucket-badges';
import { bucketLabel } from './schedule-format';

const figure = `${reportTdClass} text-right tabular-nums`;

/** The lines of one part, in the order the server gives (by date). */
export function linesByPart(lines: readonly DeliveryScheduleLine[]) {
  const parts = new Map<string, DeliveryScheduleLine[]>();
  for (const line of lines) parts.set(line.productId, [...(parts.get(line.productId) ?? []), line]);
  return [...parts.values()];
}

/**
 * The latest revision's buckets, part by part: when each is due, its pieces, firm or forecast,
 * what is dispatched against it and left, and how it stands.
 */
export function BucketsTable({ lines }: { lines: readonly DeliveryScheduleLine[] }) {
  if (lines.length === 0) {
    return <p className="px-5 pb-5 text-gray-600 text-sm dark:text-gray-400">This revision schedules nothing.</p>;
  }
  return (
    <HorizontalScroll label="Buckets">
      <table className="w-full text-sm">
        <caption className="sr-only">Buckets of the latest revision, by part</caption>
        <TableHead
          className={theadClass}
          cellClass={reportThClass}
          columns={[
            'Bucket',
            'Due By',
            { label: 'Quantity', align: 'right' },
            'Zone',
            { label: 'Dispatched', align: 'right' },
            { label: 'Left', align: 'right' },
            'State',
          ]}
        />
        {linesByPart(lines).map((part) => {
          const [first] = part as [DeliveryScheduleLine];
          const total = part.reduce((sum, line) => sum + line.quantity, 0);
          return (
            <tbody
              key={first.productId}
              className="divide-y divide-gray-200 border-gray-200 border-b dark:divide-gray-800 dark:border-gray-800"
            >
              <tr className="bg-gray-50/60 dark:bg-white/[0.02]">
                <th
                  scope="rowgroup"
                  colSpan={7}
                  className="px-2 py-2 text-left font-semibold text-gray-800 dark:text-white/90"
                >
                  {first.drawingNumber}
                  <span className="font-normal text-gray-600 dark:text-gray-400">
                    {' '}
                    — {first.description} · {count(total)} pieces
                  </span>
                </th>
              </tr>
              {part.map((line) => (
                <tr key={line.id} data-zone={line.firm ? 'firm' : 'forecast'}>
                  <td className={`${reportTdClass} whitespace-nowrap font-medium`}>{bucketLabel(line)}</td>
                  <td className={`${reportTdClass} whitespace-nowrap`}>{formatDate(line.dueBy)}</td>
                  <td className={figure}>{count(line.quantity)}</td>
                  <td className={reportTdClass}>
                    <ZoneTag firm={line.firm} />
                  </td>
                  <td className={figure}>{count(line.dispatched)}</td>
                  <td className={figure}>{count(line.leftToDispatch)}</td>
                  <td className={reportTdClass}>
                    <BucketStateBadge state={line.state} />
                  </td>
                </tr>
              ))}
            </tbody>
          );
        })}
      </table>
    </HorizontalScroll>
  );
}
