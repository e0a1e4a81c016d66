import type { PurchaseOrder } from '@lathe/shared';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { inputClass } from '../../components/form/field-styles';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { errorMessage } from '../../lib/api-error';
import { useResourceAction } from '../../lib/resource-hooks';
import { purchaseOrdersResource } from './api';

export type ReasonStep = 'close' | 'cancel';

const TEXTS: Record<
  ReasonStep,
  { title: string; intro: string; confirm: string; keep: string; required: string; done: string; failed: string }
> = {
  close: {
    title: 'Short-close',
    intro: 'What has been received stays; the rest is no longer awaited and leaves the shortage list’s “on order”.',
    confirm: 'Confirm short-close',
    keep: 'Keep the order open',
    required: 'Give the reason for short-closing',
    done: 'short-closed',
    failed: 'Failed to short-close purchase order',
  },
  cancel: {
    title: 'Cancel',
    intro: 'The number stays used and the order stays on record, marked cancelled; nothing can be received against it.',
    confirm: 'Confirm cancellation',
    keep: 'Keep the order',
    required: 'Give the reason for cancelling',
    done: 'cancelled',
    failed: 'Failed to cancel purchase order',
  },
};

/** Short-close or cancel, asking why (the reason is kept and printed on the order). Never printed. */
export function ReasonPanel({ order, step, onClose }: { order: PurchaseOrder; step: ReasonStep; onClose: () => void }) {
  const id = useId();
  const texts = TEXTS[step];
  const action = useResourceAction(purchaseOrdersResource, step);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    const text = reason.trim();
    if (!text) {
      setError(texts.required);
      return;
    }
    try {
      const changed = await action.mutateAsync({ id: order.id, body: { version: order.version, reason: text } });
      toast.success(`Purchase order ${changed.poNumber ?? ''} ${texts.done}`);
      onClose();
    } catch (failure) {
      toast.error(errorMessage(failure, texts.failed));
    }
  };

  return (
    <Card className="mb-4 p-4 sm:p-5 print:hidden">
      <h2 className="font-medium text-gray-800 dark:text-white/90">
        {texts.title} purchase order {order.poNumber ?? ''}
      </h2>
      <p className="mt-1 text-gray-600 text-sm dark:text-gray-400">{texts.intro}</p>
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
        <Button variant="secondary" onClick={onClose} disabled={action.isPending}>
          {texts.keep}
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={action.isPending}>
          {texts.confirm}
        </Button>
      </div>
    </Card>
  );
}
