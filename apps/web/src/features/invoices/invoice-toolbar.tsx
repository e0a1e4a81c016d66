import { INVOICE_FLOW, type Invoice, isReportedInvoice } from '@lathe/shared';
import { ArrowLeft, Ban, IndianRupee, Mail, Pencil, Printer, QrCode, Send, Truck } from 'lucide-react';
import { toast } from 'sonner';
import { EMAIL_ACTION } from '../../components/document-email/email-panel';
import { E_WAY_BILL_ACTION, EWayBillPendingBadge } from '../../components/e-way-bill/e-way-bill-panel';
import { RaiseNoteButtons } from '../../components/notes/invoice-notes';
import { Button, ButtonLink } from '../../components/ui/button';
import { confirmAction } from '../../components/ui/confirm-action';
import { DownloadButton } from '../../components/ui/download-button';
import { errorMessage } from '../../lib/api-error';
import { withGlobalLoading } from '../../lib/loading-store';
import { useResourceAction } from '../../lib/resource-hooks';
import { useCan, useOffered } from '../../lib/use-can';
import { invoicePdfPath, invoicesResource } from './api';
import { movesGoods } from './invoice-e-way-bill';
import { InvoiceStatusBadge } from './invoice-status';
import { IRN_ACTION } from './irn-panel';

/** The file name when the server gives none: the number with its slashes made safe. */
const pdfName = (invoice: Invoice) => `${(invoice.invoiceNumber ?? `draft-${invoice.id}`).replaceAll('/', '-')}.pdf`;

/** Brings the payment form, below the invoice, into view with its first field focused. */
function goToPaymentForm() {
  document.getElementById('payments')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  document.querySelector<HTMLInputElement>('#payments form input')?.focus({ preventScroll: true });
}

interface InvoiceToolbarProps {
  invoice: Invoice;
  onCancel: () => void;
}

/**
 * What can be done with the invoice, never printed: print, download or e-mail the PDF, and what the shared
 * invoice flow offers the user now (edit and issue a draft, cancel an issued invoice without payments).
 */
export function InvoiceToolbar({ invoice, onCancel }: InvoiceToolbarProps) {
  const offered = useOffered(INVOICE_FLOW, invoice);
  const issue = useResourceAction(invoicesResource, 'issue');
  const canEmail = useCan('emails', 'create');

  const issueNow = async () => {
    const message = 'Issue this invoice? It takes the next invoice number and can no longer be edited.';
    if (!(await confirmAction({ message, confirmLabel: 'Issue' }))) return;
    try {
      const issued = await withGlobalLoading(() =>
        issue.mutateAsync({ id: invoice.id, body: { version: invoice.version } }),
      );
      toast.success(`Invoice ${issued.invoiceNumber ?? ''} issued`);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to issue invoice'));
    }
  };

  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
      <div className="flex flex-wrap items-center gap-3">
        <ButtonLink to="/invoices" variant="ghost" className="px-2">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to list
        </ButtonLink>
        <InvoiceStatusBadge status={invoice.displayStatus} />
        {invoice.eWayBillPending && <EWayBillPendingBadge />}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          Print
        </Button>
        <DownloadButton path={invoicePdfPath(invoice.id)} fallbackName={pdfName(invoice)} />
        {isReportedInvoice(invoice) && (
          <DownloadButton
            path={`invoices/${invoice.id}/e-invoice`}
            fallbackName={`e-invoice-${pdfName(invoice).replace(/\.pdf$/, '.json')}`}
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
        {offered('recordIrn') && isReportedInvoice(invoice) && (
          <ButtonLink to={`?action=${IRN_ACTION}`} replace variant="secondary">
            <QrCode aria-hidden="true" className="size-4" />
            IRN
          </ButtonLink>
        )}
        {offered('edit') && (
          <ButtonLink to={`/invoices/edit/${invoice.id}`} variant="secondary">
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </ButtonLink>
        )}
        {offered('issue') && (
          <Button onClick={() => void issueNow()} disabled={issue.isPending}>
            <Send aria-hidden="true" className="size-4" />
            Issue
          </Button>
        )}
        {offered('pay') && (
          <Button onClick={goToPaymentForm}>
            <IndianRupee aria-hidden="true" className="size-4" />
            Record Payment
          </Button>
        )}
        <RaiseNoteButtons invoice={invoice} />
        {offered('cancel') && (
          <Button variant="danger" onClick={onCancel}>
            <Ban aria-hidden="true" className="size-4" />
            Cancel Invoice
          </Button>
        )}
      </div>
    </div>
  );
}
