import {
  type ListResult,
  PURCHASE_ORDER_FLOW,
  type PurchaseOrder,
  type PurchaseOrderData,
  type PurchaseOrderSummary,
} from '@lathe/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListRequest } from '../../components/data-table/use-list-params';
import { api } from '../../lib/api-client';
import { defineDocumentResource } from '../../lib/resource-api';

/** POST purchase-orders and PUT purchase-orders/{id}: the whole draft, header and lines, and on PUT the version read. */
export type PurchaseOrderBody = PurchaseOrderData & { version?: number };

/**
 * `/api/purchase-orders`, every step the flow routes (confirm, short-close, cancel) answering the
 * order as it now stands, and save-and-confirm. What is on order by bar feeds the stock screens'
 * shortage list: a change of an order reads them again.
 */
export const purchaseOrdersResource = defineDocumentResource<PurchaseOrder, PurchaseOrderBody, string>(
  'purchase-orders',
  PURCHASE_ORDER_FLOW,
  { updateMethod: 'PUT', alsoRefresh: [['stock']] },
);

/** One page of purchase orders, keyed under the resource's lists so every change refreshes it. */
export function usePurchaseOrderList(query: ListRequest) {
  return useQuery({
    queryKey: purchaseOrdersResource.keys.list(query),
    queryFn: ({ signal }) => api.get<ListResult<PurchaseOrderSummary>>('purchase-orders', { ...query }, signal),
    placeholderData: keepPreviousData,
  });
}
