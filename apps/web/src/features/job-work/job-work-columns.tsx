import { goodsQuantityText, type JobWorkChallanSummary } from '@lathe/shared';
import { Link } from 'react-router';
import type { Column } from '../../components/data-table/types';
import { SupplierLink } from '../../components/parties/party-link';
import { formatDate } from '../../lib/format-date';
import { days, rupees } from '../../lib/format-figures';
import { JobWorkStatusBadge, OverdueBadge } from './job-work-status';

const link = 'text-brand-600 hover:underline dark:text-brand-400';

/** "2,000 NOS" still out; the unit left off when the lines are in different units. */
export const pendingText = (challan: Pick<JobWorkChallanSummary, 'pendingQuantity' | 'unit'>) =>
  `${goodsQuantityText(challan.pendingQuantity)}${challan.unit ? ` ${challan.unit}` : ''}`;

/**
 * The challans list's columns, sortable where JOB_WORK_SORTABLE allows. The number opens the
 * challan (a draft, which has none, opens by "Draft"); what is still out and for how long shows
 * while the goods are with the job worker, with a badge past the year section 143 allows.
 */
export function jobWorkColumns(): Column<JobWorkChallanSummary>[] {
  return [
    {
      key: 'challanNumber',
      header: 'Challan No.',
      sortKey: 'challanNumber',
      className: 'font-medium whitespace-nowrap',
      cell: (c) => (
        <Link
          to={`/job-work/view/${c.id}`}
          className={c.challanNumber ? link : `${link} italic`}
          {...(c.challanNumber ? {} : { 'aria-label': `Draft challan to ${c.jobWorkerName}` })}
        >
          {c.challanNumber ?? 'Draft'}
        </Link>
      ),
    },
    {
      key: 'challanDate',
      secondary: true,
      header: 'Date',
      sortKey: 'challanDate',
      className: 'whitespace-nowrap',
      cell: (c) => formatDate(c.challanDate),
    },
    {
      key: 'jobWorkerName',
      header: 'Job worker',
      sortKey: 'jobWorkerName',
      cell: (c) => (
        <>
          <SupplierLink id={c.supplierId} className="font-medium">
            {c.jobWorkerName}
          </SupplierLink>
          <span className="block text-gray-600 text-xs dark:text-gray-400">{c.process}</span>
        </>
      ),
    },
    {
      key: 'status',
      secondary: true,
      header: 'Status',
      sortKey: 'status',
      cell: (c) => (
        <span className="flex flex-wrap gap-1">
          <JobWorkStatusBadge status={c.status} />
          <OverdueBadge challan={c} />
        </span>
      ),
    },
    {
      key: 'pendingQuantity',
      header: 'Pending',
      className: 'whitespace-nowrap text-right tabular-nums',
      cell: (c) => (c.status === 'draft' || c.status === 'cancelled' ? '—' : pendingText(c)),
    },
    {
      key: 'daysOut',
      secondary: true,
      header: 'Days out',
      className: 'whitespace-nowrap text-right tabular-nums',
      cell: (c) => (c.daysOut === null ? '—' : days(c.daysOut)),
    },
    {
      key: 'totalValue',
      secondary: true,
      header: 'Value',
      sortKey: 'totalValue',
      className: 'whitespace-nowrap text-right tabular-nums',
      cell: (c) => rupees(c.totalValue),
    },
  ];
}
