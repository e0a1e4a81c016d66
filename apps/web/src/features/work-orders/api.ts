import {
  type ListResult,
  WORK_ORDER_FLOW,
  type WorkOrder,
  type WorkOrderData,
  type WorkOrderProductOption,
  type WorkOrderSalesLineOption,
  type WorkOrderSummary,
} from '@lathe/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListRequest } from '../../components/data-table/use-list-params';
import { api } from '../../lib/api-client';
import { defineDocumentResource } from '../../lib/resource-api';

/** POST work-orders and PUT work-orders/{id}: the whole draft, and on PUT the version read. */
export type WorkOrderBody = WorkOrderData & { version?: number };

/**
 * `/api/work-orders`, every step the flow routes (release, close short) answering the work order
 * as it now stands, and save-and-release. Releasing reserves bar, so the stock screens read again
 * after a change.
 */
export const workOrdersResource = defineDocumentResource<WorkOrder, WorkOrderBody, string>(
  'work-orders',
  WORK_ORDER_FLOW,
  { updateMethod: 'PUT', alsoRefresh: [['stock']] },
);

/** One page of work orders, keyed under the resource's lists so every change refreshes it. */
export function useWorkOrderList(query: ListRequest) {
  return useQuery({
    queryKey: workOrdersResource.keys.list(query),
    queryFn: ({ signal }) => api.get<ListResult<WorkOrderSummary>>('work-orders', { ...query }, signal),
    placeholderData: keepPreviousData,
  });
}

/** Products to make, with their cycle times (`work-orders/products?search=`). */
export const searchProducts = (search: string, signal: AbortSignal) =>
  api.get<WorkOrderProductOption[]>('work-orders/products', { search }, signal);

/** Open sales order lines to make for, with what is left to plan (`work-orders/sales-order-lines?search=`). */
export const searchSalesLines = (search: string, signal: AbortSignal) =>
  api.get<WorkOrderSalesLineOption[]>('work-orders/sales-order-lines', { search }, signal);
