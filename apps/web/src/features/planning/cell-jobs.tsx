import { hoursText, indianDate, type RoughCutCellView, type RoughCutRowView } from '@lathe/shared';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { tbodyClass, tdClass } from '../../components/ui/table-cells';
import { TableHead } from '../../components/ui/table-head';

interface CellJobsProps {
  row: RoughCutRowView;
  monday: string;
  cell: RoughCutCellView;
  onClose: () => void;
}

/** The jobs of one week of one row: each work order's operation with its hours, largest first. */
export function CellJobs({ row, monday, cell, onClose }: CellJobsProps) {
  const title = `${row.label}, week of ${indianDate(monday)}`;
  return (
    <section aria-label={title} className="border-gray-200 border-t p-4 dark:border-gray-800">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 className="font-medium text-gray-800 dark:text-white/90">{title}</h3>
          <p
            className={clsx(
              'text-sm',
              cell.overloaded ? 'font-medium text-red-700 dark:text-red-400' : 'text-gray-600 dark:text-gray-400',
            )}
          >
            {hoursText(cell.loadMinutes)} of {hoursText(cell.capacityMinutes)}
            {cell.utilisation === null ? '' : ` (${cell.utilisation}%)`}
            {cell.overloaded ? `: over by ${hoursText(cell.overMinutes)}` : ''}
          </p>
        </div>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
      {cell.jobs.length === 0 ? (
        <p className="text-gray-600 text-sm dark:text-gray-400">Nothing this week.</p>
      ) : (
        <table className="w-full">
          <caption className="sr-only">Jobs of {title}</caption>
          <TableHead columns={['Work order', 'Operation', { label: 'Hours', align: 'right' }]} />
          <tbody className={tbodyClass}>
            {cell.jobs.map((job) => (
              <tr key={job.operationId}>
                <td className={tdClass}>
                  <Link
                    to={`/work-orders/view/${job.workOrderId}`}
                    className="font-medium text-brand-700 hover:underline dark:text-brand-300"
                  >
                    {job.woNumber}
                  </Link>
                </td>
                <td className={tdClass}>
                  {job.label}
                  {!job.placed && (
                    <span className="ml-2 text-amber-700 text-xs dark:text-amber-400">not placed by the schedule</span>
                  )}
                </td>
                <td className={clsx(tdClass, 'text-right tabular-nums')}>{hoursText(job.minutes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
