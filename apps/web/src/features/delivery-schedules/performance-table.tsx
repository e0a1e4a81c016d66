import type { DeliveryPerformanceReport } from '@lathe/shared';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { reportTdClass, reportThClass, tbodyClass, theadClass } from '../../components/ui/table-cells';
import { TableHead } from '../../components/ui/table-head';
import { formatDate } from '../../lib/format-date';
import { count } from '../../lib/format-figures';
import { BucketStateBadge } from './bucket-badges';
import { bucketLabel } from './schedule-format';

type Buckets = DeliveryPerformanceReport['customers'][number]['buckets'];

const figure = `${reportTdClass} text-right tabular-nums`;

/** The buckets behind a customer's figures, by due date: pieces scheduled, on time, late and short, and the state. */
export function PerformanceTable({ buckets, caption }: { buckets: Buckets; caption: string }) {
  return (
    <HorizontalScroll label={caption}>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <TableHead
          className={theadClass}
          cellClass={reportThClass}
          columns={[
            'Part',
            'Bucket',
            'Due By',
            { label: 'Scheduled', align: 'right' },
            { label: 'On Time', align: 'right' },
            { label: 'Late', align: 'right' },
            { label: 'Short', align: 'right' },
            'State',
          ]}
        />
        <tbody className={tbodyClass}>
          {buckets.map((bucket) => (
            <tr key={bucket.id}>
              <td className={`${reportTdClass} font-medium`}>{bucket.partNumber}</td>
              <td className={`${reportTdClass} whitespace-nowrap`}>{bucketLabel(bucket)}</td>
              <td className={`${reportTdClass} whitespace-nowrap`}>{formatDate(bucket.dueBy)}</td>
              <td className={figure}>{count(bucket.scheduled)}</td>
              <td className={figure}>{count(bucket.onTime)}</td>
              <td className={figure}>{count(bucket.late)}</td>
              <td className={figure}>{count(bucket.short)}</td>
              <td className={reportTdClass}>
                <BucketStateBadge state={bucket.state} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </HorizontalScroll>
  );
}
