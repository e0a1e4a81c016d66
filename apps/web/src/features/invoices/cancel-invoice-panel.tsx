import type { Invoice } from '@lathe/shared';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { inputClass } from '../../components/form/field-styles';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { errorMessage } from '../../lib/api-error';
import { useResourceAction } from '../../lib/resource-hooks';
import { invoicesResource } from './api';

interface CancelInvoicePanelProps {
  invoice: Invoice;
  onClose: () => void;
}

/** Cancelling asks why (the reason is kept and printed on the cancelled invoice). */
export function CancelInvoicePanel({ invoice, onClose }: CancelInvoicePanelProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const cancel = useResourceAction(invoicesResource, 'cancel');

  const confirm = async () => {
    const text = reason.trim();
    if (!text) {
      setError('Give the reason for cancelling');
      return;
    }
    try {
      const cancelled = await cancel.mutateAsync({ id: invoice.id, body: { version: invoice.version, reason: text } });
      toast.success(`Invoice ${cancelled.invoiceNumber ?? ''} cancelled`);
      onClose();
    } catch (failure) {
      toast.error(errorMessage(failure, 'Failed to cancel invoice'));
    }
  };

  return (
    <Card className="mb-4 p-4 sm:p-5 print:hidden">
      <h2 className="font-medium text-gray-800 dark:text-white/90">Cancel invoice {invoice.invoiceNumber}</h2>
      <p className="mt-1 text-gray-600 text-sm dark:text-gray-400">
        The number stays used and the invoice stays on record, marked cancelled.
      </p>
      <label htmlFor={id} className="mt-3 mb-1.5 block font-medium text-gray-700 text-sm dark:text-gray-300">
        Reason
      </label>
      <textarea
        id={id}
        rows={2}
        value={reason}
        maxLength={500}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setReason(event.target.value);
          setError(null);
        }}
        className={inputClass(!!error, 'h-auto resize-y')}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-red-600 text-xs dark:text-red-400">
          {error}
        </p>
      )}
      <div className="mt-3 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={cancel.isPending}>
          Keep invoice
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={cancel.isPending}>
          Confirm cancellation
        </Button>
      </div>
    </Card>
  );
}
