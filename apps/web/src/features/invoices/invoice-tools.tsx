import { type Invoice, isReportedInvoice } from '@lathe/shared';
import { IndianRupee, Mail, QrCode, Truck } from 'lucide-react';
import { EMAIL_ACTION } from '../../components/document-email/email-action';
import { E_WAY_BILL_ACTION } from '../../components/e-way-bill/e-way-bill-action';
import { RaiseNoteButtons } from '../../components/notes/invoice-notes';
import { TraceLink } from '../../components/trace-link';
import { Button, ButtonLink } from '../../components/ui/button';
import { DownloadButton } from '../../components/ui/download-button';
import { useCan } from '../../lib/use-can';
import { movesGoods } from './invoice-goods';
import { IRN_ACTION } from './irn-panel';

/*
 * The invoice's own buttons on its bar, never printed: what is no step of its flow (the e-invoice
 * JSON, the e-way bill, E-mail, a credit or debit note raised against it), and the steps taken on
 * its own panels (a payment, the IRN).
 */

/** Brings the payment form, below the invoice, into view with its first field focused. */
function goToPaymentForm() {
  document.getElementById('payments')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  document.querySelector<HTMLInputElement>('#payments form input')?.focus({ preventScroll: true });
}

/** Between the PDF and the flow's buttons: e-Invoice JSON, e-Way Bill, E-mail, Credit Note and Debit Note, where each applies. */
export function InvoiceTools({ invoice }: { invoice: Invoice }) {
  const canEmail = useCan('emails', 'create');
  return (
    <>
      {isReportedInvoice(invoice) && (
        <DownloadButton
          path={`invoices/${invoice.id}/e-invoice`}
          fallbackName={`e-invoice-${(invoice.invoiceNumber ?? '').replaceAll('/', '-')}.json`}
          label="e-Invoice JSON"
          failure="Failed to make the e-invoice"
        />
      )}
      {movesGoods(invoice) && (
        <ButtonLink to={`?action=${E_WAY_BILL_ACTION}`} replace variant="secondary">
          <Truck aria-hidden="true" className="size-4" />
          e-Way Bill
        </ButtonLink>
      )}
      {canEmail && invoice.status !== 'draft' && (
        <ButtonLink to={`?action=${EMAIL_ACTION}`} replace variant="secondary">
          <Mail aria-hidden="true" className="size-4" />
          E-mail
        </ButtonLink>
      )}
      <RaiseNoteButtons invoice={invoice} />
      {invoice.status !== 'draft' && <TraceLink kind="invoice" id={invoice.id} button />}
    </>
  );
}

/** The steps the invoice draws itself, where the flow offers them: Record Payment, and IRN on an e-invoiced one. */
export const invoiceOwnButtons = (invoice: Invoice) => ({
  pay: (
    <Button onClick={goToPaymentForm}>
      <IndianRupee aria-hidden="true" className="size-4" />
      Record Payment
    </Button>
  ),
  recordIrn: isReportedInvoice(invoice) ? (
    <ButtonLink to={`?action=${IRN_ACTION}`} replace variant="secondary">
      <QrCode aria-hidden="true" className="size-4" />
      IRN
    </ButtonLink>
  ) : null,
});
