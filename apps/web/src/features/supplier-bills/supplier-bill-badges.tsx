import { SUPPLIER_BILL_STATUS_LABELS, type SupplierBillStatus } from '@lathe/shared';
import { clsx } from 'clsx';

const pill = 'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs';

const TONES: Record<SupplierBillStatus, string> = {
  draft: 'bg-gray-100 text-gray-700 dark:bg-white/5 dark:text-gray-300',
  held: 'bg-amber-50 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  booked: 'bg-blue-50 text-blue-700 dark:bg-blue-500/15 dark:text-blue-300',
  partly_paid: 'bg-amber-50 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  paid: 'bg-green-50 text-green-800 dark:bg-green-500/15 dark:text-green-300',
  cancelled: 'bg-rose-50 text-rose-700 line-through dark:bg-rose-500/15 dark:text-rose-300',
};

/** The bill's status, one colour each: held for approval stands out. */
export function SupplierBillStatusBadge({ status }: { status: SupplierBillStatus }) {
  return <span className={clsx(pill, TONES[status])}>{SUPPLIER_BILL_STATUS_LABELS[status]}</span>;
}
