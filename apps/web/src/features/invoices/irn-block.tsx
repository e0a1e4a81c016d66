import { formatAckDate, INVOICE_FLOW, type Invoice, irnCancelDeadline, irnCancellable } from '@lathe/shared';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { confirmAction } from '../../components/ui/confirm-action';
import { QrCodeImage } from '../../components/ui/qr-code-image';
import { errorMessage } from '../../lib/api-error';
import { useOffered } from '../../lib/use-can';
import { useRemoveIrn } from './irn-api';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="shrink-0 text-gray-600">{label}:</dt>
      <dd className="min-w-0 break-all font-medium">{children}</dd>
    </div>
  );
}

/**
 * An e-invoiced invoice's IRN as e-invoice prints carry it, under the title: the IRN, the
 * acknowledgement number and date, and the signed QR code as a QR code (about 35 mm on paper).
 * `actions` (the screen's own, never printed) go under the particulars.
 */
export function IrnBlock({ invoice, actions }: { invoice: Invoice; actions?: ReactNode }) {
  if (!invoice.irn) return null;
  return (
    <section
      aria-label="e-Invoice"
      className="flex flex-wrap items-start justify-between gap-4 border-gray-300 border-b py-3 text-sm sm:flex-nowrap"
    >
      <div className="min-w-0">
        <h3 className="mb-1 font-semibold text-gray-600 text-xs uppercase tracking-wide">e-Invoice</h3>
        <dl className="grid gap-0.5">
          <Detail label="IRN">{invoice.irn}</Detail>
          {invoice.irnAckNumber && <Detail label="Ack No.">{invoice.irnAckNumber}</Detail>}
          {invoice.irnAckDate && <Detail label="Ack Date">{formatAckDate(invoice.irnAckDate)}</Detail>}
        </dl>
        {actions}
      </div>
      {invoice.irnSignedQr && (
        <QrCodeImage
          text={invoice.irnSignedQr}
          alt="Signed QR code of the e-invoice"
          className="w-40 shrink-0 sm:w-44 print:w-[35mm]"
        />
      )}
    </section>
  );
}

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
