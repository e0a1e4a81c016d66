import {
  JOB_WORK_STATUS_LABELS,
  type JobWorkChallan,
  type JobWorkChallanStatus,
  type JobWorkChallanSummary,
  overLimitText,
} from '@lathe/shared';
import { clsx } from 'clsx';
import { formatDate } from '../../lib/format-date';

const TONES: Record<JobWorkChallanStatus, string> = {
  draft: 'bg-gray-100 text-gray-700 dark:bg-white/5 dark:text-gray-300',
  sent: 'bg-blue-50 text-blue-800 dark:bg-blue-500/15 dark:text-blue-300',
  partly_received: 'bg-amber-50 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  received: 'bg-green-50 text-green-800 dark:bg-green-500/15 dark:text-green-300',
  closed: 'bg-gray-100 text-gray-700 dark:bg-white/5 dark:text-gray-300',
  cancelled: 'bg-gray-100 text-gray-600 line-through dark:bg-white/5 dark:text-gray-400',
};

const badge = 'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs';

/** A challan's status, as the list and the challan's page show it. */
export function JobWorkStatusBadge({ status }: { status: JobWorkChallanStatus }) {
  return <span className={clsx(badge, TONES[status])}>{JOB_WORK_STATUS_LABELS[status]}</span>;
}

/**
 * Goods out past their limit (CGST Act section 143: a year for inputs, three for capital goods):
 * deemed supplied, tax due on them. Names the limit, and since when in its title; nothing for a
 * challan within it, or one whose deemed supply is invoiced.
 */
export function OverdueBadge({
  challan,
}: {
  challan: Pick<JobWorkChallanSummary, 'overdue' | 'overdueOn' | 'overdueGoods'>;
}) {
  if (!challan.overdue || !challan.overdueGoods) return null;
  const limit = overLimitText(challan.overdueGoods);
  return (
    <span
      className={clsx(badge, 'bg-red-50 text-red-800 dark:bg-red-500/15 dark:text-red-300')}
      title={`${limit}: deemed supplied from ${formatDate(challan.overdueOn)} (section 143)`}
    >
      {limit}
    </span>
  );
}

/** The challan's badges beside "Back to list": its status, and "Out over 1 year" (or 3) when it is. */
export function JobWorkBadges({ status, document }: { status: JobWorkChallanStatus; document: JobWorkChallan }) {
  return (
    <>
      <JobWorkStatusBadge status={status} />
      <OverdueBadge challan={document} />
    </>
  );
}
