import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { reportTdClass, reportThClass, tbodyClass, theadClass } from '../../components/ui/table-cells';
import { TableHead } from '../../components/ui/table-head';
import { formatDate } from '../../lib/format-date';
import { count } from '../../lib/format-figures';
import type { SchedulePreview } from './api';
import { bucketLabel } from './schedule-format';

const figure = `${reportTdClass} text-right tabular-nums`;

/** The lines the file reads as: part, bucket, its date and pieces, with the row of the file each came from. */
export function PreviewTable({ lines }: { lines: SchedulePreview['lines'] }) {
  const total = lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <section aria-labelledby="preview-lines-title" className="grid gap-3">
      <h2 id="preview-lines-title" className="font-semibold text-gray-800 dark:text-white/90">
        Lines read from the file
      </h2>
      <p className="text-gray-600 text-sm dark:text-gray-400">
        {count(lines.length)} {lines.length === 1 ? 'line' : 'lines'}, {count(total)} pieces. Nothing is saved until
        Import.
      </p>
      <HorizontalScroll label="Lines read from the file">
        <table className="w-full text-sm">
          <caption className="sr-only">Lines read from the file</caption>
          <TableHead
            className={theadClass}
            cellClass={reportThClass}
            columns={[
              'Part',
              'Bucket',
              'Date',
              { label: 'Quantity', align: 'right' },
              { label: 'Row', align: 'right' },
            ]}
          />
          <tbody className={tbodyClass}>
            {lines.map((line) => (
              <tr key={`${line.productId}|${line.bucket}|${line.date}|${line.row}`}>
                <td className={`${reportTdClass} font-medium`}>{line.partNumber}</td>
                <td className={reportTdClass}>{line.bucket === 'week' ? bucketLabel(line) : 'Day'}</td>
                <td className={`${reportTdClass} whitespace-nowrap`}>{formatDate(line.date)}</td>
                <td className={figure}>{count(line.quantity)}</td>
                <td className={figure}>{line.row}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </HorizontalScroll>
    </section>
  );
}
