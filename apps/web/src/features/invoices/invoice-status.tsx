import type { Invoice, InvoiceDisplayStatus } from '@lathe/shared';
import { clsx } from 'clsx';
import { EWayBillPendingBadge } from '../../components/e-way-bill/e-way-bill-panel';

export const INVOICE_STATUS_LABELS: Record<InvoiceDisplayStatus, string> = {
  draft: 'Draft',
  issued: 'Issued',
  partially_paid: 'Partly paid',
  paid: 'Paid',
  cancelled: 'Cancelled',
  overdue: 'Overdue',
};

const TONES: Record<InvoiceDisplayStatus, string> = {
  draft: 'bg-gray-100 text-gray-700 dark:bg-white/5 dark:text-gray-300',
  issued: 'bg-blue-50 text-blue-800 dark:bg-blue-500/15 dark:text-blue-300',
  partially_paid: 'bg-amber-50 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  paid: 'bg-green-50 text-green-800 dark:bg-green-500/15 dark:text-green-300',
  cancelled: 'bg-gray-100 text-gray-600 line-through dark:bg-white/5 dark:text-gray-400',
  overdue: 'bg-red-50 text-red-700 dark:bg-red-500/15 dark:text-red-300',
};

/** The invoice's status as the list and the view show it; `overdue` is computed by the server from the due date. */
export function InvoiceStatusBadge({ status }: { status: InvoiceDisplayStatus }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs',
        TONES[status],
      )}
    >
      {INVOICE_STATUS_LABELS[status]}
    </span>
  );
}

/** The invoice's badges beside "Back to list": its status as shown (overdue read against today), and e-way bill pending. */
export function InvoiceBadges({ document: invoice }: { document: Invoice }) {
  return (
    <>
      <InvoiceStatusBadge status={invoice.displayStatus} />
      {invoice.eWayBillPending && <EWayBillPendingBadge />}
    </>
  );
}
