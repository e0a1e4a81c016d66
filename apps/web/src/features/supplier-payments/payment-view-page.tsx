import { PAYMENT_MODE_LABELS, type SupplierPayment } from '@lathe/shared';
import { BookOpen, Trash2 } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { LoadState } from '../../components/form/load-state';
import { RecordHistory } from '../../components/history/record-history';
import { PartyDetails } from '../../components/parties/party-facts';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { confirmAction } from '../../components/ui/confirm-action';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { tbodyClass, tdClass } from '../../components/ui/table-cells';
import { TableHead } from '../../components/ui/table-head';
import { errorMessage } from '../../lib/api-error';
import { formatDate } from '../../lib/format-date';
import { rupees } from '../../lib/format-figures';
import { useCan } from '../../lib/use-can';
import { AdvanceForm } from './advance-form';
import { useRemovePayment, useSupplierPayment } from './api';

const money = `${tdClass} whitespace-nowrap text-right tabular-nums`;

/** What of the payment settles which bill, and when it was set. */
function Allocations({ payment }: { payment: SupplierPayment }) {
  if (payment.allocations.length === 0) {
    return <Card className="p-6 text-gray-600 text-sm dark:text-gray-400">Not yet set against any bill.</Card>;
  }
  return (
    <Card>
      <HorizontalScroll label="Bills paid">
        <table className="min-w-full">
          <caption className="sr-only">The bills the payment settles</caption>
          <TableHead columns={['Bill', 'Bill Date', 'Set On', { label: 'Amount', align: 'right' }]} />
          <tbody className={tbodyClass}>
            {payment.allocations.map((a) => (
              <tr key={a.id}>
                <th scope="row" className={`${tdClass} text-left font-medium`}>
                  <Link
                    to={`/supplier-bills/view/${a.billId}`}
                    className="text-brand-600 hover:underline dark:text-brand-400"
                  >
                    {a.billNumber ?? a.supplierInvoiceNumber}
                  </Link>
                  <span className="block font-normal text-gray-600 text-xs dark:text-gray-400">
                    Invoice {a.supplierInvoiceNumber}
                  </span>
                </th>
                <td className={`${tdClass} whitespace-nowrap`}>{formatDate(a.billDate)}</td>
                <td className={`${tdClass} whitespace-nowrap`}>{formatDate(a.allocatedOn)}</td>
                <td className={money}>{rupees(a.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </HorizontalScroll>
    </Card>
  );
}

function PaymentOverview({ payment }: { payment: SupplierPayment }) {
  const navigate = useNavigate();
  const canCreate = useCan('supplier-payments', 'create');
  const canDelete = useCan('supplier-payments', 'delete');
  const remove = useRemovePayment();
  const removePayment = async () => {
    const message = `Remove ${payment.paymentNumber}? What it paid of each bill is taken back.`;
    if (!(await confirmAction({ message, confirmLabel: 'Remove', danger: true }))) return;
    try {
      await remove.mutateAsync(payment.id);
      toast.success(`${payment.paymentNumber} removed`);
      navigate('/supplier-payments');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to remove the payment'));
    }
  };
  return (
    <>
      <PageHeader
        title={payment.paymentNumber}
        description={`${payment.supplierCode ? `${payment.supplierCode} — ` : ''}${payment.supplierName}`}
        actions={
          <>
            <ButtonLink to={`/payables/ledger/${payment.supplierId}`} variant="secondary">
              <BookOpen aria-hidden="true" className="size-4" />
              Ledger
            </ButtonLink>
            {canDelete && (
              <Button variant="danger" onClick={removePayment} disabled={remove.isPending}>
                <Trash2 aria-hidden="true" className="size-4" />
                Remove
              </Button>
            )}
          </>
        }
      />
      <div className="grid grid-cols-1 gap-6">
        <PartyDetails
          facts={[
            { label: 'Date', value: formatDate(payment.paymentDate) },
            { label: 'Mode', value: PAYMENT_MODE_LABELS[payment.mode] },
            { label: 'Reference', value: payment.reference },
            { label: 'Amount', value: rupees(payment.amount) },
            { label: 'Against Bills', value: rupees(payment.allocatedAmount) },
            { label: 'Advance Open', value: rupees(payment.advance) },
            { label: 'Notes', value: payment.notes, wide: true },
          ]}
        />
        <Allocations payment={payment} />
        {canCreate && payment.advance > 0 && (
          <AdvanceForm paymentId={payment.id} supplierId={payment.supplierId} advance={payment.advance} />
        )}
      </div>
      <RecordHistory entity="supplier-payments" id={payment.id} />
    </>
  );
}

/** `/supplier-payments/view/:id`: a payment, the bills it settles, its open advance to set against bills, removal. */
export function SupplierPaymentViewPage() {
  const { id = '' } = useParams();
  const payment = useSupplierPayment(id);
  return (
    <LoadState
      query={payment}
      notFoundText="Payment not found"
      backTo="/supplier-payments"
      backLabel="Back to Payments"
    >
      {(loaded) => <PaymentOverview payment={loaded} />}
    </LoadState>
  );
}
