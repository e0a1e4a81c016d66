import { INVOICE_FLOW, type Invoice, PAYMENT_MODE_LABELS, type Payment } from '@lathe/shared';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Card } from '../../components/ui/card';
import { confirmAction } from '../../components/ui/confirm-action';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { tbodyClass, tdClass } from '../../components/ui/table-cells';
import { TableHead } from '../../components/ui/table-head';
import { errorMessage } from '../../lib/api-error';
import { formatDate } from '../../lib/format-date';
import { rupees } from '../../lib/format-figures';
import { withGlobalLoading } from '../../lib/loading-store';
import { useResourceAction } from '../../lib/resource-hooks';
import { useOffered } from '../../lib/use-can';
import { invoicesResource } from './api';
import { PaymentForm } from './payment-form';

/** Statuses that still take payments: issued, and partly paid (overdue is one of these, read against today). */

function PaymentsTable({ invoice, canEdit }: { invoice: Invoice; canEdit: boolean }) {
  const remove = useResourceAction(invoicesResource, 'removePayment');
  const removeOne = async (payment: Payment) => {
    const message = `Remove the payment of ${rupees(payment.amount)} received on ${formatDate(payment.paymentDate)}?`;
    if (!(await confirmAction({ message, confirmLabel: 'Remove', danger: true }))) return;
    try {
      await withGlobalLoading(() => remove.mutateAsync({ id: invoice.id, subId: payment.id }));
      toast.success('Payment removed');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to remove payment'));
    }
  };
  if (invoice.payments.length === 0) {
    return <p className="text-gray-600 text-sm dark:text-gray-400">No payments recorded yet.</p>;
  }
  return (
    <HorizontalScroll label="Payments">
      <table className="min-w-full">
        <caption className="sr-only">Payments</caption>
        <TableHead
          columns={[
            'Date',
            'Mode',
            'Reference',
            { label: 'Amount', align: 'right' },
            canEdit && { label: 'Actions', srOnly: true },
          ]}
        />
        <tbody className={tbodyClass}>
          {invoice.payments.map((payment) => (
            <tr key={payment.id}>
              <td className={`${tdClass} whitespace-nowrap`}>{formatDate(payment.paymentDate)}</td>
              <td className={tdClass}>{PAYMENT_MODE_LABELS[payment.mode]}</td>
              <td className={tdClass}>
                {payment.reference ?? '-'}
                {payment.notes && (
                  <span className="block text-gray-500 text-xs dark:text-gray-400">{payment.notes}</span>
                )}
              </td>
              <td className={`${tdClass} whitespace-nowrap text-right tabular-nums`}>
                {rupees(payment.amount)}
                {payment.tdsAmount > 0 && (
                  <span className="block text-gray-600 text-xs dark:text-gray-400">
                    + TDS {rupees(payment.tdsAmount)}
                    {payment.tdsSection ? ` u/s ${payment.tdsSection}` : ''}
                  </span>
                )}
              </td>
              {canEdit && (
                <td className={`${tdClass} w-12`}>
                  <button
                    type="button"
                    aria-label="Remove payment"
                    title="Remove payment"
                    onClick={() => void removeOne(payment)}
                    className="inline-flex size-8 items-center justify-center rounded-lg text-gray-600 hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-gray-400 dark:hover:bg-gray-800 dark:hover:text-red-400"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </HorizontalScroll>
  );
}

/** Receipts against the invoice and what is still owed; never printed (the invoice is the document). */
export function PaymentsPanel({ invoice }: { invoice: Invoice }) {
  const offered = useOffered(INVOICE_FLOW, invoice);
  if (invoice.status === 'draft') return null;
  return (
    <Card className="mt-6 print:hidden">
      <section id="payments" aria-labelledby="payments-title" className="grid scroll-mt-24 gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="payments-title" className="font-semibold text-gray-800 text-lg dark:text-white/90">
            Payments
          </h2>
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
            <div className="flex gap-2">
              <dt className="text-gray-600 dark:text-gray-400">Received</dt>
              <dd className="font-medium text-gray-800 tabular-nums dark:text-white/90">
                {rupees(invoice.amountPaid)}
              </dd>
            </div>
            {invoice.adjustment !== 0 && (
              <div className="flex gap-2">
                <dt className="text-gray-600 dark:text-gray-400">
                  {invoice.adjustment < 0 ? 'Credit notes' : 'Debit notes'}
                </dt>
                <dd className="font-medium text-gray-800 tabular-nums dark:text-white/90">
                  {invoice.adjustment < 0 ? `−${rupees(-invoice.adjustment)}` : rupees(invoice.adjustment)}
                </dd>
              </div>
            )}
            <div className="flex gap-2">
              <dt className="text-gray-600 dark:text-gray-400">Balance due</dt>
              <dd className="font-semibold text-gray-900 tabular-nums dark:text-white">{rupees(invoice.balanceDue)}</dd>
            </div>
          </dl>
        </div>
        <PaymentsTable invoice={invoice} canEdit={offered('removePayment')} />
        {offered('pay') && (
          <div className="border-gray-200 border-t pt-4 dark:border-gray-800">
            <PaymentForm key={invoice.version} invoice={invoice} />
          </div>
        )}
      </section>
    </Card>
  );
}
