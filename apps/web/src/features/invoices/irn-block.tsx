import { formatAckDate, INVOICE_FLOW, type Invoice, irnCancelDeadline, irnCancellable } from '@lathe/shared';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { confirmAction } from '../../components/ui/confirm-action';
import { errorMessage } from '../../lib/api-error';
import { useOffered } from '../../lib/use-can';
import { useRemoveIrn } from './irn-api';

/** Until when the portal cancels the IRN, for whoever weighs cancelling the invoice. */
function CancelWindow({ invoice }: { invoice: Invoice }) {
  if (!invoice.irnAckDate || invoice.status === 'cancelled') return null;
  return (
    <p className="mt-2 text-gray-600 text-xs">
      {irnCancellable(invoice.irnAckDate)
        ? `The portal cancels this IRN until ${formatAckDate(irnCancelDeadline(invoice.irnAckDate))}.`
        : 'The portal no longer cancels this IRN: undo the invoice with a credit note.'}
    </p>
  );
}

/** The screen's part of the block: until when the IRN can be cancelled, and "Remove IRN" for a wrong entry. */
export function IrnActions({ invoice }: { invoice: Invoice }) {
  const offered = useOffered(INVOICE_FLOW, invoice);
  const remove = useRemoveIrn();
  const removeIrn = async () => {
    const question = `Remove the IRN from invoice ${invoice.invoiceNumber ?? ''}? Do this only if it was recorded against the wrong invoice; its History keeps the entry.`;
    if (!(await confirmAction({ message: question, confirmLabel: 'Remove IRN', danger: true }))) return;
    try {
      const saved = await remove.mutateAsync({ id: invoice.id, version: invoice.version });
      toast.success(`IRN removed from invoice ${saved.invoiceNumber ?? ''}`);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to remove the IRN'));
    }
  };
  return (
    <div className="print:hidden">
      <CancelWindow invoice={invoice} />
      {offered('removeIrn') && (
        <Button variant="secondary" className="mt-2" onClick={() => void removeIrn()} disabled={remove.isPending}>
          <Trash2 aria-hidden="true" className="size-4" />
          Remove IRN
        </Button>
      )}
    </div>
  );
}
