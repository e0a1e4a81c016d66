import { PURCHASE_ORDER_STATUS_LABELS, type PurchaseOrderStatus } from '@lathe/shared';
import { clsx } from 'clsx';

const pill = 'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs';

const TONES: Record<PurchaseOrderStatus, string> = {
  draft: 'bg-gray-100 text-gray-700 dark:bg-white/5 dark:text-gray-300',
  confirmed: 'bg-blue-50 text-blue-700 dark:bg-blue-500/15 dark:text-blue-300',
  partly_received: 'bg-amber-50 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  received: 'bg-green-50 text-green-800 dark:bg-green-500/15 dark:text-green-300',
  short_closed: 'bg-gray-100 text-gray-700 dark:bg-white/5 dark:text-gray-300',
  cancelled: 'bg-rose-50 text-rose-700 line-through dark:bg-rose-500/15 dark:text-rose-300',
};

/** The purchase order's status, one colour each. */
export function PurchaseOrderStatusBadge({ status }: { status: PurchaseOrderStatus }) {
  return <span className={clsx(pill, TONES[status])}>{PURCHASE_ORDER_STATUS_LABELS[status]}</span>;
}
