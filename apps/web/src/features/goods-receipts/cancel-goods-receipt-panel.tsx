import type { GoodsReceipt } from '@lathe/shared';
import { toast } from 'sonner';
import { CancelPanel } from '../../components/document/cancel-panel';
import { errorMessage } from '../../lib/api-error';
import { useResourceAction } from '../../lib/resource-hooks';
import { goodsReceiptsResource } from './api';

/** Cancelling a received GRN asks why; its order and the stock give back what it added. */
export function CancelGoodsReceiptPanel({ receipt, onClose }: { receipt: GoodsReceipt; onClose: () => void }) {
  const cancel = useResourceAction(goodsReceiptsResource, 'cancel');
  const confirm = async (reason: string) => {
    try {
      const cancelled = await cancel.mutateAsync({ id: receipt.id, body: { version: receipt.version, reason } });
      toast.success(`Goods receipt ${cancelled.grnNumber ?? ''} cancelled`);
      onClose();
    } catch (failure) {
      toast.error(errorMessage(failure, 'Failed to cancel goods receipt'));
    }
  };
  return (
    <CancelPanel
      title={`Cancel goods receipt ${receipt.grnNumber ?? ''}`}
      description={`The number stays used and the GRN stays on record, marked cancelled; what it accepted comes off ${receipt.poNumber} and its bar stock goes back out of stock (refused if that stock has already been used).`}
      keepLabel="Keep goods receipt"
      pending={cancel.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
