import type { Invoice } from '@lathe/shared';
import { toast } from 'sonner';
import { CancelPanel } from '../../components/document/cancel-panel';
import { errorMessage } from '../../lib/api-error';
import { useResourceAction } from '../../lib/resource-hooks';
import { invoicesResource } from './api';

interface CancelInvoicePanelProps {
  invoice: Invoice;
  onClose: () => void;
}

/** Cancelling asks why (the reason is kept and printed on the cancelled invoice). */
export function CancelInvoicePanel({ invoice, onClose }: CancelInvoicePanelProps) {
  const cancel = useResourceAction(invoicesResource, 'cancel');

  const confirm = async (reason: string) => {
    try {
      const cancelled = await cancel.mutateAsync({ id: invoice.id, body: { version: invoice.version, reason } });
      toast.success(`Invoice ${cancelled.invoiceNumber ?? ''} cancelled`);
      onClose();
    } catch (failure) {
      toast.error(errorMessage(failure, 'Failed to cancel invoice'));
    }
  };

  return (
    <CancelPanel
      title={`Cancel invoice ${invoice.invoiceNumber ?? ''}`}
      description="The number stays used and the invoice stays on record, marked cancelled."
      keepLabel="Keep invoice"
      pending={cancel.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
