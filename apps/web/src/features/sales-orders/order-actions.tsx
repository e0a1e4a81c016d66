import { SALES_ORDER_FLOW, type SalesOrder } from '@lathe/shared';
import { Ban, FileText, Lock, Pencil, Trash2, Truck } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useDeleteAction } from '../../components/data-table/use-delete-action';
import { deleteMessages } from '../../components/data-table/use-entity-delete';
import { Button, ButtonLink } from '../../components/ui/button';
import { useResourceRemove } from '../../lib/resource-hooks';
import { useOffered } from '../../lib/use-can';
import { salesOrdersResource } from './api';
import { orderEditPath, orderViewPath } from './order-format';

/** The order's read-only page with a step opened on it (`?action=dispatch|close|cancel`). */
export const actionPath = (order: SalesOrder, action: 'dispatch' | 'close' | 'cancel') =>
  `${orderViewPath(order.id)}?action=${action}`;

/** Deletes the draft after the usual confirmation, then goes back to the list. */
function DeleteDraftButton({ order }: { order: SalesOrder }) {
  const navigate = useNavigate();
  const { mutateAsync: remove } = useResourceRemove(salesOrdersResource);
  const deleteDraft = useDeleteAction({
    remove: async (id) => {
      await remove(id);
      navigate('/sales-orders', { replace: true });
    },
    ...deleteMessages('sales order'),
  });
  return (
    <Button variant="danger" onClick={() => void deleteDraft(order.id)}>
      <Trash2 aria-hidden="true" className="size-4" />
      Delete Draft
    </Button>
  );
}

/**
 * What can be done to the order now, by its status and the user's permissions: edit a draft
 * (from its read-only page), record a dispatch, make an invoice, short-close, cancel, delete a
 * draft. Wraps on a phone.
 */
export function OrderActions({ order, editLink = false }: { order: SalesOrder; editLink?: boolean }) {
  const offered = useOffered(SALES_ORDER_FLOW, order);
  const buttons = [
    editLink && offered('edit') && (
      <ButtonLink key="edit" to={orderEditPath(order.id)}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit Draft
      </ButtonLink>
    ),
    offered('dispatch') && (
      <ButtonLink key="dispatch" to={actionPath(order, 'dispatch')}>
        <Truck aria-hidden="true" className="size-4" />
        Record Dispatch
      </ButtonLink>
    ),
    offered('invoice') && (
      <ButtonLink key="invoice" to={`/invoices/new?salesOrderId=${order.id}`} variant="secondary">
        <FileText aria-hidden="true" className="size-4" />
        Create Invoice
      </ButtonLink>
    ),
    offered('close') && (
      <ButtonLink key="close" to={actionPath(order, 'close')} variant="secondary">
        <Lock aria-hidden="true" className="size-4" />
        Short-close
      </ButtonLink>
    ),
    offered('cancel') && (
      <ButtonLink key="cancel" to={actionPath(order, 'cancel')} variant="secondary">
        <Ban aria-hidden="true" className="size-4" />
        Cancel Order
      </ButtonLink>
    ),
    offered('delete') && <DeleteDraftButton key="delete" order={order} />,
  ].filter(Boolean);
  if (buttons.length === 0) return null;
  return <div className="flex flex-wrap gap-3">{buttons}</div>;
}
