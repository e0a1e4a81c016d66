import type { ListResult, PurchaseOrder, PurchaseOrderData, PurchaseOrderSummary } from '@lathe/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListRequest } from '../../components/data-table/use-list-params';
import { api } from '../../lib/api-client';
import { defineResource } from '../../lib/resource-api';

/** POST purchase-orders and PUT purchase-orders/{id}: the whole draft, header and lines, and on PUT the version read. */
export type PurchaseOrderBody = PurchaseOrderData & { version?: number };

export type PurchaseOrderAction = 'confirm' | 'close' | 'cancel';

/**
 * `/api/purchase-orders`, every action answering the order as it now stands. What is on order
 * by bar feeds the stock screens' shortage list: a change of an order reads them again.
 */
export const purchaseOrdersResource = defineResource<
  PurchaseOrder,
  PurchaseOrderBody,
  PurchaseOrderBody,
  PurchaseOrderAction
>('purchase-orders', {
  updateMethod: 'PUT',
  alsoRefresh: [['stock']],
  actions: {
    // Numbers the draft (PO/2026-27/0001).
    confirm: { path: 'confirm' },
    // With the version read and why.
    close: { path: 'close' },
    cancel: { path: 'cancel' },
  },
  // Save Draft's twin: the draft saved and confirmed in one request.
  saveAnd: 'confirm',
});

/** One page of purchase orders, keyed under the resource's lists so every change refreshes it. */
export function usePurchaseOrderList(query: ListRequest) {
  return useQuery({
    queryKey: purchaseOrdersResource.keys.list(query),
    queryFn: ({ signal }) => api.get<ListResult<PurchaseOrderSummary>>('purchase-orders', { ...query }, signal),
    placeholderData: keepPreviousData,
  });
}
