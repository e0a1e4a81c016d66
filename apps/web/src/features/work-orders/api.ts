import type {
  ListResult,
  WorkOrder,
  WorkOrderData,
  WorkOrderProductOption,
  WorkOrderSalesLineOption,
  WorkOrderSummary,
} from '@lathe/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListRequest } from '../../components/data-table/use-list-params';
import { api } from '../../lib/api-client';
import { defineResource } from '../../lib/resource-api';

/** POST work-orders and PUT work-orders/{id}: the whole draft, and on PUT the version read. */
export type WorkOrderBody = WorkOrderData & { version?: number };

export type WorkOrderAction = 'release' | 'close';

/**
 * `/api/work-orders`, every action answering the work order as it now stands. Releasing reserves
 * bar, so the stock screens read again after a change.
 */
export const workOrdersResource = defineResource<WorkOrder, WorkOrderBody, WorkOrderBody, WorkOrderAction>(
  'work-orders',
  {
    updateMethod: 'PUT',
    alsoRefresh: [['stock']],
    actions: {
      // Numbers the draft (WO/2026-27/0001) and reserves its bar.
      release: { path: 'release' },
      // With the version read and why.
      close: { path: 'close' },
    },
    // Save Draft's twin: the draft saved and released in one request.
    saveAnd: 'release',
  },
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
