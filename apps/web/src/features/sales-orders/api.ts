import type { DispatchData, SalesOrder, SalesOrderData } from '@lathe/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { defineResource } from '../../lib/resource-api';
import { refreshDependents } from '../../lib/resource-hooks';
import { MONEY_FIGURES } from '../dashboard/api';

/** POST sales-orders and PUT sales-orders/{id}: the whole draft, header and lines, and on PUT the version read. */
export type SalesOrderBody = SalesOrderData & { version?: number };

/**
 * `/api/sales-orders`. A read answers the whole order (lines, needs, dispatches, invoices);
 * list rows are its summary (`SalesOrderSummary`), which the list page types them as.
 */
export const salesOrdersResource = defineResource<SalesOrder, SalesOrderBody>('sales-orders', {
  updateMethod: 'PUT',
  alsoRefresh: MONEY_FIGURES,
});

export type OrderStep = 'confirm' | 'close' | 'cancel';

const orderPath = (id: string, step: string) => `sales-orders/${encodeURIComponent(id)}/${step}`;

/** `POST sales-orders/{id}/confirm | close | cancel` with the version read and, for close and cancel, why. */
export const changeOrderStatus = (id: string, step: OrderStep, body: { version: number; reason?: string }) =>
  api.post<SalesOrder>(orderPath(id, step), body);

/** `POST sales-orders/{id}/dispatches`: quantities per open order line (0 leaves a line out). */
export const recordDispatch = (id: string, body: DispatchData) =>
  api.post<SalesOrder>(orderPath(id, 'dispatches'), body);

/**
 * Stores an order the server answered with as its cached copy and refreshes the lists and the
 * order itself, and the dashboard and notifications (a dispatch or a status change moves their figures).
 */
export function useRememberOrder() {
  const client = useQueryClient();
  return async (order: SalesOrder) => {
    client.setQueryData(salesOrdersResource.keys.detail(order.id), order);
    await Promise.all([
      client.invalidateQueries({ queryKey: salesOrdersResource.keys.all }),
      refreshDependents(client, salesOrdersResource),
    ]);
  };
}

/** A change to a saved order (confirm, close, cancel, dispatch) whose answer is the order as it now is. */
export function useOrderMutation<V>(send: (variables: V) => Promise<SalesOrder>) {
  const remember = useRememberOrder();
  return useMutation({ mutationFn: send, onSuccess: remember });
}
