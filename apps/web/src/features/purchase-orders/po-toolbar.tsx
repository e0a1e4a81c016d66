import { PURCHASE_ORDER_FLOW, type PurchaseOrder } from '@lathe/shared';
import { ArrowLeft, Ban, CheckCircle, Lock, PackageOpen, Pencil, Printer, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useDeleteAction } from '../../components/data-table/use-delete-action';
import { deleteMessages } from '../../components/data-table/use-entity-delete';
import { Button, ButtonLink } from '../../components/ui/button';
import { DownloadButton } from '../../components/ui/download-button';
import { errorMessage } from '../../lib/api-error';
import { withGlobalLoading } from '../../lib/loading-store';
import { useResourceAction, useResourceRemove } from '../../lib/resource-hooks';
import { useOffered } from '../../lib/use-can';
import { purchaseOrdersResource } from './api';
import { PurchaseOrderStatusBadge } from './po-badges';
import type { ReasonStep } from './po-reason-panel';
import { confirmedText, confirmQuestion } from './po-texts';

/** Deletes the draft after the usual confirmation, then goes back to the list. */
function DeleteDraftButton({ order }: { order: PurchaseOrder }) {
  const navigate = useNavigate();
  const { mutateAsync: remove } = useResourceRemove(purchaseOrdersResource);
  const deleteDraft = useDeleteAction({
    remove: async (id) => {
      await remove(id);
      navigate('/purchase-orders', { replace: true });
    },
    ...deleteMessages('draft purchase order'),
  });
  return (
    <Button variant="danger" onClick={() => void deleteDraft(order.id)}>
      <Trash2 aria-hidden="true" className="size-4" />
      Delete
    </Button>
  );
}

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
  const confirm = useResourceAction(purchaseOrdersResource, 'confirm');

  const confirmNow = async () => {
    if (!window.confirm(confirmQuestion(order.supplierName))) return;
    try {
      const confirmed = await withGlobalLoading(() =>
        confirm.mutateAsync({ id: order.id, body: { version: order.version } }),
      );
      toast.success(confirmedText(confirmed));
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to confirm purchase order'));
    }
  };

  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
      <div className="flex flex-wrap items-center gap-3">
        <ButtonLink to="/purchase-orders" variant="ghost" className="px-2">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to list
        </ButtonLink>
        <PurchaseOrderStatusBadge status={order.status} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          Print
        </Button>
        <DownloadButton
          path={`purchase-orders/${order.id}/pdf`}
          fallbackName={`${(order.poNumber ?? `draft-purchase-order-${order.id.slice(0, 8)}`).replaceAll('/', '-')}.pdf`}
        />
        {offered('edit') && (
          <ButtonLink to={`/purchase-orders/edit/${order.id}`} variant="secondary">
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </ButtonLink>
        )}
        {offered('delete') && <DeleteDraftButton order={order} />}
        {offered('confirm') && (
          <Button onClick={() => void confirmNow()} disabled={confirm.isPending}>
            <CheckCircle aria-hidden="true" className="size-4" />
            Confirm
          </Button>
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
        {offered('cancel') && (
          <Button variant="danger" onClick={() => onReason('cancel')}>
            <Ban aria-hidden="true" className="size-4" />
            Cancel Order
          </Button>
        )}
      </div>
    </div>
  );
}
