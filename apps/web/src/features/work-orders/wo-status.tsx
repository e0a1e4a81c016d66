import { WORK_ORDER_STATUS_LABELS, type WorkOrderStatus } from '@lathe/shared';
import { clsx } from 'clsx';

const pill = 'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs';

const TONES: Record<WorkOrderStatus, string> = {
  draft: 'bg-gray-100 text-gray-700 dark:bg-white/5 dark:text-gray-300',
  released: 'bg-blue-50 text-blue-700 dark:bg-blue-500/15 dark:text-blue-300',
  in_progress: 'bg-amber-50 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  completed: 'bg-green-50 text-green-800 dark:bg-green-500/15 dark:text-green-300',
  closed_short: 'bg-gray-100 text-gray-700 dark:bg-white/5 dark:text-gray-300',
};

/** The work order's status, one colour each, as the list and the work order's page show it. */
export function WorkOrderStatusBadge({ status }: { status: WorkOrderStatus }) {
  return <span className={clsx(pill, TONES[status])}>{WORK_ORDER_STATUS_LABELS[status]}</span>;
}
