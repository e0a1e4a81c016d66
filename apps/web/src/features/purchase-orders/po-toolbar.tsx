import { PURCHASE_ORDER_FLOW, type PurchaseOrder } from '@lathe/shared';
import { CheckCircle, Lock, PackageOpen } from 'lucide-react';
import {
  CancelButton,
  DocumentToolbar,
  DraftButtons,
  documentPdfName,
  StepButton,
} from '../../components/document/document-toolbar';
import { Button, ButtonLink } from '../../components/ui/button';
import { useOffered } from '../../lib/use-can';
import { purchaseOrdersResource } from './api';
import { PurchaseOrderStatusBadge } from './po-badges';
import type { ReasonStep } from './po-reason-panel';
import { confirmedText, confirmQuestion } from './po-texts';

/**
 * What can be done with the order, never printed: print, the PDF, and what the shared flow offers
 * the user now (edit, confirm or delete a draft; receive goods, short-close or cancel a confirmed order).
 */
export function PurchaseOrderToolbar({
  order,
  onReason,
}: {
  order: PurchaseOrder;
  onReason: (step: ReasonStep) => void;
}) {
  const offered = useOffered(PURCHASE_ORDER_FLOW, order);
  return (
    <DocumentToolbar
      listPath="/purchase-orders"
      badges={<PurchaseOrderStatusBadge status={order.status} />}
      pdf={{
        path: `purchase-orders/${order.id}/pdf`,
        fallbackName: documentPdfName(order.poNumber, order.id, 'purchase-order'),
      }}
    >
      <DraftButtons
        offered={offered}
        resource={purchaseOrdersResource}
        id={order.id}
        basePath="/purchase-orders"
        noun="draft purchase order"
      />
      {offered('confirm') && (
        <StepButton
          resource={purchaseOrdersResource}
          step="confirm"
          record={order}
          question={confirmQuestion(order.supplierName)}
          doneMessage={confirmedText}
          failedMessage="Failed to confirm purchase order"
          icon={CheckCircle}
        >
          Confirm
        </StepButton>
      )}
      {offered('receive') && (
        <ButtonLink to={`/goods-receipts/new?purchaseOrderId=${order.id}`}>
          <PackageOpen aria-hidden="true" className="size-4" />
          Receive goods
        </ButtonLink>
      )}
      {offered('close') && (
        <Button variant="secondary" onClick={() => onReason('close')}>
          <Lock aria-hidden="true" className="size-4" />
          Short-close
        </Button>
      )}
      {offered('cancel') && <CancelButton onClick={() => onReason('cancel')}>Cancel Order</CancelButton>}
    </DocumentToolbar>
  );
}
