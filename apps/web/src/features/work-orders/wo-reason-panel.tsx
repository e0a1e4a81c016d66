import type { WorkOrder } from '@lathe/shared';
import { StepReasonPanel } from '../../components/document/cancel-panel';
import { workOrdersResource } from './api';

/** Close short, asking why (the reason is kept and printed on the work order). Never printed. */
export function CloseShortPanel({ order, onClose }: { order: WorkOrder; onClose: () => void }) {
  return (
    <StepReasonPanel
      resource={workOrdersResource}
      step="close"
      record={order}
      title={`Close work order ${order.woNumber ?? ''} short`}
      description="What has been made stays; the rest will not be made, and the bar reserved for it is free for other work orders."
      keepLabel="Keep the work order open"
      confirmLabel="Confirm close short"
      requiredMessage="Give the reason for closing short"
      doneMessage={(changed) => `Work order ${changed.woNumber ?? ''} closed short`}
      failedMessage="Failed to close work order short"
      onClose={onClose}
    />
  );
}
