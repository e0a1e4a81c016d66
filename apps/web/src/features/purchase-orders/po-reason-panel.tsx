import type { PurchaseOrder } from '@lathe/shared';
import { StepReasonPanel } from '../../components/document/cancel-panel';
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
  const texts = TEXTS[step];
  return (
    <StepReasonPanel
      resource={purchaseOrdersResource}
      step={step}
      record={order}
      title={`${texts.title} purchase order ${order.poNumber ?? ''}`}
      description={texts.intro}
      keepLabel={texts.keep}
      confirmLabel={texts.confirm}
      requiredMessage={texts.required}
      doneMessage={(changed) => `Purchase order ${changed.poNumber ?? ''} ${texts.done}`}
      failedMessage={texts.failed}
      onClose={onClose}
    />
  );
}
