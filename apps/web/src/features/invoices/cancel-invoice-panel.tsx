import type { Invoice } from '@lathe/shared';
import { StepReasonPanel } from '../../components/document/cancel-panel';
import { invoicesResource } from './api';

interface CancelInvoicePanelProps {
  invoice: Invoice;
  onClose: () => void;
}

/** Cancelling asks why (the reason is kept and printed on the cancelled invoice). */
export function CancelInvoicePanel({ invoice, onClose }: CancelInvoicePanelProps) {
  return (
    <StepReasonPanel
      resource={invoicesResource}
      step="cancel"
      record={invoice}
      title={`Cancel invoice ${invoice.invoiceNumber ?? ''}`}
      description="The number stays used and the invoice stays on record, marked cancelled."
      keepLabel="Keep invoice"
      doneMessage={(cancelled) => `Invoice ${cancelled.invoiceNumber ?? ''} cancelled`}
      failedMessage="Failed to cancel invoice"
      onClose={onClose}
    />
  );
}
