import type { GoodsReceipt } from '@lathe/shared';
import { StepReasonPanel } from '../../components/document/cancel-panel';
import { goodsReceiptsResource } from './api';

/** Cancelling a received GRN asks why; its order and the stock give back what it added. */
export function CancelGoodsReceiptPanel({ receipt, onClose }: { receipt: GoodsReceipt; onClose: () => void }) {
  return (
    <StepReasonPanel
      resource={goodsReceiptsResource}
      step="cancel"
      record={receipt}
      title={`Cancel goods receipt ${receipt.grnNumber ?? ''}`}
      description={`The number stays used and the GRN stays on record, marked cancelled; what it accepted comes off ${receipt.poNumber} and its bar stock goes back out of stock (refused if that stock has already been used).`}
      keepLabel="Keep goods receipt"
      doneMessage={(cancelled) => `Goods receipt ${cancelled.grnNumber ?? ''} cancelled`}
      failedMessage="Failed to cancel goods receipt"
      onClose={onClose}
    />
  );
}
