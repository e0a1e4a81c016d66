import {
  BLANKET_ORDER_FLOW,
  type BlanketOrder,
  type BlanketOrderData,
  type BlanketOrderSummary,
  type ListResult,
  type PriceRevisionData,
} from '@lathe/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListRequest } from '../../components/data-table/use-list-params';
import { api } from '../../lib/api-client';
import { defineDocumentResource } from '../../lib/resource-api';

/** POST blanket-orders and PUT blanket-orders/{id}: the whole draft, header and lines, and on PUT the version read. */
export type BlanketOrderBody = BlanketOrderData & { version?: number };

/** POST blanket-orders/{id}/prices: a line's new price from a date, against the version read. */
export type PriceRevisionBody = PriceRevisionData & { version: number };

type BlanketStep = keyof typeof BLANKET_ORDER_FLOW.steps;

/**
 * `/api/blanket-orders`, every step the flow routes (activate, close, cancel) and save-and-activate,
 * and `POST {id}/prices`, a line's price revised from a date; each answers the order as it now stands.
 */
export const blanketOrdersResource = defineDocumentResource<BlanketOrder, BlanketOrderBody, BlanketStep, 'prices'>(
  'blanket-orders',
  BLANKET_ORDER_FLOW,
  // Releases are sales orders: a closed or re-priced blanket order changes what their lists show.
  { updateMethod: 'PUT', alsoRefresh: [['sales-orders']], actions: { prices: { path: 'prices' } } },
);

/** One page of blanket orders, keyed under the resource's lists so every change refreshes it. */
export function useBlanketOrderList(query: ListRequest) {
  return useQuery({
    queryKey: blanketOrdersResource.keys.list(query),
    queryFn: ({ signal }) => api.get<ListResult<BlanketOrderSummary>>('blanket-orders', { ...query }, signal),
    placeholderData: keepPreviousData,
  });
}
